import {
  checkMapping,
  IMPORT_MAX_REPORTED_ERRORS,
  type ImportEntity,
  type ImportMapping,
  type ImportRowError,
  readImportRow,
} from '@adatlas/domain/admin';
import type { Kysely, Transaction } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findCompanyMatches,
  findContactMatches,
  findExistingIds,
  type RecordRow,
} from '../admin-records/admin-records.repository.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

export interface PlannedRow {
  line: number;
  values: RecordRow;
  /** The record it updates, or undefined for a new one. */
  matchId?: number;
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: ImportRowError[];
  invalidLines: number;
}

const key = (...parts: unknown[]) => parts.map((part) => String(part ?? '').toLowerCase()).join('\u0000');

/** Finds, per valid row, the existing record it updates: by id, else name + city or e-mail. */
async function matchRows(db: Db, entity: ImportEntity, rows: PlannedRow[], errors: ImportRowError[]) {
  const ids = rows.flatMap((row) => (typeof row.values.id === 'number' ? [row.values.id] : []));
  const existing = await findExistingIds(db, entity, ids);
  const byName = new Map<string, number>();
  if (entity === 'companies') {
    const names = [
      ...new Set(rows.flatMap((row) => (row.values.id == null ? [String(row.values.name)] : []))),
    ];
    for (const match of await findCompanyMatches(db, names))
      byName.set(key(match.name, match.city), Number(match.id));
  }
  if (entity === 'contacts') {
    const emails = [
      ...new Set(
        rows.flatMap((row) => (row.values.id == null && row.values.email ? [String(row.values.email)] : [])),
      ),
    ];
    for (const match of await findContactMatches(db, emails)) byName.set(key(match.email), Number(match.id));
  }
  const valid: PlannedRow[] = [];
  for (const row of rows) {
    const { id, ...values } = row.values;
    if (typeof id === 'number') {
      if (!existing.has(id)) {
        errors.push({
          line: row.line,
          field: 'id',
          code: 'NO_RECORD',
          value: String(id),
          reason: `no ${entity} record with id ${id}`,
        });
        continue;
      }
      valid.push({ line: row.line, values, matchId: id });
      continue;
    }
    const matchKey =
      entity === 'companies'
        ? key(values.name, values.city)
        : entity === 'contacts' && values.email
          ? key(values.email)
          : undefined;
    valid.push({ line: row.line, values, matchId: matchKey ? byName.get(matchKey) : undefined });
  }
  return valid;
}

/**
 * Validates every data row through the mapping and matches it to existing records; nothing is
 * written. Lines count from 1 at the header, as a spreadsheet shows them.
 */
export async function planImport(
  db: Db,
  entity: ImportEntity,
  mapping: ImportMapping,
  fileRows: string[][],
): Promise<ImportPlan> {
  const header = fileRows[0] ?? [];
  const problems = checkMapping(entity, mapping, header.length);
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The column mapping is incomplete: ${problems.join('; ')}`,
      problems.map((message) => ({ path: 'body.mapping', message })),
    );
  }
  const errors: ImportRowError[] = [];
  const parsed: PlannedRow[] = [];
  fileRows.slice(1).forEach((cells, index) => {
    const { row, errors: rowErrors } = readImportRow(entity, mapping, cells, index + 2);
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else parsed.push({ line: row.line, values: row.values });
  });
  const rows = await matchRows(db, entity, parsed, errors);
  const invalidLines = new Set(errors.map((error) => error.line)).size;
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors: errors.slice(0, IMPORT_MAX_REPORTED_ERRORS), invalidLines };
}
