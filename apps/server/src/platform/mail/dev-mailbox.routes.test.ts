import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /dev/mailbox', () => {
  it('lists queued mails with clickable links and escapes their text', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'box@example.test',
        password: 'secret123',
        privacyAccepted: true,
        termsAccepted: true,
      },
    });
    await t.db.databases.core
      .insertInto('mail_outbox')
      .values({ to_address: 'x@example.test', subject: '<script>alert(1)</script>', text_body: 'hi' })
      .execute();
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/authorize\?code=[\w-]+">/);
    expect(page.body).toContain('box@example.test');
    expect(page.body).not.toContain('<script>');
  });

  it('does not exist in production', async () => {
    const db = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      SECRET_KEY: 'a-production-secret-key',
      METRICS_TOKEN: 'a-production-metrics-token',
    });
    const app = await buildApp({ config, databases: db.databases });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    await app.close();
    await db.drop();
  });

  it('refuses a production configuration without SECRET_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
  });
});
