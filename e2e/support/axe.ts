import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  rule: string;
  impact: Impact;
  help: string;
  /** How many elements break the rule. */
  nodes: number;
  /** The first few of them: CSS selector and the start of their HTML. */
  targets: string[];
}

/** One axe run: a page, an overlay (dialog, menu, listbox) or the state a test ends in. */
export interface AxeCheck {
  url: string;
  /** "page", or the overlays that were checked, e.g. `dialog "Zoeken"`. */
  scope: string;
  trigger: 'shown' | 'final';
  violations: AxeViolation[];
  /** How long axe ran, confirmation included. */
  ms: number;
}

/** What a test fails on; lesser impacts are only reported. */
const failingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

interface WatcherOptions {
  /** Whether a state (path + overlays) still needs a check; answers false for repeats. */
  wanted(key: string): boolean;
  report(check: AxeCheck): void;
}

interface InPageAxe {
  finalCheck(): Promise<AxeCheck | null>;
}

/**
 * Runs axe inside every page of `context` whenever it shows a new state: a path, or an overlay
 * (dialog, menu, listbox; then only the overlay is checked). It runs as soon as the main region
 * shows while nothing loads (no progress indicator) or moves (a fading dialog gives false
 * contrast results), without waiting for the DOM to be quiet: a test rarely leaves a page idle.
 * A violation counts only when a second run on the same page confirms it, so a state caught
 * mid-render cannot fail a test nor count in the report. The page reports through a binding; the test never
 * waits for these runs.
 */
export async function watchAccessibility(
  context: BrowserContext,
  options: WatcherOptions,
): Promise<void> {
  await context.exposeFunction('__vezelAxeWanted', (key: string) => options.wanted(key));
  await context.exposeFunction('__vezelAxeReport', (check: AxeCheck) => options.report(check));
  // Only the top document: iframes (file previews) are checked with their page or not at all.
  await context.addInitScript({
    content: `if (window === window.top) {\n${axe.source}\n}`,
  });
  await context.addInitScript(inPageWatcher);
}

/**
 * Checks the page as it is now, after any run in progress. Null when the page has no watcher
 * (closed, an error page of the browser itself).
 */
export async function checkNow(page: Page): Promise<AxeCheck | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (page.isClosed()) return null;
    try {
      return await page.evaluate(() => {
        const watcher = (window as unknown as { __vezelAxe?: InPageAxe }).__vezelAxe;
        return watcher ? watcher.finalCheck() : null;
      });
    } catch (error) {
      // A navigation replaced the document under the check: check the new one.
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
  return null;
}

function failingViolations(checks: readonly AxeCheck[]): AxeCheck[] {
  return checks
    .map((check) => ({
      ...check,
      violations: check.violations.filter((violation) => failingImpacts.has(violation.impact)),
    }))
    .filter((check) => check.violations.length > 0);
}

/** Throws one readable error listing every serious or critical violation of `checks`. */
export function assertAccessible(checks: readonly AxeCheck[]): void {
  const failing = failingViolations(checks);
  if (failing.length === 0) return;
  const lines = failing.flatMap((check) =>
    check.violations.map(
      (violation) =>
        `- [${violation.impact}] ${violation.rule} (${violation.help}) on ${check.url}` +
        `${check.scope === 'page' ? '' : ` in ${check.scope}`}, ${check.trigger}:\n` +
        violation.targets.map((target) => `    ${target}`).join('\n'),
    ),
  );
  throw new Error(`axe found serious or critical accessibility violations:\n${lines.join('\n')}`);
}

