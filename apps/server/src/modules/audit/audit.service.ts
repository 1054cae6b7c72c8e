import { AUDIT_PAGE_SIZE, type AuditEntry } from '@adatlas/domain/admin';
import type { PageInfo } from '@adatlas/domain/common';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { findAuditEntries } from './audit.repository.ts';

export interface AuditQuery {
  page: number;
  entity?: string;
  entityId?: string;
}

export interface AuditService {
  findAuditEntries(query: AuditQuery): Promise<{ data: AuditEntry[]; pageInfo: PageInfo }>;
}

export function createAuditService(core: Kysely<CoreDatabase>): AuditService {
  return {
    async findAuditEntries({ page, entity, entityId }) {
      const { rows, total } = await findAuditEntries(core, {
        entity,
        entityId,
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          at: new Date(row.at).toISOString(),
          tenant: row.tenant,
          entity: row.entity,
          entityId: row.entity_id,
          action: row.action,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        pageInfo: { currentPage: page, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE), totalResults: total },
      };
    },
  };
}
