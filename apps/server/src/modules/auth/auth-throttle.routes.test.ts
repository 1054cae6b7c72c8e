import { afterAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { createDatabases } from '../../platform/database/databases.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': 'italy' },
    payload: { email, password },
  });

describe('failed-login throttling per account (in Postgres)', () => {
  it('answers 429 after 10 failures in the window, then accepts the right password once it passes', async () => {
    const t = await app({ LOGIN_THROTTLE_WINDOW_SECONDS: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const user = await createUser(t);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      codes.push((await login(t, user.email, `wrong-${attempt}`)).json().clientType);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('WRONG_CREDENTIALS'));
    expect(codes.slice(10)).toEqual(Array(40).fill('TOO_MANY_REQUESTS'));
    const during = await login(t, user.email, TEST_PASSWORD);
    expect(during.json()).toMatchObject({ httpStatus: 429, clientType: 'TOO_MANY_REQUESTS' });

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // A success clears the count: one new failure is an ordinary wrong password again.
    expect((await login(t, user.email, 'wrong-again')).json().clientType).toBe('WRONG_CREDENTIALS');
  });

  it('holds across two processes sharing the database', async () => {
    const first = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const second = await createTestAppOn(first);
    const user = await createUser(first);
    for (let attempt = 0; attempt < 10; attempt += 1) await login(first, user.email, `wrong-${attempt}`);
    expect((await login(second, user.email, TEST_PASSWORD)).json().clientType).toBe('TOO_MANY_REQUESTS');
    const other = await createUser(first);
    expect((await login(second, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 in the envelope past the limit on login, register and forgot-password', async () => {
    const t = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    for (const url of ['/api/v1/auth/forgot-password', '/api/v1/auth/register', '/api/v1/auth/login']) {
      const statuses: number[] = [];
      let last: { json(): unknown; headers: Record<string, unknown> } | undefined;
      for (let call = 0; call < 4; call += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'x-tenant': 'italy' },
          payload: { email: 'a@example.test' },
        });
        statuses.push(response.statusCode);
        last = response;
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(last?.json()).toMatchObject({ httpStatus: 429, clientType: 'TOO_MANY_REQUESTS' });
      expect(last?.headers['retry-after']).toBeDefined();
    }
  });
});

/** A second application process on the same database as `t` (sessions and throttling are shared). */
async function createTestAppOn(t: TestApp): Promise<TestApp> {
  const databases = createDatabases({ url: t.db.url, poolSize: 2 });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.db.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp({ config, databases });
  await app.ready();
  const second: TestApp = {
    app,
    db: { ...t.db, databases },
    async close() {
      await app.close();
      await databases.close();
    },
  };
  apps.unshift(second);
  return second;
}
