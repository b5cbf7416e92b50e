import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const questionsTable = (page: Page) => page.getByRole('table', { name: 'vragen' });
// Each question's row links to it by its text: the list's order as a person reads it.
const questionTexts = (page: Page) => questionsTable(page).getByRole('link').allInnerTexts();

describe('dossier checks', () => {
  it('builds a checklist of parts and questions, reorders, previews and deletes it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Dossierchecks' })
      .click();
    await page.waitForURL(/\/admin\/dossierchecks$/);
    const templates = page.getByRole('table', { name: 'checklists' });
    await templates.getByRole('row').getByText('Dossiercheck asbestinventarisatie').waitFor();

    // The survey types tab shows which checklist each type gets.
    await page.getByRole('tab', { name: 'Onderzoekstypen' }).click();
    await page.waitForURL(/\/admin\/dossierchecks\/surveytypes$/);
    await page
      .getByRole('table', { name: 'onderzoekstypen' })
      .getByRole('row')
      .filter({ hasText: 'Asbestinventarisatie type A' })
      .getByText('Dossiercheck asbestinventarisatie')
      .waitFor();
    await page.getByRole('tab', { name: 'Sjablonen' }).click();

    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createTemplate = page.getByRole('dialog', { name: 'Checklist toevoegen' });
    await createTemplate.getByRole('textbox', { name: 'Naam' }).fill('Checklist sloop');
    await createTemplate.getByRole('combobox', { name: 'Onderzoekstypen' }).click();
    await page.getByRole('option', { name: 'Asbestinventarisatie type B' }).click();
    await page.keyboard.press('Escape');
    await createTemplate.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/admin\/dossierchecks\/templates\/\d+$/);
    const card = page.getByRole('region', { name: 'Checklist sloop' });
    await card.getByRole('heading', { name: 'Checklist sloop' }).waitFor();

    // A part, opened at its own URL.
    await card.getByRole('button', { name: 'Toevoegen' }).click();
    const createPart = page.getByRole('dialog', { name: 'Onderdeel toevoegen' });
    await createPart.getByRole('textbox', { name: 'Naam' }).fill('Opdracht');
    await createPart.getByRole('button', { name: 'Opslaan' }).click();
    await card
      .getByRole('table', { name: 'onderdelen' })
      .getByRole('row')
      .getByText('Opdracht')
      .click();
    await page.waitForURL(/\/templates\/\d+\/part\/\d+$/);

    // Questions: a radio question needs two different options. The template's parts list has a
    // Toevoegen button too; the part's questions heading says its own is there.
    await card.getByRole('heading', { name: 'Vragen', exact: true }).waitFor();
    await card.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Vraag toevoegen' });
    await create
      .getByRole('textbox', { name: 'Vraag', exact: true })
      .fill('Doel van het onderzoek');
    await create.getByRole('combobox', { name: 'Soort vraag' }).click();
    await page.getByRole('option', { name: 'Keuzerondje (één antwoord)' }).click();
    await create.getByRole('textbox', { name: 'Antwoordopties (één per regel)' }).fill('Sloop');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.getByText('Geef ten minste twee verschillende antwoordopties').waitFor();
    await create
      .getByRole('textbox', { name: 'Antwoordopties (één per regel)' })
      .fill('Sloop\nRenovatie');
    await create.getByLabel('Verplicht').check();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Toevoegen' }).click();
    await create.getByRole('textbox', { name: 'Vraag', exact: true }).fill('Datum opdracht');
    await create.getByRole('combobox', { name: 'Soort vraag' }).click();
    await page.getByRole('option', { name: 'Datum', exact: true }).click();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await expect
      .poll(() => questionTexts(page), { timeout: 10_000 })
      .toEqual(['Doel van het onderzoek', 'Datum opdracht']);

    // Drag order, kept after a reload. data-reorderable: the table takes a move now.
    await page
      .locator('[data-testid="dossier-check-questions-table"][data-reorderable="true"]')
      .waitFor();
    await questionsTable(page)
      .getByRole('row')
      .filter({ hasText: 'Datum opdracht' })
      .getByRole('button', { name: 'Verslepen of met pijltje omhoog en omlaag verplaatsen' })
      .focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => questionTexts(page), { timeout: 10_000 })
      .toEqual(['Datum opdracht', 'Doel van het onderzoek']);
    await page.reload();
    await questionsTable(page).getByRole('link').first().waitFor();
    await expect
      .poll(() => questionTexts(page), { timeout: 10_000 })
      .toEqual(['Datum opdracht', 'Doel van het onderzoek']);

    // A question's card at its own URL: edit it.
    await questionsTable(page).getByRole('link', { name: 'Datum opdracht' }).click();
    await page.waitForURL(/\/part\/\d+\/answer\/\d+$/);
    // The question's card has no role or name of its own; the part's form beside it has the
    // same buttons.
    const questionCard = page.getByTestId('dossier-check-questions-card');
    await questionCard.getByRole('button', { name: 'Bewerken' }).click();
    await questionCard
      .getByRole('textbox', { name: 'Vraag', exact: true })
      .fill('Datum van de opdracht');
    await questionCard.getByRole('button', { name: 'Opslaan' }).click();
    await questionsTable(page).getByRole('link', { name: 'Datum van de opdracht' }).waitFor();

    // The preview checks the required radio question.
    await card.getByRole('link', { name: 'Checklist sloop' }).click();
    await page.waitForURL(/\/templates\/\d+$/);
    await card.getByRole('button', { name: 'Voorbeeld', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Voorbeeld: Checklist sloop' });
    await preview.getByRole('heading', { name: 'Voorbeeld: Checklist sloop' }).waitFor();
    await preview.getByRole('heading', { name: 'Opdracht' }).waitFor();
    await preview.getByRole('button', { name: 'Controleren' }).click();
    await preview.getByText('Dit veld is verplicht').waitFor();
    await preview.getByRole('radio', { name: 'Renovatie' }).check();
    await preview.getByRole('button', { name: 'Controleren' }).click();
    await preview.getByText('Alle verplichte vragen zijn beantwoord.').waitFor();
    await preview.getByRole('button', { name: 'Sluiten' }).click();

    // Deleting the checklist asks first, then takes its parts and questions along.
    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Checklist sloop verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/admin\/dossierchecks\/templates$/);
    await templates.getByRole('row').getByText('Checklist sloop').waitFor({ state: 'detached' });
    await page.close();
  });
});
