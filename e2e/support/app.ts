import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import {
  assertAccessible,
  axeReportFile,
  checkNow,
  watchAccessibility,
  type AxeCheck,
} from './axe';
import { launchChromium } from './browser';
import { startServerProcess, type ServerProcess } from '@vezel/server/testing/server-process';

export const demoPassword = 'vezel-demo-2026';

export interface E2eApp {
  server: ServerProcess;
  browser: Browser;
  /**
   * A fresh browser profile (no cookies) with one page on it. axe checks each new state the
   * page shows (path, open dialog) and the state the test leaves it in or closes it in; the
   * test fails on a serious or critical violation. Results go to `AXE_REPORT_DIR` (see `npm run axe:summary`).
   */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** The links of the mails in the server's outbox, oldest first. */
  outboxLinks(): string[];
  close(): Promise<void>;
}

/** A real server process on a fresh data folder (embedded database, demo data) and Chromium. */
export async function startE2eApp(environment: Record<string, string> = {}): Promise<E2eApp> {
  // The admin is user 1 on a fresh database: give them the subscription page.
  const server = await startServerProcess({
    SUBSCRIPTION_USER_IDS: '1',
    DATABASE_URL: '',
    ...environment,
  });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  const testFile = expect.getState().testPath;
  const writeCheck = axeReportFile(
    testFile ? path.basename(testFile).replace(/\.ts$/, '') : `e2e-${process.pid}`,
  );
  // Each path with its open overlays is checked once per test file, the first time it shows;
  // the state every test ends in is always checked.
  const checkedStates = new Set<string>();
  return {
    server,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: 'nl-NL',
      });
      contexts.push(context);
      const checks: AxeCheck[] = [];
      const record = (check: AxeCheck) => {
        checks.push(check);
        writeCheck(check);
      };
      await watchAccessibility(context, {
        wanted: (key) => !checkedStates.has(key) && Boolean(checkedStates.add(key)),
        report: record,
      });
      const page = await context.newPage();
      let finished = false;
      const finish = async () => {
        if (finished) return;
        finished = true;
        const last = await checkNow(page);
        if (last) record(last);
        assertAccessible(checks);
      };
      const close = page.close.bind(page);
      page.close = async (closeOptions) => {
        await finish();
        return close(closeOptions);
      };
      try {
        onTestFinished(finish);
      } catch {
        // Made outside a test (a beforeAll): checked when the test file closes it.
      }
      return page;
    },
    outboxLinks() {
      const outbox = path.join(server.dataDir, 'outbox');
      if (!fs.existsSync(outbox)) return [];
      return fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map(
          (file) =>
            (JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { link: string }).link,
        );
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.stop();
    },
  };
}
