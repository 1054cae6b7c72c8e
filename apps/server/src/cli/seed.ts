import { parseArgs } from 'node:util';
import { isTenantId, TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';

const USAGE = `usage: npm run seed -- [--scale N] [--tenant ${TENANT_IDS.join('|')}] [--day YYYY-MM-DD]`;

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
function isDay(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(text)
  );
}

function parseOptions(argv: string[]): { scale: number; tenants?: TenantId[]; day?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: '1' },
      tenant: { type: 'string', multiple: true },
      day: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
    throw new Error(`--scale must be a number above 0 and at most 100, got "${values.scale}"`);
  }
  const unknown = values.tenant?.filter((tenant) => !isTenantId(tenant));
  if (unknown?.length) throw new Error(`unknown tenant "${unknown[0]}" (one of ${TENANT_IDS.join(', ')})`);
  if (values.day !== undefined && !isDay(values.day)) {
    throw new Error(`--day must be a date written YYYY-MM-DD, got "${values.day}"`);
  }
  return { scale, tenants: values.tenant as TenantId[] | undefined, day: values.day };
}

/**
 * `npm run seed -- --scale 10 [--tenant italy] [--day 2026-11-01]`: migrates, then reloads the demo
 * data set, dated from `--day` (default today).
 */
let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`adatlas: ${(error as Error).message} (${USAGE})`);
  process.exit(1);
}
try {
  // Loaded only once the arguments are valid: a typo is answered at once, without loading faker.
  const { loadConfig } = await import('../platform/config.ts');
  const { openDatabases } = await import('../platform/database/bootstrap.ts');
  const { seedAll } = await import('../seed/seed.ts');
  const runtime = await openDatabases(loadConfig(), (line) => console.log(line));
  try {
    const result = await seedAll(runtime.databases, { ...options, log: (line) => console.log(line) });
    console.log(result.summary);
  } finally {
    await runtime.stop();
  }
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}
