import type { RecordEntity } from '@adatlas/domain/admin';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RecordRow } from './admin-records.repository.ts';

/** A row as JSON: timestamps as ISO strings. */
export function toRecordValues(row: RecordRow): RecordRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The system columns a write maintains: who and when, and for contacts the career-change dates. */
export function systemColumns(
  entity: RecordEntity,
  changes: RecordRow,
  before: RecordRow | undefined,
  actor: { email: string | null; now: Date },
): RecordRow {
  const system: RecordRow = { modified_at: actor.now, modified_by: actor.email };
  if (entity === 'contacts' && before) {
    if ('company_id' in changes && changes.company_id !== before.company_id)
      system.companychange_at = actor.now;
    if ('function_id' in changes && changes.function_id !== before.function_id)
      system.functionchange_at = actor.now;
  }
  return system;
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** Turns a constraint the database enforces into the client error it means; rethrows the rest. */
export function constraintError(error: unknown, action: 'write' | 'delete'): never {
  const code = (error as { code?: string }).code;
  const detail = (error as { detail?: string }).detail ?? '';
  if (code === FOREIGN_KEY_VIOLATION) {
    if (action === 'delete') throw new AppError('CONFLICT', 'Other records still refer to this one');
    const column = /Key \((\w+)\)/.exec(detail)?.[1] ?? 'reference';
    throw new AppError('VALIDATION_ERROR', `${column} refers to a missing record`, [
      { path: `body.${column}`, message: 'refers to a missing record' },
    ]);
  }
  if (code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', `Duplicate value: ${detail}`);
  if (code === CHECK_VIOLATION) throw new AppError('VALIDATION_ERROR', `A value is out of range: ${detail}`);
  throw error;
}
