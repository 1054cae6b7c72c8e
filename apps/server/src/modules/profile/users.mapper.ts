import type { Licence, LicenceTenant, Me } from '@adatlas/domain/auth';
import { toUnixSeconds, weeklyUpdateSettings } from '@adatlas/domain/auth';
import { isTenantId } from '@adatlas/domain/tenants';
import type { findLicenceRows, findPluginRows, UserRow } from './users.repository.ts';

type LicenceRow = Awaited<ReturnType<typeof findLicenceRows>>[number];
type PluginRow = Awaited<ReturnType<typeof findPluginRows>>[number];

export function toLicence(licenceRows: LicenceRow[], pluginRows: PluginRow[]): Licence {
  const tenants: LicenceTenant[] = licenceRows.flatMap((row) =>
    isTenantId(row.tenant_id)
      ? [
          {
            tenant: row.tenant_id,
            exp: toUnixSeconds(row.expires_at),
            scopes: row.scopes,
            profiles: row.profiles,
            plugins: pluginRows
              .filter((plugin) => plugin.tenant_id === row.tenant_id)
              .map((plugin) => ({
                name: plugin.name,
                data: {
                  period: plugin.period,
                  periodStartDateTime: plugin.period_start?.toISOString() ?? null,
                  companyLimit: plugin.company_limit,
                  contactLimit: plugin.contact_limit,
                  exportedCount: plugin.exported_count,
                  requestLimit: plugin.request_limit,
                  requestsPerMinute: plugin.requests_per_minute,
                },
              })),
          },
        ]
      : [],
  );
  return { tenants };
}

export function toMe(user: UserRow, licence: Licence): Me {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    group: user.user_group,
    context: user.context,
    active: user.active,
    emailVerified: user.email_verified_at !== null,
    overdue: user.overdue,
    tags: user.tags,
    profile: { birthDate: user.profile.birthDate ?? null, telephone: user.profile.telephone ?? null },
    billingInfo: user.billing_info as Me['billingInfo'],
    weeklyUpdateEmailSettings: weeklyUpdateSettings(user.weekly_update_settings),
    mailerIntegration: user.mailer_username
      ? { username: user.mailer_username, hasPassword: user.mailer_password_enc !== null }
      : null,
    extraCompanyCredits: user.extra_company_credits,
    extraContactCredits: user.extra_contact_credits,
    language: user.language,
    licence,
    createdAt: user.created_at.toISOString(),
    modifiedAt: user.modified_at.toISOString(),
  };
}
