import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import {
  isWebhookEndpointDead,
  nextWebhookAttempt,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SAVED_SEARCH_EVENT,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  type WebhookSavedSearchPayload,
} from '@adatlas/domain/webhooks';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { Databases } from '../../platform/database/databases.ts';
import type { OutboundPolicy } from '../../platform/http/outbound-guard.ts';
import { postOutbound } from '../../platform/http/outbound-post.ts';
import type { SendOptions } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findLicensedUsers } from '../profile/users.repository.ts';
import { webhookDisabledMail } from './webhook-disabled.mail.ts';
import { signWebhook } from './webhook-signature.ts';
import { isWebhookFollowEvent, toSavedSearchPayload, toWebhookPayload } from './webhooks.mapper.ts';
import * as repo from './webhooks.repository.ts';

/** The users among `userIds` who may receive webhooks in `tenant`: customers whose live licence there has the Api plugin. */
function findApiOwners(databases: Databases, tenant: TenantId, userIds: number[], now: Date) {
  return findLicensedUsers(databases.core, {
    tenant,
    now,
    userIds,
    plugin: LICENCE_PLUGINS.api,
    customersOnly: true,
  });
}

export const WEBHOOK_DISPATCH_JOB = 'webhook-dispatch';
export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';

/** Each scan rereads this far back: an event whose writer committed late is still found. */
const RESCAN_OVERLAP_MS = 24 * 3_600_000;
/** A pending delivery this late with nobody on it lost its job (a process died): queued again. */
const STRANDED_AFTER_MS = 2 * 60_000;
const STRANDED_BATCH = 500;

/** A saved-search event as the dispatcher finds it: records that entered the owner's search between two syncs. */
export interface SavedSearchEventRef {
  id: string | number;
  saved_search_id: number | string;
  user_id: number;
  since_seq: number;
  until_seq: number;
}

/** What the dispatcher asks of the saved searches (their module answers it; wired in the composition root). */
export interface SavedSearchEventSource {
  /** Runs the subscribed owners' followed saved searches when due: what entered becomes an event. */
  sync(tenant: TenantId, userIds: readonly number[], now: Date): Promise<void>;
  /** Each event as its owner may see it now; one they may not see is left out, and not delivered. */
  describe(
    tenant: TenantId,
    events: readonly SavedSearchEventRef[],
    now: Date,
  ): Promise<Map<string, WebhookSavedSearchPayload['data']>>;
}

export interface WebhookDeliveryDeps {
  databases: Databases;
  secretBox: SecretBox;
  mailer: Pick<Mailer, 'send'>;
  /** Queues a job on the background queue (pg-boss). */
  sendJob(name: string, data: object, options?: SendOptions): Promise<string | null>;
  settings: { timeoutMs: number; retryBaseSeconds: number; policy: OutboundPolicy; publicUrl: string };
  log: { warn(details: object, message: string): void };
  tenants?: readonly TenantId[];
  /** New matches of saved searches; without it only follow events are delivered. */
  savedSearches?: SavedSearchEventSource;
}

