import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantExportPlugin, readSheet } from '../../../test/export-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const ROWS = 50_000;
const MEMORY_BUDGET_BYTES = 100 * 1024 * 1024;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const company = await createCompany(italy, { name: 'Streamed Spa' });
  // 50,000 contacts in Milano (the search) and 5,000 in Roma that the filter must leave out.
  await sql`
    INSERT INTO ${sql.table(`${italy.schema}.contacts`)}
      (name, surname, email, linkedin, city, company_id, title, modified_at)
    SELECT 'Name' || g, 'Surname' || g, 'person' || g || '@example.test',
      CASE WHEN g % 7 = 0 THEN 'linkedin.com/in/p' || g END,
      CASE WHEN g <= ${ROWS} THEN 'Milano' ELSE 'Roma' END,
      ${company.id}, 'Marketing manager', timestamptz '2025-01-01' + g * interval '1 minute'
    FROM generate_series(1, ${ROWS + 5000}) AS g`.execute(italy.db);
  await sql`ANALYZE ${sql.table(`${italy.schema}.contacts`)}`.execute(italy.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  // fetch keeps its sockets alive; the server would otherwise wait out the keep-alive timeout.
  t.app.server.closeAllConnections();
  await t.close();
});

function exportContacts(authorization: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/api/v1/frontend/contact/export`, {
    method: 'POST',
    headers: { authorization, 'x-tenant': 'italy', 'content-type': 'application/json' },
    body: JSON.stringify({ city: ['Milano'] }),
    signal,
  });
}

describe('contact export of 50,000 rows', () => {
  it('streams with flat memory and holds exactly the rows of the search', async () => {
    const admin = await createUser(t, { group: 'ADMIN' });
    const { authorization } = (await loginAs(t, admin)).headers;
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);
    const started = performance.now();
    const res = await exportContacts(authorization);
    expect(res.status).toBe(200);
    const chunks: Uint8Array[] = [];
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const file = Buffer.concat(chunks);
    const rssGrowth = peakRss - baseline.rss;
    const heapGrowth = peakHeap - baseline.heapUsed;
    console.info(
      `export: ${ROWS} rows in ${seconds.toFixed(2)} s (${Math.round(ROWS / seconds)} rows/s), ` +
        `${(file.length / 1e6).toFixed(1)} MB file, growth rss ${(rssGrowth / 1e6).toFixed(1)} MB, ` +
        `heap ${(heapGrowth / 1e6).toFixed(1)} MB`,
    );
    expect(rssGrowth).toBeLessThan(MEMORY_BUDGET_BYTES);
    expect(heapGrowth).toBeLessThan(MEMORY_BUDGET_BYTES);

    const sheet = await readSheet(file);
    expect(sheet.rowCount).toBe(ROWS + 1);
    // Default order: last modified first, so row 2 is contact 50,000 and the last row contact 1.
    expect(sheet.getRow(2).getCell(2).value).toBe(`Name${ROWS}`);
    expect(sheet.getRow(2).getCell(14).value).toEqual(new Date(Date.UTC(2025, 0, 1) + ROWS * 60_000));
    expect(sheet.getRow(ROWS + 1).getCell(3).value).toBe('Surname1');
    expect(sheet.getRow(ROWS + 1 - 6).getCell(10).value).toEqual({
      text: 'linkedin.com/in/p7',
      hyperlink: 'https://linkedin.com/in/p7',
    });
    const cities = new Set<unknown>();
    sheet.eachRow((row, index) => {
      if (index > 1) cities.add(row.getCell(11).value);
    });
    expect([...cities]).toEqual(['Milano']);
  }, 120_000);

  it('consumes nothing when the client aborts midway, and the allowance stays usable', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['contact'] } } });
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: ROWS });
    const { authorization } = (await loginAs(t, user)).headers;
    const abort = new AbortController();
    const res = await exportContacts(authorization, abort.signal);
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let received = 0;
    while (received < 200_000) received += (await reader.read()).value?.length ?? 0;
    abort.abort();

    // The lock is released once the server notices: the same allowance then exports in full.
    const retry = await exportContacts(authorization);
    expect(retry.status).toBe(200);
    const plugin = () =>
      t.db.databases.core
        .selectFrom('licence_plugins')
        .select('exported_count')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    expect((await plugin()).exported_count).toBe(0);
    expect((await readSheet(Buffer.from(await retry.arrayBuffer()))).rowCount).toBe(ROWS + 1);
    expect((await plugin()).exported_count).toBe(ROWS);
    const logged = await t.db.databases.core
      .selectFrom('export_log')
      .select(['row_count'])
      .where('user_id', '=', user.id)
      .execute();
    expect(logged).toEqual([{ row_count: ROWS }]);
  }, 120_000);

  it('consumes nothing when the database connection dies mid-stream, and answers a cut file', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['contact'] } } });
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: ROWS });
    const { authorization } = (await loginAs(t, user)).headers;
    const res = await exportContacts(authorization);
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let received = 0;
    while (received < 200_000) received += (await reader.read()).value?.length ?? 0;
    // The export's connection is reading (COPY): kill its backend as a failing server would.
    const killed = await sql<{ pid: number }>`
      SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'COPY%'`.execute(
      t.db.databases.core,
    );
    expect(killed.rows.length).toBeGreaterThan(0);
    // The response ends without the rest of the sheet (an error or a truncated stream), never a
    // complete file.
    const rest = await (async () => {
      try {
        let more = 0;
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) return more;
          more += chunk.value.length;
        }
      } catch {
        return -1;
      }
    })();
    expect(received + Math.max(rest, 0)).toBeLessThan(2_000_000);
    const plugin = await t.db.databases.core
      .selectFrom('licence_plugins')
      .select('exported_count')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(plugin.exported_count).toBe(0);
    const logged = await t.db.databases.core
      .selectFrom('export_log')
      .select('row_count')
      .where('user_id', '=', user.id)
      .execute();
    expect(logged).toEqual([]);
    // The allowance is intact: the same export then runs in full.
    const retry = await exportContacts(authorization);
    expect((await readSheet(Buffer.from(await retry.arrayBuffer()))).rowCount).toBe(ROWS + 1);
  }, 120_000);
});
