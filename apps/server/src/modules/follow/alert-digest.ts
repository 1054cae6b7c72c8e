import {
  type AlertFrequency,
  groupDigestEvents,
  resolveAlertPreferences,
  SETTING_KEYS,
  type StoredSetting,
} from '@adatlas/domain/alerts';
import { DEFAULT_LANGUAGE, type Language } from '@adatlas/domain/languages';
import { hasScope, isAdminGroup } from '@adatlas/domain/scopes';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type { Databases } from '../../platform/database/databases.ts';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links.ts';
import { findLicensedUsers } from '../profile/users.repository.ts';
import { alertDigestMail } from './alert-digest.mail.ts';
import {
  claimDigest,
  findDeliveredEventIds,
  findFollowerSettings,
  findPendingEvents,
  recordDeliveries,
  recordDigestScan,
} from './alerts.repository.ts';

/**
 * Each run rereads the events created this long before its previous scan: an event becomes visible
 * at its writer's commit but is stamped with the writer's start, so a writing transaction shorter
 * than this is never missed however late it commits. The delivered set removes the repeats.
 */
const LATE_COMMIT_OVERLAP_MS = 24 * 3_600_000;
/** Delivered events are remembered this long: well past the overlap, and past a run that keeps failing. */
const DELIVERY_MEMORY_MS = 30 * 24 * 3_600_000;

export interface AlertDigestDeps {
  databases: Databases;
  mailer: Mailer;
  publicUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export interface AlertDigestRun {
  frequency: AlertFrequency;
  now: Date;
  tenants?: readonly TenantId[];
}

/**
 * The e-mail alert digest of one frequency (daily, weekly): for each tenant and each user following
 * companies there (scope emailAlerts, alerts enabled, that frequency), one mail with the events
 * not mailed yet. Safe to run in several processes at once: each user's progress row is claimed
 * with FOR UPDATE SKIP LOCKED. An event is mailed once: the mail and the events it carries are
 * recorded in one core transaction, and each run leaves out the recorded ones, whether the previous
 * run's progress committed or not, and whatever order the events' writers committed in.
 * Answers how many mails were queued.
 */
export async function runAlertDigest(deps: AlertDigestDeps, run: AlertDigestRun): Promise<number> {
  let sent = 0;
  for (const tenant of run.tenants ?? TENANT_IDS) {
    for (const user of await findDueUsers(deps, tenant, run)) {
      if (await sendUserDigest(deps, tenant, user, run)) sent += 1;
    }
  }
  if (sent > 0) void deps.mailer.flush();
  return sent;
}

interface DueUser {
  id: number;
  email: string;
  language: Language;
}

async function findDueUsers(
  deps: AlertDigestDeps,
  tenant: TenantId,
  run: AlertDigestRun,
): Promise<DueUser[]> {
  const rows = await findFollowerSettings(deps.databases.tenant(tenant).db);
  const settingsByUser = new Map<number, StoredSetting[]>();
  for (const row of rows) {
    settingsByUser.set(row.user_id, [...(settingsByUser.get(row.user_id) ?? []), row]);
  }
  const due = [...settingsByUser].filter(([, settings]) => {
    const preferences = resolveAlertPreferences(settings);
    const follows = settings.some((s) => s.key === SETTING_KEYS.followedCompany);
    return follows && preferences.enabled && preferences.frequency === run.frequency;
  });
  const recipients = await findLicensedUsers(deps.databases.core, {
    tenant,
    userIds: due.map(([userId]) => userId),
    now: run.now,
  });
  return recipients
    .filter((user) => isAdminGroup(user.user_group) || hasScope(user.scopes, 'emailAlerts'))
    .map((user) => ({ id: user.id, email: user.email, language: user.language ?? DEFAULT_LANGUAGE }));
}

async function sendUserDigest(
  deps: AlertDigestDeps,
  tenant: TenantId,
  user: DueUser,
  run: AlertDigestRun,
): Promise<boolean> {
  return deps.databases
    .tenant(tenant)
    .db.transaction()
    .execute(async (trx) => {
      const claim = await claimDigest(trx, user.id);
      if (!claim) return false;
      const candidates = await findPendingEvents(trx, user.id, {
        afterId: claim.last_event_id,
        createdAfter: claim.scanned_at && new Date(claim.scanned_at.getTime() - LATE_COMMIT_OVERLAP_MS),
      });
      const delivery = { tenant, userId: user.id };
      const delivered = await findDeliveredEventIds(
        deps.databases.core,
        delivery,
        candidates.map((row) => row.id),
      );
      const rows = candidates.filter((row) => !delivered.has(row.id));
      if (rows.length > 0) {
        const companies = groupDigestEvents(
          rows.map((row) => ({
            id: row.id,
            companyId: row.company_id,
            companyName: row.company_name,
            event: row.event,
            label: row.label,
          })),
        );
        // The outbox lives in core, possibly on another server than this transaction: the mail
        // and its events are recorded together there, so a failure from here on repeats nothing.
        await queueDigestMail(
          deps,
          { ...delivery, eventIds: rows.map((row) => row.id), now: run.now },
          alertDigestMail(
            user.email,
            run.frequency,
            companies,
            deps.publicUrl,
            user.language,
            deps.unsubscribe.linkFor({ userId: user.id, kind: 'alerts', tenant }),
          ),
        );
      }
      await recordDigestScan(trx, user.id, run.now);
      return rows.length > 0;
    });
}

async function queueDigestMail(
  deps: AlertDigestDeps,
  delivery: { tenant: TenantId; userId: number; eventIds: number[]; now: Date },
  mail: OutgoingMail,
): Promise<void> {
  await deps.databases.core.transaction().execute(async (trx) => {
    const mailId = await deps.mailer.queue(trx, mail);
    await recordDeliveries(trx, {
      ...delivery,
      mailId,
      forgetBefore: new Date(delivery.now.getTime() - DELIVERY_MEMORY_MS),
    });
  });
}
