import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Opens the demo firm's active survey 2026-0002, as a surveyor unless said otherwise. */
async function openActiveSurvey(page: Page, email = 'surveyor@vezel.test') {
  await logIn(page, email);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Onderzoeken panden' })
    .click();
  await page.waitForURL(/\/onderzoeken\/panden\/active$/);
  await page
    .getByRole('table', { name: 'onderzoeken' })
    .getByRole('link', { name: '2026-0002', exact: true })
    .click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  await page.getByRole('main').getByRole('heading', { name: '2026-0002', level: 1 }).waitFor();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The rows of a table, found by its name, without its header row. */
const rowsOf = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

describe("a survey's records", () => {
  it('records an observation and a limitation and shows them in their lists', async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);

    await page.getByRole('tab', { name: 'Waarnemingen', exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/observations$/);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createObservation = page.getByRole('dialog', { name: 'Waarneming toevoegen' });
    await choose(page, createObservation, 'Soort waarneming', 'Asbestresten');
    await createObservation
      .getByLabel('Omschrijving', { exact: true })
      .fill('Losse resten in de kruipruimte');
    await createObservation.getByRole('button', { name: 'Opslaan' }).click();
    const observation = rowsOf(page, 'waarnemingen').filter({
      hasText: 'Losse resten in de kruipruimte',
    });
    // The server numbers it by the type's prefix.
    await observation.getByText('AR01').waitFor();

    // Its card has its own URL and survives a reload.
    await observation.click();
    await page.waitForURL(/\/observations\/\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'AR01', level: 3 }).waitFor();

    await page.getByRole('tab', { name: 'Beperkingen', exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/limitations$/);
    // The observations, still on screen a moment, have a Toevoegen of their own.
    await page.getByRole('table', { name: 'beperkingen', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createLimitation = page.getByRole('dialog', { name: 'Beperking toevoegen' });
    await choose(page, createLimitation, 'Beperking', 'Geen toegang');
    await createLimitation
      .getByLabel('Omschrijving', { exact: true })
      .fill('Zolder boven de badkamer');
    await createLimitation.getByLabel('Reden', { exact: true }).fill('Luik dichtgeschilderd');
    await createLimitation.getByRole('button', { name: 'Opslaan' }).click();
    const limitation = rowsOf(page, 'beperkingen').filter({ hasText: 'Zolder boven de badkamer' });
    await limitation.getByText('Geen toegang').waitFor();
    await expect
      .poll(() => rowsOf(page, 'beperkingen').count(), {
        timeout: 10_000,
      })
      .toBe(1);

    // Back on the observations tab, the observation is still listed.
    await page.getByRole('tab', { name: 'Waarnemingen', exact: true }).click();
    await rowsOf(page, 'waarnemingen').getByText('Losse resten in de kruipruimte').waitFor();
  });

  it("records a finding in a desk-research document, on the document's card", async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);
    await page.getByRole('tab', { name: 'Vooronderzoek', exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/deskresearch$/);
    // The documents, their findings and the photos each have an add button of the same name.
    await page
      .getByTestId('survey-records-deskResearchDocument-table')
      .getByRole('button', { name: 'Toevoegen' })
      .click();
    const createDocument = page.getByRole('dialog', { name: 'Document toevoegen' });
    await createDocument.getByLabel('Titel', { exact: true }).fill('Bestektekening 1962');
    await createDocument.getByRole('button', { name: 'Opslaan' }).click();
    await rowsOf(page, 'documenten').getByText('Bestektekening 1962').click();
    await page.waitForURL(/\/deskresearch\/\d+$/);
    await page
      .getByTestId('survey-records-deskResearchEntry-table')
      .getByRole('button', { name: 'Toevoegen' })
      .click();
    const createEntry = page.getByRole('dialog', { name: 'Bevinding toevoegen' });
    await createEntry.getByLabel('Pagina', { exact: true }).fill('4');
    await createEntry.getByLabel('Tekst', { exact: true }).fill('Golfplaten op de berging');
    await createEntry.getByRole('button', { name: 'Opslaan' }).click();
    await rowsOf(page, 'bevindingen').getByText('Golfplaten op de berging').click();
    await page.waitForURL(/\/deskresearch\/\d+\/entries\/\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Golfplaten op de berging', level: 3 }).waitFor();
  });

  it("shows the organisation's external page once a manager has set it", async () => {
    const page = await app.newPage();
    await openActiveSurvey(page, 'manager@vezel.test');
    await page.getByRole('tab', { name: 'Extern', exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/iframe$/);
    await page
      .getByRole('alert')
      .getByText('Je organisatie heeft nog geen externe pagina ingesteld.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Bewerken' }).click();
    await page
      .getByLabel('Adres van de externe pagina', { exact: true })
      .fill('https://portaal.example.nl/dossier/{number}');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await reloaded;
    await expect
      .poll(() => page.getByTitle('Externe pagina van dit onderzoek').getAttribute('src'), {
        timeout: 10_000,
      })
      .toBe('https://portaal.example.nl/dossier/2026-0002');
    // The page may frame exactly that origin.
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toContain(
      "frame-src 'self' https://portaal.example.nl",
    );
  });
});