/** Appends checks as JSON lines to one file; `npm run axe:summary` reads the folder. */
export function axeReportFile(name: string): (check: AxeCheck) => void {
  const folder = path.resolve(
    process.env.AXE_REPORT_DIR || path.join(import.meta.dirname, '../../test-results/axe'),
  );
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.jsonl`);
  // One file per test file, rewritten by each run of it: the folder holds the latest results.
  fs.writeFileSync(file, '');
  return (check) => fs.appendFileSync(file, `${JSON.stringify(check)}\n`);
}

/** Runs inside the page (serialised by Playwright): nothing from this module is in scope. */
function inPageWatcher(): void {
  if (window !== window.top) return;
  type Bindings = {
    axe: typeof axe;
    __vezelAxeWanted(key: string): Promise<boolean>;
    __vezelAxeReport(check: AxeCheck): Promise<void>;
    __vezelAxe: InPageAxe;
  };
  const page = window as unknown as Window & Bindings;
  const pollMs = 100;
  const overlaySelector = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';

  let mutations = 0;
  new MutationObserver(() => {
    mutations++;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

  const accessibleName = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');

  /** The child of <body> an element is portalled into. */
  const portalRoot = (element: Element) => {
    let root = element;
    while (root.parentElement && root.parentElement !== document.body) root = root.parentElement;
    return root;
  };

  /** Dialogs, menus and listboxes open over the app (MUI portals them into <body>). */
  const overlays = () =>
    Array.from(document.querySelectorAll(overlaySelector)).filter(
      (element) => visible(element) && portalRoot(element).id !== 'root',
    );

  const describe = (elements: Element[]) =>
    elements.length === 0
      ? 'page'
      : elements
          .map((element) => `${element.getAttribute('role')} "${accessibleName(element)}"`)
          .join(', ');

  const busy = () =>
    document.readyState !== 'complete' ||
    !document.body ||
    Array.from(document.querySelectorAll('[role="progressbar"]')).some(visible) ||
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );

  /** The app's main region, or a page that is not the app (the legacy-browser page). */
  const contentShown = () => {
    const main = document.querySelector('main');
    return main ? visible(main) : !document.getElementById('root');
  };

  /** Waits (at most `maxMs`) until nothing loads or moves and, when `quiet`, nothing changes. */
  const settled = async (maxMs: number, quiet: boolean) => {
    const until = Date.now() + maxMs;
    let seen = -1;
    let still = 0;
    while (still < 2 && Date.now() < until) {
      if (busy() || (quiet && mutations !== seen)) still = 0;
      else still++;
      seen = mutations;
      if (still < 2) await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

  const runAxe = async (include: Element[] | null, rules?: string[]) => {
    const results = await page.axe.run(include ? { include } : document, {
      resultTypes: ['violations'],
      iframes: false,
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: (violation.impact ?? 'minor') as Impact,
      help: violation.help,
      nodes: violation.nodes.length,
      // The selector and the start of the element's HTML: axe's selectors alone can be opaque.
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 120)}`),
    }));
  };

  /** Confirms what it finds with a second run of those rules, once nothing loads or moves. */
  const check = async (whole: boolean, trigger: AxeCheck['trigger']): Promise<AxeCheck> => {
    const open = overlays();
    const include = whole || open.length === 0 ? null : open.map(portalRoot);
    const scope = describe(whole ? [] : open);
    const url = location.href;
    const started = performance.now();
    const first = await runAxe(include);
    let violations: typeof first = [];
    if (first.length > 0) {
      // On a loaded machine a button's colour transition can outlast a second: the
      // confirming run waits (up to 5 s) until nothing moves.
      await settled(5000, false);
      const connected = include?.filter((element) => element.isConnected) ?? null;
      if (location.href === url && (!connected || connected.length > 0)) {
        violations = await runAxe(
          connected,
          first.map((violation) => violation.rule),
        );
      }
    }
    return { url, scope, trigger, violations, ms: Math.round(performance.now() - started) };
  };

  // axe refuses to run twice at once: every run waits for the previous one.
  let running: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const next = running.then(task, task);
    running = next.catch(() => undefined);
    return next;
  };

  let stopped = false;
  const checkedKeys = new Set<string>();
  const poll = () => {
    if (stopped || !page.axe) return;
    const key = `${location.pathname} ${describe(overlays())}`;
    if (busy() || !contentShown() || checkedKeys.has(key)) return;
    checkedKeys.add(key);
    void exclusive(async () => {
      if (stopped || !(await page.__vezelAxeWanted(key))) return;
      const result = await check(false, 'shown');
      if (!stopped) await page.__vezelAxeReport(result);
    }).catch(() => undefined);
  };
  const timer = setInterval(poll, pollMs);

  page.__vezelAxe = {
    finalCheck: () =>
      exclusive(async () => {
        stopped = true;
        clearInterval(timer);
        if (!page.axe) return null;
        await settled(5000, true);
        return check(true, 'final');
      }),
  };
}
