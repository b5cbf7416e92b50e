import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const questionTexts = (page: Page) =>
  page.getByTestId('dossier-check-questions-table-row').locator('td:nth-child(2)').allInnerTexts();

describe('dossier checks', () => {
  it('builds a checklist of parts and questions, reorders, previews and deletes it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminDossierChecks').click();
    await page.waitForURL(/\/admin\/dossierchecks$/);
    await page
      .getByTestId('dossier-check-templates-row')
      .getByText('Dossiercheck asbestinventarisatie')
      .waitFor();

    // The survey types tab shows which checklist each type gets.
    await page.getByTestId('dossier-checks-tab-survey-types').click();
    await page.waitForURL(/\/admin\/dossierchecks\/surveytypes$/);
    await page
      .getByTestId('dossier-check-survey-types-row')
      .filter({ hasText: 'Asbestinventarisatie type A' })
      .getByText('Dossiercheck asbestinventarisatie')
      .waitFor();
    await page.getByTestId('dossier-checks-tab-templates').click();

    await page.getByTestId('dossier-check-templates-add').click();
    await page.getByTestId('dossier-check-template-create-name').fill('Checklist sloop');
    await page.getByTestId('dossier-check-template-create-survey_types').click();
    await page.getByRole('option', { name: 'Asbestinventarisatie type B' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('dossier-check-template-create-save').click();
    await page.waitForURL(/\/admin\/dossierchecks\/templates\/\d+$/);
    const card = page.getByTestId('dossier-check-template-card');
    await card
      .getByTestId('dossier-check-template-card-title')
      .getByText('Checklist sloop')
      .waitFor();

    // A part, opened at its own URL.
    await page.getByTestId('dossier-check-parts-table-add').click();
    await page.getByTestId('dossier-check-part-create-name').fill('Opdracht');
    await page.getByTestId('dossier-check-part-create-save').click();
    await page.getByTestId('dossier-check-parts-table-row').getByText('Opdracht').click();
    await page.waitForURL(/\/templates\/\d+\/part\/\d+$/);

    // Questions: a radio question needs two different options.
    await page.getByTestId('dossier-check-questions-table-add').click();
    const create = page.getByTestId('dossier-check-questions-create');
    await page
      .getByTestId('dossier-check-questions-create-question')
      .fill('Doel van het onderzoek');
    await page.getByTestId('dossier-check-questions-create-question_type').click();
    await page.getByRole('option', { name: 'Keuzerondje (één antwoord)' }).click();
    await page.getByTestId('dossier-check-questions-create-options').fill('Sloop');
    await page.getByTestId('dossier-check-questions-create-save').click();
    await create.getByText('Geef ten minste twee verschillende antwoordopties').waitFor();
    await page.getByTestId('dossier-check-questions-create-options').fill('Sloop\nRenovatie');
    await page.getByTestId('dossier-check-questions-create-required').check();
    await page.getByTestId('dossier-check-questions-create-save').click();
    await create.waitFor({ state: 'hidden' });

    await page.getByTestId('dossier-check-questions-table-add').click();
    await page.getByTestId('dossier-check-questions-create-question').fill('Datum opdracht');
    await page.getByTestId('dossier-check-questions-create-question_type').click();
    await page.getByRole('option', { name: 'Datum', exact: true }).click();
    await page.getByTestId('dossier-check-questions-create-save').click();
    await create.waitFor({ state: 'hidden' });
    await expect
      .poll(() => questionTexts(page), { timeout: 10_000 })
      .toEqual(['Doel van het onderzoek', 'Datum opdracht']);

    // Drag order, kept after a reload.
    await page
      .locator('[data-testid="dossier-check-questions-table"][data-reorderable="true"]')
      .waitFor();
    await page
      .getByTestId('dossier-check-questions-table-row')
      .filter({ hasText: 'Datum opdracht' })
      .getByTestId('dossier-check-questions-table-drag')
      .focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => questionTexts(page), { timeout: 10_000 })
      .toEqual(['Datum opdracht', 'Doel van het onderzoek']);
    await page.reload();
    await page.getByTestId('dossier-check-questions-table-row').first().waitFor();
    await expect
      .poll(() => questionTexts(page), { timeout: 10_000 })
      .toEqual(['Datum opdracht', 'Doel van het onderzoek']);

    // A question's card at its own URL: edit it.
    await page.getByTestId('dossier-check-questions-table-row').getByText('Datum opdracht').click();
    await page.waitForURL(/\/part\/\d+\/answer\/\d+$/);
    await page.getByTestId('dossier-check-questions-card-form-edit').click();
    await page
      .getByTestId('dossier-check-questions-card-form-question')
      .fill('Datum van de opdracht');
    await page.getByTestId('dossier-check-questions-card-form-save').click();
    await page
      .getByTestId('dossier-check-questions-table-row')
      .getByText('Datum van de opdracht')
      .waitFor();

    // The preview checks the required radio question.
    await page.getByTestId('dossier-check-part-back').click();
    await page.waitForURL(/\/templates\/\d+$/);
    await page.getByTestId('dossier-check-preview-open').click();
    const preview = page.getByTestId('dossier-check-preview');
    await preview.getByRole('heading', { name: 'Voorbeeld: Checklist sloop' }).waitFor();
    await preview.getByRole('heading', { name: 'Opdracht' }).waitFor();
    await page.getByTestId('dossier-check-preview-check').click();
    await preview.getByText('Dit veld is verplicht').waitFor();
    await preview.getByRole('radio', { name: 'Renovatie' }).check();
    await page.getByTestId('dossier-check-preview-check').click();
    await page.getByTestId('dossier-check-preview-complete').waitFor();
    await page.getByTestId('dossier-check-preview-close').click();

    // Deleting the checklist asks first, then takes its parts and questions along.
    await page.getByTestId('dossier-check-template-delete').click();
    await page.getByTestId('dossier-check-template-delete-modal-confirm').click();
    await page.waitForURL(/\/admin\/dossierchecks\/templates$/);
    await page
      .getByTestId('dossier-check-templates-row')
      .getByText('Checklist sloop')
      .waitFor({ state: 'detached' });
    await page.close();
  });
});
