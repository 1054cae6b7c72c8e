import { z } from 'zod';
import { LANGUAGES } from '../languages/languages.constants.ts';

/** A dictionary of the web app: nested objects whose leaves are all strings (see `toDictionary`). */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

export const DictionaryParamsSchema = z.object({ language: z.enum(LANGUAGES) });
export type DictionaryParams = z.infer<typeof DictionaryParamsSchema>;

/**
 * GET /api/v1/i18n/:language: the fetched dictionaries merged, to lay over the shipped one. The
 * shape is held by `toDictionary` on the server; a recursive schema here would leave the OpenAPI
 * document with a reference to nothing, so the schema names the shape rather than spelling it.
 */
export const DictionaryOverridesResponseSchema = z.object({
  data: z
    .record(z.string(), z.unknown())
    .meta({ description: 'Nested objects whose leaves are all strings, as in the shipped dictionaries' }),
});
export type DictionaryOverridesResponse = z.infer<typeof DictionaryOverridesResponseSchema>;
