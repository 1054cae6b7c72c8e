import { type AlertFrequency, SETTING_KEYS } from '@adatlas/domain/alerts';
import { DEFAULT_LANGUAGE, type Language } from '@adatlas/domain/languages';
import {
  mayFollowSavedSearches,
  SAVED_SEARCH_ALERT_MAIL_ITEMS,
  SAVED_SEARCH_NEW_IDS_MAX,
  type SavedSearchType,
  savedSearchAlertPeriod,
  savedSearchNewPath,
} from '@adatlas/domain/saved-searches';
import { isAdminGroup } from '@adatlas/domain/scopes';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type { Transaction } from 'kysely';
import type { Databases } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { findLicensedUsers } from '../profile/users.repository.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { savedSearchOf } from './saved-search.search.ts';
import { savedSearchAlertMail } from './saved-search-alert.mail.ts';
import {
  type AlertDelivery,
  claimAlertDelivery,
  findRecordLabels,
  hasAlertDelivery,
  setDeliveryMail,
} from './saved-search-alert-mail.repository.ts';
import {
  findAlertsDisabledUsers,
  findAlertsOfFrequency,
  findNewMatchIds,
  lockAlert,
  syncMatches,
  updateAlertSeqs,
} from './saved-search-alerts.repository.ts';
import { ownerContext } from './saved-search-owner.ts';

export interface SavedSearchAlertDeps {
  databases: Databases;
  mailer: Mailer;
  publicUrl: string;
  unsubscribe: UnsubscribeLinks;
  searches: RecordSearches;
  entitlements: Entitlements;
  flags: FeatureGate;
}

export interface SavedSearchAlertRun {
  frequency: AlertFrequency;
  now: Date;
  tenants?: readonly TenantId[];
}

interface FollowedSearch {
  id: number;
  type: SavedSearchType;
  data: Record<string, unknown>;
}

/**
 * Brings the stored matches of a followed saved search up to the search now, under the alert
 * row's lock held by `trx`, and answers the new sync number. The search runs through the kind's
 * search object for the owner's `ctx`, so it sees exactly what their list shows.
 */
export async function syncFollowedSearch(
  deps: Pick<SavedSearchAlertDeps, 'searches'>,
  ctx: RequestContext,
  trx: Transaction<TenantDatabase>,
  search: FollowedSearch & { syncSeq: number },
): Promise<number> {
  const seq = search.syncSeq + 1;
  const recordSearch = await savedSearchOf(deps.searches, ctx, search);
  const ids = await recordSearch.ids({ ...ctx.tenantDb, db: trx });
  await syncMatches(trx, { savedSearchId: search.id, type: search.type, ids, seq });
  return seq;
}

/**
 * The saved-search alerts of one frequency: each followed saved search whose owner may still get
 * e-mail alerts in the country (active, live licence, scope emailAlerts, alerts not switched off)
 * and still read its kind (scope and flag, as the search object decides) gets at most one mail per
 * period, with the records that entered it since the last mail; none when nothing is new.
 * Safe to run in several processes at once: the alert row is locked with SKIP LOCKED, and the
 * (tenant, saved search, period) delivery row is inserted in the core transaction that queues
 * the mail, so a racing worker or a rerun in the same period sends nothing more.
 * An alert that fails stops no other; the run then throws, naming them, after the others went out.
 * Answers how many mails were queued.
 */
