import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the select that `label` names (its name goes on with the chosen value) and picks `option`. */
async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escaped(label)}`) }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The survey's status chip states it in its data-status, which the test compares.
const status = (page: Page) =>
  page.getByTestId('survey-file').getByTestId('survey-status').first().getAttribute('data-status');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const table = (scope: Page | Locator, name: string) =>
  scope.getByRole('table', { name, exact: true });
/** The survey's section tabs: the first row of tabs on its page (a card's tabs may repeat a name). */
const sectionTab = (page: Page, name: string) =>
  page.getByRole('tablist').first().getByRole('tab', { name, exact: true });

const csv = [
  'onderzoeknr;naam;straatnaam;huisnummer;toevoeging;postcode;plaats;soort;startdatum;einddatum',
  'REIS-KOPIE-1;Woning;Twijnstraat;10;;3511 ZK;Utrecht;Woning;05-10-2026;05-10-2026',
  'REIS-KOPIE-2;Woning;Twijnstraat;12;;3511 ZK;Utrecht;Woning;06-10-2026;06-10-2026',
  'REIS-KOPIE-3;Woning;Twijnstraat;14;b;3511 ZK;Utrecht;Woning;;',
].join('\n');

/**
 * Issue 6's whole story in one go: a survey planned, carried out on site (a space, a source
 * with a location and a sample, an observation, a limitation), completed, and copied to
 * three addresses from a CSV file and one typed in.
 */
describe('a survey from planning to copies', () => {
  it('is planned, recorded, completed and copied', async () => {
    const page = await app.newPage({ viewport: { width: 1600, height: 1000 } });
    await logIn(page, 'manager@vezel.test');

    // Planned on a new property, then activated.
    await nav(page).getByRole('link', { name: 'Onderzoeken panden', exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await button(page, 'Toevoegen').click();
    const plan = page.getByRole('dialog', { name: 'Onderzoek plannen voor een pand' });
    await plan.getByRole('radio', { name: 'Nieuw' }).check();
    await field(plan, 'Straatnaam').fill('Twijnstraat');
    await field(plan, 'Huisnummer').fill('8');
    await field(plan, 'Postcode').fill('3511ZK');
    await field(plan, 'Plaats').fill('Utrecht');
    await button(plan, 'Volgende').click();
    await field(plan, 'Onderzoeksnummer').fill('REIS-0001');
    await button(plan, 'Opslaan').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    const surveyUrl = page.url();
    await button(page, 'Activeren').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('active');

    // Completing needs a client, a survey type and a surveyor: the planning gives them.
    await page.getByRole('tab', { name: 'Opdrachtgever en planning' }).click();
    // The Onderzoeksinformatie tab, still on screen a moment, has a Bewerken too: first the
    // planning's form.
    await page.getByRole('group', { name: 'Opdrachtgever', exact: true }).waitFor();
    await button(page, 'Bewerken').click();
    await choose(page, 'Opdrachtgever', 'Woonstichting De Linie');
    await choose(page, 'Onderzoekstype', 'Aanvullende inventarisatie');
    await choose(page, 'Inventariseerders', 'Sanne van der Berg');
    await page.keyboard.press('Escape');
    await button(page, 'Opslaan').click();
    await page.getByRole('img', { name: 'Opgeslagen' }).waitFor();

    // A space on a floor. The floors' Add button comes first, the spaces' second.
    await sectionTab(page, 'Object').click();
    await page.getByRole('tab', { name: 'Ruimten', exact: true }).click();
    await page.waitForURL(/\/object\/spaces$/);
    await table(page, 'verdiepingen').waitFor();
    await button(page, 'Toevoegen').first().click();
    const floorCreate = page.getByRole('dialog', { name: 'Verdieping toevoegen' });
    await field(floorCreate, 'Naam').fill('Begane grond');
    await button(floorCreate, 'Opslaan').click();
    await table(page, 'verdiepingen')
      .getByRole('row', { name: /Begane grond/ })
      .waitFor();
    await button(page, 'Toevoegen').nth(1).click();
    const spaceCreate = page.getByRole('dialog', { name: 'Ruimte toevoegen' });
    await choose(spaceCreate, 'Verdieping', 'Begane grond');
    await field(spaceCreate, 'Naam').fill('Keuken');
    await button(spaceCreate, 'Opslaan').click();
    await table(page, 'ruimten').getByRole('link', { name: 'Begane grond ❯ Keuken' }).waitFor();

    // A source, its location in that space, and a sample numbered by its kind's prefix.
    await sectionTab(page, 'Bronnen').click();
    await page.waitForURL(/\/applications\/sources$/);
    await table(page, 'bronnen').waitFor();
    await button(page, 'Toevoegen').click();
    const sourceCreate = page.getByRole('dialog', { name: 'Bron toevoegen' });
    await choose(sourceCreate, 'Materiaaltype', 'Vinyl vloerzeil');
    await field(sourceCreate, 'Omschrijving').fill('Zeil onder het laminaat');
    await button(sourceCreate, 'Opslaan').click();
    const source = page.getByRole('region', { name: 'B01' });
    await source.getByRole('heading', { name: 'B01' }).waitFor();
    // Assessed: its asbestos status, which completing asks of every source.
    await source.getByRole('tab', { name: 'Status' }).click();
    // The Bron tab, still on screen a moment, has a Bewerken too: first the status form.
    await source.getByRole('group', { name: 'Asbeststatus', exact: true }).waitFor();
    await button(source, 'Bewerken').click();
    await choose(source, 'Asbeststatus', 'Asbesthoudend');
    await button(source, 'Opslaan').click();
    await source.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await source.getByRole('tab', { name: 'Bron' }).click();
    await button(source, 'Toevoegen').click();
    const locationCreate = page.getByRole('dialog', { name: 'Locatie toevoegen' });
    await choose(locationCreate, 'Ruimte', 'Begane grond ❯ Keuken');
    await field(locationCreate, 'Omschrijving').fill('Hele vloer');
    await field(locationCreate, 'Hoeveelheid').fill('12');
    await choose(locationCreate, 'Eenheid', 'm²');
    await button(locationCreate, 'Opslaan').click();
    await page.waitForURL(/\/locations\/\d+\/details$/);
    const location = source.getByRole('region', { name: 'Begane grond ❯ Keuken' });
    await location.getByRole('tab', { name: 'Monsters' }).click();
    await button(location, 'Toevoegen').click();
    const sampleCreate = page.getByRole('dialog', { name: 'Monster toevoegen' });
    await choose(sampleCreate, 'Monstersoort', 'Materiaalmonster');
    await button(sampleCreate, 'Opslaan').click();
    await table(location, 'monsters').getByRole('row', { name: /M01/ }).waitFor();

    // An observation and a limitation.
    await sectionTab(page, 'Waarnemingen').click();
    await table(page, 'waarnemingen').waitFor();
    await button(page, 'Toevoegen').click();
    const observationCreate = page.getByRole('dialog', { name: 'Waarneming toevoegen' });
    await choose(observationCreate, 'Soort waarneming', 'Asbestresten');
    await field(observationCreate, 'Omschrijving').fill('Resten van zeil in de gang');
    await button(observationCreate, 'Opslaan').click();
    await table(page, 'waarnemingen').getByRole('row', { name: /AR01/ }).waitFor();
    await sectionTab(page, 'Beperkingen').click();
    await table(page, 'beperkingen').waitFor();
    await button(page, 'Toevoegen').click();
    const limitationCreate = page.getByRole('dialog', { name: 'Beperking toevoegen' });
    await choose(limitationCreate, 'Beperking', 'Geen toegang');
    await field(limitationCreate, 'Omschrijving').fill('Kruipruimte');
    await button(limitationCreate, 'Opslaan').click();
    await table(page, 'beperkingen')
      .getByRole('row', { name: /Kruipruimte/ })
      .waitFor();

    // Completed: in the completed tab, with its history.
    await button(page, 'Afronden').click();
    await button(
      page.getByRole('dialog', { name: 'Onderzoek REIS-0001 afronden?' }),
      'Afronden',
    ).click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('completed');
    await nav(page).getByRole('link', { name: 'Onderzoeken panden', exact: true }).click();
    await page.getByRole('tab', { name: 'Afgerond' }).click();
    await table(page, 'onderzoeken').getByRole('link', { name: 'REIS-0001', exact: true }).click();
    await page.waitForURL(surveyUrl);
    await page.getByRole('tab', { name: 'Opdrachtgever en planning' }).click();
    // Each change's row says in its data-to which status it led to.
    await expect
      .poll(
        () =>
          page
            .getByTestId('survey-history-row')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-to'))),
        { timeout: 10_000 },
      )
      .toEqual(['completed', 'active', 'proposed']);

    // Copied to three addresses from a CSV file and one typed in: all four in the active list.
    await page.getByRole('button', { name: 'Onderzoek kopiëren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Onderzoek kopiëren' });
    const copyRows = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Rij verwijderen' }) });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByText('CSV importeren').click();
    await (
      await chooser
    ).setFiles({ name: 'adressen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => copyRows.count(), { timeout: 10_000 }).toBe(3);
    const typed = {
      Onderzoeksnummer: 'REIS-KOPIE-4',
      Naam: 'Bovenwoning',
      Straat: 'Twijnstraat',
      Huisnummer: '16',
      Postcode: '3511ZK',
      Plaats: 'Utrecht',
      Soort: 'Woning',
    };
    for (const [label, value] of Object.entries(typed)) {
      await field(dialog, label).fill(value);
    }
    await button(dialog, 'Toevoegen').click();
    await expect.poll(() => copyRows.count(), { timeout: 10_000 }).toBe(4);
    await button(dialog, 'Kopiëren').click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    for (const number of ['REIS-KOPIE-1', 'REIS-KOPIE-2', 'REIS-KOPIE-3', 'REIS-KOPIE-4']) {
      await table(page, 'onderzoeken').getByRole('link', { name: number, exact: true }).waitFor();
    }
  });
});
