import { localStore, STORAGE_KEYS } from '../../../shared/utils/localStore.ts';
import type { PaletteItem } from './paletteItems.ts';

export interface RecentRecord {
  label: string;
  detail: string | null;
  to: string;
}

export const RECENT_RECORDS_MAX = 6;

/** The last records opened from the palette, newest first, without repeats. */
export function addRecentRecord(list: readonly RecentRecord[], record: RecentRecord): RecentRecord[] {
  return [record, ...list.filter((item) => item.to !== record.to)].slice(0, RECENT_RECORDS_MAX);
}

/**
 * The stored list read back for `owner` (user and country: record ids are per country, and another
 * user of the browser must not see them); anything else, or a malformed value, reads as empty.
 */
export function parseRecentRecords(stored: string | null, owner: string): RecentRecord[] {
  try {
    const value = JSON.parse(stored ?? '{}') as { owner?: unknown; records?: unknown };
    if (value?.owner !== owner || !Array.isArray(value.records)) return [];
    return value.records
      .filter(
        (item): item is RecentRecord =>
          typeof item?.label === 'string' && typeof item?.to === 'string' && item.to.startsWith('/'),
      )
      .map((item) => ({
        label: item.label,
        detail: typeof item.detail === 'string' ? item.detail : null,
        to: item.to,
      }))
      .slice(0, RECENT_RECORDS_MAX);
  } catch {
    return [];
  }
}

export function loadRecentRecords(owner: string): RecentRecord[] {
  return parseRecentRecords(localStore.get(STORAGE_KEYS.recentRecords), owner);
}

/** Remembers a company, contact or brand opened from the palette (other entries are not records). */
export function rememberRecord(owner: string, item: PaletteItem): void {
  const isRecord = item.group === 'companies' || item.group === 'contacts' || item.group === 'brands';
  if (!isRecord || !item.to || item.id.endsWith('-more')) return;
  const record = { label: item.label, detail: item.detail ?? null, to: item.to };
  const records = addRecentRecord(loadRecentRecords(owner), record);
  localStore.set(STORAGE_KEYS.recentRecords, JSON.stringify({ owner, records }));
}
