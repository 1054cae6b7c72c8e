import {
  HISTORY_KINDS,
  type HistoryEntry,
  type HistoryKind,
  type HistoryQuery,
  type HistoryResponse,
  historyKindsFor,
  lastUpdatedAt,
  redactHistoryEntry,
} from '@adatlas/domain/record-history';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import * as repo from './record-history.repository.ts';

export interface RecordHistoryService {
  getCompanyHistory(ctx: RequestContext, id: number, query: HistoryQuery): Promise<HistoryResponse>;
  getContactHistory(ctx: RequestContext, id: number, query: HistoryQuery): Promise<HistoryResponse>;
}

function chosenKinds(allowed: readonly HistoryKind[], query: HistoryQuery): HistoryKind[] {
  return query.kinds ? allowed.filter((kind) => query.kinds!.includes(kind)) : [...allowed];
}

function toEntry(ctx: RequestContext, row: repo.HistoryRow): Omit<HistoryEntry, 'hidden'> {
  return {
    id: Number(row.id),
    recordKind: row.record_kind,
    recordId: Number(row.record_id),
    kind: row.kind as HistoryKind,
    field: row.field,
    before: row.before,
    after: row.after,
    at: new Date(row.at).toISOString(),
    // Who edited is the back office's business: customers see what changed and when.
    actor: ctx.isAdmin ? row.actor : null,
    subject: row.subject,
  };
}

/** One page read one row further, to say whether another follows. */
async function readPage(
  query: HistoryQuery,
  read: (page: repo.HistoryPage & { kinds: HistoryKind[] }) => Promise<repo.HistoryRow[]>,
  kinds: HistoryKind[],
) {
  const rows = await read({ kinds, offset: (query.pageNum - 1) * query.limit, limit: query.limit + 1 });
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/**
 * The History sections. What the caller may read is the entitlements service's decision: the
 * record's kind (scope and flag), the linked kinds a company's timeline mentions, and the reveal
 * rule for a contact's private fields, whose changes then show without values.
 */
export function createRecordHistoryService(deps: { entitlements: Entitlements }): RecordHistoryService {
  const { entitlements } = deps;

  return {
    async getCompanyHistory(ctx, id, query) {
      await entitlements.assertMayRead(ctx, 'company');
      const db = ctx.tenantDb.db;
      const record = await repo.getCompanyDates(db, id);
      if (!record) throw new AppError('NOT_FOUND', `Company ${id} not found`);
      const [contact, pitch] = await Promise.all([
        entitlements.mayRead(ctx, 'contact'),
        entitlements.mayRead(ctx, 'pitch'),
      ]);
      const kinds = chosenKinds(historyKindsFor({ contact, pitch }), query);
      const page = await readPage(query, (p) => repo.findCompanyHistory(db, id, p), kinds);
      return {
        // Its contacts' private fields never reach a company's timeline; redacted all the same.
        data: page.rows.map((row) => redactHistoryEntry(toEntry(ctx, row), false)),
        updatedAt: lastUpdatedAt(record.modified_at, record.verified_at).toISOString(),
        verifiedAt: record.verified_at ? new Date(record.verified_at).toISOString() : null,
        currentPage: query.pageNum,
        hasMore: page.hasMore,
      };
    },

    async getContactHistory(ctx, id, query) {
      await entitlements.assertMayRead(ctx, 'contact');
      const db = ctx.tenantDb.db;
      const record = await repo.getContactDates(db, id);
      if (!record) throw new AppError('NOT_FOUND', `Contact ${id} not found`);
      const revealed = (await entitlements.revealContacts(ctx, [{ id }]))[0]?.revealed ?? false;
      const page = await readPage(
        query,
        (p) => repo.findContactHistory(db, id, p),
        chosenKinds(HISTORY_KINDS, query),
      );
      return {
        data: page.rows.map((row) => redactHistoryEntry(toEntry(ctx, row), revealed)),
        updatedAt: lastUpdatedAt(record.modified_at, record.verified_at).toISOString(),
        verifiedAt: record.verified_at ? new Date(record.verified_at).toISOString() : null,
        currentPage: query.pageNum,
        hasMore: page.hasMore,
      };
    },
  };
}
