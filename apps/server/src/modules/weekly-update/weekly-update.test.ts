import type { WeeklyUpdateEmailSettings } from '@adatlas/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreateUserOptions, createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createReferenceItem } from '../../../test/factories.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { createUnsubscribeLinks } from '../../platform/mail/unsubscribe-links.ts';
import { runWeeklyUpdate, weekStart, weekWindow } from './weekly-update.service.ts';

let t: TestApp;
let smtp: SmtpListener;
let mailer: Mailer;
const ids = { barilla: 0, ferrero: 0, category: 0, appointment: 0 };
const PUBLIC_URL = 'http://adatlas.test';
// A Monday: the update covers Monday 2 to Sunday 8 March 2026.
const MONDAY = new Date('2026-03-09T07:00:00Z');
const links = createUnsubscribeLinks({ secretKey: undefined, publicUrl: PUBLIC_URL });

const silentLog = { info: () => undefined, warn: () => undefined };
const ALL_OFF = {
  pitches: false,
  creas: false,
  appointments: false,
  companies: false,
  investmentRounds: false,
  acquisitions: false,
};

/** A user whose weekly update setting is saved as the profile page saves it (PATCH /user/me). */
async function subscriber(
  email: string,
  settings: WeeklyUpdateEmailSettings | null,
  licence: CreateUserOptions['tenants'] = { italy: { scopes: ['weeklyUpdateEmail'] } },
) {
  const user = await createUser(t, { email, tenants: licence });
  if (settings) {
    const { headers } = await loginAs(t, user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me',
      headers,
      payload: { weeklyUpdateEmailSettings: settings },
    });
    expect(response.statusCode).toBe(200);
  }
  return user;
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

async function run(now = MONDAY) {
  const sent = await runWeeklyUpdate(
    { databases: t.db.databases, mailer, publicUrl: PUBLIC_URL, unsubscribe: links },
    { now, tenants: ['italy', 'france'] },
  );
  await mailer.flush();
  return sent;
}

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
  const france = t.db.databases.tenant('france');
  ids.barilla = (await createCompany(italy, { name: 'Barilla', created_at: '2020-01-01T00:00:00Z' })).id;
  ids.ferrero = (await createCompany(italy, { name: 'Ferrero', created_at: '2026-03-04T10:00:00Z' })).id;
  ids.category = (await createReferenceItem(italy, 'pitch_category', 'creative')).id;
  const pitch = (title: string, startDate: string) => ({
    title,
    company_id: ids.barilla,
    category_id: ids.category,
    start_date: startDate,
  });
  await italy.db
    .insertInto('pitches')
    .values([
      pitch('Pasta relaunch', '2026-03-03'),
      pitch('Sauce launch', '2026-03-08'),
      pitch('Old tender', '2026-02-20'),
      pitch('Monday tender', '2026-03-09'),
    ])
    .execute();
  ids.appointment = (
    await createContact(italy, {
      name: 'Giulia',
      surname: 'Neri',
      title: 'CMO',
      company_id: ids.barilla,
      nomination_date: '2026-03-05',
    })
  ).id;
  await createContact(italy, { name: 'Marco', surname: 'Vecchi', nomination_date: '2026-02-01' });
  await italy.db
    .insertInto('acquisitions')
    .values({ buyer_company_id: ids.barilla, acquired_at: '2026-03-06', title: 'Barilla buys Pavesi' })
    .execute();
  await italy.db
    .insertInto('investment_rounds')
    .values({ company_id: ids.ferrero, funding_date: '2025-12-01' })
    .execute();
  const french = await createCompany(france, { name: 'Danone' });
  const frenchCategory = (await createReferenceItem(france, 'pitch_category', 'creative')).id;
  await france.db
    .insertInto('pitches')
    .values({
      title: 'Yaourt pitch',
      company_id: french.id,
      category_id: frenchCategory,
      start_date: '2026-03-03',
    })
    .execute();
});
afterAll(async () => {
  await mailer.close();
  await smtp.close();
  await t.close();
});

describe('weekWindow and weekStart', () => {
  it("cover the seven days before the run and key them by that week's Monday", () => {
    expect(weekWindow(MONDAY)).toMatchObject({
      fromDay: '2026-03-02',
      toDay: '2026-03-09',
      lastDay: '2026-03-08',
    });
    expect(weekStart(MONDAY)).toBe('2026-03-09');
    expect(weekStart(new Date('2026-03-15T23:59:00Z'))).toBe('2026-03-09');
    expect(weekStart(new Date('2026-03-16T00:00:00Z'))).toBe('2026-03-16');
  });
});

