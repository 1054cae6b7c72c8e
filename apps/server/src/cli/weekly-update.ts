import { isTenantId } from '@adatlas/domain/tenants';
import { createUnsubscribeLinks } from '../modules/unsubscribe/unsubscribe-links.ts';
import { runWeeklyUpdate } from '../modules/weekly-update/weekly-update.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';
import { createMailer } from '../platform/mail/mailer.ts';

/**
 * `tsx apps/server/src/cli/weekly-update.ts [tenant …]`: one weekly update run (every tenant when
 * none is named), for a manual send or an outside cron. Safe beside the scheduled job: a user gets
 * one mail per tenant and week whoever runs first (see runWeeklyUpdate).
 */
try {
  const named = process.argv.slice(2);
  const unknown = named.filter((tenant) => !isTenantId(tenant));
  if (unknown.length > 0) throw new Error(`unknown tenant: ${unknown.join(', ')}`);
  const tenants = named.length > 0 ? named.filter(isTenantId) : undefined;
  const config = loadConfig();
  const runtime = await openDatabases(config, (line) => console.log(line));
  const mailer = createMailer({
    core: runtime.databases.core,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: { info: (o, m) => console.log(m, o), warn: (o, m) => console.warn(m, o) },
  });
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const sent = await runWeeklyUpdate(
    {
      databases: runtime.databases,
      mailer,
      publicUrl,
      unsubscribe: createUnsubscribeLinks({ secretKey: config.SECRET_KEY, publicUrl }),
    },
    { now: new Date(), tenants },
  );
  await mailer.flush();
  await mailer.close();
  console.log(`Weekly update: ${sent} mail(s) queued.`);
  await runtime.stop();
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}
