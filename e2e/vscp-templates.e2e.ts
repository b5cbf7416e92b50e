import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Chooses an option of a select field, found by its label, in the given part of the page. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The rows of the entries table, without its header row. */
const entriesRows = (page: Page) =>
  page
    .getByRole('table', { name: 'controlepunten' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The system and component of each entry row, top to bottom. */
const entryRows = (page: Page) =>
  entriesRows(page).evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(1, 3)
        .map((cell) => cell.textContent)
        .join(' / '),
    ),
  );

describe('VSCP templates', () => {
  it('lets a manager make a set, add, edit, reorder and delete entries, and delete the set', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'VSCP-sjablonen' })
      .click();
    await page.waitForURL(/\/admin\/vscpsjablonen$/);
    const templates = page.getByRole('table', { name: 'VSCP-sjablonen' });
    await templates.getByRole('link', { name: 'Bulk carrier — standard VSCP' }).waitFor();

    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'VSCP-sjabloon toevoegen' });
    await create.getByLabel('Scheepstype', { exact: true }).fill('LPG carrier');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.getByText('Dit veld is verplicht').waitFor();
    await create.getByLabel('Naam', { exact: true }).fill('Gastanker — VSCP');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await templates.getByRole('link', { name: 'Gastanker — VSCP' }).click();
    await page.waitForURL(/\/admin\/vscpsjablonen\/\d+$/);
    const card = page.getByRole('region', { name: 'Gastanker — VSCP' });
    await card.getByRole('heading', { name: 'Gastanker — VSCP', level: 2 }).waitFor();

    // The entries tab has its own URL.
    await page.goto(`${new URL(page.url()).pathname}/entries`);
    await card.getByRole('tab', { name: 'Controlepunten (0)', selected: true }).waitFor();
    await card.getByRole('button', { name: 'Toevoegen' }).click();
    const createEntry = page.getByRole('dialog', { name: 'Controlepunt toevoegen' });
    await choose(page, createEntry, 'Systeem', 'Engine room');
    await choose(page, createEntry, 'Component', 'Pipe insulation');
    await choose(page, createEntry, 'Materiaal', 'Insulation');
    await page.getByRole('radio', { name: 'Bemonstering' }).check();
    await createEntry.getByRole('button', { name: 'Opslaan' }).click();
    await createEntry.getByText('Dit veld is verplicht').waitFor();
    await choose(page, createEntry, 'Gevaarlijke stof', 'Asbest (Tabel A)');
    await createEntry.getByRole('button', { name: 'Opslaan' }).click();
    await createEntry.waitFor({ state: 'hidden' });
    const first = entriesRows(page).filter({ hasText: 'Pipe insulation' });
    await first.getByText('Asbest (Tabel A)').waitFor();
    await first.getByText('Bemonstering').waitFor();

    // A second entry, a visual check of the transformers for PCBs.
    await card.getByRole('button', { name: 'Toevoegen' }).click();
    await choose(page, createEntry, 'Systeem', 'Electrical');
    await choose(page, createEntry, 'Component', 'Transformer');
    await choose(page, createEntry, 'Materiaal', 'Insulation');
    await choose(page, createEntry, 'Zone', 'Engine room');
    await choose(page, createEntry, 'Gevaarlijke stof', "PCB's (Tabel A)");
    await createEntry.getByRole('button', { name: 'Opslaan' }).click();
    await createEntry.waitFor({ state: 'hidden' });
    await expect
      .poll(() => entryRows(page))
      .toEqual(['Engine room / Pipe insulation', 'Electrical / Transformer']);

    // Edit the first entry on its card, which has its own URL.
    await first.click();
    await page.waitForURL(/\/entries\/\d+$/);
    const entryTitle = card.getByRole('heading', {
      name: 'Engine room – Pipe insulation',
      level: 3,
    });
    await entryTitle.waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await choose(page, card, 'Gevaarlijke stof', 'Lood (Tabel B)');
    await card.getByLabel('Opmerkingen', { exact: true }).fill('Menieverf op leidingen');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await first.getByText('Lood (Tabel B)').waitFor();

    // Reorder with the keyboard on the drag handle; a reload keeps the order and the card.
    const cardUrl = page.url();
    await page
      .locator('[data-testid="vscp-template-entries-table"][data-reorderable="true"]')
      .waitFor();
    await entriesRows(page)
      .filter({ hasText: 'Transformer' })
      .getByRole('button', { name: 'Verslepen of met pijltje omhoog en omlaag verplaatsen' })
      .focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => entryRows(page))
      .toEqual(['Electrical / Transformer', 'Engine room / Pipe insulation']);
    await page.reload();
    expect(page.url()).toBe(cardUrl);
    await entryTitle.waitFor();
    expect(await card.getByLabel('Opmerkingen', { exact: true }).inputValue()).toBe(
      'Menieverf op leidingen',
    );
    await expect
      .poll(() => entryRows(page))
      .toEqual(['Electrical / Transformer', 'Engine room / Pipe insulation']);

    // Delete the entry through the confirm modal.
    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Engine room – Pipe insulation verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/vscpsjablonen\/\d+\/entries$/);
    await first.waitFor({ state: 'detached' });
    await card.getByRole('tab', { name: 'Controlepunten (1)' }).waitFor();

    // And the set, from its information tab.
    await card.getByRole('tab', { name: 'Informatie' }).click();
    await page.waitForURL(/\/admin\/vscpsjablonen\/\d+$/);
    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Gastanker — VSCP verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/admin\/vscpsjablonen$/);
    await templates.getByRole('link', { name: 'Gastanker — VSCP' }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps surveyors out of the VSCP templates page', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const navigation = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await navigation.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await navigation.getByRole('link', { name: 'VSCP-sjablonen' }).count()).toBe(0);
    await page.goto('/admin/vscpsjablonen');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.close();
  });
});