export async function runSavedSearchAlerts(
  deps: SavedSearchAlertDeps,
  run: SavedSearchAlertRun,
): Promise<number> {
  const period = savedSearchAlertPeriod(run.frequency, run.now);
  const failures: Error[] = [];
  let sent = 0;
  for (const tenant of run.tenants ?? TENANT_IDS) {
    const tenantDb = deps.databases.tenant(tenant);
    const alerts = await findAlertsOfFrequency(tenantDb.db, run.frequency);
    if (alerts.length === 0) continue;
    const userIds = [...new Set(alerts.map((alert) => alert.user_id))];
    const disabled = await findAlertsDisabledUsers(tenantDb.db, userIds, SETTING_KEYS.alertsEnabled);
    const recipients = new Map(
      (await findLicensedUsers(deps.databases.core, { tenant, userIds, now: run.now }))
        .filter((user) => !disabled.has(user.id))
        .filter((user) =>
          mayFollowSavedSearches({ isAdmin: isAdminGroup(user.user_group), scopes: user.scopes }),
        )
        .map((user) => [user.id, user]),
    );
    for (const alert of alerts) {
      const user = recipients.get(alert.user_id);
      if (!user) continue;
      const ctx = ownerContext(
        { requestId: `saved-search-alert:${tenant}:${alert.id}:${period}`, tenant, tenantDb, now: run.now },
        user,
      );
      if (!(await deps.flags.isEnabled(ctx, 'savedSearch'))) continue;
      if (!(await deps.entitlements.mayRead(ctx, alert.type))) continue;
      const delivery = { tenant, savedSearchId: alert.id, period };
      const language = user.language ?? DEFAULT_LANGUAGE;
      try {
        if (await sendAlert(deps, { ctx, language }, alert, delivery, run)) sent += 1;
      } catch (error) {
        // One saved search that cannot run (filters a tenant no longer offers) stops no other.
        failures.push(new Error(`saved search ${tenant}/${alert.id}: ${(error as Error).message}`));
      }
    }
  }
  if (sent > 0) void deps.mailer.flush();
  // The job fails and is retried; the alerts mailed in this period are claimed and stay unsent twice.
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} saved-search alert(s) failed`);
  return sent;
}

async function sendAlert(
  deps: SavedSearchAlertDeps,
  { ctx, language }: { ctx: RequestContext; language: Language },
  search: FollowedSearch & { name: string },
  delivery: AlertDelivery,
  run: SavedSearchAlertRun,
): Promise<boolean> {
  const user = ctx.user;
  if (!user) return false;
  return ctx.tenantDb.db.transaction().execute(async (trx) => {
    const alert = await lockAlert(trx, search.id, true);
    // Another worker holds it, or it was unfollowed since the list was read.
    if (!alert) return false;
    if (await hasAlertDelivery(deps.databases.core, delivery)) return false;
    const seq = await syncFollowedSearch(deps, ctx, trx, { ...search, syncSeq: alert.sync_seq });
    const fresh = await findNewMatchIds(
      trx,
      search.id,
      { since: alert.mailed_seq, until: seq },
      SAVED_SEARCH_NEW_IDS_MAX,
    );
    const labels = await findRecordLabels(
      trx,
      search.type,
      fresh.ids.slice(0, SAVED_SEARCH_ALERT_MAIL_ITEMS),
    );
    // The delivery row and the mail commit together in core (possibly another server): the
    // period is claimed once, and a failure after that commit mails nothing twice in it.
    const queued = await deps.databases.core.transaction().execute(async (coreTrx) => {
      if (!(await claimAlertDelivery(coreTrx, { ...delivery, userId: user.id, records: fresh.total }))) {
        return null;
      }
      if (fresh.total === 0) return false;
      const mailId = await deps.mailer.queue(
        coreTrx,
        savedSearchAlertMail({
          to: user.email,
          language,
          frequency: run.frequency,
          search,
          items: labels.map((row) => ({
            label: row.label ?? '',
            companyName: row.company_name,
            detail: row.detail,
            url: `${deps.publicUrl}${recordPath(search.type, row)}`,
          })),
          total: fresh.total,
          listUrl: `${deps.publicUrl}${savedSearchNewPath(search.type, search.id, { since: alert.mailed_seq, until: seq })}`,
          unsubscribe: deps.unsubscribe.linkFor({ userId: user.id, kind: 'alerts', tenant: ctx.tenant }),
        }),
      );
      await setDeliveryMail(coreTrx, delivery, mailId);
      return true;
    });
    if (queued === null) return false;
    // The mail's link counts from the sync before it: the sync numbers stay, the watermark moves.
    await updateAlertSeqs(trx, search.id, {
      sync_seq: seq,
      mailed_seq: seq,
      ...(queued ? { last_mailed_at: run.now } : {}),
    });
    return queued;
  });
}

/** The detail page of a record; pitches and scores open their company's pitch section. */
function recordPath(type: SavedSearchType, row: { id: number; company_id: number | null }): string {
  switch (type) {
    case 'company':
      return `/companies/${row.id}`;
    case 'contact':
      return `/contacts/${row.id}`;
    case 'pitch':
    case 'pitchScore':
      return row.company_id === null ? '/pitch' : `/companies/${row.company_id}?tab=pitch`;
  }
}
