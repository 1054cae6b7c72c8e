import { z } from 'zod';

export const ErrorFieldSchema = z.object({ path: z.string(), message: z.string() });

/** The envelope of every error answer: `{httpStatus, clientType, description, id}`. */
export const ErrorEnvelopeSchema = z.object({
  httpStatus: z.number().int(),
  clientType: z.string(),
  description: z.string(),
  id: z.string(),
  fields: z.array(ErrorFieldSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
