import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AdLibraryRunProblem } from '@adatlas/domain/ad-library-ingestion';
import { AD_LIBRARY_ERROR_REPORT_MAX } from '@adatlas/domain/ad-library-ingestion';
import { parse } from 'csv-parse';
import type { TenantDb } from '../../platform/database/databases.ts';
import { recordProgress, type StagedAd, upsertAds } from './ad-library.repository.ts';
import { type GoogleColumns, parseGoogleRow, resolveGoogleColumns } from './google-creative-stats.ts';

/** Rows per insert: 13 parameters each stays far under Postgres' 65535 per statement. */
const BATCH_ROWS = 2000;
/** How often the run's progress (rows read, bytes) is written for the back office's bar. */
const PROGRESS_EVERY_ROWS = 2000;

export interface GoogleImportOutcome {
  rowsRead: number;
  loaded: number;
  otherRegions: number;
  bytes: number;
  /** Bad lines, the first AD_LIBRARY_ERROR_REPORT_MAX of them; `badLines` counts all. */
  problems: AdLibraryRunProblem[];
  badLines: number;
  /** Set when the file could not be read at all (header, interrupted upload). */
  fatal: string | null;
}

/** Thrown inside the transaction so that a file with a bad line loads nothing. */
class RollBack extends Error {}

/**
 * Streams one creative-stats CSV into the staging table, all or nothing: the rows are upserted as
 * they are read inside one transaction, which commits only if every line was good; a bad line
 * stops the inserts, the rest of the file is still read so that every bad line is reported, and
 * the transaction rolls back. Memory holds one batch, whatever the file's size. Lines of another
 * region than the tenant's are counted and left out.
 */
export async function importGoogleCsv(
  tenantDb: TenantDb,
  input: { runId: number; region: string; body: Readable },
): Promise<GoogleImportOutcome> {
  const outcome: GoogleImportOutcome = {
    rowsRead: 0,
    loaded: 0,
    otherRegions: 0,
    bytes: 0,
    problems: [],
    badLines: 0,
    fatal: null,
  };
  const report = (line: number, message: string) => {
    outcome.badLines += 1;
    if (outcome.problems.length < AD_LIBRARY_ERROR_REPORT_MAX) outcome.problems.push({ line, message });
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      outcome.bytes += chunk.length;
      done(null, chunk);
    },
  });
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
  });
  // Malformed quoting: csv-parse skips the record and says where, sometimes more than once for one
  // line; the file is still read on (a quote never closed takes the rest of the file with it).
  let lastSkipped = 0;
  parser.on('skip', (error: Error & { lines?: number }) => {
    const line = error.lines ?? outcome.rowsRead + 1;
    if (line === lastSkipped) return;
    lastSkipped = line;
    report(line, `Unreadable CSV: ${error.message}`);
  });
  const feeding = pipeline(input.body, counter, parser).catch((error: unknown) => {
    outcome.fatal ??= `The upload was interrupted: ${(error as Error).message}`;
  });

  try {
    await tenantDb.db.transaction().execute(async (trx) => {
      let columns: GoogleColumns | null = null;
      const batch = new Map<string, StagedAd>();
      const flush = async () => {
        if (outcome.badLines === 0 && !outcome.fatal) {
          await upsertAds(trx, 'GOOGLE', input.runId, [...batch.values()]);
          outcome.loaded += batch.size;
        }
        batch.clear();
      };
      try {
        for await (const { record, info } of parser as AsyncIterable<{
          record: string[];
          info: { lines: number };
        }>) {
          // A file that cannot be read is still received to its end: the answer then goes out
          // on a healthy connection instead of a reset one.
          if (outcome.fatal) continue;
          if (!columns) {
            const resolved = resolveGoogleColumns(record);
            if ('problem' in resolved) outcome.fatal = resolved.problem;
            else columns = resolved;
            continue;
          }
          outcome.rowsRead += 1;
          const parsed = parseGoogleRow(columns, record);
          if ('problem' in parsed) report(info.lines, parsed.problem);
          else if (parsed.ad.region !== input.region) outcome.otherRegions += 1;
          else batch.set(parsed.ad.ad_id, parsed.ad);
          if (batch.size >= BATCH_ROWS) await flush();
          if (outcome.rowsRead % PROGRESS_EVERY_ROWS === 0) {
            // Outside the transaction, so the back office sees it while the file is still coming.
            await recordProgress(tenantDb.db, input.runId, {
              rowsRead: outcome.rowsRead,
              bytes: outcome.bytes,
            });
          }
        }
      } catch (error) {
        // The upload stopped halfway (client gone): nothing of it is kept.
        if (!input.body.destroyed && !input.body.readableAborted) throw error;
        outcome.fatal ??= `The upload was interrupted: ${(error as Error).message}`;
      }
      await feeding;
      if (!columns && !outcome.fatal) outcome.fatal = 'The file is empty';
      await flush();
      if (outcome.fatal || outcome.badLines > 0) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    outcome.loaded = 0;
  } finally {
    await feeding;
  }
  return outcome;
}
