import type { HistoryKind, HistoryRecord } from '@adatlas/domain/record-history';

/** The History section's filter: groups of kinds as a reader thinks of them. */
export type HistoryFilter = 'all' | 'fields' | 'contacts' | 'career' | 'pitches' | 'creatives' | 'verified';

const GROUPS: Record<Exclude<HistoryFilter, 'all'>, readonly HistoryKind[]> = {
  fields: ['field_change'],
  contacts: ['new_contact', 'contact_moved', 'contact_left', 'function_change'],
  career: ['contact_moved', 'function_change'],
  pitches: ['new_pitch'],
  creatives: ['new_creative'],
  verified: ['verified'],
};

/** The filters each page offers: a contact has no pitches, creatives or contacts of its own. */
export const HISTORY_FILTERS: Record<HistoryRecord, readonly HistoryFilter[]> = {
  company: ['all', 'fields', 'contacts', 'pitches', 'creatives', 'verified'],
  contact: ['all', 'fields', 'career', 'verified'],
};

export function kindsOf(filter: HistoryFilter): readonly HistoryKind[] | null {
  return filter === 'all' ? null : GROUPS[filter];
}
