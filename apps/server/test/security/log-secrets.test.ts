import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { type SmtpListener, startSmtpListener } from '../smtp-listener.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

let db: TestDatabase;
let smtp: SmtpListener;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpListener();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://app.adatlas.test',
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The real pino logger at its most verbose, so nothing a lower level hides can pass the test.
  app = await buildApp({ config, databases: db.databases, logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.drop();
});

const mailLink = (body: string, name: string) => new RegExp(`${name}=([\\w-]+)`).exec(body)?.[1] as string;

describe('secrets stay out of the log', () => {
  it('logs no bearer token, password, verification code or reset token of a full account journey', async () => {
    const email = 'journey@example.test';
    const password = 'Journey-secret-771';
    const newPassword = 'Journey-changed-882';
    const italy = { 'x-tenant': 'italy' };
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: italy,
      payload: { email, password, privacyAccepted: true, termsAccepted: true },
    });
    const code = mailLink((await smtp.waitFor(email)).body, 'code');
    const exchanged = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/token?authorization_code=${code}`,
      headers: italy,
    });
    expect(exchanged.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: italy,
      payload: { email, password: 'Wrong-guess-123' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: italy,
      payload: { email, password },
    });
    const token = login.json().data.token as string;
    const auth = { ...italy, authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/me', headers: auth })).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: auth,
      payload: { currentPassword: password, newPassword },
    });
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email));
    const deadline = Date.now() + 10_000;
    while (mailsTo().length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const resetMail = mailsTo().at(-1)?.body ?? '';
    const resetToken = mailLink(resetMail, 'token');
    expect(resetToken).toBeTruthy();
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, password: 'Reset-final-993' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { ...italy, authorization: 'Bearer stale-token-value-123' },
    });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain('/api/v1/auth/token?authorization_code=[REDACTED]');
    for (const secret of [
      token,
      password,
      newPassword,
      'Wrong-guess-123',
      'Reset-final-993',
      code,
      resetToken,
      'stale-token-value-123',
    ]) {
      expect(log, `log holds ${secret}`).not.toContain(secret);
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing and foreign scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
  });

  it('sends HSTS only in production', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const production = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        SECRET_KEY: 'k'.repeat(64),
        METRICS_TOKEN: 'm'.repeat(32),
        SMTP_URL: smtp.url,
      }),
      databases: db.databases,
    });
    const response = await production.inject({ method: 'GET', url: '/healthz' });
    await production.close();
    expect(String(response.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  });
});
