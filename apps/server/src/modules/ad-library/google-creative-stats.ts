import {
  GOOGLE_CREATIVE_STATS_COLUMNS,
  GOOGLE_REQUIRED_COLUMNS,
  type GoogleCreativeStatsColumn,
} from '@adatlas/domain/ad-library-ingestion';
import type { StagedAd } from './ad-library.repository.ts';

/** Where each known column sits in the file, and every header name for the raw record. */
export interface GoogleColumns {
  index: Partial<Record<GoogleCreativeStatsColumn, number>>;
  names: string[];
}

/** BigQuery's flattened export may prefix the repeated record's fields (`region_stats.first_shown`). */
function columnKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^region_stats\./, '');
}

/** Resolves the header line; a missing required or repeated column makes the file unreadable. */
export function resolveGoogleColumns(header: readonly string[]): GoogleColumns | { problem: string } {
  const names = header.map(columnKey);
  const index: GoogleColumns['index'] = {};
  for (const column of GOOGLE_CREATIVE_STATS_COLUMNS) {
    const at = names.indexOf(column);
    if (at === -1) continue;
    if (names.indexOf(column, at + 1) !== -1) return { problem: `The column ${column} appears twice` };
    index[column] = at;
  }
  const missing = GOOGLE_REQUIRED_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) {
    return { problem: `The header lacks the column(s) ${missing.join(', ')}` };
  }
  return { index, names };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?(?: UTC)?)?$/;

/** A YYYY-MM-DD date (a time after it is accepted and dropped); null when empty, else an error. */
function parseDate(value: string): string | null | Error {
  if (value === '') return null;
  const match = DATE.exec(value);
  if (!match) return new Error(`"${value}" is not a date (YYYY-MM-DD)`);
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    return new Error(`"${value}" is not a calendar date`);
  }
  return day;
}

function parseCount(value: string): number | null | Error {
  if (value === '') return null;
  if (!/^\d{1,15}$/.test(value)) return new Error(`"${value}" is not a whole number of times shown`);
  return Number(value);
}

export type GoogleRowResult = { ad: StagedAd } | { problem: string };

/** One line of the export as a staged ad (payer = legal name, beneficiary = disclosed name), or why not. */
export function parseGoogleRow(columns: GoogleColumns, cells: readonly string[]): GoogleRowResult {
  if (cells.length !== columns.names.length) {
    return { problem: `${cells.length} fields where the header has ${columns.names.length}` };
  }
  const cell = (column: GoogleCreativeStatsColumn) => {
    const at = columns.index[column];
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  for (const column of GOOGLE_REQUIRED_COLUMNS) {
    if (cell(column) === '') return { problem: `${column} is empty` };
  }
  const region = cell('region_code').toUpperCase();
  if (!/^[A-Z]{2}$/.test(region))
    return { problem: `region_code "${cell('region_code')}" is not a country code` };
  const first = parseDate(cell('first_shown'));
  const last = parseDate(cell('last_shown'));
  const lower = parseCount(cell('times_shown_lower_bound'));
  const upper = parseCount(cell('times_shown_upper_bound'));
  for (const [column, value] of [
    ['first_shown', first],
    ['last_shown', last],
    ['times_shown_lower_bound', lower],
    ['times_shown_upper_bound', upper],
  ] as const) {
    if (value instanceof Error) return { problem: `${column}: ${value.message}` };
  }
  if (typeof first === 'string' && typeof last === 'string' && last < first) {
    return { problem: `last_shown ${last} is before first_shown ${first}` };
  }
  if (typeof lower === 'number' && typeof upper === 'number' && upper < lower) {
    return { problem: `times_shown_upper_bound ${upper} is below times_shown_lower_bound ${lower}` };
  }
  const raw = Object.fromEntries(columns.names.map((name, at) => [name, cells[at] ?? '']));
  return {
    ad: {
      ad_id: cell('creative_id'),
      advertiser_id: cell('advertiser_id'),
      advertiser_name: cell('advertiser_disclosed_name'),
      payer: cell('advertiser_legal_name') || null,
      beneficiary: cell('advertiser_disclosed_name'),
      region,
      first_shown: first as string | null,
      last_shown: last as string | null,
      eu_total_reach: null,
      times_shown_lower: lower as number | null,
      times_shown_upper: upper as number | null,
      snapshot_url: `https://adstransparency.google.com/advertiser/${encodeURIComponent(cell('advertiser_id'))}/creative/${encodeURIComponent(cell('creative_id'))}`,
      raw,
    },
  };
}
