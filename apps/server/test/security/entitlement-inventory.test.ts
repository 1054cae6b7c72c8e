import type { RecordKind } from '@adatlas/domain/entitlements';
import { SCOPES } from '@adatlas/domain/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../auth-helpers.ts';
import {
  createBrand,
  createCompany,
  createContact,
  createPitch,
  createReferenceItem,
} from '../market-factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { apiRoutes, collectRoutes, type InventoryRoute } from './route-inventory.ts';

/**
 * The entitlement inventory: every route that is not back-office is classified by the kinds of
 * record it emits. For the kinds a licence sells separately (contacts, pitches, pitch scores, work
 * relations), a licence lacking the kind's scope gets 403, or an answer without any of that kind's
 * records (`filtered`); a contact row never carries e-mail, phone or LinkedIn unless the reveal
 * rule allows it. A new route fails the first test until it is classified here.
 */

type GuardedKind = Extract<RecordKind, 'contact' | 'pitch' | 'pitchScore' | 'workRelation'>;
interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: object;
}
type Fixture = Awaited<ReturnType<typeof createFixture>>;
interface Entry {
  /** What the route answers, beyond companies and brands (which every data licence holds). */
  emits: readonly GuardedKind[];
  /** Lacking the kind's scope must answer 403: a count, an export or a write is itself the leak. */
  strict?: boolean;
  /** The call that would emit records of `kind`; by default the route with its ids filled. */
  call?: (f: Fixture, kind: GuardedKind) => Call;
  /**
   * A spreadsheet or a push to the companion mailer: personal data there is what the export
   * allowance (p_contactsExport, activemailer) sells, not a credit.
   */
  export?: boolean;
}

const NONE: Entry = { emits: [] };
const CONTACT = '/api/v1/frontend';
const TAG_BODY_KEYS = { contact: 'contacts', pitch: 'pitches', pitchScore: 'pitchScores' } as const;
const SAVED_TYPES = { contact: 'contact', pitch: 'pitch', pitchScore: 'pitchScore' } as const;

