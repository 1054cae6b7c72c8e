import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createReferenceItem } from '../../../test/factories.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createKysely, createPool } from '../../platform/database/connection.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { createUnsubscribeLinks } from '../../platform/mail/unsubscribe-links.ts';
import { runAlertDigest } from './alert-digest.ts';

const links = createUnsubscribeLinks({ secretKey: undefined, publicUrl: 'http://adatlas.test' });

let t: TestApp;
let smtp: SmtpListener;
let mailer: Mailer;
const ids = { barilla: 0, agency: 0, category: 0 };
const emails = { daily: 'daily.follower@example.test', weekly: 'weekly.follower@example.test' };

const silentLog = { info: () => undefined, warn: () => undefined };

async function follow(headers: Record<string, string>, companyId: number, frequency: 'daily' | 'weekly') {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload }).then((r) => {
      expect(r.statusCode).toBe(200);
    });
  await put({ key: 'email-alerts.general.frequency', data: { value: frequency } });
  await put({
    key: 'email-alerts.company',
    entityType: 'company',
    entityId: companyId,
    data: { events: { new_contact: true, new_pitch: true } },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpListener();
  mailer = createMailer({
    core: t.db.databases.core,
    smtpUrl: smtp.url,
    from: 'alerts@adatlas.test',
    log: silentLog,
  });
  const italy = t.db.databases.tenant('italy');
  ids.barilla = (await createCompany(italy, { name: 'Barilla' })).id;
  ids.agency = (await createCompany(italy, { name: 'Armando Testa', type: 'AG' })).id;
  ids.category = (await createReferenceItem(italy, 'pitch_category', 'creative')).id;
  const scopes = { tenants: { italy: { scopes: ['emailAlerts'] } } };
  const daily = await createUser(t, { ...scopes, email: emails.daily });
  await follow((await loginAs(t, daily)).headers, ids.barilla, 'daily');
  const weekly = await createUser(t, { ...scopes, email: emails.weekly });
  await follow((await loginAs(t, weekly)).headers, ids.barilla, 'weekly');
});
afterAll(async () => {
  await mailer.close();
  await smtp.close();
  await t.close();
});

const digest = (now = new Date()) =>
  runAlertDigest(
    { databases: t.db.databases, mailer, publicUrl: 'http://adatlas.test', unsubscribe: links },
    { frequency: 'daily', now, tenants: ['italy'] },
  );

async function insertNews(suffix: string) {
  const italy = t.db.databases.tenant('italy');
  await createContact(italy, { name: 'Giulia', surname: `Neri${suffix}`, company_id: ids.barilla });
  await italy.db
    .insertInto('pitches')
    .values({
      title: `Pasta relaunch ${suffix}`,
      company_id: ids.barilla,
      category_id: ids.category,
      start_date: '2026-11-01',
    })
    .execute();
}