export interface WebhookDelivery {
  /** Turns every tenant's new follow events into deliveries (one per endpoint and event) and queues them. */
  dispatch(now: Date): Promise<void>;
  dispatchTenant(tenant: TenantId, now: Date): Promise<string[]>;
  /** One try of one delivery, signed; on failure the next try is queued, or the delivery fails for good. */
  deliver(tenant: TenantId, deliveryId: string, now: Date): Promise<void>;
  enqueue(tenant: TenantId, deliveryId: string, delaySeconds: number): Promise<void>;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

export function createWebhookDelivery(deps: WebhookDeliveryDeps): WebhookDelivery {
  const { databases, settings } = deps;
  const enqueue: WebhookDelivery['enqueue'] = async (tenant, deliveryId, delaySeconds) => {
    await deps.sendJob(
      WEBHOOK_DELIVER_JOB,
      { tenant, deliveryId },
      delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {},
    );
  };

  /** The subscribed owners' saved searches run when due; one that fails stops no follow event. */
  async function syncSavedSearches(tenant: TenantId, allowed: number[], now: Date) {
    if (!deps.savedSearches || allowed.length === 0) return;
    const db = databases.tenant(tenant).db;
    const subscribers = await repo.findSubscribedOwners(db, WEBHOOK_SAVED_SEARCH_EVENT, allowed);
    if (subscribers.length === 0) return;
    await deps.savedSearches
      .sync(tenant, subscribers, now)
      .catch((error: Error) => deps.log.warn({ tenant, err: error }, 'saved-search webhook sync failed'));
  }

  async function savedSearchDeliveries(
    trx: Parameters<typeof repo.findUndeliveredEvents>[0],
    tenant: TenantId,
    since: Date,
    allowed: number[],
    now: Date,
  ) {
    if (!deps.savedSearches) return [];
    const rows = await repo.findUndeliveredSavedSearchEvents(trx, since, WEBHOOK_SAVED_SEARCH_EVENT, allowed);
    if (rows.length === 0) return [];
    const events = [...new Map(rows.map((row) => [String(row.id), row])).values()];
    const described = await deps.savedSearches.describe(tenant, events, now);
    return rows.flatMap((row) => {
      const data = described.get(String(row.id));
      return data
        ? [
            {
              endpointId: row.endpoint_id,
              eventId: Number(row.id),
              eventType: WEBHOOK_SAVED_SEARCH_EVENT,
              payload: toSavedSearchPayload(row, data, tenant),
            },
          ]
        : [];
    });
  }

  async function dispatchTenant(tenant: TenantId, now: Date): Promise<string[]> {
    const db = databases.tenant(tenant).db;
    const owners = await repo.findEndpointOwners(db);
    if (owners.length === 0) return [];
    const allowed = (await findApiOwners(databases, tenant, owners, now)).map((owner) => owner.id);
    await syncSavedSearches(tenant, allowed, now);
    const created =
      allowed.length === 0
        ? []
        : await db.transaction().execute(async (trx) => {
            const previous = await repo.getDispatchScan(trx);
            const since = new Date((previous ?? now).getTime() - RESCAN_OVERLAP_MS);
            const events = await repo.findUndeliveredEvents(trx, since, allowed);
            const ids = await repo.insertDeliveries(trx, [
              ...events.flatMap((row) =>
                isWebhookFollowEvent(row.event)
                  ? [
                      {
                        endpointId: row.endpoint_id,
                        eventId: Number(row.event_id),
                        eventType: row.event,
                        payload: toWebhookPayload({ ...row, event: row.event }, tenant),
                      },
                    ]
                  : [],
              ),
              ...(await savedSearchDeliveries(trx, tenant, since, allowed, now)),
            ]);
            await repo.recordDispatchScan(trx);
            return ids;
          });
    for (const id of created) await enqueue(tenant, id, 0);
    const stranded = await repo.findStrandedDeliveries(
      db,
      new Date(now.getTime() - STRANDED_AFTER_MS),
      STRANDED_BATCH,
    );
    for (const id of stranded) await enqueue(tenant, id, 0);
    return created;
  }

  async function disableIfDead(
    tenant: TenantId,
    endpoint: { id: number; userId: number; url: string },
    now: Date,
  ) {
    const db = databases.tenant(tenant).db;
    const failingSince = await repo.markEndpointFailing(db, endpoint.id, now);
    if (!isWebhookEndpointDead(failingSince, now)) return;
    const disabled = await repo.disableFailingEndpoint(db, endpoint.id, now);
    if (!disabled) return;
    const owner = await repo.getUserContact(databases.core, endpoint.userId);
    if (owner) await deps.mailer.send(webhookDisabledMail(owner, endpoint.url, settings.publicUrl));
  }

  return {
    async dispatch(now) {
      for (const tenant of deps.tenants ?? TENANT_IDS) {
        await dispatchTenant(tenant, now).catch((error: Error) =>
          deps.log.warn({ tenant, err: error }, 'webhook dispatch failed'),
        );
      }
    },

    dispatchTenant,
    enqueue,

    async deliver(tenant, deliveryId, now) {
      const db = databases.tenant(tenant).db;
      // Held past the longest try, so a second job for it cannot send it meanwhile.
      const leaseUntil = new Date(now.getTime() + settings.timeoutMs + 30_000);
      const claimed = await repo.claimDelivery(db, { id: deliveryId, now, leaseUntil });
      if (!claimed) return;
      const base = { deliveryId, at: now, latencyMs: 0, statusCode: null };
      if (claimed.disabled_at !== null) {
        await repo.settleDelivery(db, { ...base, status: 'failed', error: 'endpoint switched off' });
        return;
      }
      const [owner] = await findApiOwners(databases, tenant, [claimed.user_id], now);
      if (!owner) {
        await repo.settleDelivery(db, {
          ...base,
          status: 'failed',
          error: 'the licence no longer includes the API',
        });
        return;
      }
      const body = JSON.stringify(claimed.payload);
      const timestamp = Math.floor(now.getTime() / 1000);
      const result = await postOutbound(claimed.url, body, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'AdAtlas-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
            deps.secretBox.open(claimed.secret_sealed),
            timestamp,
            body,
          ),
          [WEBHOOK_EVENT_ID_HEADER]: String(claimed.payload.id),
        },
        timeoutMs: settings.timeoutMs,
        policy: settings.policy,
      });
      const outcome = {
        deliveryId,
        at: now,
        ...result,
        error: result.error ?? (isSuccess(result.statusCode) ? null : `HTTP ${result.statusCode}`),
      };
      // A test shows how the endpoint answers now: it is not tried again, and a failed one does
      // not count towards switching the endpoint off (its events are what it is there for).
      const isTest = claimed.payload.type === WEBHOOK_TEST_EVENT;
      const next =
        isSuccess(result.statusCode) || isTest
          ? null
          : nextWebhookAttempt(
              { createdAt: new Date(claimed.created_at), attempts: claimed.attempts },
              now,
              settings.retryBaseSeconds,
            );
      await db.transaction().execute(async (trx) => {
        await repo.recordAttempt(trx, outcome);
        if (isSuccess(result.statusCode)) {
          await repo.settleDelivery(trx, { ...outcome, status: 'delivered' });
          await repo.markEndpointHealthy(trx, claimed.endpoint_id);
        } else if (next) {
          await repo.settleDelivery(trx, { ...outcome, status: 'pending', nextAttemptAt: next });
        } else {
          await repo.settleDelivery(trx, { ...outcome, status: 'failed' });
        }
      });
      if (isSuccess(result.statusCode) || isTest) return;
      await disableIfDead(
        tenant,
        { id: claimed.endpoint_id, userId: claimed.user_id, url: claimed.url },
        now,
      );
      if (next) await enqueue(tenant, deliveryId, Math.ceil((next.getTime() - now.getTime()) / 1000));
    },
  };
}
