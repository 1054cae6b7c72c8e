import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { createHttpClient } from './http-client.ts';
import { runSeries, type Sample, type SeriesContext, type SeriesResult, summariseSeries } from './series.ts';
import { asSent } from './sql-capture.ts';

/**
 * The least an HTTP API can cost for these calls on this machine: a bare Fastify route (no hooks,
 * auth, validation, mapping or response schema) that sends the very statements the app sent for
 * one call through a pg pool and answers the last row as JSON. Timed and replayed like the app's
 * series, so its API ÷ SQL is the floor the app's ratio is to be read against.
 */
export async function measureFloor(
  ctx: SeriesContext,
  databaseUrl: string,
  appSamples: readonly Sample[],
): Promise<SeriesResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const server = Fastify();
  server.get<{ Params: { index: string } }>('/floor/:index', async (request) => {
    let last: pg.QueryResult | undefined;
    for (const statement of appSamples[Number(request.params.index)]!.statements) {
      last = await pool.query(asSent(statement));
    }
    return last?.rows[0] ?? null;
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const http = createHttpClient(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, {});
  try {
    const calls = appSamples.map((sample, index) => ({
      label: `floor of ${sample.label}`,
      send: () => http.request('GET', `/floor/${index}`),
    }));
    return await summariseSeries(ctx, await runSeries(ctx, calls), false);
  } finally {
    http.close();
    await server.close();
    await pool.end();
  }
}
