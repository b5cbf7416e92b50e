import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, checkNow, watchAccessibility, type AxeCheck } from './support/axe';
import { launchChromium } from './support/browser';

// The checker every browser test runs (support/app.ts), on tiny pages with known faults.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function watchedPage(html: string): Promise<{ page: Page; checks: AxeCheck[] }> {
  const context = await browser.newContext();
  const checks: AxeCheck[] = [];
  await watchAccessibility(context, { wanted: () => true, report: (check) => checks.push(check) });
  const page = await context.newPage();
  await page.route('http://axe.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html>${html}` }),
  );
  await page.goto('http://axe.test/');
  return { page, checks };
}

const wellFormed = '<html lang="nl"><head><title>Proef</title></head><body><main><h1>Proef</h1>';

describe('the axe check of the browser tests', () => {
  it('fails on a serious or critical violation, naming rule, impact, element and page', async () => {
    const { page } = await watchedPage(
      `${wellFormed}<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main>`,
    );
    const check = await checkNow(page);
    expect(check?.violations.map((violation) => violation.rule).sort()).toEqual([
      'button-name',
      'image-alt',
    ]);
    expect(() => assertAccessible(check ? [check] : [])).toThrow(
      /\[critical\] image-alt .* on http:\/\/axe\.test\/, final:\n {4}img/,
    );
  });

  it('passes a page without faults and does not fail on lesser ones', async () => {
    const { page } = await watchedPage(`${wellFormed}<p>Inhoud</p></main><p>Buiten main</p>`);
    const check = await checkNow(page);
    expect(check?.violations.map((violation) => `${violation.rule} ${violation.impact}`)).toEqual([
      'region moderate',
    ]);
    expect(() => assertAccessible(check ? [check] : [])).not.toThrow();
  });

  it('checks a dialog while it is open, though the test closes it before its end', async () => {
    const { page, checks } = await watchedPage(
      `${wellFormed}<button id="open">Open</button></main><script>
        document.getElementById('open').onclick = () => {
          const dialog = document.createElement('div');
          dialog.innerHTML =
            '<div role="dialog" aria-label="Kapot"><button id="close"></button>Inhoud</div>';
          document.body.append(dialog);
          dialog.querySelector('#close').onclick = () => dialog.remove();
        };
      </script>`,
    );
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('dialog', { name: 'Kapot' }).waitFor();
    await expect
      .poll(() => checks.find((check) => check.scope === 'dialog "Kapot"')?.violations)
      .toEqual([expect.objectContaining({ rule: 'button-name', impact: 'critical', nodes: 1 })]);
    await page.locator('#close').click();
    const last = await checkNow(page);
    expect(last?.violations).toEqual([]);
    expect(() => assertAccessible([...checks, ...(last ? [last] : [])])).toThrow(
      /button-name .* in dialog "Kapot", shown/,
    );
  });
});
