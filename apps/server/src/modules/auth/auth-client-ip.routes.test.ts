import { afterAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  apps.push(t);
  return t;
}

const login = (t: TestApp, email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': 'italy', 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });

async function sessionIp(t: TestApp, userId: number): Promise<string | null> {
  const row = await t.db.databases.core
    .selectFrom('sessions')
    .select('ip')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('the client address behind X-Forwarded-For', () => {
  it('is ignored by default: the session keeps the peer address', async () => {
    const t = await app();
    const user = await createUser(t);
    expect((await login(t, user.email, TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
    expect(await sessionIp(t, user.id)).toBe('127.0.0.1');
  });

  it('is read with TRUST_PROXY=1 (one proxy in front)', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const user = await createUser(t);
    expect((await login(t, user.email, TEST_PASSWORD, '198.51.100.1, 203.0.113.9')).statusCode).toBe(200);
    // The proxy appends the address it saw; what the client wrote before it is not trusted.
    expect(await sessionIp(t, user.id)).toBe('203.0.113.9');
  });

  it('cannot dodge the failed-login throttle by default, one forged address per attempt', async () => {
    const t = await app();
    const user = await createUser(t);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      codes.push((await login(t, user.email, `wrong-${attempt}`, `203.0.113.${attempt}`)).json().clientType);
    }
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });

  it('names the throttled address with TRUST_PROXY=1: each forwarded address is counted on its own', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const user = await createUser(t);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      codes.push((await login(t, user.email, `wrong-${attempt}`, `203.0.113.${attempt}`)).json().clientType);
    }
    expect(codes).toEqual(Array(11).fill('WRONG_CREDENTIALS'));
  });
});
