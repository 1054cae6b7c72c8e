import { z } from 'zod';

/** An (account, address) pair whose sign-ins wait: the e-mail tried, the address, since when. */
export const LoginThrottleSchema = z.object({
  email: z.string(),
  ip: z.string(),
  failures: z.number().int(),
  lastFailureAt: z.iso.datetime(),
  /** Next attempt allowed from then on. */
  until: z.iso.datetime(),
});
export type LoginThrottle = z.infer<typeof LoginThrottleSchema>;
export const LoginThrottleListResponseSchema = z.object({ data: z.array(LoginThrottleSchema) });

export const LoginThrottleClearQuerySchema = z.object({ email: z.email().max(254).toLowerCase() });
export type LoginThrottleClearQuery = z.infer<typeof LoginThrottleClearQuerySchema>;
export const LoginThrottleClearResponseSchema = z.object({ data: z.object({ cleared: z.number().int() }) });