const ENTRIES: Record<string, Entry> = {
  // Accounts, billing, sessions, platform: no market records.
  'POST /api/v1/auth/forgot-password': NONE,
  'POST /api/v1/auth/login': NONE,
  'POST /api/v1/auth/login/2fa': NONE,
  'POST /api/v1/auth/logout': NONE,
  'POST /api/v1/auth/register': NONE,
  'POST /api/v1/auth/reset-password': NONE,
  'GET /api/v1/auth/session': NONE,
  'GET /api/v1/auth/token': NONE,
  'POST /api/v1/auth/verification-email': NONE,
  'POST /api/v1/auth/sso/callback': NONE,
  'GET /api/v1/auth/sso/discover': NONE,
  'POST /api/v1/auth/sso/start': NONE,
  'GET /api/v1/billing-portal': NONE,
  'GET /api/v1/checkout': NONE,
  'GET /api/v1/consumption': NONE,
  'GET /api/v1/i18n/:language': NONE,
  'GET /api/v1/media/crea/:file': NONE,
  'POST /api/v1/payments/webhook': NONE,
  'GET /api/v1/plans/active': NONE,
  'GET /api/v1/settings': NONE,
  'PUT /api/v1/settings': NONE,
  'DELETE /api/v1/settings/:id': NONE,
  'PATCH /api/v1/settings/:id': NONE,
  'GET /api/v1/subscription': NONE,
  'GET /api/v1/tenant': NONE,
  'GET /api/v1/tenant/:id': NONE,
  'GET /api/v1/unsubscribe': NONE,
  'POST /api/v1/unsubscribe': NONE,
  'GET /api/v1/user/2fa': NONE,
  'POST /api/v1/user/2fa/disable': NONE,
  'POST /api/v1/user/2fa/enable': NONE,
  'POST /api/v1/user/2fa/setup': NONE,
  'GET /api/v1/user/me': NONE,
  'PATCH /api/v1/user/me': NONE,
  'PUT /api/v1/user/me/language': NONE,
  'POST /api/v1/user/password': NONE,
  'DELETE /api/v1/user/sessions': NONE,
  'GET /api/v1/user/sessions': NONE,
  'DELETE /api/v1/user/sessions/:id': NONE,
  'GET /api/v1/user/api-keys': NONE,
  'POST /api/v1/user/api-keys': NONE,
  'DELETE /api/v1/user/api-keys/:id': NONE,
  'GET /api/v1/user/api-keys/usage': NONE,
  // The caller's choice of list fields: names of fields, never a record.
  'GET /api/v1/list-preferences/columns': NONE,
  'PUT /api/v1/list-preferences/columns': NONE,
  'GET /billing/local-portal': NONE,
  'POST /billing/local-portal': NONE,
  'GET /checkout/local/:sessionId': NONE,
  'POST /checkout/local/:sessionId': NONE,
  'GET /dev/mailbox': NONE,
  'GET /healthz': NONE,
  'GET /metrics': NONE,
  'GET /readyz': NONE,

  // Companies, brands and what hangs off them.
  'POST /api/v1/frontend/company': NONE,
  'GET /api/v1/frontend/company/:id': NONE,
  'GET /api/v1/frontend/company/:id/brands': NONE,
  'GET /api/v1/frontend/company/:id/creas': NONE,
  'GET /api/v1/frontend/company/:id/financials': NONE,
  'GET /api/v1/frontend/company/:id/group': NONE,
  'GET /api/v1/frontend/company/:id/investment-rounds': NONE,
  'GET /api/v1/frontend/company/:id/job-offers': NONE,
  'GET /api/v1/frontend/company/:id/nielsen': NONE,
  'GET /api/v1/frontend/company/:id/preview': NONE,
  'GET /api/v1/frontend/company/:id/socialMedia': NONE,
  'POST /api/v1/frontend/company/export': { emits: [], export: true },
  // Counts beside the company filters' values: companies only, through the company search object.
  'POST /api/v1/frontend/company/facets': NONE,
  'GET /api/v1/frontend/company/field/:field': NONE,
  'GET /api/v1/frontend/nielsen': NONE,
  'GET /api/v1/frontend/nielsen/entity': NONE,
  'GET /api/v1/frontend/brand': NONE,
  'POST /api/v1/frontend/brand-advertisers': NONE,
  'POST /api/v1/frontend/crea': NONE,
  'GET /api/v1/frontend/home/creas': NONE,
  'GET /api/v1/frontend/exports/allowance': NONE,
  'GET /api/v1/frontend/flat': NONE,
  'GET /api/v1/frontend/tree': NONE,
  'GET /api/v1/frontend/maps/places': NONE,
  'GET /api/v1/frontend/maps/places/:id': NONE,
  'GET /api/v1/frontend/maps/static': NONE,
  'POST /api/v1/frontend/news': NONE,
  'GET /api/v1/frontend/tag': NONE,
  'POST /api/v1/frontend/tag': NONE,
  'DELETE /api/v1/frontend/tag/:id': NONE,
  'DELETE /api/v1/frontend/tag/:tagId/:associatedId': NONE,
  'GET /api/v1/frontend/tag/:id/companies/export': { emits: [], export: true },
  'PUT /api/v1/frontend/tag/:id/company-search': NONE,
  'DELETE /api/v1/frontend/saved-searches/:id': NONE,
  'PUT /api/v1/frontend/comments/:id': NONE,
  'DELETE /api/v1/frontend/comments/:id': NONE,
  // Webhook endpoints and their delivery log: thin events naming ids, never a record's fields.
  'GET /api/v1/frontend/webhooks': NONE,
  'POST /api/v1/frontend/webhooks': NONE,
  'PATCH /api/v1/frontend/webhooks/:id': NONE,
  'DELETE /api/v1/frontend/webhooks/:id': NONE,
  'GET /api/v1/frontend/webhooks/:id/deliveries': NONE,
  'POST /api/v1/frontend/webhooks/:id/deliveries/:deliveryId/resend': NONE,
  'POST /api/v1/frontend/webhooks/:id/test': NONE,

  // Records of the kinds sold separately, directly or through another record.
  'GET /api/v1/frontend/brand/:id': {
    emits: ['contact', 'pitch'],
    call: (f) => ({ url: `${CONTACT}/brand/${f.brand}` }),
  },
  'GET /api/v1/frontend/company/:id/contacts': {
    emits: ['contact'],
    call: (f) => ({ url: `${CONTACT}/company/${f.company}/contacts` }),
  },
  'GET /api/v1/frontend/company/:id/pitches': {
    emits: ['pitch'],
    call: (f) => ({ url: `${CONTACT}/company/${f.company}/pitches` }),
  },
  'POST /api/v1/frontend/contact': {
    emits: ['contact'],
    call: () => ({ url: `${CONTACT}/contact`, body: {} }),
  },
  // Counts of contacts by function and city: a count is itself the leak, so 403 without the scope.
  'POST /api/v1/frontend/contact/facets': {
    emits: ['contact'],
    strict: true,
    call: () => ({ url: `${CONTACT}/contact/facets`, body: { fields: ['function', 'city'] } }),
  },
  'GET /api/v1/frontend/contact/:id': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/contact/${f.contact}` }),
  },
  // A contact before it is opened (free): what the lists show, its private details only as flags.
  'GET /api/v1/frontend/contact/:id/preview': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/contact/${f.contact}/preview` }),
  },
  // Record history: a company's timeline mentions its contacts (new, moved, function) only to a
  // contact licence; a contact's is refused without one and hides private values until revealed.
  'GET /api/v1/frontend/company/:id/history': {
    emits: ['contact', 'pitch'],
    call: (f) => ({ url: `${CONTACT}/company/${f.company}/history` }),
  },
  'GET /api/v1/frontend/contact/:id/history': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/contact/${f.contact}/history` }),
  },
  'GET /api/v1/frontend/contact/field/:field': {
    emits: ['contact'],
    strict: true,
    call: () => ({ url: `${CONTACT}/contact/field/city` }),
  },
  'POST /api/v1/frontend/contact/export': {
    emits: ['contact'],
    strict: true,
    export: true,
    call: () => ({ url: `${CONTACT}/contact/export`, body: {} }),
  },
  'POST /api/v1/frontend/contacts/export-to-mailer': {
    emits: ['contact'],
    strict: true,
    export: true,
    call: (f) => ({ url: `${CONTACT}/contacts/export-to-mailer`, body: { listName: 'L', ids: [f.contact] } }),
  },
  // The CRM push (#34): connection routes carry no records; a push and its report are contact
  // exports (the reveal rule decides what is sent; the report never carries an e-mail).
  'GET /api/v1/frontend/crm/connection': NONE,
  'DELETE /api/v1/frontend/crm/connection': NONE,
  'PUT /api/v1/frontend/crm/hubspot': NONE,
  'POST /api/v1/frontend/crm/salesforce/start': NONE,
  'POST /api/v1/frontend/crm/salesforce/callback': NONE,
  'POST /api/v1/frontend/crm/pushes': {
    emits: ['contact'],
    strict: true,
    export: true,
    call: (f) => ({ url: `${CONTACT}/crm/pushes`, body: { ids: [f.contact] } }),
  },
  'GET /api/v1/frontend/crm/pushes/:id': {
    emits: ['contact'],
    strict: true,
    export: true,
    call: () => ({ url: `${CONTACT}/crm/pushes/1` }),
  },
  'GET /api/v1/frontend/entityNews/:entityType/:entityId': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/entityNews/contact/${f.contact}` }),
  },
  'GET /api/v1/frontend/comments': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/comments?entityType=contact&entityId=${f.contact}` }),
  },
  'POST /api/v1/frontend/comments': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({
      url: `${CONTACT}/comments`,
      body: { entityType: 'contact', entityId: f.contact, content: 'x', commentType: 'private' },
    }),
  },
  'GET /api/v1/frontend/home/contacts': { emits: ['contact'] },
  'GET /api/v1/frontend/search': {
    emits: ['contact'],
    call: () => ({ url: `${CONTACT}/search?key=Sentinella` }),
  },
  'POST /api/v1/frontend/pitch': { emits: ['pitch'], call: () => ({ url: `${CONTACT}/pitch`, body: {} }) },
  'POST /api/v1/frontend/pitch/graph': {
    emits: ['pitch'],
    strict: true,
    call: () => ({ url: `${CONTACT}/pitch/graph`, body: {} }),
  },
  'GET /api/v1/frontend/home/pitches': { emits: ['pitch'] },
  'GET /api/v1/frontend/pitch-scores': { emits: ['pitchScore'] },
  'POST /api/v1/frontend/clc': { emits: ['workRelation'], call: () => ({ url: `${CONTACT}/clc`, body: {} }) },
  'POST /api/v1/frontend/clc/export': {
    emits: ['workRelation'],
    strict: true,
    export: true,
    call: () => ({ url: `${CONTACT}/clc/export`, body: {} }),
  },
  'GET /api/v1/frontend/tag/:id': {
    emits: ['contact', 'pitch', 'pitchScore'],
    call: (f, kind) => ({ url: `${CONTACT}/tag/${f.tag}?entity=${kind}` }),
  },
  'PUT /api/v1/frontend/tag/:id': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({
      url: `${CONTACT}/tag/${f.tag}`,
      body: { [TAG_BODY_KEYS[kind as keyof typeof TAG_BODY_KEYS]]: [f.ids[kind]] },
    }),
  },
  'POST /api/v1/frontend/tag/associations': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({ url: `${CONTACT}/tag/associations?entity=${kind}`, body: { id: [f.ids[kind]] } }),
  },
  'PUT /api/v1/frontend/tag/:id/contact-search': {
    emits: ['contact'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/tag/${f.tag}/contact-search`, body: {} }),
  },
  'PUT /api/v1/frontend/tag/:id/pitch-search': {
    emits: ['pitch'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/tag/${f.tag}/pitch-search`, body: {} }),
  },
  'PUT /api/v1/frontend/tag/:id/pitch-score-search': {
    emits: ['pitchScore'],
    strict: true,
    call: (f) => ({ url: `${CONTACT}/tag/${f.tag}/pitch-score-search`, body: {} }),
  },
  'GET /api/v1/frontend/tag/:id/contacts/export': {
    emits: ['contact'],
    strict: true,
    export: true,
    call: (f) => ({ url: `${CONTACT}/tag/${f.tag}/contacts/export` }),
  },
  'GET /api/v1/frontend/saved-searches': {
    emits: ['contact', 'pitch', 'pitchScore'],
    call: () => ({ url: `${CONTACT}/saved-searches` }),
  },
  'POST /api/v1/frontend/saved-searches': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (_f, kind) => ({
      url: `${CONTACT}/saved-searches`,
      body: { type: SAVED_TYPES[kind as keyof typeof SAVED_TYPES], name: 'Try', data: {} },
    }),
  },
  'GET /api/v1/frontend/saved-searches/:id': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({ url: `${CONTACT}/saved-searches/${f.saved[kind as keyof typeof SAVED_TYPES]}` }),
  },
  'POST /api/v1/frontend/saved-searches/:id/refresh': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({
      url: `${CONTACT}/saved-searches/${f.saved[kind as keyof typeof SAVED_TYPES]}/refresh`,
    }),
  },
  // Saved-search alerts: following, "seen" and the new records' ids run the kind's search object.
  'PUT /api/v1/frontend/saved-searches/:id/alert': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({
      url: `${CONTACT}/saved-searches/${f.saved[kind as keyof typeof SAVED_TYPES]}/alert`,
      body: { frequency: 'daily' },
    }),
  },
  'POST /api/v1/frontend/saved-searches/:id/seen': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({
      url: `${CONTACT}/saved-searches/${f.saved[kind as keyof typeof SAVED_TYPES]}/seen`,
    }),
  },
  'GET /api/v1/frontend/saved-searches/:id/new': {
    emits: ['contact', 'pitch', 'pitchScore'],
    strict: true,
    call: (f, kind) => ({
      url: `${CONTACT}/saved-searches/${f.saved[kind as keyof typeof SAVED_TYPES]}/new?since=0`,
    }),
  },
};

/** Text that appears in an answer only when it carries a record of the kind. */
const MARKERS: Record<GuardedKind, string[]> = {
  contact: ['Sentinella', 'Sentinel contact search'],
  pitch: ['Sentinel tender', 'Sentinel pitch search'],
  pitchScore: ['sentinelscorecat', 'Sentinel score search'],
  workRelation: ['Sentinel Agency'],
};
/** A contact's personal data, which only the reveal rule lets out. */
const PRIVATE = ['zorba.sentinella@leak.example', '+39 0000 424242', 'linkedin.com/in/zorba-sentinella'];
const KIND_SCOPE: Record<GuardedKind, string> = {
  contact: 'contact',
  pitch: 'pitch',
  pitchScore: 'pitchScores',
  workRelation: 'pitch',
};

const keyOf = (route: Pick<InventoryRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

async function createFixture(t: TestApp) {
  const italy = t.db.databases.tenant('italy');
  const company = await createCompany(italy, { name: 'Sentinel Advertiser', type: 'ADV' });
  const agency = await createCompany(italy, { name: 'Sentinel Agency', type: 'AG' });
  const contact = await createContact(italy, {
    name: 'Zorba',
    surname: 'Sentinella',
    title: 'Head of media',
    company_id: company.id,
    email: PRIVATE[0],
    tel: PRIVATE[1],
    linkedin: `https://www.${PRIVATE[2]}`,
    active: true,
  });
  const brand = await createBrand(italy, { name: 'Sentinel Brand', company_id: company.id });
  const category = await createReferenceItem(italy, 'pitch_category', 'media');
  const scoreCategory = await createReferenceItem(italy, 'pitch_category', 'sentinelscorecat');
  const pitch = await createPitch(italy, {
    title: 'Sentinel tender',
    company_id: company.id,
    category_id: category.id,
    brandIds: [brand.id],
  });
  const score = await italy.db
    .insertInto('pitch_scores')
    .values({ company_id: company.id, category_id: scoreCategory.id, score: 80, computed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await italy.db
    .insertInto('work_relations')
    .values({ brand_id: brand.id, agency_company_id: agency.id, category_id: category.id, since: null })
    .execute();
  return {
    company: company.id,
    contact: contact.id,
    brand: brand.id,
    ids: { contact: contact.id, pitch: pitch.id, pitchScore: score.id, workRelation: brand.id },
    tag: 0,
    saved: { contact: 0, pitch: 0, pitchScore: 0 },
  };
}

/** A customer holding every scope but `lacking`, with a tag and saved searches of every kind. */
async function customerWithout(t: TestApp, f: Fixture, lacking: string[]) {
  const scopes = SCOPES.filter((scope) => !lacking.includes(scope));
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  const italy = t.db.databases.tenant('italy');
  const tag = await italy.db
    .insertInto('tags')
    .values({ user_id: user.id, name: 'Sentinels', color: 'FF0000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await italy.db
    .insertInto('tag_associations')
    .values([
      { tag_id: tag.id, entity_type: 'contact', entity_id: f.ids.contact },
      { tag_id: tag.id, entity_type: 'pitch', entity_id: f.ids.pitch },
      { tag_id: tag.id, entity_type: 'pitchScore', entity_id: f.ids.pitchScore },
    ])
    .execute();
  const saved = async (type: string, name: string) =>
    (
      await italy.db
        .insertInto('saved_searches')
        .values({ user_id: user.id, type, name, data: JSON.stringify({}) } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const own = {
    ...f,
    tag: Number(tag.id),
    saved: {
      contact: Number(await saved('contact', 'Sentinel contact search')),
      pitch: Number(await saved('pitch', 'Sentinel pitch search')),
      pitchScore: Number(await saved('pitchScore', 'Sentinel score search')),
    },
  };
  const { headers } = await loginAs(t, user);
  return { user, own, headers: { ...headers, 'x-tenant': 'italy' } };
}

let t: TestApp;
let routes: InventoryRoute[];
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp({ FEATURE_FLAGS_OVERRIDE: 'entityNews=true,pitchScores=true' });
  routes = apiRoutes(await collectRoutes(t.db.databases, t.db.url));
  fixture = await createFixture(t);
});
afterAll(() => t.close());

async function send(headers: Record<string, string>, call: Call) {
  const method = call.method ?? (call.body ? 'POST' : 'GET');
  return t.app.inject({ method, url: call.url, headers, ...(call.body ? { payload: call.body } : {}) });
}

function callFor(route: InventoryRoute, entry: Entry, f: Fixture, kind: GuardedKind): Call {
  const call = entry.call ? entry.call(f, kind) : { url: route.url };
  return { ...call, method: route.method as Call['method'] };
}

describe('entitlement inventory', () => {
  it('classifies every route that is not back-office, and only routes that exist', () => {
    const customerRoutes = routes.filter((route) => route.policy?.kind !== 'admin');
    const unclassified = customerRoutes.map(keyOf).filter((key) => !(key in ENTRIES));
    expect(unclassified, 'classify each new route in ENTRIES').toEqual([]);
    const existing = new Set(routes.map(keyOf));
    expect(Object.keys(ENTRIES).filter((key) => !existing.has(key))).toEqual([]);
  });

  it('back-office routes are for administrators only, who see every record', () => {
    const admin = routes.filter((route) => route.url.includes('/admin'));
    expect(admin.length).toBeGreaterThan(10);
    expect(admin.filter((route) => route.policy?.kind !== 'admin').map(keyOf)).toEqual([]);
  });

  for (const kind of ['contact', 'pitch', 'pitchScore', 'workRelation'] as const) {
    it(`a licence without ${KIND_SCOPE[kind]} gets 403 or no ${kind} from every route that emits it`, async () => {
      const lacking = kind === 'workRelation' ? ['pitch'] : [KIND_SCOPE[kind]];
      const { own, headers } = await customerWithout(t, fixture, lacking);
      const leaks: string[] = [];
      for (const route of routes) {
        const entry = ENTRIES[keyOf(route)];
        if (!entry?.emits.includes(kind)) continue;
        const response = await send(headers, callFor(route, entry, own, kind));
        const refused = response.statusCode === 403;
        const clean =
          response.statusCode < 300 && !MARKERS[kind].some((marker) => response.body.includes(marker));
        if (!(refused || (!entry.strict && clean))) {
          leaks.push(`${keyOf(route)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }

  it('the check sees a leak: with the scope, the same calls return the records', async () => {
    const { own, headers } = await customerWithout(t, fixture, []);
    for (const key of ['GET /api/v1/frontend/brand/:id', 'GET /api/v1/frontend/tag/:id']) {
      const [method, url] = key.split(' ') as [string, string];
      const response = await send(
        headers,
        callFor({ method, url } as InventoryRoute, ENTRIES[key]!, own, 'contact'),
      );
      expect(response.body).toContain('Sentinella');
    }
    const scores = await send(headers, { url: `${CONTACT}/pitch-scores` });
    expect(scores.body).toContain('sentinelscorecat');
  });
});

describe('the reveal rule on every route that emits contact rows', () => {
  it('a metered licence sees no e-mail, phone or LinkedIn of a contact it has not opened', async () => {
    // Every scope, contactQuota included: each contact costs a credit to open.
    const { own, headers } = await customerWithout(t, fixture, []);
    const leaks: string[] = [];
    for (const route of routes) {
      const entry = ENTRIES[keyOf(route)];
      if (!entry?.emits.includes('contact') || entry.export) continue;
      // GET /contact/:id is the open itself: it spends the credit that reveals.
      if (route.url === '/api/v1/frontend/contact/:id') continue;
      const response = await send(headers, callFor(route, entry, own, 'contact'));
      if (PRIVATE.some((value) => response.body.includes(value))) leaks.push(keyOf(route));
    }
    expect(leaks).toEqual([]);
    // A licence whose contacts are not metered (no contactQuota) sees them on the same tab.
    const unmetered = await customerWithout(t, fixture, ['contactQuota']);
    const tab = await send(unmetered.headers, { url: `${CONTACT}/company/${fixture.company}/contacts` });
    expect(tab.body).toContain(PRIVATE[0]);
  });

  it('opening the contact (one credit) reveals it on the contacts tab, for this caller only', async () => {
    const opener = await customerWithout(t, fixture, []);
    const other = await customerWithout(t, fixture, []);
    const tabUrl = `${CONTACT}/company/${fixture.company}/contacts`;
    const before = (await send(opener.headers, { url: tabUrl })).json().data[0];
    expect(before).toMatchObject({
      surname: 'Sentinella',
      title: 'Head of media',
      email: null,
      tel: null,
      linkedin: null,
      revealed: false,
      emailExists: true,
      phoneExists: true,
      linkedinExists: true,
    });
    expect((await send(opener.headers, { url: `${CONTACT}/contact/${fixture.contact}` })).statusCode).toBe(
      200,
    );
    const after = (await send(opener.headers, { url: tabUrl })).json().data[0];
    expect(after).toMatchObject({ email: PRIVATE[0], tel: PRIVATE[1], revealed: true });
    expect((await send(other.headers, { url: tabUrl })).json().data[0]).toMatchObject({ email: null });
  });
});
