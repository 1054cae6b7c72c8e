import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../../src/platform/auth/totp.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createUser, loginAs, TEST_PASSWORD, type TestUser } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_2FA_REQUIRED: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-tenant': 'italy', ...headers } });
const login = (user: TestUser) => post('/api/v1/auth/login', { email: user.email, password: user.password });
/** A code of the next 30-second step: accepted (window ±1) and later than the one used to enable. */
const nextCode = (secret: string) => generateTotp(secret, new Date(Date.now() + 30_000));

async function enableFor(headers: Record<string, string>) {
  const setup = await post('/api/v1/user/2fa/setup', { password: TEST_PASSWORD }, headers);
  const { secret, uri } = setup.json().data as { secret: string; uri: string };
  const enabled = await post('/api/v1/user/2fa/enable', { code: generateTotp(secret, new Date()) }, headers);
  return { secret, uri, enabled };
}

describe('TOTP setup', () => {
  it('re-authenticates, answers an otpauth URI, and enables with ten recovery codes stored hashed', async () => {
    const user = await createUser(t);
    const { headers } = await loginAs(t, user);
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/2fa', headers })).json().data;
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const refused = await post('/api/v1/user/2fa/setup', { password: 'Not-the-password-1' }, headers);
    expect(refused.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.password' }],
    });

    const setup = await post('/api/v1/user/2fa/setup', { password: TEST_PASSWORD }, headers);
    const { secret, uri } = setup.json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/AdAtlas:.+secret=[A-Z2-7]+/);
    expect((await post('/api/v1/user/2fa/enable', { code: '000000' }, headers)).json().clientType).toBe(
      'VALIDATION_ERROR',
    );
    const enabled = await post(
      '/api/v1/user/2fa/enable',
      { code: generateTotp(secret, new Date()) },
      headers,
    );
    const codes = enabled.json().data.recoveryCodes as string[];
    expect(new Set(codes).size).toBe(10);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const core = t.db.databases.core;
    const stored = await core
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    const factor = await core
      .selectFrom('user_two_factor')
      .select('secret_sealed')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(factor.secret_sealed).not.toContain(secret);
    expect(
      (await post('/api/v1/user/2fa/setup', { password: TEST_PASSWORD }, headers)).json().clientType,
    ).toBe('CONFLICT');
  });
});

describe('two-factor sign-in', () => {
  it('answers a challenge instead of a session, and completes it with a code once', async () => {
    const user = await createUser(t);
    const { secret } = await enableFor((await loginAs(t, user)).headers);
    const first = await login(user);
    expect(first.json().data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.json().data.token).toBeUndefined();

    const code = nextCode(secret);
    const wrong = await post('/api/v1/auth/login/2fa', {
      challenge: first.json().data.challenge,
      code: '123456',
    });
    expect(wrong.json().clientType).toBe('WRONG_CREDENTIALS');
    const done = await post('/api/v1/auth/login/2fa', { challenge: first.json().data.challenge, code });
    expect(done.statusCode).toBe(200);
    const token = done.json().data.token as string;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/user/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);

    const again = await post('/api/v1/auth/login/2fa', { challenge: first.json().data.challenge, code });
    expect(again.json().clientType).toBe('WRONG_CREDENTIALS');
    const replay = await post('/api/v1/auth/login/2fa', {
      challenge: (await login(user)).json().data.challenge,
      code,
    });
    expect(replay.json().clientType).toBe('WRONG_CREDENTIALS');
  });

  it('accepts each recovery code once', async () => {
    const user = await createUser(t);
    const { enabled } = await enableFor((await loginAs(t, user)).headers);
    const recoveryCode = enabled.json().data.recoveryCodes[3] as string;
    const use = async () =>
      post('/api/v1/auth/login/2fa', { challenge: (await login(user)).json().data.challenge, recoveryCode });
    expect((await use()).statusCode).toBe(200);
    expect((await use()).json().clientType).toBe('WRONG_CREDENTIALS');
  });

  it('ends a challenge after five wrong codes', async () => {
    const user = await createUser(t);
    const { secret } = await enableFor((await loginAs(t, user)).headers);
    const challenge = (await login(user)).json().data.challenge as string;
    for (let i = 0; i < 5; i++) await post('/api/v1/auth/login/2fa', { challenge, code: '999999' });
    const right = await post('/api/v1/auth/login/2fa', { challenge, code: nextCode(secret) });
    expect(right.json()).toMatchObject({
      clientType: 'WRONG_CREDENTIALS',
      description: expect.stringMatching(/expired/),
    });
  });

  it('turns off only with the password and a code', async () => {
    const user = await createUser(t);
    const { headers } = await loginAs(t, user);
    const { enabled } = await enableFor(headers);
    const recoveryCode = enabled.json().data.recoveryCodes[0] as string;
    expect(
      (await post('/api/v1/user/2fa/disable', { password: 'Wrong-pass-123', code: recoveryCode }, headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/v1/user/2fa/disable', { password: TEST_PASSWORD, code: '111111' }, headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/v1/user/2fa/disable', { password: TEST_PASSWORD, code: recoveryCode }, headers))
        .statusCode,
    ).toBe(204);
    expect((await login(user)).json().data.token).toEqual(expect.any(String));
  });
});

describe('admins must use two-factor sign-in (ADMIN_2FA_REQUIRED)', () => {
  it('gives an admin without it a session good only for the setup, lifted once enabled', async () => {
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const session = (await login(admin)).json().data;
    expect(session.twoFactorSetupRequired).toBe(true);
    const headers = { authorization: `Bearer ${session.token}` };
    const adminRoute = () => t.app.inject({ method: 'GET', url: `/api/v1/admin/user/${admin.id}`, headers });
    expect((await adminRoute()).json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode).toBe(200);

    const { enabled } = await enableFor(headers);
    expect(enabled.statusCode).toBe(200);
    expect((await adminRoute()).statusCode).toBe(200);
    const code = enabled.json().data.recoveryCodes[0];
    const off = await post('/api/v1/user/2fa/disable', { password: TEST_PASSWORD, code }, headers);
    expect(off.json().clientType).toBe('FORBIDDEN_ERROR');
  });

  it('is on by default in production and off elsewhere', () => {
    const base = {
      DATABASE_URL: 'postgres://x@localhost/x',
      SECRET_KEY: 'k'.repeat(64),
      METRICS_TOKEN: 'm'.repeat(32),
    };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).ADMIN_2FA_REQUIRED).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).ADMIN_2FA_REQUIRED).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', ADMIN_2FA_REQUIRED: 'false' }).ADMIN_2FA_REQUIRED,
    ).toBe(false);
  });
});
