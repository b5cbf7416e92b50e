import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Opens the demo firm's active survey 2026-0002 (Zandstraat 7, type A) as a surveyor. */
async function openActiveSurvey(page: Page) {
  await logIn(page, 'surveyor@vezel.test');
  await page.getByTestId('nav-surveys-properties').click();
  await page.waitForURL(/\/onderzoeken\/panden\/active$/);
  await page.getByTestId('surveys-row').getByText('2026-0002', { exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  await page.getByTestId('survey-number').getByText('2026-0002').waitFor();
}

describe("a survey's object and inventories", () => {
  it('records a space on a floor of the survey, and shows the asset', async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);
    await page.getByTestId('survey-tab-object').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/object$/);
    await expect
      .poll(() => page.getByTestId('survey-object-form-street').inputValue(), { timeout: 10_000 })
      .toBe('Zandstraat');

    await page.getByTestId('survey-object-tab-spaces').click();
    await page.waitForURL(/\/object\/spaces$/);
    await page.getByTestId('survey-floors-table-add').click();
    await page.getByTestId('survey-floors-create-name').fill('Souterrain');
    await page.getByTestId('survey-floors-create-save').click();
    await page.getByTestId('survey-floors-table-row').getByText('Souterrain').waitFor();
    await page.getByTestId('survey-spaces-panel-table-add').click();
    await page.getByTestId('survey-spaces-panel-create-floor').click();
    await page.getByRole('option', { name: 'Souterrain' }).click();
    await page.getByTestId('survey-spaces-panel-create-name').fill('Meterkast');
    await page.getByTestId('survey-spaces-panel-create-save').click();
    await page
      .getByTestId('survey-spaces-panel-table-row')
      .getByText('Souterrain ❯ Meterkast')
      .waitFor();

    // A space's card opens by its query parameter and survives a reload.
    await page
      .getByTestId('survey-spaces-panel-table-row')
      .getByText('Souterrain ❯ Meterkast')
      .click();
    await page.waitForURL(/\/object\/spaces\?space=\d+$/);
    await page.reload();
    await page
      .getByTestId('survey-spaces-panel-card')
      .getByText('Souterrain ❯ Meterkast')
      .waitFor();
  });

  it('asks a reason for an inventory later than 5 working days and fills in its dossier check', async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);
    await page.getByTestId('survey-tab-inventarisations').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/inventarisations$/);

    // Ordered Monday 24 April 2023; King's Day (27 April) and a weekend lie in between.
    await page.getByTestId('survey-inventarisations-add').click();
    await page.getByTestId('survey-inventarisation-create-ordered_on').fill('24-04-2023');
    await page.getByTestId('survey-inventarisation-create-starts_on').fill('02-05-2023');
    expect(await page.getByTestId('survey-inventarisation-create-late_reason').count()).toBe(0);
    await page.getByTestId('survey-inventarisation-create-starts_on').fill('03-05-2023');
    await page.getByTestId('survey-inventarisation-create-late_reason').waitFor();
    await page.getByTestId('survey-inventarisation-create-save').click();
    await page
      .getByTestId('survey-inventarisation-create')
      .getByText('Dit veld is verplicht')
      .waitFor();
    await page.getByTestId('survey-inventarisation-create-late_reason').click();
    await page.getByRole('option', { name: 'Bewoner niet thuis' }).click();
    await page.getByTestId('survey-inventarisation-create-save').click();
    await page.waitForURL(/\/inventarisations\/\d+$/);
    await page
      .getByTestId('survey-inventarisation-card')
      .getByText('Later dan 5 werkdagen na de opdracht')
      .waitFor();

    // The dossier check of type A inventories: the required questions still open are counted,
    // and the answers are saved complete.
    await page
      .getByTestId('survey-inventarisation-card')
      .getByRole('tab', { name: 'Dossierchecks' })
      .click();
    await page.waitForURL(/\/inventarisations\/\d+\/dossierchecks$/);
    const check = page.getByTestId('inventarisation-dossier-checks');
    await check.getByRole('heading', { name: 'Dossiercheck asbestinventarisatie' }).waitFor();
    const save = check.locator('[data-testid$="-save"]').first();
    await check.getByText('Verplichte vragen nog open: 5.', { exact: false }).waitFor();

    await check.getByRole('radio', { name: 'Renovatie' }).check();
    await check.getByLabel('Datum waarop de opdracht is verstrekt').fill('20-04-2023');
    await check.getByRole('combobox', { name: /Welke documenten zijn ingezien/ }).click();
    await page.getByRole('option', { name: 'Bouwtekeningen' }).click();
    await page.getByRole('option', { name: 'Bestek' }).click();
    await page.keyboard.press('Escape');
    await check.getByLabel('Aanvang van het locatiebezoek').fill('03-05-2023 09:30');
    await check.getByRole('radio', { name: 'Ja', exact: true }).check();
    await save.click();
    await page
      .getByRole('status')
      .getByText('Dossiercheck asbestinventarisatie is opgeslagen en volledig ingevuld.')
      .waitFor();

    // The answers are kept: a reload shows them.
    await page.reload();
    await expect
      .poll(() => check.getByLabel('Aanvang van het locatiebezoek').inputValue(), {
        timeout: 10_000,
      })
      .toBe('03-05-2023 09:30');
    expect(await check.getByRole('radio', { name: 'Renovatie' }).isChecked()).toBe(true);
    await check.getByText('Bouwtekeningen, Bestek').waitFor();
  });
});
