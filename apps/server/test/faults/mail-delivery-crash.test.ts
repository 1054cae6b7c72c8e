import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely, createPool } from '../../src/platform/database/connection.ts';
import type { CoreDatabase } from '../../src/platform/database/schema.ts';
import { createMailer, outboxMessageId } from '../../src/platform/mail/mailer.ts';
import { insertOutboxMail } from '../../src/platform/mail/outbox.repository.ts';
import { type SmtpListener, startSmtpListener } from '../smtp-listener.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

const CRASHING_SENDER = 'adatlas-crashing-sender';
const LEASE_SECONDS = 1;
const silentLog = { info: () => undefined, warn: () => undefined };

let db: TestDatabase;
let smtp: SmtpListener;
/** Runs while the listener holds the first message's DATA, before acknowledging it. */
let duringFirstSend: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpListener(0, async () => {
    const hook = duringFirstSend;
    duringFirstSend = undefined;
    await hook?.();
  });
});
afterAll(async () => {
  await smtp.close();
  await db.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('outbox delivery when the sender dies between sending and recording it', () => {
  it('holds no transaction during the send and, after the lease, delivers one distinct message', async () => {
    const core = db.databases.core;
    const to = 'crash@example.test';
    const id = await insertOutboxMail(core, { to, subject: 'Exactly once', text: 'Hello' });

    // The crashing sender has its own connections, cut while the SMTP server holds its DATA.
    const crashingPool = createPool(db.url, { max: 2, applicationName: CRASHING_SENDER });
    const crashing = createMailer({
      core: createKysely<CoreDatabase>(crashingPool).withSchema('core'),
      smtpUrl: smtp.url,
      from: 'alerts@adatlas.test',
      log: silentLog,
      pollIntervalMs: 600_000,
      leaseSeconds: LEASE_SECONDS,
    });
    let openTransactions = -1;
    duringFirstSend = async () => {
      const activity = await sql<{ open: number }>`
        SELECT count(*)::int AS open FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`.execute(core);
      openTransactions = activity.rows[0]?.open ?? -1;
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = ${CRASHING_SENDER}`.execute(core);
      void crashingPool.end();
    };
    await crashing.flush();
    await crashing.close();

    expect(openTransactions).toBe(0);
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    const claimed = await core
      .selectFrom('mail_outbox')
      .select(['sent_at', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(claimed).toEqual({ sent_at: null, attempts: 1 });

    const healthy = createMailer({
      core,
      smtpUrl: smtp.url,
      from: 'alerts@adatlas.test',
      log: silentLog,
      pollIntervalMs: 600_000,
      leaseSeconds: LEASE_SECONDS,
    });
    try {
      // Within the lease nobody sends it again.
      await healthy.flush();
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);

      await sleep(LEASE_SECONDS * 1000 + 200);
      await healthy.flush();
      await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(to)).length).toBe(2);
    } finally {
      await healthy.close();
    }
    // Two SMTP transactions, one message: the retry carries the row's Message-ID.
    expect(smtp.distinctMessageIds(to)).toEqual(new Set([outboxMessageId(id)]));
    const sent = await core
      .selectFrom('mail_outbox')
      .select(['sent_at', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    expect(sent.attempts).toBe(2);
  }, 30_000);
});
