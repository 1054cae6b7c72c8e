import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const registration = (email: string) => ({
  email,
  password: 'secret123',
  privacyAccepted: true,
  termsAccepted: true,
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail over SMTP', () => {
  it('delivers the verification mail whose link signs the user in', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const t: TestApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://web.test' });
    closers.push(t.close);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration('smtp@example.test'),
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor('smtp@example.test');
    expect(mail.body).toContain('Subject: Confirm your AdAtlas e-mail address');
    const code = /http:\/\/web\.test\/authorize\?code=([\w-]+)/.exec(mail.body)?.[1];
    expect(code).toBeDefined();

    const session = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/token?authorization_code=${code}`,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({
      tenant: 'italy',
      user: { email: 'smtp@example.test', emailVerified: true },
    });
    // The outbox row is marked sent after the SMTP server accepted the message, which the listener
    // may report first: on a loaded machine the mark can follow the token call.
    const outbox = () =>
      t.db.databases.core.selectFrom('mail_outbox').select(['sent_at', 'attempts']).executeTakeFirstOrThrow();
    await expect.poll(async () => (await outbox()).sent_at, { timeout: 10_000 }).not.toBeNull();
    expect((await outbox()).attempts).toBe(1);
  });

  it('keeps the mail through an SMTP outage and delivers it once the server is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_INTERVAL_MS: '100' });
    closers.push(t.close);
    const outbox = t.db.databases.core
      .selectFrom('mail_outbox')
      .select(['sent_at', 'attempts', 'last_error']);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration('later@example.test'),
    });
    expect(response.statusCode).toBe(201);
    const deadline = Date.now() + 10_000;
    // The attempt is counted when the row is claimed, before the send: wait for its failure.
    while ((await outbox.executeTakeFirstOrThrow()).last_error === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const failed = await outbox.executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpListener(port);
    closers.push(smtp.close);
    await t.db.databases.core.updateTable('mail_outbox').set({ next_attempt_at: new Date() }).execute();
    const mail = await smtp.waitFor('later@example.test');
    expect(mail.body).toContain('/authorize?code=');
    // The sender marks the row after the SMTP server accepted the message: wait for that commit.
    const sentBy = Date.now() + 10_000;
    while ((await outbox.executeTakeFirstOrThrow()).sent_at === null && Date.now() < sentBy) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await outbox.executeTakeFirstOrThrow()).sent_at).not.toBeNull();
  });
});
