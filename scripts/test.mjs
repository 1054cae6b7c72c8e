// `npm test`: the whole suite (domain, server on a real Postgres, web, browser e2e) in one Vitest run,
// listing the slowest files, then closing with the line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.success || result.numFailedTests > 0 ? 0 : 1);
  printSlowestFiles(result.testResults ?? []);
} else {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);

/** The files that set the suite's length, so a slow new one is seen where it lands. */
function printSlowestFiles(files, count = 12) {
  const slowest = files
    .map((file) => ({ name: path.relative(process.cwd(), file.name), ms: file.endTime - file.startTime }))
    .filter((file) => Number.isFinite(file.ms))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\nSlowest test files (of ${files.length}):`);
  for (const file of slowest) console.log(`${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);
  console.log('');
}
