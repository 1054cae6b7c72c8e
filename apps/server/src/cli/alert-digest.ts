import { AlertFrequencySchema } from '@adatlas/domain/alerts';
import { runAlertDigest } from '../modules/alerts/alert-digest.ts';
import { createUnsubscribeLinks } from '../modules/unsubscribe/unsubscribe-links.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';
import { createMailer } from '../platform/mail/mailer.ts';

/**
 * `tsx apps/server/src/cli/alert-digest.ts daily|weekly`: one digest run, for cron until the job
 * queue schedules it. Safe beside another run (see runAlertDigest).
 */
try {
  const frequency = AlertFrequencySchema.parse(process.argv[2]);
  const config = loadConfig();
  const runtime = await openDatabases(config, (line) => console.log(line));
  const mailer = createMailer({
    core: runtime.databases.core,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: { info: (o, m) => console.log(m, o), warn: (o, m) => console.warn(m, o) },
  });
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const sent = await runAlertDigest(
    {
      databases: runtime.databases,
      mailer,
      publicUrl,
      unsubscribe: createUnsubscribeLinks({ secretKey: config.SECRET_KEY, publicUrl }),
    },
    { frequency, now: new Date() },
  );
  await mailer.flush();
  await mailer.close();
  console.log(`Alert digest (${frequency}): ${sent} mail(s) queued.`);
  await runtime.stop();
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}
