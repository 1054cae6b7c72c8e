import type { ImportError } from '@adatlas/domain/admin';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

const JOB_COLUMNS = [
  'id',
  'tenant',
  'entity',
  'file_name',
  'status',
  'processed',
  'total',
  'created',
  'updated',
  'errors',
  'created_at',
  'finished_at',
] as const;

export async function insertImportJob(
  core: Kysely<CoreDatabase>,
  job: {
    tenant: string;
    entity: string;
    fileName: string;
    createdBy: number | null;
    total: number;
    now: Date;
  },
): Promise<number> {
  const row = await core
    .insertInto('import_jobs')
    .values({
      tenant: job.tenant,
      entity: job.entity,
      file_name: job.fileName,
      created_by: job.createdBy,
      total: job.total,
      created_at: job.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateImportProgress(core: Kysely<CoreDatabase>, id: number, processed: number) {
  await core.updateTable('import_jobs').set({ processed }).where('id', '=', id).execute();
}

export async function finishImportJob(
  core: Kysely<CoreDatabase>,
  id: number,
  result:
    | { status: 'done'; created: number; updated: number; processed: number }
    | { status: 'failed'; errors: ImportError[] },
  now: Date,
) {
  await core
    .updateTable('import_jobs')
    .set(
      result.status === 'done'
        ? {
            status: 'done',
            created: result.created,
            updated: result.updated,
            processed: result.processed,
            finished_at: now,
          }
        : {
            status: 'failed',
            errors: JSON.stringify(result.errors) as never,
            processed: 0,
            finished_at: now,
          },
    )
    .where('id', '=', id)
    .execute();
}

export function getImportJobRow(core: Kysely<CoreDatabase>, id: number) {
  return core.selectFrom('import_jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
}
