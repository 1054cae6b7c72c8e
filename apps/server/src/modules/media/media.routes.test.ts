import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrea } from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMediaLinks } from './media-links.ts';

let t: TestApp;
let spotId = 0;

beforeAll(async () => {
  t = await createTestApp();
  spotId = (await createCrea(t.db.databases.tenant('italy'), { title: 'Paradiso <Caffè> & Co' })).id;
  await createCrea(t.db.databases.tenant('france'), { title: 'Spot français', published_at: '2026-01-01' });
});
afterAll(async () => {
  await t.close();
});

// How the creativity list hands these links out is tested with it (creativity.routes.test.ts).
describe('GET /api/v1/media/crea/:id.svg', () => {
  // The test app runs without SECRET_KEY, so links are signed with the development key.
  const links = createMediaLinks(undefined);
  const linkTo = (id: number | undefined, tenant: 'italy' | 'france' = 'italy') =>
    links.sign(`/api/v1/media/crea/${id}.svg`, tenant) as string;

  it('differs between works and answers 404 for an unknown one or a bad name', async () => {
    const italy = t.db.databases.tenant('italy');
    const other = await createCrea(italy, { title: 'Paradiso <Caffè> & Co' });
    const a = await t.app.inject({ method: 'GET', url: linkTo(spotId) });
    const b = await t.app.inject({ method: 'GET', url: linkTo(other.id) });
    expect(a.body).not.toBe(b.body);
    expect((await t.app.inject({ method: 'GET', url: linkTo(999999) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/media/crea/abc.svg?tenant=italy' })).statusCode,
    ).toBe(400);
  });

  it('reads the work from the tenant its link was signed for', async () => {
    const [french] = await t.db.databases
      .tenant('france')
      .db.selectFrom('creative_works')
      .select('id')
      .execute();
    const response = await t.app.inject({ method: 'GET', url: linkTo(french?.id, 'france') });
    expect(response.body).toContain('Spot français');
  });

  it('serves nothing without a signed link: no reading any tenant by changing ?tenant=', async () => {
    const [french] = await t.db.databases
      .tenant('france')
      .db.selectFrom('creative_works')
      .select('id')
      .execute();
    const italianLink = linkTo(spotId);
    const forged = [
      `/api/v1/media/crea/${french?.id}.svg?tenant=france`,
      `/api/v1/media/crea/${french?.id}.svg`,
      `/api/v1/media/crea/${spotId}.svg?tenant=italy`,
      // A real signature, moved to another work or another tenant.
      italianLink.replace(/crea\/\d+/, `crea/${french?.id}`).replace('tenant=italy', 'tenant=france'),
      italianLink.replace('tenant=italy', 'tenant=france'),
      createMediaLinks('another-secret-key-0123456789').sign(
        `/api/v1/media/crea/${spotId}.svg`,
        'italy',
      ) as string,
    ];
    for (const url of forged) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('Spot français');
      expect(response.body).not.toContain('Paradiso');
    }
  });
});
