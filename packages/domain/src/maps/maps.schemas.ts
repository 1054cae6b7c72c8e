import { z } from 'zod';

const RecordIdSchema = z.coerce.number().int().positive();

/** `?company={id}` or `?contact={id}`: exactly one; the address is read from the tenant's own row. */
export const StaticMapQuerySchema = z
  .object({
    company: RecordIdSchema.optional(),
    contact: RecordIdSchema.optional(),
  })
  .refine((query) => (query.company === undefined) !== (query.contact === undefined), {
    message: 'exactly one of company and contact is required',
  });
export type StaticMapQuery = z.infer<typeof StaticMapQuerySchema>;

export const GeoPositionSchema = z.object({ lat: z.number(), lng: z.number() });
export type GeoPosition = z.infer<typeof GeoPositionSchema>;
