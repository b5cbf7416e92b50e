import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import {
  addMaterialSample,
  onePagePdf,
  openPropertySurvey,
  recordSourceWithLocation,
} from './support/survey-work';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const emailLaboratory = 'Asbestlab Midden-Nederland B.V.';

/** The subjects and attachments of the mails in the outbox. */
function outboxMails(): { subject: string; attachments: { file: string }[] }[] {
  const outbox = path.join(app.server.dataDir, 'outbox');
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')));
}

/** Enters a source's SMA-rt class, reference and printout on the SMA-rt tab. */
async function classify(page: Page, smartPath: string, source: string, riskClass: string) {
  await page.goto(smartPath);
  await page
    .getByRole('table', { name: 'bronnen' })
    .getByRole('row')
    .filter({ hasText: source })
    .getByRole('link')
    .first()
    .click();
  const card = page.getByRole('region', { name: source });
  await card.getByRole('button', { name: 'Klasse invoeren', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `SMA-rt-klasse van bron ${source} invoeren` });
  await dialog.getByRole('combobox', { name: 'Risicoklasse (SMA-rt)' }).click();
  await page.getByRole('option', { name: riskClass, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'SMA-rt-referentie' }).fill(`SMA-${source}`);
  await dialog.getByLabel('Bestand kiezen').setInputFiles({
    name: `sma-rt-${source}.pdf`,
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await dialog.getByRole('link', { name: `sma-rt-${source}.pdf` }).waitFor();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByTitle(`sma-rt-${source}.pdf`).waitFor();
}

const labStatus = (region: Locator, testId: string) => region.getByTestId(testId);

describe('the laboratory loop', () => {
  it('goes from two samples to an order by e-mail, imported results, statuses and SMA-rt classes, until nothing is missing', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const surveyPath = await openPropertySurvey(page, '2026-0002');

    // On site: a source with two samples (the demo survey has B01 already).
    const source = 'B02';
    const { sourcePath, locationPath, location } = await recordSourceWithLocation(
      page,
      'Asbestcement',
      'Golfplaten schuur',
    );
    const first = await addMaterialSample(page, location);
    const second = await addMaterialSample(page, location);

    // The order, by e-mail: the order form lands in the outbox as a PDF.
    await page.getByRole('tab', { name: 'Certificaten' }).first().click();
    await page.waitForURL(/\/certificates\/laboratories$/);
    await page
      .getByRole('table', { name: 'Laboratoria' })
      .getByRole('link', { name: emailLaboratory })
      .click();
    await page.waitForURL(/\/laborders$/);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Nieuwe opdracht' }).click();
    const create = page.getByRole('dialog', { name: /^Nieuwe opdracht aan/ });
    for (const sample of [first, second]) {
      await create.getByRole('checkbox', { name: sample, exact: true }).check();
    }
    await create.getByRole('button', { name: 'Opdracht aanmaken' }).click();
    await create.waitFor({ state: 'detached' });
    const order = main.getByRole('region', { name: /^Opdracht / }).first();
    const number = (await order.getByRole('heading').first().innerText()).replace('Opdracht ', '');
    await order.getByRole('button', { name: 'Versturen' }).click();
    const confirmSend = page.getByRole('dialog', { name: 'Opdracht versturen' });
    await confirmSend.getByRole('button', { name: 'Versturen' }).click();
    await confirmSend.waitFor({ state: 'detached' });
    await order.getByText('Verzonden', { exact: true }).waitFor();
    const mail = outboxMails().find(
      (candidate) => candidate.subject === `Analyseopdracht ${number}`,
    );
    const attachment = fs.readFileSync(
      path.join(app.server.dataDir, 'outbox', mail!.attachments[0]!.file),
    );
    expect(attachment.subarray(0, 5).toString()).toBe('%PDF-');

    // At the laboratory: the samples say so with the order, and can no longer be changed.
    await page.goto(`${surveyPath}/samples`);
    const samples = page.getByRole('table', { name: 'monsters' });
    await expect
      .poll(() => samples.getByRole('row').filter({ hasText: first }).textContent())
      .toContain(`Bij het laboratorium (opdracht ${number})`);
    await samples.getByRole('row').filter({ hasText: first }).getByRole('link').click();
    const card = page.getByRole('region', { name: first });
    await card.getByTestId('sample-lab-status').getByText('Bij het laboratorium').waitFor();
    await card
      .getByText(`Monster ${first} is met opdracht ${number} naar het laboratorium gestuurd`, {
        exact: false,
      })
      .first()
      .waitFor();
    expect(await card.getByRole('button', { name: 'Bewerken', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await card.getByRole('button', { name: 'Verwijderen', exact: true }).isDisabled()).toBe(
      true,
    );

    // The laboratory's CSV of results: checked first, then imported. The import starts
    // with the laboratory the samples are at.
    await page.getByRole('button', { name: 'Labresultaten importeren (CSV)' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Labresultaten importeren' });
    const laboratoryChoice = importDialog.getByRole('combobox', { name: 'Laboratorium' });
    await expect
      .poll(() =>
        laboratoryChoice.evaluate(
          (select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent,
        ),
      )
      .toBe(emailLaboratory);
    await importDialog
      .getByRole('textbox', { name: 'Inhoud van het CSV-bestand' })
      .fill(
        `Monster;Asbestsoort;Percentage\n${first};Chrysotiel;3,5\n${first};Amosiet;0\n${second};Chrysotiel;0\n`,
      );
    await importDialog.getByRole('button', { name: 'Controleren' }).click();
    await importDialog.getByRole('table', { name: 'Wat de import schrijft' }).waitFor();
    await importDialog.getByRole('button', { name: '3 regels importeren' }).click();
    await importDialog.waitFor({ state: 'detached' });

    // The statuses on sample, location and source; the order is analysed.
    await expect
      .poll(() => samples.getByRole('row').filter({ hasText: first }).textContent())
      .toContain('Asbesthoudend');
    await expect
      .poll(() => samples.getByRole('row').filter({ hasText: second }).textContent())
      .toContain('Niet asbesthoudend');
    await page.goto(locationPath);
    await labStatus(page.getByRole('region', { name: 'Geen ruimte' }), 'location-lab-status')
      .getByText('Asbesthoudend', { exact: true })
      .waitFor();
    await page.goto(sourcePath);
    await labStatus(page.getByRole('region', { name: source }), 'source-lab-status')
      .getByText('Asbesthoudend', { exact: true })
      .waitFor();
    await page.goto(`${surveyPath}/certificates/laboratories`);
    await page
      .getByRole('table', { name: 'Laboratoria' })
      .getByRole('link', { name: emailLaboratory })
      .click();
    await main
      .getByRole('region', { name: `Opdracht ${number}` })
      .getByText('Geanalyseerd', { exact: true })
      .waitFor();

    // SMA-rt: the new source and the demo's unsampled B01 get their class and printout.
    const smartPath = `${surveyPath}/certificates/smart`;
    await page.goto(smartPath);
    const completeness = page.getByTestId('lab-completeness');
    await completeness
      .getByRole('link', { name: `Bron ${source} heeft nog geen SMA-rt-risicoklasse` })
      .waitFor();
    await classify(page, smartPath, source, 'Risicoklasse 2');
    await classify(page, smartPath, 'B01', 'Risicoklasse 2A');

    // Nothing is missing any more.
    await page.goto(smartPath);
    await completeness.getByText('Alle bronnen hebben een resultaat', { exact: false }).waitFor();
    expect(await completeness.getByRole('link').count()).toBe(0);
    // The whole loop: on a loaded machine well over a minute.
  }, 180_000);
});
