import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/auth-helpers.ts';
import { createCompanies, grantCredits } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { createConsumptionService } from './consumption.service.ts';

let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await createCompanies(t.db.databases.tenant('italy'), 4);
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

async function contextFor(credits: { company: number; periodStart: Date; period: 1 | 12 }) {
  const user = await createUser(t, { tenants: { italy: { scopes: ['companyQuota'] } } });
  await grantCredits(t, user.id, { ...credits, contact: 0 });
  return (now: Date): RequestContext => ({
    requestId: 'test',
    tenant: 'italy',
    tenantDb: t.db.databases.tenant('italy'),
    user: {
      id: user.id,
      email: user.email,
      name: null,
      surname: null,
      group: 'CUSTOMER',
      organisation: null,
    },
    sessionId: null,
    scopes: ['companyQuota'],
    isAdmin: false,
    isReadOnly: false,
    now,
  });
}

const periodStarts = async (ctx: RequestContext) =>
  (
    await t.db.databases.core
      .selectFrom('record_opens')
      .select(['entity_id', 'period_start'])
      .where('user_id', '=', ctx.user?.id ?? 0)
      .orderBy('opened_at')
      .execute()
  ).map((row) => [row.entity_id, row.period_start.toISOString().slice(0, 10)]);

describe('credit periods rolled forward with the domain rules', () => {
  it('renews a monthly Jan 31 quota on Feb 29 in a leap year, then on Mar 31', async () => {
    const service = createConsumptionService(t.db.databases.core);
    const ctx = await contextFor({
      company: 1,
      periodStart: new Date('2024-01-31T00:00:00.000Z'),
      period: 1,
    });
    const [a, b] = ids as [number, number];
    await service.recordOpen(ctx(at('2024-02-15')), 'company', a);
    await service.recordOpen(ctx(at('2024-02-28')), 'company', a);
    await expect(service.recordOpen(ctx(at('2024-02-28')), 'company', b)).rejects.toMatchObject({
      code: 'OUT_OF_QUOTA_ERROR',
    });
    await service.recordOpen(ctx(at('2024-02-29')), 'company', b);
    await expect(service.recordOpen(ctx(at('2024-03-30')), 'company', a)).rejects.toMatchObject({
      code: 'OUT_OF_QUOTA_ERROR',
    });
    await service.recordOpen(ctx(at('2024-03-31')), 'company', a);
    expect(await periodStarts(ctx(at('2024-03-31')))).toEqual([
      [a, '2024-01-31'],
      [b, '2024-02-29'],
      [a, '2024-03-31'],
    ]);
  });

  it('renews a yearly Feb 29 quota on Feb 28 of common years and Feb 29 of 2028', async () => {
    const service = createConsumptionService(t.db.databases.core);
    const ctx = await contextFor({
      company: 1,
      periodStart: new Date('2024-02-29T00:00:00.000Z'),
      period: 12,
    });
    const [a] = ids as [number];
    for (const day of ['2024-03-01', '2025-02-28', '2026-03-01', '2028-02-28', '2028-02-29']) {
      await service.recordOpen(ctx(at(day)), 'company', a);
    }
    expect((await periodStarts(ctx(at('2028-03-01')))).map(([, start]) => start)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });
});
