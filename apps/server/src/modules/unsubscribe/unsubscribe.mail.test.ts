import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createReferenceItem } from '../../../test/factories.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { createUnsubscribeLinks } from '../../platform/mail/unsubscribe-links.ts';
import { runAlertDigest } from '../follow/alert-digest.ts';
import { runWeeklyUpdate } from '../weekly-update/weekly-update.service.ts';

const PUBLIC_URL = 'http://adatlas.test';
const links = createUnsubscribeLinks({ secretKey: 'mail-test-secret-key', publicUrl: PUBLIC_URL });
// A Monday: the weekly update covers Monday 2 to Sunday 8 March 2026.
const MONDAY = new Date('2026-03-09T07:00:00Z');
const silentLog = { info: () => undefined, warn: () => undefined };

let t: TestApp;
let smtp: SmtpListener;
let mailer: Mailer;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpListener();
  mailer = createMailer({
    core: t.db.databases.core,
    smtpUrl: smtp.url,
    from: 'news@adatlas.test',
    log: silentLog,
  });
  const italy = t.db.databases.tenant('italy');
  companyId = (await createCompany(italy, { name: 'Barilla' })).id;
  await italy.db
    .insertInto('pitches')
    .values({
      title: 'Pasta relaunch',
      company_id: companyId,
      category_id: (await createReferenceItem(italy, 'pitch_category', 'creative')).id,
      start_date: '2026-03-03',
    })
    .execute();
});
afterAll(async () => {
  await mailer.close();
  await smtp.close();
  await t.close();
});

/** The headers of a raw message, folded lines joined. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
}

function expectOneClickHeaders(raw: string, target: { userId: number; kind: 'alerts' | 'weekly' }) {
  const headers = headersOf(raw);
  expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const url = /^<(http:\/\/adatlas\.test\/api\/v1\/unsubscribe\?token=[^>]+)>$/.exec(
    headers.get('list-unsubscribe') ?? '',
  )?.[1];
  expect(url).toBeDefined();
  expect(links.verify(new URL(url as string).searchParams.get('token') ?? '')).toEqual({
    ...target,
    tenant: 'italy',
  });
  // The same link is in the body, for readers whose mail client shows no unsubscribe button.
  expect(raw).toContain(url);
}

describe('unsubscribe headers over real SMTP (RFC 2369, RFC 8058)', () => {
  it('puts List-Unsubscribe and List-Unsubscribe-Post on the follow-alert digest', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['emailAlerts'] } } });
    const { headers } = await loginAs(t, user);
    const follow = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers,
      payload: {
        key: 'email-alerts.company',
        entityType: 'company',
        entityId: companyId,
        data: { events: { new_contact: true } },
      },
    });
    expect(follow.statusCode).toBe(200);
    await createContact(t.db.databases.tenant('italy'), {
      name: 'Giulia',
      surname: 'Neri',
      company_id: companyId,
    });
    const sent = await runAlertDigest(
      { databases: t.db.databases, mailer, publicUrl: PUBLIC_URL, unsubscribe: links },
      { frequency: 'weekly', now: new Date(), tenants: ['italy'] },
    );
    expect(sent).toBe(1);
    await mailer.flush();
    expectOneClickHeaders((await smtp.waitFor(user.email)).body, { userId: user.id, kind: 'alerts' });
  });

  it('puts them on the weekly update', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['weeklyUpdateEmail'] } } });
    await t.db.databases.core
      .updateTable('users')
      .set({ weekly_update_settings: { enabled: true, sections: { pitches: true } } })
      .where('id', '=', user.id)
      .execute();
    const sent = await runWeeklyUpdate(
      { databases: t.db.databases, mailer, publicUrl: PUBLIC_URL, unsubscribe: links },
      { now: MONDAY, tenants: ['italy'] },
    );
    expect(sent).toBe(1);
    await mailer.flush();
    expectOneClickHeaders((await smtp.waitFor(user.email)).body, { userId: user.id, kind: 'weekly' });
  });
});
