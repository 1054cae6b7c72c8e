import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, parents first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/**
 * The nodes of the plan Postgres picks for a compiled query, with the `disabled` planner methods
 * (`enable_sort`, …) off for that one EXPLAIN: a way to ask whether an index can deliver an order
 * on a table too small for the planner to prefer it.
 */
export async function explainNodes(
  pool: pg.Pool,
  query: CompiledQuery,
  disabled: readonly string[] = [],
): Promise<PlanNode[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const setting of disabled) await client.query(`SET LOCAL ${setting} = off`);
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]);
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/**
 * VACUUM (ANALYZE) of `schema.table` until every page is marked all-visible, as autovacuum leaves
 * a settled table: the planner costs an index-only scan by that share. Files running beside this
 * one hold snapshots that keep VACUUM from marking fresh rows, so it is repeated for up to 20 s.
 */
export async function vacuumUntilAllVisible(pool: pg.Pool, schema: string, table: string): Promise<void> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    await pool.query(`VACUUM (ANALYZE) ${schema}.${table}`);
    const { rows } = await pool.query<{ settled: boolean }>(
      'SELECT relallvisible >= relpages AS settled FROM pg_class WHERE oid = $1::regclass',
      [`${schema}.${table}`],
    );
    if (rows[0]?.settled) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${schema}.${table} never became all-visible: a long transaction holds its rows`);
}
