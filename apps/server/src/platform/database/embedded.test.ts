import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

describe('loadEmbeddedPostgres', () => {
  it("leaves a process's exit code alone (the package's exit hook used to turn a failed run into 0)", () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(EMBEDDED)}); await m.loadEmbeddedPostgres(); process.exitCode = 3;`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
