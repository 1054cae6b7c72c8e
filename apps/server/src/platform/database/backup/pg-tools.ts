import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The major version of a PostgreSQL client tool on PATH, or null when it is missing. */
export async function toolMajorVersion(
  tool: 'pg_dump' | 'pg_restore',
): Promise<{ major: number; text: string } | null> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match?.[1] ? { major: Number(match[1]), text: stdout.trim() } : null;
  } catch {
    return null;
  }
}

/** Connection settings for the tools: the password goes through the environment, not argv. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runTool(tool: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

/** Dumps one schema from an exported snapshot, so it matches the manifest's row counts exactly. */
export function pgDumpSchema(url: string, schema: string, file: string, snapshot: string): Promise<void> {
  return runTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--schema=${schema}`,
      `--file=${file}`,
    ],
    url,
  );
}

export function pgRestoreSchema(url: string, file: string): Promise<void> {
  return runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    url,
  );
}
