import { PRIVATE_CONTACT_FIELDS } from '../entitlements/entitlements.constants.ts';
import {
  AGEING_DAYS,
  FRESH_DAYS,
  type FreshnessLevel,
  HISTORY_KINDS,
  type HistoryKind,
} from './record-history.constants.ts';

const DAY_MS = 86_400_000;
const PRIVATE = new Set<string>(PRIVATE_CONTACT_FIELDS);
/** A company's entries about its contacts. */
const CONTACT_EVENTS = new Set<HistoryKind>([
  'new_contact',
  'contact_moved',
  'contact_left',
  'function_change',
]);

/** A contact field whose values only the reveal rule lets out (e-mail, phones, LinkedIn…). */
export function isPrivateHistoryField(recordKind: string, field: string | null): boolean {
  return recordKind === 'contact' && field !== null && PRIVATE.has(field);
}

/**
 * An entry as the caller may read it: a private contact field keeps its name ("e-mail changed")
 * and loses both values unless the caller may see that contact's personal data.
 */
export function redactHistoryEntry<Entry extends { recordKind: string; field: string | null }>(
  entry: Entry & { before: string | null; after: string | null },
  revealed: boolean,
): Entry & { before: string | null; after: string | null; hidden: boolean } {
  if (revealed || !isPrivateHistoryField(entry.recordKind, entry.field)) return { ...entry, hidden: false };
  return { ...entry, before: null, after: null, hidden: true };
}

/** Kinds about linked records: shown only to a caller who may read that kind of record. */
export function historyKindsFor(access: { contact: boolean; pitch: boolean }): HistoryKind[] {
  return HISTORY_KINDS.filter((kind) => {
    if (kind === 'new_pitch') return access.pitch;
    if (CONTACT_EVENTS.has(kind)) return access.contact;
    return true;
  });
}

/** When a record was last verified or changed, whichever is later. */
export function lastUpdatedAt(modifiedAt: Date | string, verifiedAt: Date | string | null): Date {
  const modified = new Date(modifiedAt);
  if (verifiedAt === null) return modified;
  const verified = new Date(verifiedAt);
  return verified > modified ? verified : modified;
}

/** The freshness mark of a record updated at `updatedAt`, seen at `now`. */
export function freshnessOf(updatedAt: Date | string, now: Date): FreshnessLevel {
  const days = (now.getTime() - new Date(updatedAt).getTime()) / DAY_MS;
  if (days <= FRESH_DAYS) return 'fresh';
  if (days <= AGEING_DAYS) return 'ageing';
  return 'stale';
}

type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** "3 days ago" as a value and unit for `Intl.RelativeTimeFormat` (negative: in the past). */
export function relativeTimeOf(at: Date | string, now: Date): { value: number; unit: RelativeUnit } {
  const elapsed = now.getTime() - new Date(at).getTime();
  const magnitude = Math.abs(elapsed);
  for (const [unit, size] of UNITS) {
    if (magnitude >= size) return { value: -Math.sign(elapsed) * Math.floor(magnitude / size), unit };
  }
  return { value: 0, unit: 'second' };
}
