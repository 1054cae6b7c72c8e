import { TRIAL_SCOPES, toUnixSeconds } from '@adatlas/domain/auth';
import { addMonthsClamped } from '@adatlas/domain/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantCredits, METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://app.test' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const subscription = async (headers: Headers) => {
  const answer = await get('/api/v1/subscription', headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

const DAY_MS = 86_400_000;
const italyUntil = new Date(Date.now() + 200 * DAY_MS);
const franceUntil = new Date(Date.now() + 20 * DAY_MS);
const portugalUntil = new Date(Date.now() + 300 * DAY_MS);

/** A customer sold a licence by sales: italy and france, plus hidden portugal, yearly credits in italy. */
async function contractCustomer() {
  const user = await createUser(t, {
    tenants: {
      italy: { scopes: METERED_SCOPES, expiresAt: italyUntil },
      france: { scopes: METERED_SCOPES, expiresAt: franceUntil },
      portugal: { scopes: METERED_SCOPES, expiresAt: portugalUntil },
    },
  });
  await grantCredits(t, user.id, { company: 3000, contact: 2000, period: 12 });
  return { user, headers: (await loginAs(t, user, 'italy')).headers };
}

async function selfRegistered() {
  const user = await createUser(t, {
    tenants: { italy: { scopes: [...TRIAL_SCOPES] } },
    tags: ['registration_flow'],
  });
  return { user, headers: (await loginAs(t, user, 'italy')).headers };
}

describe('GET /subscription: how the account holds its access', () => {
  it('says contract and lists the countries the licence covers with their expiry, hidden ones left out', async () => {
    const { headers } = await contractCustomer();
    const info = await subscription(headers);
    expect(info.access).toBe('contract');
    expect(info.licence).toEqual([
      { tenant: 'italy', exp: toUnixSeconds(italyUntil) },
      { tenant: 'france', exp: toUnixSeconds(franceUntil) },
    ]);
    expect([info.plan, info.status, info.canManage, info.plans]).toEqual([null, null, false, []]);
    expect(info.credits).toEqual({
      company: { total: 3000, consumed: 0, remaining: 3000 },
      contact: { total: 2000, consumed: 0, remaining: 2000 },
    });
    // The contract's credits run for a year from the plugin's start.
    const months = (Date.parse(info.periodEnd) - Date.parse(info.periodStart)) / (30 * DAY_MS);
    expect(Math.round(months)).toBe(12);
  });

  it('shows hidden countries of the licence to an admin', async () => {
    const admin = await createUser(t, {
      group: 'ADMIN',
      tenants: {
        italy: { scopes: [], expiresAt: italyUntil },
        portugal: { scopes: [], expiresAt: portugalUntil },
      },
    });
    const info = await subscription((await loginAs(t, admin, 'italy')).headers);
    expect(info.licence.map((entry: { tenant: string }) => entry.tenant)).toEqual(['italy', 'portugal']);
  });

  it('reads a self-registered user as e-commerce, before and after the trial starts', async () => {
    const { headers } = await selfRegistered();
    expect((await subscription(headers)).access).toBe('ecommerce');
    expect((await get('/api/v1/checkout?priceId=trial', headers)).json().data.success).toBe(true);
    const info = await subscription(headers);
    expect([info.access, info.plan.id, info.status]).toEqual(['ecommerce', 'trial', 'trialing']);
  });

  it('answers 401 without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/subscription' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('GET /subscription: when the credits renew', () => {
  const monthsAgo = (months: number) => addMonthsClamped(new Date(), -months);
  const iso = (date: Date) => date.toISOString();

  it('answers the end of a yearly contract period, not a month after its start', async () => {
    const user = await createUser(t, {
      tenants: { italy: { scopes: METERED_SCOPES, expiresAt: italyUntil } },
    });
    // Started 14 months ago: the second year is running and renews at the second anniversary.
    const start = monthsAgo(14);
    await grantCredits(t, user.id, { company: 3000, contact: 3000, period: 12, periodStart: start });
    const info = await subscription((await loginAs(t, user, 'italy')).headers);
    expect(info.access).toBe('contract');
    expect([info.periodStart, info.periodEnd]).toEqual([
      iso(addMonthsClamped(start, 12)),
      iso(addMonthsClamped(start, 24)),
    ]);
    expect(info.renewalDate).toBe(iso(addMonthsClamped(start, 24)));
  });

  it('answers the next month for monthly credits', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const start = new Date(Date.now() - 3 * DAY_MS);
    await grantCredits(t, user.id, { company: 50, contact: 50, period: 1, periodStart: start });
    const info = await subscription((await loginAs(t, user, 'italy')).headers);
    expect(info.renewalDate).toBe(iso(addMonthsClamped(start, 1)));
    expect(info.renewalDate).toBe(info.periodEnd);
  });

  it("gives the trial's credits twelve months, as any period that is not monthly", async () => {
    const { headers } = await selfRegistered();
    expect((await get('/api/v1/checkout?priceId=trial', headers)).json().data.success).toBe(true);
    const info = await subscription(headers);
    expect(info.plan.id).toBe('trial');
    expect(info.renewalDate).toBe(iso(addMonthsClamped(new Date(info.periodStart), 12)));
    expect(info.renewalDate).toBe(info.periodEnd);
  });
});

describe('GET /subscription: only the caller', () => {
  it("never answers another user's licence, plan or credits, whatever the query says", async () => {
    const contract = await contractCustomer();
    const other = await selfRegistered();
    expect((await get('/api/v1/checkout?priceId=trial', other.headers)).statusCode).toBe(200);

    for (const url of ['/api/v1/subscription', `/api/v1/subscription?userId=${contract.user.id}`]) {
      const answer = await get(url, other.headers);
      expect(answer.statusCode).toBe(200);
      const info = answer.json().data;
      expect(info.access).toBe('ecommerce');
      expect(info.licence.map((entry: { tenant: string }) => entry.tenant)).toEqual(['italy']);
      expect(info.plan.id).toBe('trial');
      expect(info.credits.company.total).toBe(5);
    }
    // And the contract customer still reads their own, untouched by the other's trial.
    const own = await subscription(contract.headers);
    expect([own.access, own.plan, own.credits.company.total]).toEqual(['contract', null, 3000]);
  });
});
