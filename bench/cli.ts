import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseBenchArgs } from './bench-options.ts';
import { checkTargets, toMarkdown } from './report.ts';
import { runBench } from './run-bench.ts';

/**
 * `npm run bench [-- --quick | --divisor=N]`: writes bench/results/latest.{json,md}; exits 1 when
 * a target of the full run is missed (the quick smoke run only reports them).
 */
const options = parseBenchArgs(process.argv.slice(2), process.env);
const report = await runBench(options);
const checks = checkTargets(report);
const markdown = toMarkdown(report, checks);
await mkdir(options.resultsDir, { recursive: true });
await writeFile(
  path.join(options.resultsDir, 'latest.json'),
  `${JSON.stringify({ ...report, checks }, null, 2)}\n`,
);
await writeFile(path.join(options.resultsDir, 'latest.md'), markdown);
console.log(markdown);
const missed = checks.filter((check) => check.met === false);
if (missed.length > 0 && !options.quick) {
  console.error(`${missed.length} target(s) missed: ${missed.map((check) => check.name).join(', ')}`);
  process.exit(1);
}
