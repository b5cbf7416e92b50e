import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('asset management', () => {
  it('lets a surveyor add a property, its floors and spaces, apply a template and delete it', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.getByTestId('nav-properties').click();
    await page.waitForURL(/\/pandenbeheer\/panden$/);
    await page.getByTestId('assets-row').getByText('Prijssestraat').first().waitFor();

    // A bad postcode and a bad year are refused in the form.
    await page.getByTestId('assets-add').click();
    await page.getByTestId('asset-create-street').fill('Ganzenmarkt');
    await page.getByTestId('asset-create-house_number').fill('9');
    await page.getByTestId('asset-create-postcode').fill('0351 AB');
    await page.getByTestId('asset-create-city').fill('Utrecht');
    await page.getByTestId('asset-create-construction_year').fill('1234');
    await page.getByTestId('asset-create-save').click();
    const create = page.getByTestId('asset-create');
    await create.getByText('Dit is geen geldige postcode').waitFor();
    await create.getByText(/Geef een jaartal van 1500 tot en met/).waitFor();
    await page.getByTestId('asset-create-postcode').fill('3511BT');
    await page.getByTestId('asset-create-construction_year').fill('1961');
    await page.getByTestId('asset-create-owner_client').click();
    await page.getByRole('option', { name: 'Gemeente Zaltbommel' }).click();
    await page.getByTestId('asset-create-save').click();
    await page.waitForURL(/\/pandenbeheer\/panden\/assets\/\d+$/);
    await page.getByTestId('asset-card-title').getByText('Ganzenmarkt 9, Utrecht').waitFor();
    expect(await page.getByTestId('asset-form-postcode').inputValue()).toBe('3511 BT');

    // Floors and spaces on the spaces tab.
    await page
      .getByTestId('asset-card')
      .getByRole('tab', { name: /Ruimten/ })
      .click();
    await page.waitForURL(/\/assets\/\d+\/spaces$/);
    await page.getByTestId('asset-floors-table-add').click();
    await page.getByTestId('asset-floors-create-name').fill('Kelder');
    await page.getByTestId('asset-floors-create-save').click();
    await page.getByTestId('asset-floors-table-row').getByText('Kelder').waitFor();
    await page.getByTestId('asset-spaces-panel-table-add').click();
    await page.getByTestId('asset-spaces-panel-create-floor').click();
    await page.getByRole('option', { name: 'Kelder' }).click();
    await page.getByTestId('asset-spaces-panel-create-name').fill('Stookruimte');
    await page.getByTestId('asset-spaces-panel-create-save').click();
    await page
      .getByTestId('asset-spaces-panel-table-row')
      .getByText('Kelder ❯ Stookruimte')
      .waitFor();

    // A template adds the floors it names and its spaces in one go.
    await page.getByTestId('asset-apply-template-open').click();
    await page.getByTestId('asset-apply-template-template').click();
    await page.getByRole('option', { name: 'Eengezinswoning' }).click();
    await page.getByTestId('asset-apply-template-save').click();
    await page
      .getByTestId('asset-spaces-panel-table-row')
      .getByText('Eerste verdieping ❯ Badkamer')
      .waitFor();
    await page.getByTestId('asset-floors-table-row').getByText('Zolder').waitFor();
    expect(await page.getByTestId('asset-floors-table-row').count()).toBe(4);

    // A space's card opens by its URL.
    await page
      .getByTestId('asset-spaces-panel-table-row')
      .getByText('Kelder ❯ Stookruimte')
      .click();
    await page.waitForURL(/\/spaces\/\d+$/);
    const spaceUrl = page.url();
    await page.goto('/');
    await page.goto(spaceUrl);
    await page
      .getByTestId('asset-spaces-panel-card-title')
      .getByText('Kelder ❯ Stookruimte')
      .waitFor();

    // Delete the property after confirming.
    await page.getByTestId('asset-card').getByRole('tab', { name: 'Informatie' }).click();
    await page.waitForURL(/\/assets\/\d+\/information$/);
    await page.getByTestId('asset-delete').click();
    await page.getByTestId('asset-delete-modal-confirm').click();
    await page.waitForURL(/\/pandenbeheer\/panden\/assets$/);
    await page.getByTestId('assets-row').getByText('Ganzenmarkt').waitFor({ state: 'detached' });
    await page.close();
  });

  it('adds a vessel, refusing a bad IMO number, with decks from a template', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.getByTestId('nav-vessels').click();
    await page.waitForURL(/\/pandenbeheer\/schepen$/);
    await page.getByTestId('assets-row').getByText('Vlieland Express').waitFor();

    await page.getByTestId('assets-add').click();
    await page.getByTestId('asset-create-imo').fill('9321484');
    await page.getByTestId('asset-create-name').fill('Emma Maersk');
    await page.getByTestId('asset-create-length').fill('397,7');
    await page.getByTestId('asset-create-save').click();
    await page
      .getByTestId('asset-create')
      .getByText(/Dit is geen geldig IMO-nummer/)
      .waitFor();
    await page.getByTestId('asset-create-imo').fill('IMO 9321483');
    await page.getByTestId('asset-create-save').click();
    await page.waitForURL(/\/pandenbeheer\/schepen\/assets\/\d+$/);
    await page.getByTestId('asset-card-title').getByText('Emma Maersk').waitFor();
    expect(await page.getByTestId('asset-form-imo').inputValue()).toBe('9321483');
    expect(await page.getByTestId('asset-form-length').inputValue()).toBe('397.7');

    await page
      .getByTestId('asset-card')
      .getByRole('tab', { name: /Ruimten/ })
      .click();
    await page.getByTestId('asset-apply-template-open').click();
    await page.getByTestId('asset-apply-template-template').click();
    await page.getByRole('option', { name: 'Vrachtschip' }).click();
    await page.getByTestId('asset-apply-template-save').click();
    await page
      .getByTestId('asset-spaces-panel-table-row')
      .getByText('Tanktop ❯ Machinekamer')
      .waitFor();
    await page.getByText('Dekken').first().waitFor();

    // The templates tab lists the vessel templates only.
    await page.getByTestId('assets-tab-templates').click();
    await page.waitForURL(/\/pandenbeheer\/schepen\/templates$/);
    await page.getByTestId('space-templates-row').getByText('Vrachtschip', { exact: true }).click();
    await page.waitForURL(/\/templates\/\d+$/);
    await page.getByTestId('space-template-spaces-table-row').getByText('Stuurhut').waitFor();
    expect(await page.getByTestId('space-templates-row').getByText('Eengezinswoning').count()).toBe(
      0,
    );
    // Templates are the managers' to write.
    expect(await page.getByTestId('space-templates-add').count()).toBe(0);
    await page.close();
  });

  it('lets a manager make a space template with spaces', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/pandenbeheer/panden/templates');
    await page.getByTestId('space-templates-row').getByText('Eengezinswoning').first().waitFor();
    await page.getByTestId('space-templates-add').click();
    await page.getByTestId('space-template-create-name').fill('Bovenwoning');
    await page.getByTestId('space-template-create-save').click();
    await page.waitForURL(/\/pandenbeheer\/panden\/templates\/\d+$/);
    await page.getByTestId('space-template-spaces-table-add').click();
    await page.getByTestId('space-template-spaces-create-floor_name').fill('Tweede verdieping');
    await page.getByTestId('space-template-spaces-create-name').fill('Keuken');
    await page.getByTestId('space-template-spaces-create-save').click();
    await page.getByTestId('space-template-spaces-table-row').getByText('Keuken').click();
    await page.waitForURL(/\/templates\/\d+\/spaces\/\d+$/);
    await page.getByTestId('space-template-spaces-card-title').getByText('Keuken').waitFor();
    await page.close();
  });
});
