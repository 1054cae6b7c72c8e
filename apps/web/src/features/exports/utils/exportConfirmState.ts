import { decideExport } from '@adatlas/domain/exports';

/** The rows a list export would write: the search's count, "at least" when the count is capped. */
export interface ExportRequestedCount {
  total: number;
  isCapped: boolean;
}

/** What the export dialog says and whether its Continue can succeed. */
export type ExportConfirmState =
  | { kind: 'unlimited' }
  | { kind: 'allowed'; remaining: number }
  | { kind: 'exhausted' }
  | { kind: 'tooMany'; remaining: number; requested: ExportRequestedCount };

/**
 * The dialog's answer, matching the server's all-or-nothing rule (`decideExport`): a result larger
 * than what remains would be refused with 403, so it is said up front with both numbers. Without a
 * known count (a tag's export) or with a capped count that may still fit, the server decides.
 */
export function exportConfirmState({
  remaining,
  requested,
}: {
  /** Null when no allowance applies. */
  remaining: number | null;
  requested?: ExportRequestedCount;
}): ExportConfirmState {
  if (remaining === null) return { kind: 'unlimited' };
  if (remaining <= 0) return { kind: 'exhausted' };
  if (requested && !decideExport({ remaining, requested: requested.total }).allowed) {
    return { kind: 'tooMany', remaining, requested };
  }
  return { kind: 'allowed', remaining };
}

/** The count a list hands its export dialog: its own, once it answers the current search. */
export function exportCountOf(
  page: { totalResults: number; totalIsCapped: boolean } | undefined,
  isPlaceholderData: boolean,
): ExportRequestedCount | undefined {
  return page && !isPlaceholderData ? { total: page.totalResults, isCapped: page.totalIsCapped } : undefined;
}
