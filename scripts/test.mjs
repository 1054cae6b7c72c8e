// `npm test`: the whole suite (domain, server on a real Postgres, web, browser e2e), listing the
// slowest files, then closing with the line `N passed, N failed`.
//
// Two Vitest runs side by side: the browser files on one worker (they drive one Chromium against one
// server, and two of those at once overload two cores), and the domain, server and web files on one
// worker next to them. The browser run keeps about one core busy, so the other core was idle for
// its 21 minutes when the groups ran one after the other. Arguments (`npm test -- e2e/shell`) run
// a single Vitest over what they name, as before.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
mkdirSync('test-results', { recursive: true });

const extra = process.argv.slice(2);
const runs =
  extra.length > 0
    ? [{ name: 'all', args: extra, live: true }]
    : [
        { name: 'e2e', args: ['--project', 'e2e'], live: true },
        {
          name: 'unit',
          args: ['--project', 'domain', '--project', 'server', '--project', 'web', '--maxWorkers', '1'],
          live: false,
        },
      ];

const results = await Promise.all(runs.map(runVitest));
let passed = 0;
let failed = 0;
const files = [];
for (const result of results) {
  passed += result.passed;
  failed += result.failed;
  files.push(...result.files);
}
printSlowestFiles(files);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.status === 0) && failed === 0 ? 0 : 1);

/**
 * One Vitest run with its JSON report. A run that does not stream (`live: false`) writes to
 * test-results/vitest-NAME.log, printed whole when it ends, so the two runs' lines do not mix.
 */
function runVitest({ name, args, live }) {
  const report = `test-results/vitest-${name}.json`;
  const log = `test-results/vitest-${name}.log`;
  rmSync(report, { force: true });
  const child = spawn(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  if (!live) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) => {
    child.once('close', (status) => {
      if (!live) {
        console.log(`\n──── ${args.filter((arg) => !arg.startsWith('-')).join(', ')} (${log}) ────`);
        console.log(readFileSync(log, 'utf8'));
        console.log(`──── end of ${name} ────\n`);
      }
      resolve({ status: status ?? 1, ...readReport(report) });
    });
  });
}

/** Passed and failed tests and the files' times of one JSON report; no report counts as a failure. */
function readReport(report) {
  if (!existsSync(report)) return { passed: 0, failed: 1, files: [] };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: result.numPassedTests,
    failed: result.numFailedTests + (result.success || result.numFailedTests > 0 ? 0 : 1),
    files: result.testResults ?? [],
  };
}

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
