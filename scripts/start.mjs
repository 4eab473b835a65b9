// `npm start`: builds what is missing or out of date, then serves the API and the web app from one process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webEntry = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  ...['apps/server/src', 'apps/web/src', 'packages/domain/src'].map((d) => newestMtime(path.join(root, d))),
);
const built = [serverEntry, webEntry].every(existsSync)
  ? Math.min(statSync(serverEntry).mtimeMs, statSync(webEntry).mtimeMs)
  : 0;
if (built < sources) {
  console.log(built === 0 ? 'Building the app (first start)…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(serverEntry);
