import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const planSurvey = `mutation ($input: SurveyCreateInput!, $property: PlanSurveyPropertyInput) {
  planSurvey(assetType: "panden", input: $input, property: $property) { id } }`;

/** Plans the survey to copy through the API, as the signed-in manager. */
async function plannedSurvey(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vezel_session');
  const response = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cookie?.value}` },
    body: JSON.stringify({
      query: planSurvey,
      variables: {
        input: { number: 'KOPIEER-BRON', planned_start: '01-09-2026' },
        property: {
          street: 'Vredenburg',
          house_number: '40',
          postcode: '3511BD',
          city: 'Utrecht',
        },
      },
    }),
  });
  const body = (await response.json()) as { data?: { planSurvey: { id: string } } };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.planSurvey.id;
}

const csv = [
  'onderzoeknr;naam;straatnaam;huisnummer;toevoeging;postcode;plaats;soort;startdatum;einddatum',
  'KOPIE-E2E-1;Woning;Lange Viestraat;2;;3511 BK;Utrecht;Woning;07-09-2026;07-09-2026',
  'KOPIE-E2E-2;Woning;Lange Viestraat;4;a;3511 BK;Utrecht;Woning;08/09/2026;08/09/2026',
  'KOPIE-E2E-3;Woning;Lange Viestraat;6;;3511 BK;Utrecht;Woning;;',
  'KOPIE-E2E-5;Woning;Lange Viestraat;8;;35;Utrecht;Woning;;',
  'KOPIE-E2E-6;Woning;Lange Viestraat;;;3511 BK;Utrecht;Woning;;',
].join('\n');

const copyDialog = (page: Page) => page.getByRole('dialog', { name: 'Onderzoek kopiëren' });

/** Chooses a file in the dialog's import, through the browser's file chooser. */
async function importFile(page: Page, name: string, mimeType: string, content: string) {
  const chooser = page.waitForEvent('filechooser');
  await copyDialog(page).getByRole('button', { name: 'CSV importeren' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(content) });
}

describe('copying a survey', () => {
  it('copies a survey to the good rows of a CSV and one typed in, and says how many', async () => {
    const page = await app.newPage({ viewport: { width: 1600, height: 1000 } });
    await logIn(page, 'manager@vezel.test');
    const id = await plannedSurvey(page);
    await page.goto(`/onderzoeken/${id}/information`);
    await page.getByRole('banner').getByRole('button', { name: 'Onderzoek kopiëren' }).click();
    const dialog = copyDialog(page);
    await dialog.getByText('Nog geen adressen').waitFor();
    // The rows to copy to: each has its own remove button, the header row none.
    const rows = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Rij verwijderen' }) });
    // The import's rejected rows; no other alert (an error) may show.
    const alerts = dialog.getByRole('alert');
    const rejected = alerts.filter({ hasText: 'Niet toegevoegde rijen' });
    // Without rows Copy cannot be pressed, and says why.
    const copy = dialog.getByRole('button', { name: 'Kopiëren' });
    expect(await copy.isDisabled()).toBe(true);
    const reasonId = await copy.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(
      'Voeg eerst een of meer adressen toe om naar te kopiëren',
    );
    // The dialog's headings go in order.
    expect(
      await dialog
        .getByRole('heading')
        .evaluateAll((headings) => headings.map((heading) => heading.tagName)),
    ).toEqual(['H2', 'H3', 'H3']);

    // Only CSV files are taken.
    await importFile(page, 'adressen.xlsx', 'application/zip', 'PK');
    await dialog.getByText('Dit bestandstype wordt in onze app niet ondersteund.').waitFor();

    // The good rows are taken; the others are listed with the column that is wrong.
    await importFile(page, 'adressen.csv', 'text/csv', csv);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    expect(await alerts.filter({ hasNotText: 'Niet toegevoegde rijen' }).count()).toBe(0);
    await rejected.getByText('Niet toegevoegde rijen: 2.', { exact: false }).waitFor();
    expect(await rejected.getByRole('listitem').allTextContents()).toEqual([
      'Rij 4, Postcode: Dit is geen geldige postcode',
      'Rij 5, Huisnummer: Dit veld is verplicht',
    ]);
    expect(await copy.isEnabled()).toBe(true);

    // The same file again: its first row is already there.
    await importFile(page, 'adressen.csv', 'text/csv', csv);
    await rejected.getByText('Rij 1 is gelijk aan een rij die al is toegevoegd').waitFor();

    // A row by hand: the required fields first.
    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    const add = dialog.getByRole('button', { name: 'Toevoegen', exact: true });
    await field('Onderzoeksnummer').fill('KOPIE-E2E-4');
    await add.click();
    await dialog.getByText('Dit veld is verplicht').first().waitFor();
    const typed = {
      Naam: 'Hoekpand',
      Straat: 'Drift',
      Huisnummer: '21',
      Postcode: '3512BR',
      Plaats: 'Utrecht',
      Soort: 'Kantoor',
      Startdatum: '14-09-2026',
      Einddatum: '15-09-2026',
    };
    for (const [label, value] of Object.entries(typed)) {
      await field(label).fill(value);
    }
    await add.click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(4);

    // Escape would throw the rows away: it asks first, and keeping them keeps them.
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    await question.getByRole('button', { name: 'Verder bewerken' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await rows.count()).toBe(4);

    // Spaces off takes exclusions and plans along; at least one component must stay on.
    const plans = dialog.getByRole('switch', { name: 'Plattegronden', exact: true });
    await plans.waitFor();
    await dialog.getByRole('switch', { name: 'Ruimtes', exact: true }).click();
    expect(await plans.count()).toBe(0);

    await copy.click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await page
      .getByRole('status')
      .getByText('Onderzoek gekopieerd, nieuwe onderzoeken: 4')
      .waitFor();
    for (const number of ['KOPIE-E2E-1', 'KOPIE-E2E-2', 'KOPIE-E2E-3', 'KOPIE-E2E-4']) {
      await page
        .getByRole('table', { name: 'onderzoeken' })
        .getByRole('link', { name: number, exact: true })
        .waitFor();
    }
  });
});
