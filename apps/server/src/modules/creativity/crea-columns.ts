import type { Selectable } from 'kysely';
import type { CreativeWorksTable } from '../../platform/database/schema.ts';

/**
 * A creative work as every list of them names it (`cw` the work): the creativity search and the
 * company page's creas read these columns and answer them under the same names.
 */
export const CREA_COLUMNS = [
  'cw.id',
  'cw.title',
  'cw.published_at',
  'cw.duration_seconds',
  'cw.url',
  'cw.snapshot_url',
] as const;

type CreaColumnsRow = Pick<
  Selectable<CreativeWorksTable>,
  'id' | 'title' | 'published_at' | 'duration_seconds' | 'url' | 'snapshot_url'
>;

/** The fields of `CREA_COLUMNS` as the API answers them. */
export function toCreaFields(row: CreaColumnsRow) {
  return {
    id: row.id,
    title: row.title,
    date: row.published_at,
    duration: row.duration_seconds,
    url: row.url,
    snapshotUrl: row.snapshot_url,
  };
}
