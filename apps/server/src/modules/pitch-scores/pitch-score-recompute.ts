import { categoryMedianMonths, type PitchPeriod, pitchScore } from '@adatlas/domain/market';
import type { TenantId } from '@adatlas/domain/tenants';
import type { TenantDb } from '../../platform/database/databases.ts';
import { findPitchHistory, type NewPitchScore, replacePitchScores } from './pitch-scores.repository.ts';

export const PITCH_SCORES_RECOMPUTE_JOB = 'pitch-scores-recompute';

export interface PitchScoreRecompute {
  /** Rebuilds the tenant's scores from its pitch history; returns how many rows it wrote. */
  recompute(tenantDb: TenantDb, now: Date): Promise<number>;
  /** Called after pitch writes: queues one recompute per tenant, collapsing bursts of writes. */
  requestRecompute(tenant: TenantId): Promise<void>;
}

export interface PitchScoreRecomputeDependencies {
  /** The job queue's send; absent where no queue runs, the recompute then happens inline. */
  sendJob?: (
    name: string,
    data: object,
    options: { singletonKey: string; singletonSeconds: number },
  ) => Promise<unknown>;
  tenantDb(tenant: TenantId): TenantDb;
}

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

type HistoryRow = Awaited<ReturnType<typeof findPitchHistory>>[number];

function scoreRows(history: HistoryRow[], now: Date): NewPitchScore[] {
  const groups = new Map<string, HistoryRow[]>();
  for (const row of history) {
    const key = `${row.company_id}:${row.category_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const byCategory = new Map<number, PitchPeriod[][]>();
  const entries = (rows: HistoryRow[]): PitchPeriod[] =>
    rows.map((r) => ({
      startDate: utcDate(r.start_date),
      endDate: r.end_date === null ? null : utcDate(r.end_date),
    }));
  for (const rows of groups.values()) {
    const categoryId = (rows[0] as HistoryRow).category_id;
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), entries(rows)]);
  }
  const medians = new Map([...byCategory].map(([id, histories]) => [id, categoryMedianMonths(histories)]));
  return [...groups.values()].map((rows) => {
    const latest = rows.at(-1) as HistoryRow;
    const ends = rows.map((r) => r.end_date).filter((end): end is string => end !== null);
    return {
      company_id: latest.company_id,
      category_id: latest.category_id,
      // ISO dates sort as text.
      latest_end_date: ends.sort().at(-1) ?? null,
      scope: latest.scope,
      latest_winner_company_id: latest.winner_company_id,
      // The formula answers null only for an empty history, which a group never is.
      score: pitchScore(entries(rows), medians.get(latest.category_id) as number, now) ?? 0,
    };
  });
}

export function createPitchScoreRecompute(deps: PitchScoreRecomputeDependencies): PitchScoreRecompute {
  const service: PitchScoreRecompute = {
    async recompute(tenantDb, now) {
      const rows = scoreRows(await findPitchHistory(tenantDb), now);
      await replacePitchScores(tenantDb, rows, now);
      return rows.length;
    },
    async requestRecompute(tenant) {
      if (!deps.sendJob) {
        await service.recompute(deps.tenantDb(tenant), new Date());
        return;
      }
      await deps.sendJob(
        PITCH_SCORES_RECOMPUTE_JOB,
        { tenant },
        { singletonKey: tenant, singletonSeconds: 60 },
      );
    },
  };
  return service;
}
