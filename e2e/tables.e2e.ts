import type { Locator, Page } from 'playwright-core';
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

/** The rows (or cards) of a list that open a record: those with a link (the header has none). */
const recordRows = (list: Locator) =>
  list.getByRole('row').filter({ has: list.page().getByRole('link') });

/** The address of the row link of `rows` that has the focus, or null while the focus is elsewhere. */
async function focusedRowLink(page: Page, rows: Locator): Promise<string | null> {
  const focused = rows.getByRole('link').and(page.locator(':focus'));
  return (await focused.count()) === 1 ? focused.getAttribute('href') : null;
}

/** Presses Tab until the focus is on a row's link; fails after `limit` presses. */
async function tabToRow(page: Page, rows: Locator, limit = 20): Promise<string> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const link = await focusedRowLink(page, rows);
    if (link) return link;
  }
  throw new Error(`no row link within ${limit} presses of Tab`);
}

/** A link of the drawer. */
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name });

describe('lists', () => {
  it('opens a survey from its row with the keyboard, and each row is one link', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto(activeSurveys);
    const rows = recordRows(page.getByRole('table', { name: 'onderzoeken' }));
    await rows.getByText('2026-0002').waitFor();

    // The row's link has the survey's URL, so a browser can open it in a new tab.
    const link = page.getByRole('link', { name: '2026-0002', exact: true });
    expect(await link.getAttribute('href')).toMatch(surveyPage);

    // One Tab stop per row: the next Tab leaves it.
    await page.getByRole('textbox', { name: 'Zoeken in alle onderzoeken' }).focus();
    const first = await tabToRow(page, rows);
    expect(first).toBe(await rows.nth(0).getByRole('link').getAttribute('href'));
    await page.keyboard.press('Tab');
    expect(await focusedRowLink(page, rows)).not.toBe(first);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(surveyPage);
    expect(new URL(page.url()).pathname).toBe(first);
  });

  it('opens the card of a list beside it from the keyboard', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await navLink(page, 'Klanten maritiem').click();
    await page.waitForURL(/\/admin\/klanten\/maritiem$/);
    const rows = recordRows(page.getByRole('table', { name: 'klanten' }));
    await rows.first().waitFor();
    await page.getByRole('textbox', { name: 'Zoeken', exact: true }).focus();
    const client = await tabToRow(page, rows);
    expect(client).toMatch(/\/admin\/klanten\/maritiem\/[^/]+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${client}$`));
  });

  it('names the drag column of a list in a manual order', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await navLink(page, 'Variabelen').click();
    await page.getByRole('textbox', { name: 'Zoeken', exact: true }).fill('eenh');
    await page
      .getByRole('table', { name: 'lijsten' })
      .getByText('Eenheden', { exact: true })
      .click();
    const items = page.getByRole('table', { name: 'Eenheden' });
    await recordRows(items).first().waitFor();
    await items.getByRole('columnheader', { name: 'Volgorde', exact: true }).waitFor();
  });

  it('shows a list as cards on a phone, with labels, sorting and no sideways scrolling', async () => {
    const page = await app.newPage({ viewport: narrow });
    await logIn(page, 'manager@vezel.test');
    await page.goto(proposedSurveys);
    const cards = page
      .getByRole('list', { name: 'onderzoeken' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
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
      has: page.getByRole('tab', { name: 'Informatie', exact: true }),
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