describe('runWeeklyUpdate', () => {
  it("mails the chosen sections with the week's items of that tenant only, once per week", async () => {
    const chosen = await subscriber(
      'chosen@example.test',
      { enabled: true, sections: { ...ALL_OFF, pitches: true, appointments: true } },
      // France is licensed without the scope: no mail for France.
      { italy: { scopes: ['weeklyUpdateEmail'] }, france: { scopes: ['company'] } },
    );
    await subscriber('off@example.test', { enabled: false, sections: { ...ALL_OFF, pitches: true } });
    await subscriber('never-saved@example.test', null);
    await subscriber(
      'no-scope@example.test',
      { enabled: true, sections: { ...ALL_OFF, pitches: true } },
      { italy: { scopes: ['company', 'pitch'] } },
    );
    // Saved while the licence ran; it has since expired (and the API refuses the tenant).
    const expired = await subscriber('expired@example.test', {
      enabled: true,
      sections: { ...ALL_OFF, pitches: true },
    });
    await t.db.databases.core
      .updateTable('licence_tenants')
      .set({ expires_at: new Date('2026-01-01T00:00:00Z') })
      .where('user_id', '=', expired.id)
      .execute();
    await subscriber('empty@example.test', {
      enabled: true,
      sections: { ...ALL_OFF, investmentRounds: true },
    });
    const partial = await subscriber('partial@example.test', {
      enabled: true,
      sections: { ...ALL_OFF, pitches: true, investmentRounds: true },
    });

    expect(await run()).toBe(2);
    const mail = await smtp.waitFor(chosen.email);
    // Italy's mail in Italian (the body is quoted-printable: check ASCII runs).
    expect(mail.body).toContain('della settimana in Italia, dal 2 mar 2026 al 8 mar 2026');
    expect(mail.body).toContain('Gare');
    expect(mail.body).toContain('Nomine');
    for (const absent of ['Nuove aziende', 'Acquisizioni', 'Creativit', 'Round di investimento']) {
      expect(mail.body).not.toContain(absent);
    }
    expect(mail.body).toContain('Pasta relaunch');
    expect(mail.body).toContain('Sauce launch');
    expect(mail.body).toContain(`${PUBLIC_URL}/companies/${ids.barilla}?tab=pitch`);
    expect(mail.body).toContain('Giulia Neri, CMO');
    expect(mail.body).toContain(`${PUBLIC_URL}/contacts/${ids.appointment}`);
    for (const absent of [
      'Old tender',
      'Monday tender',
      'Vecchi',
      'Yaourt pitch',
      'Barilla buys Pavesi',
      'Ferrero',
    ]) {
      expect(mail.body).not.toContain(absent);
    }
    // One empty section among non-empty ones is kept, saying so.
    const partialMail = await smtp.waitFor(partial.email);
    expect(partialMail.body).toContain('Pasta relaunch');
    expect(partialMail.body).toContain('Round di investimento');
    expect(partialMail.body).toContain('questa settimana.');
    expect(mailsTo(chosen.email)).toHaveLength(1);
    for (const email of [
      'off@example.test',
      'never-saved@example.test',
      'no-scope@example.test',
      'expired@example.test',
      'empty@example.test',
    ]) {
      expect(mailsTo(email)).toEqual([]);
    }

    // Later the same week (another worker, a manual CLI run): nothing more.
    expect(await run(new Date('2026-03-11T09:00:00Z'))).toBe(0);
    expect(await Promise.all([run(), run()])).toEqual([0, 0]);
    expect(mailsTo(chosen.email)).toHaveLength(1);
  });

  it('lists ten items per section and links the rest to the list page', async () => {
    const italy = t.db.databases.tenant('italy');
    const email = 'many@example.test';
    await subscriber(email, { enabled: true, sections: { ...ALL_OFF, acquisitions: true } });
    await italy.db
      .insertInto('acquisitions')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          seller_company_id: ids.ferrero,
          acquired_at: `2026-03-${String(9 + (i % 7)).padStart(2, '0')}`,
          title: `Deal ${i}`,
        })),
      )
      .execute();
    // The week of 16 March covers 9 to 15 March: twelve deals there, the Pavesi one is older. Two
    // workers race: each recipient (this one, and `chosen` and `partial` for the Monday tender) gets
    // one mail.
    const week = new Date('2026-03-16T07:00:00Z');
    const counts = await Promise.all([run(week), run(week)]);
    expect(counts[0] + counts[1]).toBe(3);
    const mail = await smtp.waitFor(email);
    expect(mail.body.match(/Deal \d+/g)?.length).toBe(20); // ten items, in the text and the HTML part
    expect(mail.body).toContain('e altri 2');
    expect(mail.body).toContain(
      `${PUBLIC_URL}/companies?acquisition_after=2026-03-09&acquisition_before=2026-03-15`,
    );
    expect(mail.body).toContain(`${PUBLIC_URL}/companies/${ids.ferrero}`);
    expect(mail.body).not.toContain('Pavesi');
    await expect.poll(() => mailsTo('chosen@example.test').length).toBe(2);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("writes the update in the recipient's stored language before the tenant's", async () => {
    const italy = t.db.databases.tenant('italy');
    const sections = { ...ALL_OFF, pitches: true };
    const french = await subscriber('francophone@example.test', { enabled: true, sections });
    const unknown = await subscriber('tenant-language@example.test', { enabled: true, sections });
    await t.db.databases.core
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', french.id)
      .execute();
    await italy.db
      .insertInto('pitches')
      .values({
        title: 'Spring tender',
        company_id: ids.barilla,
        category_id: ids.category,
        start_date: '2026-03-18',
      })
      .execute();
    // The week of 23 March covers 16 to 22 March.
    await run(new Date('2026-03-23T07:00:00Z'));
    const mail = await smtp.waitFor(french.email);
    expect(mail.body).toContain('Subject: =?UTF-8?Q?Votre_mise_');
    expect(mail.body).toContain('(Italie), du 16 mars 2026 au 22 mars 2026');
    expect(mail.body).toContain("Appels d'offres");
    expect(mail.body).toContain('Spring tender');
    expect(mail.body).not.toContain('Gare');
    const italian = await smtp.waitFor(unknown.email);
    expect(italian.body).toContain('della settimana in Italia, dal 16 mar 2026 al 22 mar 2026');
    expect(italian.body).toContain('Spring tender');
  });
});
