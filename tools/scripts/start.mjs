#!/usr/bin/env node
// `npm start`: builds the web app when needed, then runs the laboratory simulator
// (tools/simulators/laboratory, the demo's API laboratory), the LAVS simulator
// (tools/simulators/lavs, where the demo registers its inventories) and the server, each its
// own process. LAB_SIMULATOR=off and LAVS_SIMULATOR=off leave a simulator out (the real
// service, or one running elsewhere); a simulator that cannot start (its port taken) does
// not stop the server. Ctrl+C or a signal stops them all.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = spawnSync(process.execPath, [path.join(root, 'tools/scripts/build-if-needed.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = new Set();
const run = (script) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    stdio: 'inherit',
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};

if (process.env.LAB_SIMULATOR !== 'off') {
  const simulator = run('tools/simulators/laboratory/main.ts');
  simulator.on('exit', (code) => {
    if (code)
      console.error(`The laboratory simulator stopped (exit ${code}); Vezel runs on without it`);
  });
}
if (process.env.LAVS_SIMULATOR !== 'off') {
  const simulator = run('tools/simulators/lavs/main.ts');
  simulator.on('exit', (code) => {
    if (code) console.error(`The LAVS simulator stopped (exit ${code}); Vezel runs on without it`);
  });
}
const server = run('apps/server/src/main.ts');
server.on('exit', (code, signal) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
