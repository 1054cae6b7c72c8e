import { chosenWeeklySections, WEEKLY_UPDATE_SECTIONS, type WeeklyUpdateSection } from '@adatlas/domain/auth';
import { hasScope, isAdminGroup } from '@adatlas/domain/scopes';
import { TENANT_COUNTRY_CODE, TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links.ts';
import { findLicensedUsers } from '../profile/users.repository.ts';
import { type WeeklyUpdateSectionContent, weeklyUpdateMail } from './weekly-update.mail.ts';
import {
  claimWeeklyUpdate,
  findWeekAcquisitions,
  findWeekAppointments,
  findWeekCompanies,
  findWeekCreas,
  findWeekInvestmentRounds,
  findWeekPitches,
  type WeeklyItemRow,
  type WeekWindow,
} from './weekly-update.repository.ts';
import { weeklyUpdateLanguage } from './weekly-update.texts.ts';

/** Items listed per section; the rest is one "and N more" link to the list page. */
export const WEEKLY_UPDATE_SECTION_LIMIT = 10;

const DAY_MS = 86_400_000;

export interface WeeklyUpdateDeps {
  databases: Databases;
  mailer: Mailer;
  publicUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export interface WeeklyUpdateRun {
  now: Date;
  tenants?: readonly TenantId[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The seven whole days (UTC) before `now`'s day: a Monday run covers Monday to Sunday. */
export function weekWindow(now: Date): WeekWindow {
  const to = new Date(`${isoDay(now)}T00:00:00Z`);
  const from = new Date(to.getTime() - 7 * DAY_MS);
  return {
    from,
    to,
    fromDay: isoDay(from),
    toDay: isoDay(to),
    lastDay: isoDay(new Date(to.getTime() - DAY_MS)),
  };
}

/** Monday (UTC) of `now`'s week: the key that lets one mail per user, tenant and week through. */
export function weekStart(now: Date): string {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return isoDay(new Date(now.getTime() - daysSinceMonday * DAY_MS));
}

const SECTION_QUERIES: Record<
  WeeklyUpdateSection,
  (tenantDb: TenantDb, week: WeekWindow, limit: number) => Promise<WeeklyItemRow[]>
> = {
  pitches: findWeekPitches,
  creas: findWeekCreas,
  appointments: findWeekAppointments,
  companies: findWeekCompanies,
  investmentRounds: findWeekInvestmentRounds,
  acquisitions: findWeekAcquisitions,
};

function itemPath(section: WeeklyUpdateSection, row: WeeklyItemRow): string {
  const company = row.company_id === null ? null : `/companies/${row.company_id}`;
  switch (section) {
    case 'pitches':
      return company ? `${company}?tab=pitch` : '/pitch';
    case 'creas':
      return company ? `${company}?tab=creativity` : '/';
    case 'appointments':
      return `/contacts/${row.id}`;
    case 'companies':
      return `/companies/${row.id}`;
    case 'investmentRounds':
      return company ? `${company}?tab=investmentRounds` : '/companies';
    case 'acquisitions':
      return company ?? '/companies';
  }
}

/** The list page holding a section's items of the week, filtered to those days where the page can. */
function listPath(section: WeeklyUpdateSection, week: WeekWindow): string {
  switch (section) {
    case 'pitches':
      return `/pitch?from=${week.fromDay}&to=${week.lastDay}`;
    case 'creas':
      return '/';
    case 'appointments':
      return '/contacts?nominationExists=true';
    case 'companies':
      return '/companies';
    case 'investmentRounds':
      return `/companies?investment_round_filters=${encodeURIComponent(
        JSON.stringify([{ fromDate: week.fromDay, toDate: week.lastDay }]),
      )}`;
    case 'acquisitions':
      return `/companies?acquisition_after=${week.fromDay}&acquisition_before=${week.lastDay}`;
  }
}

async function loadSections(
  tenantDb: TenantDb,
  sections: readonly WeeklyUpdateSection[],
  week: WeekWindow,
): Promise<Map<WeeklyUpdateSection, WeeklyUpdateSectionContent>> {
  const loaded = await Promise.all(
    sections.map(async (section): Promise<[WeeklyUpdateSection, WeeklyUpdateSectionContent]> => {
      const rows = await SECTION_QUERIES[section](tenantDb, week, WEEKLY_UPDATE_SECTION_LIMIT);
      return [
        section,
        {
          section,
          total: Number(rows[0]?.total ?? 0),
          listPath: listPath(section, week),
          items: rows.map((row) => ({
            title: row.title ?? row.company_name ?? '',
            companyName: row.title === null ? null : row.company_name,
            day: row.day,
            path: itemPath(section, row),
          })),
        },
      ];
    }),
  );
  return new Map(loaded);
}

/**
 * The weekly update e-mail: for each tenant, every active user with an unexpired licence there,
 * scope weeklyUpdateEmail (or an admin group, who also see the setting) and the update switched on
 * gets one mail with the chosen sections' items of the past seven days (an empty section says so);
 * none when all are empty.
 * (user, tenant, week) is claimed in `core.weekly_update_mails` in the transaction that queues the
 * mail, so a rerun or a racing worker sends nothing more. Answers how many mails were queued.
 */
export async function runWeeklyUpdate(deps: WeeklyUpdateDeps, run: WeeklyUpdateRun): Promise<number> {
  const week = weekWindow(run.now);
  const key = weekStart(run.now);
  let sent = 0;
  for (const tenant of run.tenants ?? TENANT_IDS) {
    const recipients = (
      await findLicensedUsers(deps.databases.core, { tenant, now: run.now, weeklyUpdateOn: true })
    )
      .filter((user) => isAdminGroup(user.user_group) || hasScope(user.scopes, 'weeklyUpdateEmail'))
      .map((user) => ({
        id: user.id,
        email: user.email,
        language: user.language ?? weeklyUpdateLanguage(tenant),
        sections: chosenWeeklySections(user.weekly_update_settings),
      }))
      .filter((user) => user.sections.length > 0);
    if (recipients.length === 0) continue;
    const wanted = WEEKLY_UPDATE_SECTIONS.filter((section) =>
      recipients.some((user) => user.sections.includes(section)),
    );
    const contents = await loadSections(deps.databases.tenant(tenant), wanted, week);
    for (const user of recipients) {
      const sections = user.sections.flatMap((section) => contents.get(section) ?? []);
      if (sections.every((section) => section.items.length === 0)) continue;
      const mail = weeklyUpdateMail({
        to: user.email,
        language: user.language,
        countryCode: TENANT_COUNTRY_CODE[tenant],
        firstDay: week.fromDay,
        lastDay: week.lastDay,
        sections,
        publicUrl: deps.publicUrl,
        unsubscribe: deps.unsubscribe.linkFor({ userId: user.id, kind: 'weekly', tenant }),
      });
      const queued = await deps.databases.core.transaction().execute(async (trx) => {
        if (!(await claimWeeklyUpdate(trx, { userId: user.id, tenant, weekStart: key, now: run.now }))) {
          return false;
        }
        // The outbox insert runs on its own connection: if this commit then failed, the next run
        // would mail the week again (at least once, never silently lost), as the alert digest does.
        await deps.mailer.send(mail);
        return true;
      });
      if (queued) sent += 1;
    }
  }
  return sent;
}
