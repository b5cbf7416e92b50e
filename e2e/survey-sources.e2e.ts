import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('survey sources', () => {
  it('records a source with a location and a sample, and shows the sample number', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');

    // A planned survey on a new property.
    await page.getByTestId('nav-surveys-properties').click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await page.getByTestId('surveys-add').click();
    await page.getByTestId('plan-survey').getByLabel('Nieuw').check();
    await page.getByTestId('plan-survey-asset-street').fill('Oudegracht');
    await page.getByTestId('plan-survey-asset-house_number').fill('12');
    await page.getByTestId('plan-survey-asset-postcode').fill('3511AP');
    await page.getByTestId('plan-survey-asset-city').fill('Utrecht');
    await page.getByTestId('plan-survey-next').click();
    await page.getByTestId('plan-survey-number').fill('E2E-BRON-1');
    await page.getByTestId('plan-survey-save').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);

    // A source: numbered B01 by the server, its card opens.
    await page.getByTestId('survey-tab-sources').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/applications\/sources$/);
    await page.getByTestId('survey-sources-table-add').click();
    await page.getByTestId('survey-source-create-material_type').click();
    await page.getByRole('option', { name: 'Spuitasbest' }).click();
    await page
      .getByTestId('survey-source-create-description')
      .fill('Spuitlaag op de stalen liggers');
    await page.getByTestId('survey-source-create-save').click();
    await page.waitForURL(/\/applications\/sources\/\d+$/);
    await page.getByTestId('survey-source-card-title').getByText('B01').waitFor();
    await page.getByTestId('survey-sources-table-row').getByText('Spuitasbest').waitFor();

    // Its location, with an amount and unit.
    await page.getByTestId('survey-locations-table-add').click();
    await page.getByTestId('survey-location-create-description').fill('Kelder, noordzijde');
    await page.getByTestId('survey-location-create-amount').fill('4,5');
    await page.getByTestId('survey-location-create-unit').click();
    await page.getByRole('option', { name: 'm²', exact: true }).click();
    await page.getByTestId('survey-location-create-save').click();
    await page.waitForURL(/\/locations\/\d+\/details$/);
    await page.getByTestId('survey-location-card').waitFor();
    await page.getByTestId('survey-locations-table-row').getByText('4.5 m²').waitFor();

    // A sample of one of the material type's kinds: numbered by its prefix.
    await page.getByTestId('survey-location-card-tab-samples').click();
    await page.waitForURL(/\/locations\/\d+\/samples$/);
    await page.getByTestId('survey-location-samples-table-add').click();
    await page.getByTestId('survey-location-samples-create-sample_kind').click();
    await page.getByRole('option', { name: 'Kleefmonster' }).click();
    await page.getByTestId('survey-location-samples-create-description').fill('Hechtlaag');
    await page.getByTestId('survey-location-samples-create-save').click();
    await page.getByTestId('survey-location-samples-table-row').getByText('K01').waitFor();

    // The survey's samples list shows it with its source.
    await page.getByTestId('survey-tab-samples').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/samples$/);
    const row = page.getByTestId('survey-samples-table-row').filter({ hasText: 'K01' });
    await row.waitFor();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toMatch(/K01.*Kleefmonster.*B01/);
  });
  it("fills a vessel survey's VSCP from a template and marks an entry as potentially containing", async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.getByTestId('nav-surveys-vessels').click();
    await page.waitForURL(/\/onderzoeken\/schepen\/active$/);
    await page.getByTestId('surveys-row').getByText('2026-0006', { exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);

    await page.getByTestId('survey-tab-vscp').click();
    await page.waitForURL(/\/applications\/vscp$/);
    await page.getByTestId('survey-vscp-fill-open').click();
    await page.getByTestId('survey-vscp-fill-template').click();
    await page.getByRole('option', { name: 'Bulk carrier — standard VSCP' }).click();
    await page.getByTestId('survey-vscp-fill-save').click();
    const rows = page.getByTestId('survey-vscp-entries-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(6);
    expect(await rows.first().textContent()).toContain('Onbekend');

    // PCHM needs a reason: the field shows once it is chosen, and saving waits for it.
    await rows.first().click();
    await page.waitForURL(/\/applications\/vscp\/\d+$/);
    await page.getByTestId('survey-vscp-entries-card-form-edit').click();
    await page.getByTestId('survey-vscp-entries-card-form-finding').click();
    await page.getByRole('option', { name: 'Mogelijk aanwezig (PCHM)' }).click();
    const reason = page.getByTestId('survey-vscp-entries-card-form-pchm_reason');
    await reason.waitFor();
    expect(await page.getByTestId('survey-vscp-entries-card-form-save').isDisabled()).toBe(true);
    await reason.fill('Achter gelaste panelen, niet bereikbaar');
    await page.getByTestId('survey-vscp-entries-card-form-save').click();
    await expect
      .poll(() => rows.first().textContent(), { timeout: 10_000 })
      .toContain('Mogelijk aanwezig (PCHM)');
  });
});
