#!/usr/bin/env node
// `npm test`: every check and every test, in the order a failure is cheapest to find.
// Ends with one "Tests: N passed, N failed" line counted from Vitest's JSON report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (label, command, args) => {
  process.stdout.write(`\n== ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return result.status === 0;
};

const steps = [
  ['translations complete in nl, en and fr', 'npm', ['run', '--silent', 'check:i18n']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint and formatting', 'npm', ['run', '--silent', 'lint']],
  ['web build (the browser tests serve it)', 'npm', ['run', '--silent', 'build']],
];
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    process.stdout.write(`\n${label} failed\nTests: 0 passed, 1 failed\n`);
    process.exit(1);
  }
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-test-')), 'vitest.json');
process.stdout.write(
  process.env.DATABASE_URL
    ? '\nServer tests run on PGlite and on the PostgreSQL server of DATABASE_URL\n'
    : '\nServer tests run on PGlite (set DATABASE_URL to also run them on PostgreSQL)\n',
);
const ok = run('unit, server and browser tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
let passed = 0;
let failed = ok ? 0 : 1;
if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests + (ok ? 0 : summary.numFailedTests === 0 ? 1 : 0);
}
process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
process.exit(ok ? 0 : 1);
