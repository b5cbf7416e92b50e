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
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escaped(label)}`) }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const table = (scope: Page | Locator, name: string) =>
  scope.getByRole('table', { name, exact: true });
/** A table's rows of records (each opens by its link), not its header or "none yet". */
const recordRows = (list: Locator) =>
  list.getByRole('row').filter({ has: list.page().getByRole('link') });

describe('asset management', () => {
  it('lets a surveyor add a property, its floors and spaces, apply a template and delete it', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await nav(page).getByRole('link', { name: 'Panden', exact: true }).click();
    await page.waitForURL(/\/pandenbeheer\/panden$/);
    const assets = table(page, 'panden');
    await assets
      .getByRole('row', { name: /Prijssestraat/ })
      .first()
      .waitFor();

    // A bad postcode and a bad year are refused in the form.
    await button(page, 'Toevoegen').click();
    const create = page.getByRole('dialog', { name: 'Pand toevoegen' });
    await field(create, 'Straatnaam').fill('Ganzenmarkt');
    await field(create, 'Huisnummer').fill('9');
    await field(create, 'Postcode').fill('0351 AB');
    await field(create, 'Plaats').fill('Utrecht');
    await field(create, 'Bouwjaar').fill('1234');
    await button(create, 'Opslaan').click();
    await create.getByText('Dit is geen geldige postcode').waitFor();
    await create.getByText(/Geef een jaartal van 1500 tot en met/).waitFor();
    await field(create, 'Postcode').fill('3511BT');
    await field(create, 'Bouwjaar').fill('1961');
    await choose(create, 'Eigenaar (klant)', 'Gemeente Zaltbommel');
    await button(create, 'Opslaan').click();
    await page.waitForURL(/\/pandenbeheer\/panden\/assets\/\d+$/);
    const card = page.getByRole('region', { name: 'Ganzenmarkt 9, Utrecht' });
    await card.getByRole('heading', { name: 'Ganzenmarkt 9, Utrecht' }).waitFor();
    expect(await field(card, 'Postcode').inputValue()).toBe('3511 BT');

    // Floors and spaces on the spaces tab. The floors' Add button comes first, the spaces' second.
    await card.getByRole('tab', { name: /Ruimten/ }).click();
    await page.waitForURL(/\/assets\/\d+\/spaces$/);
    const floors = table(card, 'verdiepingen');
    const spaces = table(card, 'ruimten');
    await button(card, 'Toevoegen').first().click();
    const floorCreate = page.getByRole('dialog', { name: 'Verdieping toevoegen' });
    await field(floorCreate, 'Naam').fill('Kelder');
    await button(floorCreate, 'Opslaan').click();
    await floors.getByRole('row', { name: /Kelder/ }).waitFor();
    await button(card, 'Toevoegen').nth(1).click();
    const spaceCreate = page.getByRole('dialog', { name: 'Ruimte toevoegen' });
    await choose(spaceCreate, 'Verdieping', 'Kelder');
    await field(spaceCreate, 'Naam').fill('Stookruimte');
    await button(spaceCreate, 'Opslaan').click();
    await spaces.getByRole('link', { name: 'Kelder ❯ Stookruimte' }).waitFor();

    // A template adds the floors it names and its spaces in one go.
    await button(card, 'Sjabloon toepassen').click();
    const apply = page.getByRole('dialog', { name: 'Ruimtesjabloon toepassen' });
    await choose(apply, 'Sjabloon', 'Eengezinswoning');
    await button(apply, 'Opslaan').click();
    await spaces.getByRole('link', { name: 'Eerste verdieping ❯ Badkamer' }).waitFor();
    await floors.getByRole('row', { name: /Zolder/ }).waitFor();
    expect(await recordRows(floors).count()).toBe(4);

    // A space's card opens by its URL.
    await spaces.getByRole('link', { name: 'Kelder ❯ Stookruimte' }).click();
    await page.waitForURL(/\/spaces\/\d+$/);
    const spaceUrl = page.url();
    await page.goto('/');
    await page.goto(spaceUrl);
    await card.getByRole('heading', { name: 'Kelder ❯ Stookruimte', exact: true }).waitFor();

    // Delete the property after confirming.
    await card.getByRole('tab', { name: 'Informatie' }).click();
    await page.waitForURL(/\/assets\/\d+\/information$/);
    // The space's card on the spaces tab has a Verwijderen button too; the property's
    // postcode says its own form is shown.
    await field(card, 'Postcode').waitFor();
    await button(card, 'Verwijderen').click();
    await button(
      page.getByRole('dialog', { name: 'Ganzenmarkt 9, Utrecht verwijderen?' }),
      'Verwijderen',
    ).click();
    await page.waitForURL(/\/pandenbeheer\/panden\/assets$/);
    await assets
      .getByRole('row', { name: /Prijssestraat/ })
      .first()
      .waitFor();
    await assets.getByRole('row', { name: /Ganzenmarkt/ }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('adds a vessel, refusing a bad IMO number, with decks from a template', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await nav(page).getByRole('link', { name: 'Schepen', exact: true }).click();
    await page.waitForURL(/\/pandenbeheer\/schepen$/);
    await table(page, 'schepen')
      .getByRole('row', { name: /Vlieland Express/ })
      .waitFor();

    await button(page, 'Toevoegen').click();
    const create = page.getByRole('dialog', { name: 'Schip toevoegen' });
    await field(create, 'IMO-nummer').fill('9321484');
    await field(create, 'Naam').fill('Emma Maersk');
    await field(create, 'Lengte (m)').fill('397,7');
    await button(create, 'Opslaan').click();
    await create.getByText(/Dit is geen geldig IMO-nummer/).waitFor();
    await field(create, 'IMO-nummer').fill('IMO 9321483');
    await button(create, 'Opslaan').click();
    await page.waitForURL(/\/pandenbeheer\/schepen\/assets\/\d+$/);
    const card = page.getByRole('region', { name: 'Emma Maersk' });
    await card.getByRole('heading', { name: 'Emma Maersk' }).waitFor();
    expect(await field(card, 'IMO-nummer').inputValue()).toBe('9321483');
    expect(await field(card, 'Lengte (m)').inputValue()).toBe('397.7');

    await card.getByRole('tab', { name: /Ruimten/ }).click();
    await button(card, 'Sjabloon toepassen').click();
    const apply = page.getByRole('dialog', { name: 'Ruimtesjabloon toepassen' });
    await choose(apply, 'Sjabloon', 'Vrachtschip');
    await button(apply, 'Opslaan').click();
    await table(card, 'ruimten').getByRole('link', { name: 'Tanktop ❯ Machinekamer' }).waitFor();
    await page.getByText('Dekken').first().waitFor();

    // The templates tab lists the vessel templates only.
    await page.getByRole('tab', { name: 'Sjablonen' }).click();
    await page.waitForURL(/\/pandenbeheer\/schepen\/templates$/);
    const templates = table(page, 'sjablonen');
    await templates.getByRole('link', { name: 'Vrachtschip', exact: true }).click();
    await page.waitForURL(/\/templates\/\d+$/);
    await table(page.getByRole('region', { name: 'Vrachtschip' }), 'ruimten')
      .getByRole('row', { name: /Stuurhut/ })
      .waitFor();
    expect(await templates.getByText('Eengezinswoning').count()).toBe(0);
    // Templates are the managers' to write: no Add, for a template or its spaces.
    expect(await button(page, 'Toevoegen').count()).toBe(0);
    await page.close();
  });

  it('lets a manager make a space template with spaces', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/pandenbeheer/panden/templates');
    await table(page, 'sjablonen').getByRole('link', { name: 'Eengezinswoning' }).first().waitFor();
    await button(page, 'Toevoegen').click();
    const create = page.getByRole('dialog', { name: 'Sjabloon toevoegen' });
    await field(create, 'Naam').fill('Bovenwoning');
    await button(create, 'Opslaan').click();
    await page.waitForURL(/\/pandenbeheer\/panden\/templates\/\d+$/);
    const card = page.getByRole('region', { name: 'Bovenwoning' });
    await button(card, 'Toevoegen').click();
    const spaceCreate = page.getByRole('dialog', { name: 'Ruimte toevoegen' });
    await field(spaceCreate, 'Verdieping of dek').fill('Tweede verdieping');
    await field(spaceCreate, 'Naam').fill('Keuken');
    await button(spaceCreate, 'Opslaan').click();
    // The row opens by a click anywhere on it; its link is the floor's name.
    await table(card, 'ruimten').getByRole('cell', { name: 'Keuken', exact: true }).click();
    await page.waitForURL(/\/templates\/\d+\/spaces\/\d+$/);
    await card.getByRole('heading', { name: 'Keuken', exact: true }).waitFor();
    await page.close();
  });
});
