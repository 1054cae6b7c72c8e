import type { Transaction } from 'kysely';
import type { Databases } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { type AuditEntryInput, auditActor, auditDbFor, insertAuditEntry } from './audit.repository.ts';

export type AuditWrite = (
  entry: Pick<AuditEntryInput, 'entity' | 'entityId' | 'action' | 'before' | 'after'>,
) => Promise<void>;

/**
 * Runs a change to the caller's tenant in one transaction, with `audit` writing the audit rows in
 * that same transaction, so a change is never committed without its trail (or the reverse).
 */
export function auditedTenantTransaction<T>(
  databases: Databases,
  ctx: RequestContext,
  work: (trx: Transaction<TenantDatabase>, audit: AuditWrite) => Promise<T>,
): Promise<T> {
  return ctx.tenantDb.db
    .transaction()
    .execute((trx) =>
      work(trx, (entry) =>
        insertAuditEntry(auditDbFor(databases, ctx.tenantDb, trx), { ...auditActor(ctx), ...entry }),
      ),
    );
}
