import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

describe('survey sources', () => {
  it('records a source with a location and a sample, and shows the sample number', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');

    // A planned survey on a new property.
    await navigation(page).getByRole('link', { name: 'Onderzoeken panden' }).click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const plan = page.getByRole('dialog', { name: 'Onderzoek plannen voor een pand' });
    await plan.getByLabel('Nieuw').check();
    await plan.getByRole('textbox', { name: 'Straatnaam' }).fill('Oudegracht');
    await plan.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill('12');
    await plan.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3511AP');
    await plan.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Utrecht');
    await plan.getByRole('button', { name: 'Volgende' }).click();
    await plan.getByRole('textbox', { name: 'Onderzoeksnummer' }).fill('E2E-BRON-1');
    await plan.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);

    // A source: numbered B01 by the server, its card opens.
    await page.getByRole('tab', { name: 'Bronnen' }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/applications\/sources$/);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createSource = page.getByRole('dialog', { name: 'Bron toevoegen' });
    await createSource.getByRole('combobox', { name: 'Materiaaltype' }).click();
    await page.getByRole('option', { name: 'Spuitasbest' }).click();
    await createSource
      .getByRole('textbox', { name: 'Omschrijving' })
      .fill('Spuitlaag op de stalen liggers');
    await createSource.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/applications\/sources\/\d+$/);
    const source = page.getByRole('region', { name: 'B01' });
    await source.getByRole('heading', { name: 'B01' }).waitFor();
    await page.getByRole('table', { name: 'bronnen' }).getByText('Spuitasbest').waitFor();

    // Its location, with an amount and unit.
    await source.getByRole('button', { name: 'Toevoegen' }).click();
    const createLocation = page.getByRole('dialog', { name: 'Locatie toevoegen' });
    await createLocation.getByRole('textbox', { name: 'Omschrijving' }).fill('Kelder, noordzijde');
    await createLocation.getByRole('textbox', { name: 'Hoeveelheid' }).fill('4,5');
    await createLocation.getByRole('combobox', { name: 'Eenheid' }).click();
    await page.getByRole('option', { name: 'm²', exact: true }).click();
    await createLocation.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/locations\/\d+\/details$/);
    // A location without a space is named so.
    const location = page.getByRole('region', { name: 'Geen ruimte' });
    await location.waitFor();
    await source.getByRole('table', { name: 'locaties' }).getByText('4.5 m²').waitFor();

    // A sample of one of the material type's kinds: numbered by its prefix.
    await location.getByRole('tab', { name: 'Monsters' }).click();
    await page.waitForURL(/\/locations\/\d+\/samples$/);
    await location.getByRole('button', { name: 'Toevoegen' }).click();
    const createSample = page.getByRole('dialog', { name: 'Monster toevoegen' });
    await createSample.getByRole('combobox', { name: 'Monstersoort' }).click();
    await page.getByRole('option', { name: 'Kleefmonster' }).click();
    await createSample.getByRole('textbox', { name: 'Omschrijving' }).fill('Hechtlaag');
    await createSample.getByRole('button', { name: 'Opslaan' }).click();
    await location.getByRole('table', { name: 'monsters' }).getByText('K01').waitFor();

    // The survey's samples list shows it with its source. The survey's tabs come before the
    // location card's, which has a tab of the same name.
    await page.getByRole('tab', { name: 'Monsters' }).first().click();
    await page.waitForURL(/\/onderzoeken\/\d+\/samples$/);
    const row = page
      .getByRole('table', { name: 'monsters' })
      .getByRole('row')
      .filter({ hasText: 'K01' });
    await row.waitFor();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toMatch(/K01.*Kleefmonster.*B01/);
  });
  it("fills a vessel survey's VSCP from a template and marks an entry as potentially containing", async () => {
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
    // The entries' rows: each links to its entry (the header and message rows do not).
    const rows = page
      .getByRole('table', { name: 'VSCP-items' })
      .getByRole('row')
      .filter({ has: page.getByRole('link') });
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(6);
    expect(await rows.first().textContent()).toContain('Onbekend');

    // PCHM needs a reason: the field shows once it is chosen, and saving waits for it.
    await rows.first().click();
    await page.waitForURL(/\/applications\/vscp\/\d+$/);
    await page.getByRole('button', { name: 'Bewerken' }).click();
    await page.getByRole('combobox', { name: 'Bevinding' }).click();
    await page.getByRole('option', { name: 'Mogelijk aanwezig (PCHM)' }).click();
    const reason = page.getByRole('textbox', { name: 'Reden (PCHM)' });
    await reason.waitFor();
    const save = page.getByRole('button', { name: 'Opslaan' });
    expect(await save.isDisabled()).toBe(true);
    await reason.fill('Achter gelaste panelen, niet bereikbaar');
    await save.click();
    await expect
      .poll(() => rows.first().textContent(), { timeout: 10_000 })
      .toContain('Mogelijk aanwezig (PCHM)');
  });
});
