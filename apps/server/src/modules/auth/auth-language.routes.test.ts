import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, TEST_PASSWORD, type TestUser } from '../../../test/auth-helpers.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { generateTotp } from '../../platform/auth/totp.ts';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://web.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-tenant': 'italy', ...headers } });
const login = (user: TestUser, acceptLanguage?: string) =>
  post(
    '/api/v1/auth/login',
    { email: user.email, password: user.password },
    acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  );

async function storedLanguage(userId: number): Promise<string | null> {
  const row = await t.db.databases.core
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.language;
}

async function setLanguage(userId: number, language: 'en' | 'it' | 'fr' | 'es' | null) {
  await t.db.databases.core.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

describe('the language of the account mails', () => {
  it('registers with the Accept-Language, mails the link in it, and follows the language the link is opened in', async () => {
    const email = 'francais@example.test';
    const response = await post(
      '/api/v1/auth/register',
      { email, password: 'secret123', privacyAccepted: true, termsAccepted: true },
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
    );
    expect(response.statusCode).toBe(201);
    const { userId } = response.json().data as { userId: number };
    expect(await storedLanguage(userId)).toBe('fr');

    const mail = await smtp.waitFor(email);
    expect(mail.body).toContain('Subject: Confirmez votre adresse e-mail AdAtlas');
    expect(mail.body).toContain('Bienvenue sur AdAtlas.');
    expect(mail.body).not.toContain('Welcome to AdAtlas');

    const code = /http:\/\/web\.test\/authorize\?code=([\w-]+)/.exec(mail.body)?.[1];
    expect(code).toBeDefined();
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/token?authorization_code=${code}`,
      headers: { 'x-tenant': 'italy', 'accept-language': 'es' },
    });
    expect(session.statusCode).toBe(200);
    expect(await storedLanguage(userId)).toBe('es');
  });

  it('registers without a language of ours: null stored, the mail in English', async () => {
    const email = 'deutsch@example.test';
    const response = await post(
      '/api/v1/auth/register',
      { email, password: 'secret123', privacyAccepted: true, termsAccepted: true },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(response.statusCode).toBe(201);
    expect(await storedLanguage(response.json().data.userId)).toBeNull();
    expect((await smtp.waitFor(email)).body).toContain('Subject: Confirm your AdAtlas e-mail address');
  });

  it('mails the reset link in the stored language, English while none is stored', async () => {
    const italian = await createUser(t, { email: 'italiano@example.test' });
    await setLanguage(italian.id, 'it');
    const unknown = await createUser(t, { email: 'unknown-language@example.test' });
    // The caller's header does not matter: the mail is the account owner's.
    for (const user of [italian, unknown]) {
      const response = await post(
        '/api/v1/auth/forgot-password',
        { email: user.email },
        { 'accept-language': 'fr' },
      );
      expect(response.statusCode).toBe(200);
    }
    const italianMail = await smtp.waitFor(italian.email);
    expect(italianMail.body).toContain('Subject: Reimposta la tua password AdAtlas');
    expect(italianMail.body).toContain('Scegli una nuova password');
    expect(italianMail.body).toContain('http://web.test/resetPassword?token=');
    expect((await smtp.waitFor(unknown.email)).body).toContain('Subject: Reset your AdAtlas password');
  });
});

describe('the language stored at sign-in', () => {
  it('takes the Accept-Language of a successful login when it names one of ours', async () => {
    const user = await createUser(t);
    await setLanguage(user.id, 'en');
    expect((await login(user, 'it-IT,it;q=0.9')).statusCode).toBe(200);
    expect(await storedLanguage(user.id)).toBe('it');

    expect((await login(user, 'de')).statusCode).toBe(200);
    expect(await storedLanguage(user.id)).toBe('it');
    expect((await login(user)).statusCode).toBe(200);
    expect(await storedLanguage(user.id)).toBe('it');
  });

  it('leaves it unchanged on a failed login', async () => {
    const user = await createUser(t);
    await setLanguage(user.id, 'fr');
    const refused = await post(
      '/api/v1/auth/login',
      { email: user.email, password: 'Wrong-password-1' },
      { 'accept-language': 'es' },
    );
    expect(refused.json().clientType).toBe('WRONG_CREDENTIALS');
    expect(await storedLanguage(user.id)).toBe('fr');
  });

  it('stores it when a two-factor sign-in completes, not at the challenge', async () => {
    const user = await createUser(t);
    const { headers } = await loginAs(t, user);
    const setup = await post('/api/v1/user/2fa/setup', { password: TEST_PASSWORD }, headers);
    const { secret } = setup.json().data as { secret: string };
    await post('/api/v1/user/2fa/enable', { code: generateTotp(secret, new Date()) }, headers);

    const challenge = await login(user, 'es');
    expect(challenge.json().data).toMatchObject({ twoFactorRequired: true });
    expect(await storedLanguage(user.id)).toBeNull();
    const done = await post(
      '/api/v1/auth/login/2fa',
      {
        challenge: challenge.json().data.challenge,
        code: generateTotp(secret, new Date(Date.now() + 30_000)),
      },
      { 'accept-language': 'es' },
    );
    expect(done.statusCode).toBe(200);
    expect(await storedLanguage(user.id)).toBe('es');
  });
});
