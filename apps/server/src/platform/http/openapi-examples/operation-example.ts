/** What one operation's documentation shows: its path parameters, body and success answer. */
export interface OperationExample {
  params?: Record<string, string | number>;
  body?: unknown;
  response?: unknown;
}

/** Records named in several examples, so that the answers tell one consistent story. */
export const BARILLA = { id: 1842, name: 'Barilla G. e R. Fratelli S.p.A.' };
export const ARMANDO_TESTA = { id: 2207, name: 'Armando Testa S.p.A.' };
export const PUBLICIS = { id: 2310, name: 'Publicis Italia S.r.l.' };
export const MULINO_BIANCO = { id: 5120, name: 'Mulino Bianco' };
export const FOOD = { id: 3, key: 'food' };
export const PASTA = { id: 12, key: 'pasta_bakery' };
