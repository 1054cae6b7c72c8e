import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { usePreparedStatement } from './connection.ts';

/** Stands where a value goes while the query is compiled; replaced by the value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

type Params = Record<string, unknown>;

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A query of fixed shape, built and compiled once per database handle (so once per tenant schema)
 * and afterwards sent with each call's values, as a prepared statement. For a short query,
 * building the Kysely tree, rewriting it for the tenant schema and compiling it cost as much as
 * Postgres running it, and planning it two thirds of that (docs/performance.md §11, §16); the
 * cached text is the same SQL Kysely would produce.
 *
 * `build` must not branch on the values: it sees stand-ins, which only work where a value is a
 * bound parameter (comparisons, `sql` template values), never in an `in` list or a `sql.lit`.
 */
export function compiledOnce<DB, P extends Params, Row>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<DB>, params: P) => Compilable<Row>,
): (db: Kysely<DB>, params: P) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<DB>, Compiled>();

  function compile(db: Kysely<DB>): Compiled {
    const stand = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as unknown as P;
    const { sql, parameters } = build(db, stand).compile();
    const bound = new Set(parameters.filter((value) => value instanceof Slot).map((slot) => slot.name));
    const unbound = names.filter((name) => !bound.has(name));
    if (unbound.length > 0) {
      throw new Error(`compiledOnce: ${unbound.join(', ')} did not become bound parameters`);
    }
    usePreparedStatement(sql);
    return { sql, parameters };
  }

  return async (db, params) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db);
      compiledFor.set(db, compiled);
    }
    const values = compiled.parameters.map((value) => (value instanceof Slot ? params[value.name] : value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values));
    return result.rows;
  };
}
