import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, loginAs, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { withInsertTrigger } from '../../../test/insert-trigger.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPool } from '../../platform/database/connection.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://app.adatlas.test/' });
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': 'italy' },
    payload: { email, password },
  });

const mailsTo = (target: TestApp, email: string) =>
  target.db.databases.core
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute();

/** The reset link is mailed after the answer: wait for it. */
async function resetTokenFor(email: string): Promise<string> {
  const mail = await vi.waitFor(async () => {
    const [latest] = await mailsTo(t, email);
    if (!latest) throw new Error(`no mail to ${email} yet`);
    return latest;
  });
  const match = /https:\/\/app\.adatlas\.test\/resetPassword\?token=([\w-]+)/.exec(mail.text_body);
  if (!match?.[1]) throw new Error(`no reset link in ${mail.text_body}`);
  return match[1];
}

describe('forgot and reset password', () => {
  it('answers sent for known and unknown e-mails alike, mailing only the known one', async () => {
    const user = await createUser(t);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@example.test');
    expect(known.json()).toEqual({ data: { sent: true } });
    expect(unknown.json()).toEqual({ data: { sent: true } });
    await resetTokenFor(user.email);
    const mails = await t.db.databases.core.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([user.email]);
  });

  it('sets the new password once, ends the sessions, and refuses a reused token', async () => {
    const user = await createUser(t);
    const { headers } = await loginAs(t, user);
    await forgot(user.email);
    const token = await resetTokenFor(user.email);

    expect((await reset(token, 'short')).json().clientType).toBe('VALIDATION_ERROR');
    const done = await reset(token, 'brand-new-pass1');
    expect(done.json()).toEqual({ data: { reset: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).json().clientType).toBe(
      'UNAUTHORIZED_ERROR',
    );
    expect((await login(user.email, TEST_PASSWORD)).json().clientType).toBe('WRONG_CREDENTIALS');
    expect((await login(user.email, 'brand-new-pass1')).statusCode).toBe(200);
    expect((await reset(token, 'another-pass2')).json()).toMatchObject({
      httpStatus: 400,
      clientType: 'VALIDATION_ERROR',
    });
  });

  it('refuses an expired or unknown token', async () => {
    const user = await createUser(t);
    await forgot(user.email);
    const token = await resetTokenFor(user.email);
    await t.db.databases.core
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await reset(token, 'brand-new-pass1')).json().clientType).toBe('VALIDATION_ERROR');
    expect((await reset('made-up', 'brand-new-pass1')).json().clientType).toBe('VALIDATION_ERROR');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('makes reset tokens expire one hour after the request', async () => {
    const user = await createUser(t);
    await forgot(user.email);
    await resetTokenFor(user.email);
    const row = await t.db.databases.core
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(3_600_000);
  });
});

describe('forgot-password against abuse', () => {
  it('mails an address at most five times an hour, answering the sixth request the same', async () => {
    const own = await createTestApp();
    try {
      const user = await createUser(own);
      const answers = [];
      for (let request = 0; request < 6; request += 1) {
        const response = await own.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email: user.email },
        });
        answers.push([response.statusCode, response.json()]);
      }
      expect(answers).toEqual(Array(6).fill([200, { data: { sent: true } }]));
      // Closing waits for the resets started in the background.
      await own.app.close();
      expect(await mailsTo(own, user.email)).toHaveLength(5);
    } finally {
      await own.close();
    }
  });

  it("answers before the known address's mail is written", async () => {
    const user = await createUser(t);
    const lockHolder = createPool(t.db.url, { max: 1 });
    const lock = await lockHolder.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(4242)');
      const core = t.db.databases.core;
      const target = { schema: 'core', table: 'mail_outbox' };
      await withInsertTrigger(core, target, 'PERFORM pg_advisory_xact_lock(4242);', async () => {
        // The mail insert now waits on the lock this test holds: an answer that waited for it never comes.
        expect((await forgot(user.email)).json()).toEqual({ data: { sent: true } });
        await vi.waitFor(async () => {
          const { rows } = await sql<{ waiting: string }>`
            SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND NOT granted
          `.execute(core);
          expect(Number(rows[0]?.waiting)).toBe(1);
        });
        expect(await mailsTo(t, user.email)).toEqual([]);
        await lock.query('SELECT pg_advisory_unlock(4242)');
        await resetTokenFor(user.email);
      });
    } finally {
      lock.release();
      await lockHolder.end();
    }
  });
});
