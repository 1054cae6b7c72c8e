import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/auth-helpers.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let smtp: SmtpListener;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://web.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const PASSWORD = 'secret123';

const register = (email: string, extra: object = {}, tenant = 'italy') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'x-tenant': tenant },
    payload: { email, password: PASSWORD, privacyAccepted: true, termsAccepted: true, ...extra },
  });

const resend = (app: TestApp, payload: object) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verification-email',
    headers: { 'x-tenant': 'italy' },
    payload,
  });

const login = (email: string, tenant: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { email, password: PASSWORD },
  });

/** The mails queued for `to` (the outbox is written before the call answers). */
async function outboxCount(to: string): Promise<number> {
  const row = await t.db.databases.core
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Waits until `count` mails to `to` reached the SMTP listener and answers their /authorize links. */
async function receivedLinks(to: string, count: number): Promise<URL[]> {
  const deadline = Date.now() + 10_000;
  let mails = smtp.received.filter((mail) => mail.to.includes(to));
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    mails = smtp.received.filter((mail) => mail.to.includes(to));
  }
  expect(mails).toHaveLength(count);
  return mails.map((mail) => {
    const link = /http:\/\/web\.test\/authorize\?[^\s"<>]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    return new URL(link as string);
  });
}

describe('POST /api/v1/auth/verification-email', () => {
  it('mails an unconfirmed account a new sign-in link carrying the requested plan', async () => {
    const email = 'plan-link@example.test';
    const plan = { selectedPlan: 'PLAN_PRO_MONTHLY_V2', selectedTenant: 'italy' };
    expect((await register(email, plan, 'france')).statusCode).toBe(201);
    const [registration] = await receivedLinks(email, 1);
    expect(registration?.searchParams.get('selectedPlan')).toBe('PLAN_PRO_MONTHLY_V2');
    expect(registration?.searchParams.get('selectedTenant')).toBe('italy');
    expect((await login(email, 'france')).json().clientType).toBe('EMAIL_NOT_VERIFIED');

    const response = await resend(t, { email: 'Plan-Link@Example.test', ...plan });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    const [, again] = await receivedLinks(email, 2);
    expect(again?.searchParams.get('selectedPlan')).toBe('PLAN_PRO_MONTHLY_V2');
    const code = again?.searchParams.get('code');
    expect(code).not.toBe(registration?.searchParams.get('code'));

    // The new code signs in to the country registered in, not the caller's x-tenant.
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/token?authorization_code=${code}`,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ tenant: 'france', user: { email, emailVerified: true } });
    expect((await login(email, 'france')).statusCode).toBe(200);

    // Once confirmed, the address gets no more verification mails.
    expect((await resend(t, { email })).json()).toEqual({ data: { sent: true } });
    expect(await outboxCount(email)).toBe(2);
  });

  it('answers an unknown, a confirmed and a disabled address exactly like an unconfirmed one, mailing none of them', async () => {
    expect((await register('unconfirmed@example.test')).statusCode).toBe(201);
    const confirmed = await createUser(t);
    const disabled = await createUser(t, { verified: false, active: false });
    const answers = [];
    for (const email of [
      'unconfirmed@example.test',
      'nobody@example.test',
      confirmed.email,
      disabled.email,
    ]) {
      const response = await resend(t, { email });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ data: { sent: true } }) });
    expect(await outboxCount('unconfirmed@example.test')).toBe(2);
    for (const email of ['nobody@example.test', confirmed.email, disabled.email])
      expect(await outboxCount(email)).toBe(0);
  });

  it('mails an account at most five verification links an hour, answering the same past the cap', async () => {
    const email = 'flooded@example.test';
    expect((await register(email)).statusCode).toBe(201);
    for (let call = 0; call < 6; call += 1) {
      const response = await resend(t, { email });
      expect(response.json()).toEqual({ data: { sent: true } });
    }
    // The registration's mail and four resends.
    expect(await outboxCount(email)).toBe(5);
    await receivedLinks(email, 5);
  });

  it('refuses a malformed address or plan with VALIDATION_ERROR and sends nothing', async () => {
    for (const payload of [
      { email: 'not-an-address' },
      { email: 'unconfirmed@example.test', selectedPlan: 'x"><script>' },
      { email: 'unconfirmed@example.test', selectedTenant: 'atlantis' },
    ]) {
      const response = await resend(t, payload);
      expect(response.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    }
    const badPlan = await register('bad-plan@example.test', { selectedPlan: 'a b' });
    expect(badPlan.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    expect(await outboxCount('bad-plan@example.test')).toBe(0);
    expect((await login('bad-plan@example.test', 'italy')).json().clientType).toBe('WRONG_CREDENTIALS');
  });

  it('answers 429 in the envelope past the per-IP limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 4; call += 1)
        statuses.push((await resend(limited, { email: 'a@example.test' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await resend(limited, { email: 'b@example.test' });
      expect(last.json()).toMatchObject({ httpStatus: 429, clientType: 'TOO_MANY_REQUESTS' });
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
