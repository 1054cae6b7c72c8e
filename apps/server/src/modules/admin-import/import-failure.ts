import type { ImportError } from '@adatlas/domain/admin';
import type { ImportPlan } from './import-plan.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * What stopped a started import, in the words the web shows. The dry run checks every row, so a
 * failure here comes from a change between the check and the insert (a referenced company deleted
 * meanwhile) or from the database itself. For a missing reference, Postgres names the column and
 * the value ("Key (company_id)=(42) is not present…"): the first planned row holding that value is
 * the line to blame. The imported tables have no unique constraint besides their ids.
 */
export function importFailure(error: unknown, plan: ImportPlan): ImportError {
  const {
    code,
    detail = '',
    message = 'failed',
  } = error as { code?: string; detail?: string; message?: string };
  const reason = detail ? `${message}: ${detail}` : message;
  const key = /Key \((\w+)\)=\((.*?)\)/.exec(detail);
  if (key && code === FOREIGN_KEY_VIOLATION) {
    const [, field = '', value = ''] = key;
    const row = plan.rows.find((planned) => String(planned.values[field] ?? '') === value);
    return { line: row?.line ?? 0, field, code: 'NO_RECORD', value, reason };
  }
  return { line: 0, field: '', code: 'UNEXPECTED', value: '', reason };
}
