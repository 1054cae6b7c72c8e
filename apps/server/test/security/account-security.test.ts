import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../src/platform/auth/common-passwords.ts';
import { createUser, loginAs, TEST_PASSWORD } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://app.adatlas.test/' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': 'italy' },
    payload: { email, password },
  });
const userCount = async () =>
  Number(
    (
      await t.db.databases.core
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('common-password block list', () => {
  it('ships the top 3,000 and more, matched case-insensitively', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(3000);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('Correct-horse-battery-9')).toBe(false);
  });

  it('refuses a common password at registration with VALIDATION_ERROR and creates nothing', async () => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'x-tenant': 'italy' },
      payload: {
        email: 'common@example.test',
        password: 'Password1',
        privacyAccepted: true,
        termsAccepted: true,
      },
    });
    expect(response.json()).toMatchObject({
      httpStatus: 400,
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.password' }],
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a common password at reset, keeping the token usable', async () => {
    const user = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    // The link is mailed after the answer.
    const mail = await vi.waitFor(() =>
      t.db.databases.core
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', user.email)
        .executeTakeFirstOrThrow(),
    );
    const token = /resetPassword\?token=([\w-]+)/.exec(mail.text_body)?.[1] as string;
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
    expect((await reset('football1')).json()).toMatchObject({ clientType: 'VALIDATION_ERROR' });
    expect((await reset('Uncommon-phrase-42')).json()).toEqual({ data: { reset: true } });
  });
});

describe('sessions list', () => {
  it('lists the live session as current and the replaced one as ended; ends a session by id', async () => {
    const user = await createUser(t);
    await loginAs(t, user);
    const { headers } = await loginAs(t, user);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/user/sessions', headers });
    const sessions = list.json().data as { id: number; current: boolean; endedReason: string | null }[];
    expect(sessions.map((s) => [s.current, s.endedReason])).toEqual([
      [true, null],
      [false, 'replaced'],
    ]);
    const current = sessions[0]?.id as number;
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/sessions/${current}`, headers });
    expect(ended.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user/sessions', headers });
    expect(after.json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });
  });

  it('shows where each session was opened and ends every other one, a support session included', async () => {
    const user = await createUser(t);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant': 'italy', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const headers = { authorization: `Bearer ${signedIn.json().data.token}`, 'x-tenant': 'italy' };
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const seeAs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.id}/impersonate`,
      headers: (await loginAs(t, admin)).headers,
    });
    expect(seeAs.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/user/sessions', headers });
    const live = (list.json().data as Record<string, unknown>[]).filter((s) => s.endedReason === null);
    expect(live).toHaveLength(2);
    expect(live.find((s) => s.current)).toMatchObject({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      ip: '127.0.0.1',
      openedBySupport: false,
    });
    expect(live.find((s) => !s.current)).toMatchObject({ openedBySupport: true });

    const ended = await t.app.inject({ method: 'DELETE', url: '/api/v1/user/sessions', headers });
    expect(ended.json()).toEqual({ data: { ended: 1 } });
    const seeAsMe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${seeAs.json().data.token}`, 'x-tenant': 'italy' },
    });
    expect(seeAsMe.json()).toMatchObject({ httpStatus: 401 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/user/sessions', headers });
    expect(again.json()).toEqual({ data: { ended: 0 } });
  });

  it("answers 404 for another user's session and leaves it live", async () => {
    const owner = await createUser(t);
    const ownerSession = await loginAs(t, owner);
    const intruder = await loginAs(t, await createUser(t));
    const { id } = await t.db.databases.core
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', owner.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/sessions/${id}`,
      headers: intruder.headers,
    });
    expect(response.json()).toMatchObject({ httpStatus: 404, clientType: 'NOT_FOUND' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: ownerSession.headers });
    expect(me.statusCode).toBe(200);
  });
});

describe('password change', () => {
  const change = (headers: Record<string, string>, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers,
      payload: { currentPassword, newPassword },
    });

  it('re-authenticates with the current password and refuses a wrong one, changing nothing', async () => {
    const user = await createUser(t, { password: 'Original-pass-77' });
    const { headers } = await loginAs(t, user);
    const wrong = await change(headers, 'Not-my-pass-1', 'Another-pass-88');
    expect(wrong.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.currentPassword' }],
    });
    expect((await login(user.email, 'Another-pass-88')).json().clientType).toBe('WRONG_CREDENTIALS');
  });

  it('refuses a common or weak new password', async () => {
    const { headers } = await loginAs(t, await createUser(t));
    expect((await change(headers, TEST_PASSWORD, 'qwerty123')).json().fields).toEqual([
      expect.objectContaining({ path: 'body.newPassword' }),
    ]);
    expect((await change(headers, TEST_PASSWORD, 'short')).json().clientType).toBe('VALIDATION_ERROR');
  });

  it('sets the new password and keeps the current session while ending the others', async () => {
    const user = await createUser(t, { password: 'Original-pass-77' });
    const { headers } = await loginAs(t, user);
    const done = await change(headers, 'Original-pass-77', 'Replacement-pass-99');
    expect(done.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode).toBe(200);
    expect((await login(user.email, 'Original-pass-77')).json().clientType).toBe('WRONG_CREDENTIALS');
    expect((await login(user.email, 'Replacement-pass-99')).statusCode).toBe(200);
  });
});
