import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const status = (page: Page) =>
  page.getByTestId('survey-file').getByTestId('survey-status').first().getAttribute('data-status');

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
    await page.getByTestId('nav-surveys-properties').click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await page.getByTestId('surveys-add').click();
    await page.getByTestId('plan-survey').getByLabel('Nieuw').check();
    await page.getByTestId('plan-survey-asset-street').fill('Twijnstraat');
    await page.getByTestId('plan-survey-asset-house_number').fill('8');
    await page.getByTestId('plan-survey-asset-postcode').fill('3511ZK');
    await page.getByTestId('plan-survey-asset-city').fill('Utrecht');
    await page.getByTestId('plan-survey-next').click();
    await page.getByTestId('plan-survey-number').fill('REIS-0001');
    await page.getByTestId('plan-survey-save').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    const surveyUrl = page.url();
    await page.getByTestId('survey-activate').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('active');

    // Completing needs a client, a survey type and a surveyor: the planning gives them.
    await page.getByTestId('survey-information-tab-client').click();
    await page.getByTestId('survey-form-edit').click();
    await choose(page, 'survey-form-client', 'Woonstichting De Linie');
    await choose(page, 'survey-form-survey_type', 'Aanvullende inventarisatie');
    await choose(page, 'survey-form-surveyors', 'Sanne van der Berg');
    await page.keyboard.press('Escape');
    await page.getByTestId('survey-form-save').click();
    await page.getByTestId('survey-form-saved').waitFor();

    // A space on a floor.
    await page.getByTestId('survey-tab-object').click();
    await page.getByTestId('survey-object-tab-spaces').click();
    await page.waitForURL(/\/object\/spaces$/);
    await page.getByTestId('survey-floors-table-add').click();
    await page.getByTestId('survey-floors-create-name').fill('Begane grond');
    await page.getByTestId('survey-floors-create-save').click();
    await page.getByTestId('survey-floors-table-row').getByText('Begane grond').waitFor();
    await page.getByTestId('survey-spaces-panel-table-add').click();
    await choose(page, 'survey-spaces-panel-create-floor', 'Begane grond');
    await page.getByTestId('survey-spaces-panel-create-name').fill('Keuken');
    await page.getByTestId('survey-spaces-panel-create-save').click();
    await page
      .getByTestId('survey-spaces-panel-table-row')
      .getByText('Begane grond ❯ Keuken')
      .waitFor();

    // A source, its location in that space, and a sample numbered by its kind's prefix.
    await page.getByTestId('survey-tab-sources').click();
    await page.waitForURL(/\/applications\/sources$/);
    await page.getByTestId('survey-sources-table-add').click();
    await choose(page, 'survey-source-create-material_type', 'Vinyl vloerzeil');
    await page.getByTestId('survey-source-create-description').fill('Zeil onder het laminaat');
    await page.getByTestId('survey-source-create-save').click();
    await page.getByTestId('survey-source-card-title').getByText('B01').waitFor();
    // Assessed: its asbestos status, which completing asks of every source.
    await page.getByTestId('survey-source-card').getByRole('tab', { name: 'Status' }).click();
    await page.getByTestId('survey-source-status-form-edit').click();
    await choose(page, 'survey-source-status-form-asbestos_status', 'Asbesthoudend');
    await page.getByTestId('survey-source-status-form-save').click();
    await page.getByTestId('survey-source-status-form-saved').waitFor();
    await page.getByTestId('survey-source-card').getByRole('tab', { name: 'Bron' }).click();
    await page.getByTestId('survey-locations-table-add').click();
    await choose(page, 'survey-location-create-space', 'Begane grond ❯ Keuken');
    await page.getByTestId('survey-location-create-description').fill('Hele vloer');
    await page.getByTestId('survey-location-create-amount').fill('12');
    await choose(page, 'survey-location-create-unit', 'm²');
    await page.getByTestId('survey-location-create-save').click();
    await page.waitForURL(/\/locations\/\d+\/details$/);
    await page.getByTestId('survey-location-card-tab-samples').click();
    await page.getByTestId('survey-location-samples-table-add').click();
    await choose(page, 'survey-location-samples-create-sample_kind', 'Materiaalmonster');
    await page.getByTestId('survey-location-samples-create-save').click();
    await page.getByTestId('survey-location-samples-table-row').getByText('M01').waitFor();

    // An observation and a limitation.
    await page.getByTestId('survey-tab-observations').click();
    await page.getByTestId('survey-records-observation-table-add').click();
    await choose(page, 'survey-records-observation-create-observation_type', 'Asbestresten');
    await page
      .getByTestId('survey-records-observation-create-description')
      .fill('Resten van zeil in de gang');
    await page.getByTestId('survey-records-observation-create-save').click();
    await page.getByTestId('survey-records-observation-table-row').getByText('AR01').waitFor();
    await page.getByTestId('survey-tab-limitations').click();
    await page.getByTestId('survey-records-limitation-table-add').click();
    await choose(page, 'survey-records-limitation-create-limitation', 'Geen toegang');
    await page.getByTestId('survey-records-limitation-create-description').fill('Kruipruimte');
    await page.getByTestId('survey-records-limitation-create-save').click();
    await page
      .getByTestId('survey-records-limitation-table-row')
      .getByText('Kruipruimte')
      .waitFor();

    // Completed: in the completed tab, with its history.
    await page.getByTestId('survey-complete').click();
    await page.getByTestId('survey-complete-modal-confirm').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('completed');
    await page.getByTestId('nav-surveys-properties').click();
    await page.getByTestId('surveys-tab-completed').click();
    await page.getByTestId('surveys-row').getByText('REIS-0001', { exact: true }).click();
    await page.waitForURL(surveyUrl);
    await page.getByTestId('survey-information-tab-client').click();
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
    await page.getByTestId('topbar-copy-survey').click();
    const dialog = page.getByTestId('survey-copy-dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByText('CSV importeren').click();
    await (
      await chooser
    ).setFiles({ name: 'adressen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect
      .poll(() => dialog.getByTestId('survey-copy-row').count(), { timeout: 10_000 })
      .toBe(3);
    const typed = {
      onderzoeknr: 'REIS-KOPIE-4',
      naam: 'Bovenwoning',
      straatnaam: 'Twijnstraat',
      huisnummer: '16',
      postcode: '3511ZK',
      plaats: 'Utrecht',
      soort: 'Woning',
    };
    for (const [field, value] of Object.entries(typed)) {
      await dialog.getByTestId(`survey-copy-field-${field}`).fill(value);
    }
    await dialog.getByTestId('survey-copy-add').click();
    await expect
      .poll(() => dialog.getByTestId('survey-copy-row').count(), { timeout: 10_000 })
      .toBe(4);
    await dialog.getByTestId('survey-copy-submit').click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    for (const number of ['REIS-KOPIE-1', 'REIS-KOPIE-2', 'REIS-KOPIE-3', 'REIS-KOPIE-4']) {
      await page.getByTestId('surveys-row').getByText(number, { exact: true }).waitFor();
    }
  });
});
