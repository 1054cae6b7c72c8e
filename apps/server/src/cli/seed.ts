import { parseArgs } from 'node:util';
import { isTenantId, TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';

const USAGE = `usage: npm run seed -- [--scale N] [--tenant ${TENANT_IDS.join('|')}]`;

function parseOptions(argv: string[]): { scale: number; tenants?: TenantId[] } {
  const { values } = parseArgs({
    args: argv,
    options: { scale: { type: 'string', default: '1' }, tenant: { type: 'string', multiple: true } },
    strict: true,
    allowPositionals: false,
  });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
    throw new Error(`--scale must be a number above 0 and at most 100, got "${values.scale}"`);
  }
  const unknown = values.tenant?.filter((tenant) => !isTenantId(tenant));
  if (unknown?.length) throw new Error(`unknown tenant "${unknown[0]}" (one of ${TENANT_IDS.join(', ')})`);
  return { scale, tenants: values.tenant as TenantId[] | undefined };
}

/** `npm run seed -- --scale 10 [--tenant italy]`: migrates, then reloads the demo data set. */
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
