import {
  checkMapping,
  IMPORT_MAX_REPORTED_ERRORS,
  type ImportEntity,
  type ImportError,
  type ImportMapping,
  importFields,
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
  errors: ImportError[];
  invalidLines: number;
}

const key = (...parts: unknown[]) => parts.map((part) => String(part ?? '').toLowerCase()).join('\u0000');

/** Finds, per valid row, the existing record it updates: by id, else name + city or e-mail. */
async function matchRows(db: Db, entity: ImportEntity, rows: PlannedRow[], errors: ImportError[]) {
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
 * Drops the rows that point to a record or a reference-tree entry the tenant does not hold (a
 * contact's company, its function): the database would refuse them only at insert, failing the
 * whole job, where the dry run can name the line.
 */
async function checkReferences(db: Db, entity: ImportEntity, rows: PlannedRow[], errors: ImportError[]) {
  let valid = rows;
  for (const field of importFields(entity)) {
    const lookup = field.lookup;
    // Reference lists feed none of the imported entities' fields.
    if (!lookup || lookup.source === 'list') continue;
    const table = lookup.source === 'records' ? lookup.entity : lookup.list;
    const idOf = (row: PlannedRow) => {
      const id = row.values[field.key];
      return typeof id === 'number' ? id : undefined;
    };
    const ids = [...new Set(valid.map(idOf).filter((id) => id !== undefined))];
    const existing = await findExistingIds(db, table, ids);
    if (existing.size === ids.length) continue;
    valid = valid.filter((row) => {
      const id = idOf(row);
      if (id === undefined || existing.has(id)) return true;
      errors.push({
        line: row.line,
        field: field.key,
        code: 'NO_RECORD',
        value: String(id),
        reason: `no ${table} record with id ${id}`,
      });
      return false;
    });
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
  now: Date,
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
  const errors: ImportError[] = [];
  const parsed: PlannedRow[] = [];
  fileRows.slice(1).forEach((cells, index) => {
    const { row, errors: rowErrors } = readImportRow(entity, mapping, cells, index + 2, now);
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else parsed.push({ line: row.line, values: row.values });
  });
  const rows = await matchRows(db, entity, await checkReferences(db, entity, parsed, errors), errors);
  const invalidLines = new Set(errors.map((error) => error.line)).size;
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors: errors.slice(0, IMPORT_MAX_REPORTED_ERRORS), invalidLines };
}
