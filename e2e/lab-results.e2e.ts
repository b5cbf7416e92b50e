import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import { addMaterialSample, onePagePdf, openPropertySurvey } from './support/survey-work';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

describe('lab results', () => {
  it('takes a typed analysis, a checked CSV import and a certificate, and shows the statuses on sample, location and source', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');

    // The demo's active survey 2026-0002: a new asbestos-cement source with one location.
    const surveyPath = await openPropertySurvey(page, '2026-0002');

    await page.getByRole('tab', { name: 'Bronnen' }).click();
    await page.waitForURL(/\/applications\/sources$/);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createSource = page.getByRole('dialog', { name: 'Bron toevoegen' });
    await createSource.getByRole('combobox', { name: 'Materiaaltype' }).click();
    await page.getByRole('option', { name: 'Asbestcement' }).click();
    await createSource.getByRole('textbox', { name: 'Omschrijving' }).fill('Golfplaten schuur');
    await createSource.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/applications\/sources\/\d+$/);
    const sourcePath = new URL(page.url()).pathname;
    const source = page.getByRole('region', { name: 'B02' });
    await source.getByText('Nog geen labresultaat').waitFor();

    await source.getByRole('button', { name: 'Toevoegen' }).click();
    const createLocation = page.getByRole('dialog', { name: 'Locatie toevoegen' });
    await createLocation.getByRole('textbox', { name: 'Omschrijving' }).fill('Dak schuur');
    await createLocation.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/locations\/\d+\/details$/);
    const locationPath = new URL(page.url()).pathname;
    const location = page.getByRole('region', { name: 'Geen ruimte' });
    await location.getByRole('tab', { name: 'Monsters' }).click();
    await page.waitForURL(/\/locations\/\d+\/samples$/);
    expect(await addMaterialSample(page, location)).toBe('M01');
    expect(await addMaterialSample(page, location)).toBe('M02');

    // Typed in: M02 has no asbestos. The amount follows from the percentage.
    await page.goto(`${surveyPath}/samples`);
    const samples = page.getByRole('table', { name: 'monsters' });
    await samples.getByRole('row').filter({ hasText: 'M02' }).getByRole('link').click();
    await page.waitForURL(/\/samples\/\d+$/);
    const m02 = page.getByRole('region', { name: 'M02' });
    await m02.getByText('Nog geen labresultaat').waitFor();
    await m02.getByRole('button', { name: 'Analyse toevoegen' }).click();
    const typed = page.getByRole('dialog', { name: 'Analyse van monster M02' });
    await typed
      .getByRole('combobox', { name: 'Asbestsoort' })
      .selectOption({ label: 'Chrysotiel' });
    await typed.getByRole('textbox', { name: 'Percentage' }).fill('0');
    await typed.getByRole('button', { name: 'Opslaan' }).click();
    await typed.waitFor({ state: 'detached' });
    await m02.getByRole('table', { name: 'Resultaten' }).getByText('Niet aangetoond').waitFor();
    await m02.getByTestId('sample-lab-status').getByText('Niet asbesthoudend').waitFor();

    // CSV: a row naming an unknown sample is shown with its row number, and nothing can be
    // imported until the file is right.
    await page.getByRole('button', { name: 'Labresultaten importeren (CSV)' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Labresultaten importeren' });
    await importDialog
      .getByRole('combobox', { name: 'Laboratorium' })
      .selectOption({ label: 'Asbestlab Midden-Nederland B.V.' });
    const text = importDialog.getByRole('textbox', { name: 'Inhoud van het CSV-bestand' });
    await text.fill('Monster;Asbestsoort;Percentage\nM01;Chrysotiel;3,5\nM09;Chrysotiel;1\n');
    await importDialog.getByRole('button', { name: 'Controleren' }).click();
    // The table has a column of rows: the message does not repeat "Regel 3:".
    await importDialog.getByText('Monster M09 bestaat niet in dit onderzoek').waitFor();
    // A file with errors writes nothing, so the button claims no count of rows.
    expect(
      await importDialog.getByRole('button', { name: 'Importeren', exact: true }).isDisabled(),
    ).toBe(true);

    await text.fill('Monster;Asbestsoort;Percentage\nM01;Chrysotiel;3,5\nM01;Amosiet;0\n');
    await importDialog.getByRole('button', { name: 'Controleren' }).click();
    const preview = importDialog.getByRole('table', { name: 'Wat de import schrijft' });
    await preview.getByRole('row').filter({ hasText: '2 - 5 %' }).waitFor();
    await importDialog.getByRole('button', { name: '2 regels importeren' }).click();
    await importDialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => samples.getByRole('row').filter({ hasText: 'M01' }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Asbesthoudend');

    // The statuses: M01 contains asbestos, and so do its location and source (the most
    // severe status of their samples).
    await samples.getByRole('row').filter({ hasText: 'M01' }).getByRole('link').click();
    await page.waitForURL(/\/samples\/\d+$/);
    const m01Path = new URL(page.url()).pathname;
    const m01 = page.getByRole('region', { name: 'M01' });
    await m01.getByTestId('sample-lab-status').getByText('Asbesthoudend').waitFor();
    await m01.getByText(/CSV-import/).waitFor();
    // The amount, with the reported percentage where it says more.
    await m01.getByRole('table', { name: 'Resultaten' }).getByText('2 - 5 % (3,5 %)').waitFor();

    await page.goto(locationPath);
    await page
      .getByRole('region', { name: 'Geen ruimte' })
      .getByTestId('location-lab-status')
      .getByText('Asbesthoudend', { exact: true })
      .waitFor();
    await page.goto(sourcePath);
    await page
      .getByRole('region', { name: 'B02' })
      .getByTestId('source-lab-status')
      .getByText('Asbesthoudend', { exact: true })
      .waitFor();

    // The laboratory's certificate: stored with its PDF, shown in the viewer, covering M01.
    await page.goto(`${surveyPath}/certificates/laboratories`);
    await page
      .getByRole('table', { name: 'Laboratoria' })
      .getByRole('link', { name: 'Asbestlab Midden-Nederland B.V.' })
      .click();
    await page
      .getByRole('tablist', { name: 'Asbestlab Midden-Nederland B.V.' })
      .getByRole('tab', { name: 'Certificaten' })
      .click();
    await page.waitForURL(/\/certificates$/);
    const certificates = page.getByTestId('lab-certificates');
    await certificates.getByRole('button', { name: 'Certificaat toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Certificaat toevoegen' });
    await dialog.getByRole('textbox', { name: /^Certificaatnummer/ }).fill('AML-2026-0415');
    await dialog.getByLabel('Bestand kiezen').setInputFiles({
      name: 'certificaat.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    await dialog.getByRole('link', { name: 'certificaat.pdf' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'M01' }).check();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'detached' });
    const certificate = certificates.getByRole('region', { name: 'Certificaat AML-2026-0415' });
    await certificate.getByText('monsters M01').waitFor();
    await certificate.getByTitle('certificaat.pdf').waitFor();

    // The sample's analysis names it.
    await page.goto(m01Path);
    await page
      .getByRole('region', { name: 'M01' })
      .getByRole('link', { name: 'AML-2026-0415' })
      .waitFor();
  });

  it("takes a sample for a vessel's VSCP entry and marks it contained above the threshold", async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await navigation(page).getByRole('link', { name: 'Onderzoeken schepen' }).click();
    await page.waitForURL(/\/onderzoeken\/schepen\/active$/);
    await page
      .getByRole('table', { name: 'onderzoeken' })
      .getByText('2026-0006', { exact: true })
      .click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByRole('tab', { name: 'VSCP', exact: true }).click();
    await page.waitForURL(/\/applications\/vscp$/);
    await page.getByRole('button', { name: 'Vullen uit sjabloon' }).click();
    const fill = page.getByRole('dialog', { name: 'Vullen uit sjabloon' });
    await fill.getByRole('combobox', { name: 'Sjabloon' }).click();
    await page.getByRole('option', { name: 'Bulk carrier — standard VSCP' }).click();
    await fill.getByRole('button', { name: 'Opslaan' }).click();

    // The pipe insulation is checked by sampling for asbestos (threshold 0.1 %).
    const entries = page.getByRole('table', { name: 'VSCP-items' });
    const row = entries.getByRole('row').filter({ hasText: 'Pipe insulation' });
    await row.getByRole('link').click();
    await page.waitForURL(/\/applications\/vscp\/\d+$/);
    const samples = page.getByTestId('vscp-samples');
    await samples.getByText('Drempelwaarde voor Asbest: 0.1 %', { exact: false }).waitFor();
    await samples.getByRole('button', { name: 'Monster nemen' }).click();
    const sample = samples.getByRole('region', { name: 'Monster V01' });
    await sample.getByRole('button', { name: 'Resultaten invoeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Analyse van monster V01' });
    await dialog.getByRole('textbox', { name: 'Concentratie' }).fill('0,5');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await sample.getByText('Boven de drempelwaarde').waitFor();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Aanwezig');

    // The survey's samples list has V01 too; its card shows the result and sends the
    // surveyor to the entry to change it.
    await page.getByRole('tab', { name: 'Monsters' }).first().click();
    await page.waitForURL(/\/samples$/);
    await page
      .getByRole('table', { name: 'monsters' })
      .getByRole('row')
      .filter({ hasText: 'V01' })
      .getByRole('link')
      .click();
    const v01 = page.getByRole('region', { name: 'V01' });
    await v01.getByText('Boven de drempelwaarde').waitFor();
    await v01.getByRole('link', { name: 'Resultaten invoeren bij het VSCP-item' }).waitFor();
  });
});
