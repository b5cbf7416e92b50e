// `npm run axe:summary`: the axe violations by impact over every page and overlay the browser
// tests visited in their latest run (the JSON lines e2e/support/axe.ts writes to AXE_REPORT_DIR,
// one file per test file).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeCheck, Impact } from '@vezel/e2e/support/axe';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder = path.resolve(process.env.AXE_REPORT_DIR || path.join(root, 'test-results/axe'));
const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

/** Where a check was made, with record ids made alike: `/onderzoeken/:id/bronnen › dialog "…"`. */
function placeOf(check: AxeCheck): string {
  const page = new URL(check.url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  return check.scope === 'page' ? page : `${page} › ${check.scope}`;
}

const inFolder = fs.existsSync(folder)
  ? fs.readdirSync(folder).filter((file) => file.endsWith('.jsonl'))
  : [];
// Results of a test file that is gone (renamed, removed) would count pages no test visits.
const stale = inFolder.filter(
  (file) => !fs.existsSync(path.join(root, 'e2e', file.replace(/\.jsonl$/, '.ts'))),
);
const files = inFolder.filter((file) => !stale.includes(file));
if (stale.length > 0) console.log(`Left out, their test files are gone: ${stale.join(', ')}`);
if (files.length === 0) {
  console.log(`No axe results in ${folder}: run browser tests first.`);
  process.exit(0);
}

const places = new Set<string>();
/** One entry per rule broken at a place, with the most elements any check found breaking it. */
const found = new Map<string, { impact: Impact; rule: string; place: string; nodes: number }>();
let checks = 0;
let axeMs = 0;
for (const file of files) {
  for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const check = JSON.parse(line) as AxeCheck;
    checks++;
    axeMs += check.ms ?? 0;
    const place = placeOf(check);
    places.add(place);
    for (const violation of check.violations) {
      const key = `${place}\n${violation.rule}`;
      const known = found.get(key);
      found.set(key, {
        impact: violation.impact,
        rule: violation.rule,
        place,
        nodes: Math.max(known?.nodes ?? 0, violation.nodes),
      });
    }
  }
}

console.log(
  `axe over the browser tests: ${files.length} test files, ${checks} checks, ` +
    `${places.size} pages and overlays, ${(axeMs / 1000).toFixed(1)} s of axe ` +
    `(${path.relative(process.cwd(), folder) || '.'})`,
);
console.log('impact    violations  elements  pages');
for (const impact of impacts) {
  const ofImpact = [...found.values()].filter((entry) => entry.impact === impact);
  const nodes = ofImpact.reduce((sum, entry) => sum + entry.nodes, 0);
  const pages = new Set(ofImpact.map((entry) => entry.place)).size;
  console.log(
    `${impact.padEnd(10)}${String(ofImpact.length).padStart(10)}${String(nodes).padStart(10)}` +
      `${String(pages).padStart(7)}`,
  );
}
console.log('\n(a violation: one rule broken on one page or overlay; elements: how many break it)');

const listed = [...found.values()].sort(
  (a, b) =>
    impacts.indexOf(a.impact) - impacts.indexOf(b.impact) ||
    a.rule.localeCompare(b.rule) ||
    a.place.localeCompare(b.place),
);
if (listed.length > 0) console.log('');
for (const entry of listed) {
  console.log(`${entry.impact.padEnd(10)}${entry.rule.padEnd(32)}${entry.place} (${entry.nodes})`);
}
