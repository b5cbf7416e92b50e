import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import { onePagePdf, openPropertySurvey } from './support/survey-work';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('SMA-rt risk classes', () => {
  it('suggests a class, takes the entered class with its printout, and empties the completeness list', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');

    // The demo's active survey 2026-0002 has one source, B01: assumed asbestos-containing,
    // not sampled.
    const surveyPath = await openPropertySurvey(page, '2026-0002');
    const number = 'B01';

    // The SMA-rt tab: the source lacks its class, and an unsampled source suggests 2A.
    await page.goto(`${surveyPath}/certificates/smart`);
    const completeness = page.getByTestId('lab-completeness');
    const missing = completeness.getByRole('link', {
      name: `Bron ${number} heeft nog geen SMA-rt-risicoklasse`,
    });
    await missing.waitFor();
    const row = page
      .getByRole('table', { name: 'bronnen' })
      .getByRole('row')
      .filter({ hasText: number });
    await expect.poll(() => row.textContent()).toContain('2A (indicatief)');

    // The list's link opens the source's card, which says why.
    await missing.click();
    await page.waitForURL(/\/certificates\/smart\?source=\d+$/);
    const smartCardPath = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    const card = page.getByRole('region', { name: number });
    await card.getByText('De bron is niet bemonsterd', { exact: false }).waitFor();

    // Entered as class 1 with its reference and printout: a warning that it differs.
    await card.getByRole('button', { name: 'Klasse invoeren' }).click();
    const dialog = page.getByRole('dialog', { name: `SMA-rt-klasse van bron ${number} invoeren` });
    await dialog.getByRole('combobox', { name: 'Risicoklasse (SMA-rt)' }).click();
    await page.getByRole('option', { name: 'Risicoklasse 1' }).click();
    await dialog.getByRole('textbox', { name: 'SMA-rt-referentie' }).fill('SMA-2026-1187');
    await dialog.getByLabel('Bestand kiezen').setInputFiles({
      name: 'sma-rt-uitdraai.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    await dialog.getByRole('link', { name: 'sma-rt-uitdraai.pdf' }).waitFor();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card
      .getByText('De ingevoerde klasse (Risicoklasse 1) wijkt af van de indicatieve klasse 2A', {
        exact: false,
      })
      .waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Risicoklasse 1.*SMA-2026-1187/);
    // The printout shows in the PDF viewer.
    await card.getByTitle('sma-rt-uitdraai.pdf').waitFor();

    // Nothing is missing any more.
    await completeness.getByText('Alle bronnen hebben een resultaat', { exact: false }).waitFor();

    // The source's status tab shows the same class: one value, not two.
    await page.goto(`${surveyPath}/applications/sources`);
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'bronnen' })
          .getByRole('row')
          .filter({ hasText: number })
          .textContent(),
      )
      .toContain('Risicoklasse 1');

    // A location where the class differs: the source gets a location, which gets its own
    // class; without its printout the completeness list asks for it.
    await page.getByRole('table', { name: 'bronnen' }).getByText(number, { exact: true }).click();
    await page.waitForURL(/\/applications\/sources\/\d+$/);
    const sourceCard = page.getByRole('region', { name: number });
    await sourceCard.getByRole('button', { name: 'Toevoegen' }).click();
    const createLocation = page.getByRole('dialog', { name: 'Locatie toevoegen' });
    await createLocation.getByRole('textbox', { name: 'Omschrijving' }).fill('Schuur');
    await createLocation.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/locations\/\d+\/details$/);

    await page.goto(smartCardPath);
    const smartCard = page.getByRole('region', { name: number });
    const locations = smartCard.getByRole('table', { name: 'Per locatie' });
    await locations
      .getByRole('row')
      .filter({ hasText: 'Schuur' })
      .getByText('Zoals de bron')
      .waitFor();
    await locations.getByRole('button', { name: 'Eigen klasse invoeren voor Schuur' }).click();
    const locationDialog = page.getByRole('dialog', {
      name: 'SMA-rt-klasse van de locatie invoeren',
    });
    await locationDialog.getByRole('combobox', { name: 'Risicoklasse (SMA-rt)' }).click();
    await page.getByRole('option', { name: 'Risicoklasse 2A' }).click();
    await locationDialog.getByRole('button', { name: 'Opslaan' }).click();
    await locationDialog.waitFor({ state: 'hidden' });
    await locations
      .getByRole('row')
      .filter({ hasText: 'Schuur' })
      .getByText('Risicoklasse 2A')
      .waitFor();
    const noPrintout = completeness.getByRole('link', {
      name: `Bij bron ${number} ontbreekt de SMA-rt-uitdraai`,
    });
    await noPrintout.waitFor();

    // Its printout added on its own form: complete again.
    await locations.getByRole('button', { name: 'Klasse van Schuur openen' }).click();
    const locationForm = smartCard.getByRole('region', { name: 'Klasse van Schuur' });
    await locationForm.getByRole('button', { name: 'Bewerken' }).click();
    await locationForm.getByLabel('Bestand kiezen').setInputFiles({
      name: 'schuur.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    await locationForm.getByRole('link', { name: 'schuur.pdf' }).waitFor();
    await locationForm.getByRole('button', { name: 'Opslaan' }).click();
    await completeness.getByText('Alle bronnen hebben een resultaat', { exact: false }).waitFor();
  });
});
