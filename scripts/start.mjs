// `npm start`: builds the web app, then runs the server (embedded PostgreSQL unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// In staging and production the image ships a built web app (`npm run build`), and WEB_DIST names
// one built elsewhere; otherwise every start rebuilds it.
const prebuilt =
  (process.env.WEB_DIST && existsSync(`${process.env.WEB_DIST}/index.html`)) ||
  (['staging', 'production'].includes(process.env.NODE_ENV ?? '') && existsSync('apps/web/dist/index.html'));
const build = prebuilt ? { status: 0 } : spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('adatlas: the web build failed');
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
});
// Passed on, so a SIGTERM sent to this process alone (a supervisor, `kill PID`) stops the server
// and its embedded Postgres too; Ctrl-C reaches both through the process group, and the server
// closes once however many times it is told.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
