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
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Onderzoeken panden' })
    .click();
  await page.waitForURL(/\/onderzoeken\/panden\/active$/);
  await page
    .getByRole('table', { name: 'onderzoeken' })
    .getByRole('row', { name: /2026-0002/ })
    .getByText('2026-0002', { exact: true })
    .click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: '2026-0002', exact: true })
    .waitFor();
}

describe("a survey's object and inventories", () => {
  it('records a space on a floor of the survey, and shows the asset', async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);
    await page.getByRole('tab', { name: 'Object' }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/object$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Straatnaam' }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('Zandstraat');

    await page.getByRole('tab', { name: 'Ruimten' }).click();
    await page.waitForURL(/\/object\/spaces$/);
    const floors = page.getByTestId('survey-floors');
    await floors.getByRole('button', { name: 'Toevoegen' }).click();
    const floor = page.getByRole('dialog', { name: 'Verdieping toevoegen' });
    await floor.getByRole('textbox', { name: 'Naam' }).fill('Souterrain');
    await floor.getByRole('button', { name: 'Opslaan' }).click();
    await page
      .getByRole('table', { name: 'verdiepingen' })
      .getByRole('row', { name: /Souterrain/ })
      .waitFor();
    const spaces = page.getByRole('table', { name: 'ruimten' });
    await page
      .getByTestId('survey-spaces-panel')
      .getByRole('button', { name: 'Toevoegen' })
      .click();
    const space = page.getByRole('dialog', { name: 'Ruimte toevoegen' });
    await space.getByRole('combobox', { name: /^Verdieping/ }).click();
    await page.getByRole('option', { name: 'Souterrain' }).click();
    await space.getByRole('textbox', { name: 'Naam' }).fill('Meterkast');
    await space.getByRole('button', { name: 'Opslaan' }).click();
    await spaces.getByRole('row', { name: /Souterrain ❯ Meterkast/ }).waitFor();

    // A space's card opens by its query parameter and survives a reload.
    await spaces
      .getByRole('row', { name: /Souterrain ❯ Meterkast/ })
      .getByText('Souterrain ❯ Meterkast')
      .click();
    await page.waitForURL(/\/object\/spaces\?space=\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Souterrain ❯ Meterkast' }).waitFor();
  });

  it('asks a reason for an inventory later than 5 working days and fills in its dossier check', async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);
    await page.getByRole('tab', { name: 'Inventarisaties' }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/inventarisations$/);

    // Ordered Monday 24 April 2023; King's Day (27 April) and a weekend lie in between.
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Inventarisatie toevoegen' });
    const lateReason = create.getByRole('combobox', {
      name: /^Reden voor latere inventarisatie/,
    });
    await create.getByRole('textbox', { name: 'Opdracht gegeven op' }).fill('24-04-2023');
    await create.getByRole('textbox', { name: 'Startdatum' }).fill('02-05-2023');
    expect(await lateReason.count()).toBe(0);
    await create.getByRole('textbox', { name: 'Startdatum' }).fill('03-05-2023');
    await lateReason.waitFor();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.getByText('Dit veld is verplicht').waitFor();
    await lateReason.click();
    await page.getByRole('option', { name: 'Bewoner niet thuis' }).click();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/inventarisations\/\d+$/);
    const card = page.getByRole('region', { name: /^Inventarisatie van/ });
    await card.getByText('Later dan 5 werkdagen na de opdracht').waitFor();

    // The dossier check of type A inventories: the required questions still open are counted,
    // and the answers are saved complete.
    await card.getByRole('tab', { name: 'Dossierchecks' }).click();
    await page.waitForURL(/\/inventarisations\/\d+\/dossierchecks$/);
    const check = card;
    await check.getByRole('heading', { name: 'Dossiercheck asbestinventarisatie' }).waitFor();
    const save = check.getByRole('button', { name: 'Antwoorden opslaan' }).first();
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
