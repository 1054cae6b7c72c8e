import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import type { TenantId } from '@adatlas/domain/tenants';
import {
  WEBHOOK_SAVED_SEARCH_RECORDS_MAX,
  WEBHOOK_SAVED_SEARCH_SYNC_MINUTES,
  type WebhookSavedSearchPayload,
} from '@adatlas/domain/webhooks';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { findLicensedUsers } from '../profile/users.repository.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { findRecordLabels } from './saved-search-alert-mail.repository.ts';
import {
  findNewMatchIds,
  findWebhookDueAlerts,
  lockAlert,
  updateAlertSeqs,
} from './saved-search-alerts.repository.ts';
import { syncFollowedSearch } from './saved-search-alerts.ts';
import { type LicensedUser, ownerContext } from './saved-search-owner.ts';
import { findSavedSearchesByIds } from './saved-searches.repository.ts';

export interface SavedSearchWebhookDeps {
  databases: Databases;
  searches: RecordSearches;
  entitlements: Entitlements;
  flags: FeatureGate;
  log: { warn(details: object, message: string): void };
}

/** A saved-search event: records first seen by the owner's search after sync `since_seq`, up to `until_seq`. */
export interface SavedSearchEvent {
  id: string | number;
  saved_search_id: number | string;
  user_id: number;
  since_seq: number;
  until_seq: number;
}

export type SavedSearchEventData = WebhookSavedSearchPayload['data'];

/** What the webhook dispatcher asks of saved searches (wired in the composition root). */
export interface SavedSearchWebhooks {
  /**
   * Runs the followed saved searches of `userIds` that it has not run in the last few minutes, as
   * each owner's list would: records that entered become saved-search events.
   */
  sync(tenant: TenantId, userIds: readonly number[], now: Date): Promise<void>;
  /**
   * What each event tells its owner's endpoints, as the owner may see it now: the search and the
   * records still matching, by name. An event of a kind the owner can no longer read (scope, flag),
   * or whose records all left the search, is not in the answer: it is not delivered.
   */
  describe(
    tenant: TenantId,
    events: readonly SavedSearchEvent[],
    now: Date,
  ): Promise<Map<string, SavedSearchEventData>>;
}

type LabelRow = Awaited<ReturnType<typeof findRecordLabels>>[number];

/** A record by name, with the company it belongs to (a company names none). */
function toRecord(type: SavedSearchType, row: LabelRow): SavedSearchEventData['records'][number] {
  const name = row.label ?? '';
  if (type === 'company' || row.company_id === null) return { id: Number(row.id), name, company: null };
  return {
    id: Number(row.id),
    name,
    company: { id: Number(row.company_id), name: row.company_name ?? name },
  };
}

export function createSavedSearchWebhooks(deps: SavedSearchWebhookDeps): SavedSearchWebhooks {
  async function ownersOf(tenant: TenantId, userIds: readonly number[], now: Date) {
    const users = await findLicensedUsers(deps.databases.core, {
      tenant,
      userIds: [...new Set(userIds)],
      now,
    });
    return new Map(users.map((user) => [user.id, user]));
  }

  /** The owner's context when they may still read the search's kind; null otherwise. */
  async function readerOf(
    run: { requestId: string; tenant: TenantId; tenantDb: TenantDb; now: Date },
    user: LicensedUser | undefined,
    type: SavedSearchType,
  ): Promise<RequestContext | null> {
    if (!user) return null;
    const ctx = ownerContext(run, user);
    if (!(await deps.flags.isEnabled(ctx, 'savedSearch'))) return null;
    return (await deps.entitlements.mayRead(ctx, type)) ? ctx : null;
  }

  return {
    async sync(tenant, userIds, now) {
      const tenantDb = deps.databases.tenant(tenant);
      const before = new Date(now.getTime() - WEBHOOK_SAVED_SEARCH_SYNC_MINUTES * 60_000);
      const due = await findWebhookDueAlerts(tenantDb.db, userIds, before);
      if (due.length === 0) return;
      const owners = await ownersOf(
        tenant,
        due.map((search) => search.user_id),
        now,
      );
      for (const search of due) {
        const requestId = `saved-search-webhook:${tenant}:${search.id}`;
        const ctx = await readerOf(
          { requestId, tenant, tenantDb, now },
          owners.get(search.user_id),
          search.type,
        );
        if (!ctx) continue;
        try {
          await tenantDb.db.transaction().execute(async (trx) => {
            // Held by a mail run or the owner's list: that sync records what entered.
            const alert = await lockAlert(trx, search.id, true);
            if (!alert) return;
            const seq = await syncFollowedSearch(deps, ctx, trx, { ...search, syncSeq: alert.sync_seq });
            await updateAlertSeqs(trx, search.id, { sync_seq: seq, webhook_synced_at: now });
          });
        } catch (error) {
          // One saved search that cannot run (filters the tenant no longer offers) stops no other.
          deps.log.warn({ tenant, savedSearchId: search.id, err: error }, 'saved-search webhook sync failed');
        }
      }
    },

    async describe(tenant, events, now) {
      const described = new Map<string, SavedSearchEventData>();
      if (events.length === 0) return described;
      const tenantDb = deps.databases.tenant(tenant);
      const searches = new Map(
        (
          await findSavedSearchesByIds(tenantDb.db, [
            ...new Set(events.map((event) => Number(event.saved_search_id))),
          ])
        ).map((row) => [row.id, row]),
      );
      const owners = await ownersOf(
        tenant,
        events.map((event) => event.user_id),
        now,
      );
      for (const event of events) {
        const search = searches.get(Number(event.saved_search_id));
        if (!search || search.user_id !== event.user_id) continue;
        const requestId = `saved-search-event:${tenant}:${event.id}`;
        const reader = await readerOf(
          { requestId, tenant, tenantDb, now },
          owners.get(event.user_id),
          search.type,
        );
        if (!reader) continue;
        const fresh = await findNewMatchIds(
          tenantDb.db,
          search.id,
          { since: event.since_seq, until: event.until_seq },
          WEBHOOK_SAVED_SEARCH_RECORDS_MAX,
        );
        if (fresh.total === 0) continue;
        const labels = await findRecordLabels(tenantDb.db, search.type, fresh.ids);
        described.set(String(event.id), {
          savedSearch: { id: search.id, name: search.name, kind: search.type },
          total: fresh.total,
          records: labels.map((row) => toRecord(search.type, row)),
          newSince: event.since_seq,
          newUntil: event.until_seq,
        });
      }
      return described;
    },
  };
}
