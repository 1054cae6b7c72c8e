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
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links.ts';
import { alertDigestMail } from './alert-digest.mail.ts';
import {
  advanceWatermark,
  claimDigest,
  findFollowerSettings,
  findPendingEvents,
  findRecipients,
  latestEventId,
} from './alerts.repository.ts';

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
 * since their last digest. Safe to run in several processes at once: each user's watermark row is
 * claimed with FOR UPDATE SKIP LOCKED and advanced in the same transaction, so an event is mailed
 * once; a rerun finds nothing new. Answers how many mails were queued.
 */
export async function runAlertDigest(deps: AlertDigestDeps, run: AlertDigestRun): Promise<number> {
  let sent = 0;
  for (const tenant of run.tenants ?? TENANT_IDS) {
    for (const user of await findDueUsers(deps, tenant, run)) {
      if (await sendUserDigest(deps, tenant, user, run)) sent += 1;
    }
  }
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
  const recipients = await findRecipients(
    deps.databases.core,
    tenant,
    due.map(([userId]) => userId),
    run.now,
  );
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
      const untilId = await latestEventId(trx);
      const rows = await findPendingEvents(trx, user.id, claim.last_event_id, untilId);
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
        // The outbox lives in core, possibly on another server: if this transaction then fails to
        // commit, the next run mails these events again (at least once, never silently lost).
        await deps.mailer.send(
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
      await advanceWatermark(trx, user.id, Math.max(untilId, claim.last_event_id), run.now);
      return rows.length > 0;
    });
}
