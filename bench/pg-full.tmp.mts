import { startEmbeddedPostgres } from '../apps/server/src/platform/database/embedded.ts';
import { BENCH_POSTGRES_SETTINGS } from './dataset/bench-database.ts';
const db = await startEmbeddedPostgres({ dataDir: '/work/wt/bench/data/bench/pg-full', settings: BENCH_POSTGRES_SETTINGS });
console.log(db.url);
process.on('SIGTERM', async () => { await db.stop(); process.exit(0); });
setInterval(() => {}, 1e6);
