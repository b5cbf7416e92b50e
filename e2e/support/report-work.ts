import type { Page } from 'playwright-core';

/**
 * What a surveyor does before a report of theirs can be final: a signature on their account,
 * drawn on the account's signature tab.
 */
export async function drawSignature(page: Page): Promise<void> {
  await page.goto('/account/signature');
  const canvas = page.getByLabel('Handtekening tekenen');
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 25, box.y + 20 + (step % 2) * 40);
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('status').getByText('Handtekening opgeslagen').waitFor();
}

/**
 * On a survey's reports list: a new report from the template, made final by the signed-in
 * surveyor (who needs a signature: `drawSignature`); waits until the job printed the signed
 * PDF (Chromium, in the server's job runner). The report's path.
 */
export async function makeFinalReport(page: Page, template: string): Promise<string> {
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuw rapport' });
  await create.getByRole('combobox', { name: /^Rapportsjabloon/ }).click();
  await page.getByRole('option', { name: template }).click();
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await page.waitForURL(/\/reports\/\d+$/);
  const reportPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Definitief maken' }).click();
  const finalize = page.getByRole('dialog', { name: `${template} definitief maken?` });
  await finalize.getByRole('button', { name: 'Definitief maken' }).click();
  await finalize.waitFor({ state: 'detached' });
  await page
    .getByTestId('report-pdf')
    .getByRole('link', { name: 'PDF downloaden' })
    .waitFor({ timeout: 90_000 });
  await page.getByText('Definitief gemaakt door', { exact: false }).waitFor();
  return reportPath;
}
