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

const login = (t: TestApp, email: string, password: string, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': 'italy' },
    payload: { email, password },
    remoteAddress,
  });

const clientTypes = async (t: TestApp, email: string, from: string, attempts: number) => {
  const codes: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    codes.push((await login(t, email, `wrong-${attempt}`, from)).json().clientType);
  }
  return codes;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.20';
const STRANGER = '203.0.113.99';

describe('failed-login throttling per account and address (in Postgres)', () => {
  it('makes one address wait after 10 failures on an account, twice as long after each further one', async () => {
    const t = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const user = await createUser(t);
    const codes = await clientTypes(t, user.email, ATTACKER, 12);
    expect(codes).toEqual([...Array(10).fill('WRONG_CREDENTIALS'), 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect((await login(t, user.email, TEST_PASSWORD, ATTACKER)).json()).toMatchObject({
      httpStatus: 429,
      clientType: 'TOO_MANY_REQUESTS',
    });

    // The 11th attempt is allowed a second after the 10th failure, the 12th two seconds after the 11th.
    await sleep(1_100);
    expect((await login(t, user.email, 'wrong-11', ATTACKER)).json().clientType).toBe('WRONG_CREDENTIALS');
    await sleep(1_100);
    expect((await login(t, user.email, TEST_PASSWORD, ATTACKER)).json().clientType).toBe('TOO_MANY_REQUESTS');
    await sleep(1_000);
    expect((await login(t, user.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
    // A success clears the pair's count: one new failure is an ordinary wrong password again.
    expect((await login(t, user.email, 'wrong-again', ATTACKER)).json().clientType).toBe('WRONG_CREDENTIALS');
  });

  it('lets the owner in from an address signed in from before while another address fails 50 times', async () => {
    const t = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const user = await createUser(t);
    expect((await login(t, user.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);

    const attack = await clientTypes(t, user.email, ATTACKER, 50);
    expect(attack.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(40);

    expect((await login(t, user.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('judges an unknown address by its own failures only, not by the attack on the account', async () => {
    const t = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const user = await createUser(t);
    await clientTypes(t, user.email, ATTACKER, 50);

    expect((await login(t, user.email, TEST_PASSWORD, STRANGER)).statusCode).toBe(200);
    const other = await createUser(t);
    expect(await clientTypes(t, other.email, STRANGER, 11)).toEqual([
      ...Array(10).fill('WRONG_CREDENTIALS'),
      'TOO_MANY_REQUESTS',
    ]);
  });

  it('makes an address failing on many accounts wait, except on an account it signed in to before', async () => {
    const t = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_THROTTLE_MAX_FAILURES: '2' });
    const known = await createUser(t);
    expect((await login(t, known.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
    // Two failures on each of ten accounts: no pair waits, the address has used its twenty.
    for (let account = 0; account < 10; account += 1) {
      expect(await clientTypes(t, `nobody-${account}@example.test`, ATTACKER, 2)).toEqual([
        'WRONG_CREDENTIALS',
        'WRONG_CREDENTIALS',
      ]);
    }
    const fresh = await createUser(t);
    expect((await login(t, fresh.email, TEST_PASSWORD, ATTACKER)).json().clientType).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await login(t, known.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
    expect((await login(t, fresh.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('holds across two processes sharing the database', async () => {
    const first = await app({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const second = await createTestAppOn(first);
    const user = await createUser(first);
    await clientTypes(first, user.email, ATTACKER, 10);
    expect((await login(second, user.email, TEST_PASSWORD, ATTACKER)).json().clientType).toBe(
      'TOO_MANY_REQUESTS',
    );
    const other = await createUser(first);
    expect((await login(second, other.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
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
