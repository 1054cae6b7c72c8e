import { setTimeout as sleep } from 'node:timers/promises';
import type { CrmSkipReason } from '@adatlas/domain/crm';
import { retryDelayMs } from '@adatlas/domain/crm';

/** One contact as a CRM receives it; `position` ties the answer back to the report row. */
export interface CrmContactInput {
  position: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
  city: string | null;
}

export interface CrmRowResult {
  position: number;
  outcome: 'created' | 'updated' | 'failed';
  crmId: string | null;
  reason: CrmSkipReason | null;
}

/** A connected CRM: upserts contacts (by e-mail) with their company, answering per row. */
export interface CrmPusher {
  upsertContacts(batch: readonly CrmContactInput[]): Promise<CrmRowResult[]>;
}

/** `auth`: the CRM refuses the stored credentials; `unavailable`: it keeps failing or limiting. */
export class CrmCallError extends Error {
  readonly kind: 'auth' | 'unavailable' | 'rejected';
  constructor(kind: CrmCallError['kind'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CrmCallError';
    this.kind = kind;
  }
}

export interface RetryPolicy {
  maxRetries: number;
  timeoutMs: number;
}

/** What a failed call means: retry (after the vendor's Retry-After, when it sent one) or give up. */
export type FailureVerdict =
  | { retry: true; retryAfter: string | null }
  | { retry: false; error: CrmCallError };

async function withTimeout<T>(call: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CrmCallError('unavailable', `CRM call timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls a CRM, retrying rate limits (429, REQUEST_LIMIT_EXCEEDED) and transient failures after
 * the vendor's Retry-After or a doubling delay; the SDKs' own waits ignore Retry-After.
 */
export async function callWithRetry<T>(
  call: () => Promise<T>,
  policy: RetryPolicy,
  judge: (error: unknown) => FailureVerdict,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTimeout(call, policy.timeoutMs);
    } catch (error) {
      if (error instanceof CrmCallError) {
        if (error.kind !== 'unavailable' || attempt > policy.maxRetries) throw error;
        await sleep(retryDelayMs(null, attempt, new Date()));
        continue;
      }
      const verdict = judge(error);
      if (!verdict.retry) throw verdict.error;
      if (attempt > policy.maxRetries) {
        throw new CrmCallError('unavailable', 'The CRM kept refusing the call (rate limit or outage)', {
          cause: error,
        });
      }
      await sleep(retryDelayMs(verdict.retryAfter, attempt, new Date()));
    }
  }
}
