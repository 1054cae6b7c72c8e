import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUnsubscribeLinks, type UnsubscribeKind } from '../../platform/mail/unsubscribe-links.ts';

const SECRET_KEY = 'unsubscribe-test-secret-key';
const PUBLIC_URL = 'http://web.test';
const links = createUnsubscribeLinks({ secretKey: SECRET_KEY, publicUrl: PUBLIC_URL });
const WEEKLY_ON = {
  enabled: true,
  sections: {
    pitches: true,
    creas: false,
    appointments: true,
    companies: false,
    investmentRounds: false,
    acquisitions: false,
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SECRET_KEY, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

/** A user with alerts and the weekly update both on, in `language`. */
async function subscriber(language: 'en' | 'it' | 'fr' | 'es' = 'en') {
  const user = await createUser(t, {
    tenants: { italy: { scopes: ['emailAlerts', 'weeklyUpdateEmail'] } },
  });
  const { headers } = await loginAs(t, user);
  await t.db.databases.core
    .updateTable('users')
    .set({ language, weekly_update_settings: WEEKLY_ON })
    .where('id', '=', user.id)
    .execute();
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers,
    payload: { key: 'email-alerts.general.enabled', data: { value: true } },
  });
  expect(put.statusCode).toBe(200);
  return { user, headers };
}

/** What the profile's Communications page reads: the alerts switch and the weekly update settings. */
async function communications(headers: Record<string, string>) {
  const settings = await t.app.inject({
    method: 'GET',
    url: '/api/v1/settings?key=email-alerts.general.enabled',
    headers,
  });
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
  return {
    alerts: settings.json().data[0]?.data.value,
    weekly: me.json().data.weeklyUpdateEmailSettings,
  };
}

const pathOf = (kind: UnsubscribeKind, userId: number) => {
  const url = new URL(links.linkFor({ userId, kind, tenant: 'italy' }).url);
  return `${url.pathname}${url.search}`;
};

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('GET /api/v1/unsubscribe', () => {
  it("shows a confirmation page in the user's language and changes nothing", async () => {
    const { user, headers } = await subscriber('it');
    const before = await communications(headers);
    const page = await t.app.inject({ method: 'GET', url: pathOf('weekly', user.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('Vuoi smettere di ricevere l&#39;e-mail di aggiornamento settimanale?');
    expect(page.body).toMatch(/<form method="post">/);
    expect(page.body).not.toMatch(/<script/i);
    expect(await communications(headers)).toEqual(before);
    expect(before).toMatchObject({ alerts: true, weekly: { enabled: true } });
  });
});

describe('POST /api/v1/unsubscribe (one click, RFC 8058)', () => {
  it('turns the weekly update off, keeping its sections and the alerts, without a session', async () => {
    const { user, headers } = await subscriber();
    const answer = await oneClick(pathOf('weekly', user.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { unsubscribed: true, kind: 'weekly' } });
    expect(await communications(headers)).toEqual({
      alerts: true,
      weekly: { ...WEEKLY_ON, enabled: false },
    });
  });

  it("turns the e-mail alerts off and leaves the weekly update on; the page's button answers a page", async () => {
    const { user, headers } = await subscriber('fr');
    const answer = await oneClick(pathOf('alerts', user.id), { accept: 'text/html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Vous ne recevrez plus d’alertes e-mail');
    expect(await communications(headers)).toEqual({ alerts: false, weekly: WEEKLY_ON });
    // A second click (or a retried one-click) changes nothing more.
    expect((await oneClick(pathOf('alerts', user.id))).statusCode).toBe(200);
    expect(await communications(headers)).toEqual({ alerts: false, weekly: WEEKLY_ON });
  });

  it('refuses a forged, altered or foreign token with 400 and changes nothing', async () => {
    const { user, headers } = await subscriber('es');
    const before = await communications(headers);
    const forger = createUnsubscribeLinks({ secretKey: 'another-secret-key!', publicUrl: PUBLIC_URL });
    const forged = new URL(forger.linkFor({ userId: user.id, kind: 'weekly', tenant: 'italy' }).url);
    const genuine = pathOf('alerts', user.id);
    const altered = genuine.replace('.alerts.', '.weekly.');
    const otherUser = genuine.replace(`token=${user.id}.`, `token=${user.id + 1}.`);
    for (const url of [`${forged.pathname}${forged.search}`, altered, otherUser, '/api/v1/unsubscribe']) {
      const answer = await oneClick(url);
      expect([answer.statusCode, answer.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
      const page = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Este enlace no es válido');
    }
    expect(await communications(headers)).toEqual(before);
  });
});
