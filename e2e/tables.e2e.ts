import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Active surveys of properties: 2026-0002 in the demo. */
const activeSurveys = '/onderzoeken/panden/active';
/** Proposed ones: 2026-0003 and 2026-0005. */
const proposedSurveys = '/onderzoeken/panden/proposed';
const surveyPage = /\/onderzoeken\/\d+\/information$/;
const narrow = { width: 390, height: 844 };

/** The row (or card) of a list that holds the focused element, by its record id. */
const focusedRow = (page: Page, rowTestId = 'surveys-row') =>
  page.evaluate(
    (testId) =>
      document.activeElement?.closest(`[data-testid="${testId}"]`)?.getAttribute('data-id'),
    rowTestId,
  );

/** Presses Tab until the focus is in a row of the list; fails after `limit` presses. */
async function tabToRow(page: Page, rowTestId = 'surveys-row', limit = 20): Promise<string> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const row = await focusedRow(page, rowTestId);
    if (row) return row;
  }
  throw new Error(`no ${rowTestId} within ${limit} presses of Tab`);
}

describe('lists', () => {
  it('opens a survey from its row with the keyboard, and each row is one link', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto(activeSurveys);
    const rows = page.getByTestId('surveys-row');
    await rows.getByText('2026-0002').waitFor();

    // The row's link has the survey's URL, so a browser can open it in a new tab.
    const link = page.getByRole('link', { name: '2026-0002', exact: true });
    expect(await link.getAttribute('href')).toMatch(surveyPage);

    // One Tab stop per row: the next Tab leaves it.
    await page.getByTestId('survey-search').focus();
    const first = await tabToRow(page);
    expect(first).toBe(await rows.nth(0).getAttribute('data-id'));
    await page.keyboard.press('Tab');
    expect(await focusedRow(page)).not.toBe(first);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(surveyPage);
    expect(page.url()).toContain(`/onderzoeken/${first}/information`);
  });

  it('opens the card of a list beside it from the keyboard', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminMaritimeClients').click();
    await page.waitForURL(/\/admin\/klanten\/maritiem$/);
    await page.getByTestId('clients-row').first().waitFor();
    await page.getByTestId('clients-search').focus();
    const client = await tabToRow(page, 'clients-row');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/klanten/maritiem/${client}$`));
  });

  it('names the drag column of a list in a manual order', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.getByTestId('variable-lists-search').fill('eenh');
    await page.getByTestId('variable-lists-row').getByText('Eenheden', { exact: true }).click();
    const items = page.getByTestId('variable-items');
    await items.getByTestId('variable-items-row').first().waitFor();
    await items.getByRole('columnheader', { name: 'Volgorde', exact: true }).waitFor();
  });

  it('shows a list as cards on a phone, with labels, sorting and no sideways scrolling', async () => {
    const page = await app.newPage({ viewport: narrow });
    await logIn(page, 'manager@vezel.test');
    await page.goto(proposedSurveys);
    const cards = page.getByRole('list', { name: 'onderzoeken' }).getByTestId('surveys-row');
    const card = cards.filter({ hasText: '2026-0003' });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    // Each column a "label: value" line, the number the card's link.
    await card.locator('dt', { hasText: 'Adres / object' }).waitFor();
    expect(
      await card.getByRole('link', { name: '2026-0003', exact: true }).getAttribute('href'),
    ).toMatch(surveyPage);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // Without headers to click, a menu sorts.
    const numbers = () =>
      cards.evaluateAll((elements) =>
        elements.map((element) => element.querySelector('a')?.textContent ?? ''),
      );
    const ascending = [...(await numbers())].sort();
    expect(ascending.length).toBeGreaterThan(1);
    await page.getByLabel('Sorteren op').click();
    await page.getByRole('option', { name: 'Nummer, aflopend' }).click();
    await expect.poll(numbers).toEqual([...ascending].reverse());

    // The survey's tab strip shows it scrolls on to more tabs.
    await page.goto(activeSurveys);
    await cards.getByRole('link', { name: '2026-0002', exact: true }).click();
    await page.waitForURL(surveyPage);
    const strip = page.locator('.MuiTabs-root', {
      has: page.getByTestId('survey-tab-information'),
    });
    await strip.getByRole('tab').first().waitFor();
    // MUI keeps its scroll buttons out of the accessibility tree: the tabs are what a
    // keyboard reaches, the buttons only show a pointer user that there are more.
    const forward = strip.locator('.MuiTabs-scrollButtons').last();
    await forward.waitFor();
    expect(await forward.evaluate((element) => element.classList.contains('Mui-disabled'))).toBe(
      false,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
