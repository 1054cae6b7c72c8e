import type { CrmSkipReason } from './crm.constants.ts';

export interface CrmCandidate {
  email: string | null;
  revealed: boolean;
}

/**
 * Whether a contact may be sent to a CRM, and why not: its e-mail must be revealed to the caller
 * (the reveal rule), present, and not already in this push (CRMs de-duplicate by e-mail).
 */
export function crmSkipReason(
  candidate: CrmCandidate,
  seenEmails: ReadonlySet<string>,
): CrmSkipReason | null {
  if (!candidate.revealed) return 'NOT_REVEALED';
  const email = candidate.email?.trim().toLowerCase();
  if (!email) return 'NO_EMAIL';
  if (seenEmails.has(email)) return 'DUPLICATE_EMAIL';
  return null;
}

/** How long to wait before retrying a rate-limited call: the vendor's Retry-After, within bounds. */
export function retryDelayMs(
  retryAfterHeader: string | null | undefined,
  attempt: number,
  now: Date,
): number {
  const fallback = Math.min(1000 * 2 ** (attempt - 1), 30_000);
  if (!retryAfterHeader) return fallback;
  const seconds = Number(retryAfterHeader);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  const at = Date.parse(retryAfterHeader);
  if (Number.isNaN(at)) return fallback;
  return Math.min(Math.max(at - now.getTime(), 0), 60_000);
}
