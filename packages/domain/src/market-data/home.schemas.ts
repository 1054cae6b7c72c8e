import { z } from 'zod';
import { CreaSchema } from './creativity.schemas.ts';
import { IdNameSchema, PitchSummarySchema } from './pitches.schemas.ts';

export const HomeContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  company: IdNameSchema.nullable(),
  modifiedAt: z.string(),
});
export type HomeContact = z.infer<typeof HomeContactSchema>;

export const HomeContactsSchema = z.object({ data: z.array(HomeContactSchema) });
export const HomePitchesSchema = z.object({ data: z.array(PitchSummarySchema) });
export const HomeCreasSchema = z.object({ data: z.array(CreaSchema) });
