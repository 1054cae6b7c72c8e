import { z } from 'zod';

export const PageInfoSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof IdParamsSchema>;
