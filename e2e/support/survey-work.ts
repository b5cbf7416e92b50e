import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the laboratory tests do on a survey as a surveyor would: open a demo survey, record
 * a source with a location and samples, and hand in a PDF.
 */

export { onePagePdf } from '@vezel/server/testing/one-page-pdf';

/** Opens a demo property survey from the active list; the survey's path (/onderzoeken/{id}). */
export async function openPropertySurvey(page: Page, number: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Onderzoeken panden' })
    .click();
  await page.waitForURL(/\/onderzoeken\/panden\/active$/);
  await page.getByRole('table', { name: 'onderzoeken' }).getByText(number, { exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  return new URL(page.url()).pathname.replace(/\/information$/, '');
}

/**
 * Records a source of the material type with one location (no space), and opens the
 * location's samples tab; the source's path and the location's card.
 */
export async function recordSourceWithLocation(
  page: Page,
  material: string,
  description: string,
): Promise<{ sourcePath: string; locationPath: string; location: Locator }> {
  await page.getByRole('tab', { name: 'Bronnen' }).click();
  await page.waitForURL(/\/applications\/sources$/);
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const createSource = page.getByRole('dialog', { name: 'Bron toevoegen' });
  await createSource.getByRole('combobox', { name: 'Materiaaltype' }).click();
  await page.getByRole('option', { name: material }).click();
  await createSource.getByRole('textbox', { name: 'Omschrijving' }).fill(description);
  await createSource.getByRole('button', { name: 'Opslaan' }).click();
  await page.waitForURL(/\/applications\/sources\/\d+$/);
  const sourcePath = new URL(page.url()).pathname;
  const source = page.getByRole('region', { name: /^B\d+$/ });
  await source.getByRole('button', { name: 'Toevoegen' }).click();
  const createLocation = page.getByRole('dialog', { name: 'Locatie toevoegen' });
  await createLocation.getByRole('textbox', { name: 'Omschrijving' }).fill(`${description}, plek`);
  await createLocation.getByRole('button', { name: 'Opslaan' }).click();
  await page.waitForURL(/\/locations\/\d+\/details$/);
  const locationPath = new URL(page.url()).pathname;
  const location = page.getByRole('region', { name: 'Geen ruimte' });
  await location.getByRole('tab', { name: 'Monsters' }).click();
  await page.waitForURL(/\/locations\/\d+\/samples$/);
  return { sourcePath, locationPath, location };
}

/** Adds a material sample on the open location card; its number, as the server gave it. */
export async function addMaterialSample(page: Page, location: Locator): Promise<string> {
  const table = location.getByRole('table', { name: 'monsters' });
  const numbers = async () =>
    (await table.getByRole('cell').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => /^M\d+$/.test(text));
  const before = await numbers();
  await location.getByRole('button', { name: 'Toevoegen' }).click();
  const create = page.getByRole('dialog', { name: 'Monster toevoegen' });
  await create.getByRole('combobox', { name: 'Monstersoort' }).click();
  await page.getByRole('option', { name: 'Materiaalmonster' }).click();
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await expect.poll(async () => (await numbers()).length).toBe(before.length + 1);
  return (await numbers()).find((number) => !before.includes(number))!;
}
