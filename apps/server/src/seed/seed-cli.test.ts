import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cli/seed.ts');

async function seedCli(args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    // An unreachable DATABASE_URL proves bad arguments are refused before any connection.
    await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  }
}

describe.concurrent('npm run seed', () => {
  it.each([
    [['--scale', 'ten'], /--scale must be a number above 0/],
    [['--scale', '0'], /--scale must be a number above 0/],
    [['--tenant', 'atlantis'], /unknown tenant "atlantis"/],
    [['--day', '2026-02-30'], /--day must be a date written YYYY-MM-DD/],
    [['--day', 'yesterday'], /--day must be a date written YYYY-MM-DD/],
    [['--colour', 'blue'], /Unknown option '--colour'/],
  ])('refuses %j with one clear line and exit code 1', async (args, message) => {
    const { code, stderr } = await seedCli(args);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
