import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './support/app';
import { drawerEntries, logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Chooses an option of a select field of the form. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The system and component of each entry row, top to bottom. */
const entryRows = (page: Page) =>
  page.getByTestId('vscp-template-entries-table-row').evaluateAll((rows) =>
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
    await page.getByTestId('nav-adminVscpTemplates').click();
    await page.waitForURL(/\/admin\/vscpsjablonen$/);
    await page
      .getByTestId('vscp-templates-row')
      .getByText('Bulk carrier — standard VSCP')
      .waitFor();

    await page.getByTestId('vscp-templates-add').click();
    await page.getByTestId('vscp-template-create-vessel_type').fill('LPG carrier');
    await page.getByTestId('vscp-template-create-save').click();
    await page.getByTestId('vscp-template-create').getByText('Dit veld is verplicht').waitFor();
    await page.getByTestId('vscp-template-create-name').fill('Gastanker — VSCP');
    await page.getByTestId('vscp-template-create-save').click();
    await page.getByTestId('vscp-template-create').waitFor({ state: 'hidden' });
    await page.getByTestId('vscp-templates-row').getByText('Gastanker — VSCP').click();
    await page.waitForURL(/\/admin\/vscpsjablonen\/\d+$/);
    await page.getByTestId('vscp-template-card-title').getByText('Gastanker — VSCP').waitFor();

    // The entries tab has its own URL.
    await page.goto(`${new URL(page.url()).pathname}/entries`);
    await page
      .getByTestId('vscp-template-card')
      .getByRole('tab', { name: 'Controlepunten (0)', selected: true })
      .waitFor();
    await page.getByTestId('vscp-template-entries-table-add').click();
    await choose(page, 'vscp-template-entries-create-system', 'Engine room');
    await choose(page, 'vscp-template-entries-create-component', 'Pipe insulation');
    await choose(page, 'vscp-template-entries-create-material', 'Insulation');
    await page.getByRole('radio', { name: 'Bemonstering' }).check();
    await page.getByTestId('vscp-template-entries-create-save').click();
    await page
      .getByTestId('vscp-template-entries-create')
      .getByText('Dit veld is verplicht')
      .waitFor();
    await choose(page, 'vscp-template-entries-create-hazardous_material', 'Asbest (Tabel A)');
    await page.getByTestId('vscp-template-entries-create-save').click();
    await page.getByTestId('vscp-template-entries-create').waitFor({ state: 'hidden' });
    const first = page
      .getByTestId('vscp-template-entries-table-row')
      .filter({ hasText: 'Pipe insulation' });
    await first.getByText('Asbest (Tabel A)').waitFor();
    await first.getByText('Bemonstering').waitFor();

    // A second entry, a visual check of the transformers for PCBs.
    await page.getByTestId('vscp-template-entries-table-add').click();
    await choose(page, 'vscp-template-entries-create-system', 'Electrical');
    await choose(page, 'vscp-template-entries-create-component', 'Transformer');
    await choose(page, 'vscp-template-entries-create-material', 'Insulation');
    await choose(page, 'vscp-template-entries-create-zone', 'Engine room');
    await choose(page, 'vscp-template-entries-create-hazardous_material', "PCB's (Tabel A)");
    await page.getByTestId('vscp-template-entries-create-save').click();
    await page.getByTestId('vscp-template-entries-create').waitFor({ state: 'hidden' });
    await expect
      .poll(() => entryRows(page))
      .toEqual(['Engine room / Pipe insulation', 'Electrical / Transformer']);

    // Edit the first entry on its card, which has its own URL.
    await first.click();
    await page.waitForURL(/\/entries\/\d+$/);
    await page
      .getByTestId('vscp-template-entries-card-title')
      .getByText('Engine room – Pipe insulation')
      .waitFor();
    await page.getByTestId('vscp-template-entries-card-form-edit').click();
    await choose(page, 'vscp-template-entries-card-form-hazardous_material', 'Lood (Tabel B)');
    await page
      .getByTestId('vscp-template-entries-card-form-remarks')
      .fill('Menieverf op leidingen');
    await page.getByTestId('vscp-template-entries-card-form-save').click();
    await page.getByTestId('vscp-template-entries-card-form-saved').waitFor();
    await first.getByText('Lood (Tabel B)').waitFor();

    // Reorder with the keyboard on the drag handle; a reload keeps the order and the card.
    const cardUrl = page.url();
    await page
      .locator('[data-testid="vscp-template-entries-table"][data-reorderable="true"]')
      .waitFor();
    await page
      .getByTestId('vscp-template-entries-table-row')
      .filter({ hasText: 'Transformer' })
      .getByTestId('vscp-template-entries-table-drag')
      .focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => entryRows(page))
      .toEqual(['Electrical / Transformer', 'Engine room / Pipe insulation']);
    await page.reload();
    expect(page.url()).toBe(cardUrl);
    await page
      .getByTestId('vscp-template-entries-card-title')
      .getByText('Engine room – Pipe insulation')
      .waitFor();
    expect(await page.getByTestId('vscp-template-entries-card-form-remarks').inputValue()).toBe(
      'Menieverf op leidingen',
    );
    await expect
      .poll(() => entryRows(page))
      .toEqual(['Electrical / Transformer', 'Engine room / Pipe insulation']);

    // Delete the entry through the confirm modal.
    await page.getByTestId('vscp-template-entries-card-delete').click();
    await page.getByTestId('vscp-template-entries-card-delete-modal-confirm').click();
    await page.waitForURL(/\/vscpsjablonen\/\d+\/entries$/);
    await first.waitFor({ state: 'detached' });
    await page
      .getByTestId('vscp-template-card')
      .getByRole('tab', { name: 'Controlepunten (1)' })
      .waitFor();

    // And the set, from its information tab.
    await page.getByTestId('vscp-template-card').getByRole('tab', { name: 'Informatie' }).click();
    await page.waitForURL(/\/admin\/vscpsjablonen\/\d+$/);
    await page.getByTestId('vscp-template-delete').click();
    await page.getByTestId('vscp-template-delete-modal-confirm').click();
    await page.waitForURL(/\/admin\/vscpsjablonen$/);
    await page
      .getByTestId('vscp-templates-row')
      .getByText('Gastanker — VSCP')
      .waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps surveyors out of the VSCP templates page', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    expect(await drawerEntries(page)).not.toContain('nav-adminVscpTemplates');
    await page.goto('/admin/vscpsjablonen');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.close();
  });
});
