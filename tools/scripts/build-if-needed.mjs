#!/usr/bin/env node
// `npm start` runs this first: it builds the web app only when the build is missing or
// older than one of its sources, so a fresh clone works and a restart stays fast.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'CHANGELOG.md',
].map((source) => path.join(root, source));

/** The newest modification time under a file or folder; 0 when it does not exist. */
function newestChange(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function builtAt() {
  try {
    return fs.statSync(builtIndex).mtimeMs;
  } catch {
    return null;
  }
}

const built = builtAt();
const changed = Math.max(...sources.map(newestChange));

if (built !== null && built >= changed) {
  console.log('Web build is up to date (apps/web/dist)');
} else {
  console.log(
    built === null
      ? 'No web build yet: building apps/web'
      : 'Web sources changed since the last build: building apps/web',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', '@vezel/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed');
    process.exit(result.status ?? 1);
  }
}
