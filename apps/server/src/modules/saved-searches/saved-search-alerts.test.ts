import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type TestUser } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createReferenceItem } from '../../../test/factories.ts';
import { createPitch } from '../../../test/market-factories.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { savedSearchAlertDeps } from '../../composition/jobs.ts';
import { createServices } from '../../composition/services.ts';
import { loadConfig } from '../../platform/config.ts';
import { createDatabases, type Databases } from '../../platform/database/databases.ts';
import { runSavedSearchAlerts } from './saved-search-alerts.ts';

const PUBLIC_URL = 'http://adatlas.test';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SCOPES = ['company', 'contact', 'pitch', 'emailAlerts'];

let t: TestApp;
let smtp: SmtpListener;
let second: Databases;
/** Two API processes' services (own pools, own mailers) over one database. */
let processes: ReturnType<typeof createServices>[];
let owner: TestUser;
let ownerHeaders: Record<string, string>;
let otherHeaders: Record<string, string>;
let parmaCategory = 0;
let barillaId = 0;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpListener();
  second = createDatabases({ url: t.db.url, poolSize: 5 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: t.db.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL,
  });
  processes = [
    createServices(config, t.db.databases, { log: silentLog as never }),
    createServices(config, second, { log: silentLog as never }),
  ];
  const italy = t.db.databases.tenant('italy');
  barillaId = (await createCompany(italy, { name: 'Barilla', city: 'Parma' })).id;
  await createCompany(italy, { name: 'Parmalat', city: 'Parma' });
  parmaCategory = (await createReferenceItem(italy, 'pitch_category', 'media')).id;
  owner = await createUser(t, { email: 'owner@example.test', tenants: { italy: { scopes: SCOPES } } });
  ownerHeaders = (await loginAs(t, owner)).headers;
  const other = await createUser(t, { tenants: { italy: { scopes: SCOPES }, france: { scopes: SCOPES } } });
  otherHeaders = (await loginAs(t, other)).headers;
});
afterAll(async () => {
  for (const services of processes) await services.close();
  await second.close();
  await smtp.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

async function saveAndFollow(
  headers: Record<string, string>,
  search: { type: string; name: string; data: object },
  frequency: 'daily' | 'weekly' = 'daily',
): Promise<number> {
  const created = await call('POST', '/saved-searches', headers, search);
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  const followed = await call('PUT', `/saved-searches/${id}/alert`, headers, { frequency });
  expect(followed.statusCode).toBe(200);
  expect(followed.json().data.alert).toEqual({ frequency, newCount: 0, lookedSync: 1 });
  return id;
}

const run = (now: Date, services = processes[0]) =>
  runSavedSearchAlerts(savedSearchAlertDeps(services as NonNullable<typeof services>), {
    frequency: 'daily',
    now,
    tenants: ['italy'],
  });

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

async function flushAndWait(email: string, count: number) {
  await Promise.all(processes.map((services) => services.mailer.flush()));
  const deadline = Date.now() + 10_000;
  while (mailsTo(email).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  // A second mail, if one were wrongly queued, gets the same chance to arrive.
  await new Promise((r) => setTimeout(r, 300));
  return mailsTo(email);
}

/** The path and query of the mail's link that opens the list on the new records. */
function listLink(body: string, path: string): URL {
  const link = body.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.startsWith(`${PUBLIC_URL}${path}?`));
  if (!link) throw new Error(`no ${path} link in the mail`);
  return new URL(link.replace(/&amp;/g, '&'));
}

describe('saved-search alerts', () => {
  let companySearch = 0;

  it('mails exactly the companies that entered the search, once per day, with a link to them only', async () => {
    companySearch = await saveAndFollow(ownerHeaders, {
      type: 'company',
      name: 'Parma food',
      data: { city: ['Parma'] },
    });
    const day = new Date('2026-11-27T07:30:00Z');
    // Nothing entered since following: no mail, and the day is not spent.
    expect(await run(day)).toBe(0);

    const italy = t.db.databases.tenant('italy');
    const mutti = await createCompany(italy, { name: 'Mutti', city: 'Parma' });
    await createCompany(italy, { name: 'Lavazza', city: 'Torino' });
    const nextDay = new Date('2026-11-28T07:30:00Z');
    expect(await run(nextDay)).toBe(1);
    const [mail] = await flushAndWait(owner.email, 1);
    expect(mail?.body).toContain(
      'Your saved search "Parma food" has 1 new result since the last daily alert',
    );
    expect(mail?.body).toContain('Mutti');
    expect(mail?.body).not.toContain('Barilla');
    expect(mail?.body).not.toContain('Lavazza');
    expect(mail?.body).toContain(`${PUBLIC_URL}/companies/${mutti.id}`);
    expect(mail?.body).toMatch(/List-Unsubscribe:\s*<http:\/\/adatlas\.test\/api\/v1\/unsubscribe\?token=/);
    expect(mail?.body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const link = listLink(mail?.body ?? '', '/companies');
    expect(link.searchParams.get('savedSearch')).toBe(String(companySearch));
    const fresh = await call(
      'GET',
      `/saved-searches/${companySearch}/new?since=${link.searchParams.get('newSince')}&until=${link.searchParams.get('newUntil')}`,
      ownerHeaders,
    );
    expect(fresh.json().data).toEqual({ ids: [mutti.id], total: 1 });

    // A rerun the same day sends nothing, even with more news.
    await createCompany(italy, { name: 'Parmareggio', city: 'Parma' });
    expect(await run(new Date('2026-11-28T18:00:00Z'))).toBe(0);
    expect(await flushAndWait(owner.email, 1)).toHaveLength(1);
    // The mail's link still shows that mail's records only.
    expect(
      (
        await call(
          'GET',
          `${link.pathname.replace('/companies', `/saved-searches/${companySearch}/new`)}?since=${link.searchParams.get('newSince')}&until=${link.searchParams.get('newUntil')}`,
          ownerHeaders,
        )
      ).json().data.ids,
    ).toEqual([mutti.id]);
  });

  it('sends one mail when two processes run the job at once', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    await saveAndFollow((await loginAs(t, user)).headers, {
      type: 'company',
      name: 'Cremona',
      data: { city: ['Cremona'] },
    });
    await createCompany(t.db.databases.tenant('italy'), { name: 'Negroni', city: 'Cremona' });
    const morning = new Date('2026-11-29T07:30:00Z');
    // The owner's search (Parmareggio) and this user's: each mailed once, by one of the two.
    const counts = await Promise.all([run(morning, processes[0]), run(morning, processes[1])]);
    expect(counts[0] + counts[1]).toBe(2);
    const mails = await flushAndWait(user.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Negroni');
    const ownerMails = await flushAndWait(owner.email, 2);
    expect(ownerMails).toHaveLength(2);
    expect(ownerMails[1]?.body).toContain('Parmareggio');
    expect(ownerMails[1]?.body).not.toContain('Mutti');
  });

  it('counts "+N new since you last looked" until the search is opened', async () => {
    const italy = t.db.databases.tenant('italy');
    await createCompany(italy, { name: 'Galbani', city: 'Parma' });
    const refreshed = await call('POST', `/saved-searches/${companySearch}/refresh`, ownerHeaders);
    // Mutti, Parmareggio (mailed, never opened) and Galbani.
    expect(refreshed.json().data.alert.newCount).toBe(3);
    const listed = (await call('GET', '/saved-searches?entity=company', ownerHeaders)).json().data;
    expect(listed.find((row: { id: number }) => row.id === companySearch).alert.newCount).toBe(3);
    const seen = await call('POST', `/saved-searches/${companySearch}/seen`, ownerHeaders);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.alert.newCount).toBe(0);
    // Barilla, Parmalat, Mutti, Parmareggio, Galbani.
    expect(seen.json().data.cache.resultsCount).toBe(5);
  });

  it('mails a pitch already in the search when its outcome changes', async () => {
    const italy = t.db.databases.tenant('italy');
    const pitch = await createPitch(italy, {
      title: 'Pasta media review',
      company_id: barillaId,
      category_id: parmaCategory,
    });
    // Already in the search and unchanged: neither mailed nor listed by the link.
    await createPitch(italy, { title: 'Pasta tender', company_id: barillaId, category_id: parmaCategory });
    const agency = await createCompany(italy, { name: 'Armando Testa', type: 'AG' });
    const user = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    const headers = (await loginAs(t, user)).headers;
    await saveAndFollow(headers, { type: 'pitch', name: 'Pasta pitches', data: { title: 'Pasta' } });
    await italy.db
      .updateTable('pitches')
      .set({ winner_company_id: agency.id, end_date: '2026-11-20' })
      .where('id', '=', pitch.id)
      .execute();
    // The owner's company search has news too (Galbani): two mails, one of them this user's.
    expect(await run(new Date('2026-11-30T07:30:00Z'))).toBe(2);
    const [mail] = await flushAndWait(user.email, 1);
    expect(mail?.body).toContain('Pasta media review');
    expect(mail?.body).toContain('Winner: Armando Testa');
    expect(mail?.body).not.toContain('Pasta tender');
    // The link lists that pitch on the pitch list, which takes the ids as a filter.
    const link = listLink(mail?.body ?? '', '/pitch');
    const fresh = await call(
      'GET',
      `/saved-searches/${link.searchParams.get('savedSearch')}/new?since=${link.searchParams.get('newSince')}`,
      headers,
    );
    const pitches = await call('POST', '/pitch', headers, { title: 'Pasta', id: fresh.json().data.ids });
    expect(pitches.json().data.map((row: { title: string }) => row.title)).toEqual(['Pasta media review']);
  });

  it('mails no contact alert to a licence without the contact scope, nor to alerts switched off', async () => {
    const italy = t.db.databases.tenant('italy');
    const user = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    const headers = (await loginAs(t, user)).headers;
    await saveAndFollow(headers, { type: 'contact', name: 'Verdi', data: { surname: 'Verdi' } });
    await saveAndFollow(headers, { type: 'company', name: 'Bologna', data: { city: ['Bologna'] } });
    // The same contact search followed under a licence that keeps the contact scope.
    const licensed = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    await saveAndFollow((await loginAs(t, licensed)).headers, {
      type: 'contact',
      name: 'Verdi',
      data: { surname: 'Verdi' },
    });
    await createContact(italy, {
      name: 'Luca',
      surname: 'Verdi',
      company_id: barillaId,
      email: 'luca.verdi@private.example',
    });
    await createCompany(italy, { name: 'Granarolo', city: 'Bologna' });
    await t.db.databases.core
      .updateTable('licence_tenants')
      .set({ scopes: ['company', 'emailAlerts'] })
      .where('user_id', '=', user.id)
      .execute();
    expect(await run(new Date('2026-12-01T07:30:00Z'))).toBe(2);
    const mails = await flushAndWait(user.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Granarolo');
    expect(mails[0]?.body).not.toContain('Verdi');
    // The licensed follower gets the contact, by name and company only: no personal data.
    const [contactMail] = await flushAndWait(licensed.email, 1);
    expect(contactMail?.body).toContain('Luca Verdi');
    expect(contactMail?.body).toContain('Barilla');
    expect(contactMail?.body).not.toContain('luca.verdi@private.example');

    const quiet = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    const quietHeaders = (await loginAs(t, quiet)).headers;
    await saveAndFollow(quietHeaders, { type: 'company', name: 'Modena', data: { city: ['Modena'] } });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: quietHeaders,
      payload: { key: 'email-alerts.general.enabled', data: { value: false } },
    });
    expect(off.statusCode).toBe(200);
    await createCompany(italy, { name: 'Ferrari', city: 'Modena' });
    expect(await run(new Date('2026-12-02T07:30:00Z'))).toBe(0);
    expect(await flushAndWait(quiet.email, 0)).toEqual([]);
  });

  it("lets nobody follow, open or read the new records of another user's saved search", async () => {
    for (const [method, url, payload] of [
      ['PUT', `/saved-searches/${companySearch}/alert`, { frequency: 'weekly' }],
      ['POST', `/saved-searches/${companySearch}/seen`, undefined],
      ['GET', `/saved-searches/${companySearch}/new?since=0`, undefined],
    ] as const) {
      const asOther = await call(method, url, otherHeaders, payload);
      expect(asOther.statusCode).toBe(404);
      expect(asOther.json().clientType).toBe('NOT_FOUND');
      // The owner has no licence in france; the other user has one, and no such saved search there.
      const ownerInFrance = await call(method, url, { ...ownerHeaders, 'x-tenant': 'france' }, payload);
      expect(ownerInFrance.json().clientType).toBe('NO_RIGHTS_TO_TENANT');
      const otherInFrance = await call(method, url, { ...otherHeaders, 'x-tenant': 'france' }, payload);
      expect(otherInFrance.statusCode).toBe(404);
    }
    const mine = (await call('GET', `/saved-searches/${companySearch}`, ownerHeaders)).json().data;
    expect(mine.alert.frequency).toBe('daily');
  });

  it('refuses a bad frequency with a validation error and changes nothing', async () => {
    const bad = await call('PUT', `/saved-searches/${companySearch}/alert`, ownerHeaders, {
      frequency: 'hourly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().clientType).toBe('VALIDATION_ERROR');
    const mine = (await call('GET', `/saved-searches/${companySearch}`, ownerHeaders)).json().data;
    expect(mine.alert.frequency).toBe('daily');
    const stopped = await call('PUT', `/saved-searches/${companySearch}/alert`, ownerHeaders, {
      frequency: null,
    });
    expect(stopped.json().data.alert).toBeNull();
  });

  it('lets only a licence with e-mail alerts follow', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const headers = (await loginAs(t, user)).headers;
    const created = await call('POST', '/saved-searches', headers, {
      type: 'company',
      name: 'No mail',
      data: { city: ['Parma'] },
    });
    const id = created.json().data.id;
    const refused = await call('PUT', `/saved-searches/${id}/alert`, headers, { frequency: 'daily' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().clientType).toBe('FORBIDDEN_ERROR');
    expect((await call('GET', `/saved-searches/${id}`, headers)).json().data.alert).toBeNull();
  });

  it('mails the other alerts when one saved search cannot run, then reports it', async () => {
    const italy = t.db.databases.tenant('italy');
    const broken = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    const { id: brokenId } = await italy.db
      .insertInto('saved_searches')
      .values({
        user_id: broken.id,
        type: 'company',
        name: 'Old',
        data: JSON.stringify({ city: 'Parma' }),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await italy.db
      .insertInto('saved_search_alerts')
      .values({ saved_search_id: Number(brokenId), user_id: broken.id, frequency: 'daily' })
      .execute();
    const user = await createUser(t, { tenants: { italy: { scopes: SCOPES } } });
    await saveAndFollow((await loginAs(t, user)).headers, {
      type: 'company',
      name: 'Lodi',
      data: { city: ['Lodi'] },
    });
    await createCompany(italy, { name: 'Zucchi', city: 'Lodi' });
    const day = new Date('2026-12-03T07:30:00Z');
    await expect(run(day)).rejects.toThrow(/1 saved-search alert\(s\) failed/);
    const mails = await flushAndWait(user.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Zucchi');
    // The retry runs the failing one again and mails nothing twice.
    await expect(run(day)).rejects.toThrow(/failed/);
    expect(await flushAndWait(user.email, 1)).toHaveLength(1);
  });
});
