import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * Runs `work` while a BEFORE INSERT row trigger on `schema.table` runs `body` (PL/pgSQL on NEW),
 * then drops it. This is how a test makes the database refuse or change a row at insert: the
 * checks before the insert refuse any input that would do so by itself.
 */
export async function withInsertTrigger<T>(
  db: QueryExecutorProvider,
  target: { schema: string; table: string },
  body: string,
  work: () => Promise<T>,
): Promise<T> {
  const fn = `${target.schema}.test_insert_trigger`;
  await sql
    .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NEW; END $$`)
    .execute(db);
  try {
    await sql
      .raw(
        `CREATE TRIGGER test_insert_trigger BEFORE INSERT ON ${target.schema}.${target.table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
      )
      .execute(db);
    return await work();
  } finally {
    await sql.raw(`DROP FUNCTION ${fn}() CASCADE`).execute(db);
  }
}
