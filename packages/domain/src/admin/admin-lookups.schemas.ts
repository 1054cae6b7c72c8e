import { z } from 'zod';
import { LOOKUP_ENTITIES } from './admin.constants.ts';

export const LookupParamsSchema = z.object({ entity: z.enum(LOOKUP_ENTITIES) });

/** Either a name search (`q`) or the names of given ids (`ids=1,2,3`, to show a stored value). */
export const LookupQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    ids: z
      .string()
      .regex(/^\d{1,12}(,\d{1,12}){0,49}$/, 'comma-separated ids')
      .transform((value) => value.split(',').map(Number))
      .optional(),
  })
  .strict();
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

export const LookupOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** What tells two same-named records apart: a company's city, a contact's or brand's company. */
  detail: z.string().nullable(),
});
export type LookupOption = z.infer<typeof LookupOptionSchema>;
export const LookupResponseSchema = z.object({ data: z.array(LookupOptionSchema) });
