import { subtreeTotals } from '@adatlas/domain/reference-lists';
import { type Facet, type FacetValue, SEARCH_COUNT_CAP, toCappedCount } from '@adatlas/domain/search';
import { type SelectQueryBuilder, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: any kind's filtered rows; only `column` is read
type FilteredRows = SelectQueryBuilder<any, any, any>;

/** A value's count as the list's "N found" shows it: capped at SEARCH_COUNT_CAP. */
function cappedValue(value: string | number, counted: number): FacetValue {
  const { totalResults, totalIsCapped } = toCappedCount(counted, SEARCH_COUNT_CAP);
  return { value, count: totalResults, countIsCapped: totalIsCapped };
}

/**
 * `SELECT column, count(*) … GROUP BY column` over the filtered rows, records without a value left
 * out: the one query behind each facet (its plan is under test beside the list's).
 */
export function facetCountsQuery<Value>(rows: FilteredRows, column: string) {
  const ref = sql.ref<Value>(column);
  return rows
    .clearSelect()
    .clearOrderBy()
    .where(ref, 'is not', null)
    .select([ref.as('value'), sql<string>`count(*)`.as('n')])
    .groupBy(ref);
}

/**
 * A flat field's facet in one grouped query: the chosen values first (so they always carry their
 * count), then the `limit` most frequent others. A chosen value no record holds is listed with 0.
 */
export async function facetOfValues(
  rows: FilteredRows,
  column: string,
  options: { chosen: readonly string[]; limit: number },
): Promise<Facet> {
  const ref = sql.ref(column);
  const wanted = options.limit + options.chosen.length;
  const found = await facetCountsQuery<string>(rows, column)
    .orderBy(sql`${ref} = ANY(${sql.val([...options.chosen])}::text[])`, 'desc')
    .orderBy('n', 'desc')
    .orderBy(ref)
    .limit(wanted + 1)
    .execute();
  const isChosen = (value: string) => options.chosen.includes(value);
  const others = found.filter((row) => !isChosen(row.value));
  const listed = [...found.filter((row) => isChosen(row.value)), ...others.slice(0, options.limit)];
  const values = listed.map((row) => cappedValue(row.value, Number(row.n)));
  const missing = options.chosen.filter((value) => !listed.some((row) => row.value === value));
  return {
    values: [...values, ...missing.map((value) => cappedValue(value, 0))],
    isComplete: others.length <= options.limit,
  };
}

/**
 * A tree field's facet: the records counted by their own node in one grouped query, then each
 * node given its subtree's total, as its tree filter (which adds the descendants) finds them.
 * Every node with a record is listed: a reference tree holds hundreds of nodes, not thousands.
 */
export async function facetOfTree(
  rows: FilteredRows,
  column: string,
  links: readonly { id: number; parentId: number | null }[],
): Promise<Facet> {
  const found = await facetCountsQuery<number>(rows, column).execute();
  const totals = subtreeTotals(links, new Map(found.map((row) => [Number(row.value), Number(row.n)])));
  const values = [...totals]
    .sort(([idA, a], [idB, b]) => b - a || idA - idB)
    .map(([id, counted]) => cappedValue(id, counted));
  return { values, isComplete: true };
}
