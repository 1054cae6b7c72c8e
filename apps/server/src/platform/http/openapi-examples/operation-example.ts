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
/** The agencies working on Mulino Bianco: one entered by hand, one confirmed from the ad libraries. */
export const MULINO_BIANCO_AGENCIES = [
  { ...ARMANDO_TESTA, categories: [{ categoryId: 41, categoryName: 'Creative' }], inferred: null },
  {
    id: 2415,
    name: 'Mindshare S.p.A.',
    categories: [{ categoryId: 44, categoryName: 'Media' }],
    inferred: {
      nAds: 214,
      reach: 3_870_000,
      timesShownLower: null,
      timesShownUpper: null,
      firstShown: '2026-03-02',
      lastShown: '2026-10-28',
    },
  },
];
