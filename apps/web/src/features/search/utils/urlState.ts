/**
 * How a search field is written in the URL: repeated params for lists, JSON for the filter
 * families made of objects, '1' for a checked box.
 */
export type UrlCodec = 'ids' | 'texts' | 'text' | 'int' | 'bool' | 'json';
export type UrlCodecs = Record<string, UrlCodec>;

/** Anything with `safeParse`, so the zod field schemas of the domain validate each value. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

function decode(params: URLSearchParams, name: string, codec: UrlCodec): unknown {
  if (!params.has(name)) return undefined;
  const value = params.get(name) ?? '';
  switch (codec) {
    case 'ids':
      return params.getAll(name).map(Number);
    case 'texts':
      return params.getAll(name);
    case 'text':
      return value;
    case 'int':
      return value.trim() === '' ? Number.NaN : Number(value);
    case 'bool':
      return value === '1' || value === 'true';
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
  }
}

/**
 * Reads every field the codecs name and keeps those their schema accepts: a bad or hand-edited
 * param is dropped (its default applies) instead of breaking the page.
 */
export function readUrlState(
  params: URLSearchParams,
  schemas: Record<string, FieldSchema>,
  codecs: UrlCodecs,
): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const [name, codec] of Object.entries(codecs)) {
    const raw = decode(params, name, codec);
    const schema = schemas[name];
    if (raw === undefined || !schema) continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) state[name] = parsed.data;
  }
  return state;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The inverse of `readUrlState`; empty values and defaults stay out of the URL. */
export function writeUrlState(
  state: Record<string, unknown>,
  codecs: UrlCodecs,
  defaults: Record<string, unknown> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, codec] of Object.entries(codecs)) {
    const value = state[name];
    if (isEmpty(value) || value === defaults[name]) continue;
    if (codec === 'ids' || codec === 'texts') {
      for (const item of value as unknown[]) params.append(name, String(item));
    } else if (codec === 'json') {
      params.set(name, JSON.stringify(value));
    } else if (codec === 'bool') {
      params.set(name, '1');
    } else {
      params.set(name, String(value));
    }
  }
  return params;
}
