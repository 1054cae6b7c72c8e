import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm start` does, with `env` (PORT and HOST included), serving the
 * built web app, and resolves once `/readyz` answers; a server that exits or never gets ready
 * fails with its output.
 */
export async function startAppServer(env: NodeJS.ProcessEnv, timeoutMs = 240_000): Promise<AppServer> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const baseUrl = `http://${env.HOST}:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}