describe('runAlertDigest', () => {
  it('mails one digest with the new contact and the new pitch, then nothing on a rerun', async () => {
    await insertNews('A');
    expect(await digest()).toBe(1);
    await mailer.flush();
    const mail = await smtp.waitFor(emails.daily);
    expect(mail.body).toContain('Barilla');
    expect(mail.body).toContain('New contact: Giulia NeriA');
    expect(mail.body).toContain('New pitch: Pasta relaunch A');
    expect(smtp.received.filter((m) => m.to.includes(emails.weekly))).toEqual([]);

    expect(await digest()).toBe(0);
    await mailer.flush();
    expect(smtp.received.filter((m) => m.to.includes(emails.daily))).toHaveLength(1);
  });

  it('sends one mail when two runs race', async () => {
    await insertNews('B');
    const counts = await Promise.all([digest(), digest()]);
    expect(counts.sort()).toEqual([0, 1]);
    await mailer.flush();
    // The listener may still be reading the second message when flush returns: wait for it.
    const dailyTo = () => smtp.received.filter((m) => m.to.includes(emails.daily));
    const deadline = Date.now() + 10_000;
    while (dailyTo().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const dailyMails = dailyTo();
    expect(dailyMails).toHaveLength(2);
    expect(dailyMails[1]?.body).toContain('Pasta relaunch B');
    expect(dailyMails[1]?.body).not.toContain('Pasta relaunch A');
  });

  it("writes each digest in the recipient's stored language, English while none is stored", async () => {
    const french = await createUser(t, {
      email: 'suiveur@example.test',
      tenants: { italy: { scopes: ['emailAlerts'] } },
    });
    await t.db.databases.core
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', french.id)
      .execute();
    await follow((await loginAs(t, french)).headers, ids.barilla, 'daily');
    await insertNews('C');
    expect(await digest()).toBe(2);
    await mailer.flush();
    const mail = await smtp.waitFor(french.email);
    expect(mail.body).toContain('Subject: Alerte quotidienne AdAtlas : du nouveau sur 1 entreprise suivie');
    expect(mail.body).toContain('Nouveau contact: Giulia NeriC');
    expect(mail.body).toContain('Nouvelle comp'); // "compétition", quoted-printable past the ASCII
    expect(mail.body).toContain('Pasta relaunch C');
    expect(mail.body).not.toContain('New pitch');
    const dailyTo = () => smtp.received.filter((m) => m.to.includes(emails.daily));
    await expect.poll(() => dailyTo().length).toBe(3);
    expect(dailyTo()[2]?.body).toContain('New pitch: Pasta relaunch C');
  });

  it('records pitch competitors and ignores companies nobody follows', async () => {
    const italy = t.db.databases.tenant('italy');
    const pitch = await italy.db
      .insertInto('pitches')
      .values({
        title: 'Agency pitch',
        company_id: ids.agency,
        category_id: ids.category,
        start_date: '2026-11-02',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await italy.db
      .insertInto('pitch_competitors')
      .values({ pitch_id: pitch.id, company_id: ids.barilla })
      .execute();
    const events = await italy.db
      .selectFrom('change_events')
      .select(['company_id', 'event'])
      .where('entity_id', '=', pitch.id)
      .execute();
    expect(events).toEqual([{ company_id: ids.barilla, event: 'new_pitch' }]);
  });
});

/** The digests queued for `email`, oldest first. */
async function outboxFor(email: string) {
  const rows = await t.db.databases.core
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.text_body);
}

describe('runAlertDigest, exactly once', () => {
  it('mails an event whose writer commits after a higher id was mailed, and each event once', async () => {
    const italy = t.db.databases.tenant('italy');
    const pool = createPool(t.db.url, { max: 2 });
    const writers = createKysely<TenantDatabase>(pool).withSchema(italy.schema);
    const before = (await outboxFor(emails.daily)).length;
    const late = await writers.startTransaction().execute();
    const early = await writers.startTransaction().execute();
    try {
      const contact = await createContact(
        { ...italy, db: late },
        { name: 'Late', surname: 'Writer', company_id: ids.barilla },
      );
      const pitch = await early
        .insertInto('pitches')
        .values({
          title: 'Early commit',
          company_id: ids.barilla,
          category_id: ids.category,
          start_date: '2026-12-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await early.commit().execute();

      expect(await digest()).toBeGreaterThan(0);
      await late.commit().execute();
      const eventIds = await italy.db
        .selectFrom('change_events')
        .select(['id', 'entity_id'])
        .where('entity_id', 'in', [contact.id, pitch.id])
        .where('company_id', '=', ids.barilla)
        .execute();
      const idOf = (entityId: number) => eventIds.find((row) => row.entity_id === entityId)?.id ?? 0;
      expect(idOf(contact.id)).toBeLessThan(idOf(pitch.id));

      expect(await digest()).toBeGreaterThan(0);
      expect(await digest()).toBe(0);
    } finally {
      await late
        .rollback()
        .execute()
        .catch(() => undefined);
      await early
        .rollback()
        .execute()
        .catch(() => undefined);
      await pool.end();
    }
    const mails = (await outboxFor(emails.daily)).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('New pitch: Early commit');
    expect(mails[0]).not.toContain('Late Writer');
    expect(mails[1]).toContain('New contact: Late Writer');
    expect(mails[1]).not.toContain('Early commit');
  });

  it('does not mail the same events again when the run fails after queueing them', async () => {
    const italy = t.db.databases.tenant('italy');
    const daily = await t.db.databases.core
      .selectFrom('users')
      .select('id')
      .where('email', '=', emails.daily)
      .executeTakeFirstOrThrow();
    await insertNews('F');
    const before = (await outboxFor(emails.daily)).length;
    // The digest's progress cannot be saved for this user: the run fails after the mail is queued.
    const fn = `${italy.schema}.test_lose_digest_progress`;
    await sql
      .raw(
        `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
           IF NEW.user_id = ${daily.id} THEN RAISE EXCEPTION 'digest progress lost'; END IF;
           RETURN NEW; END $$`,
      )
      .execute(italy.db);
    try {
      await sql
        .raw(
          `CREATE TRIGGER test_lose_digest_progress BEFORE UPDATE ON ${italy.schema}.alert_digests
           FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
        )
        .execute(italy.db);
      await expect(digest()).rejects.toThrow('digest progress lost');
    } finally {
      await sql.raw(`DROP FUNCTION ${fn}() CASCADE`).execute(italy.db);
    }
    await digest();
    expect(await digest()).toBe(0);
    const mails = (await outboxFor(emails.daily)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('New contact: Giulia NeriF');
  });
});
