import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '@vezel/server/testing/server-process';
import {
  startLaboratorySimulator,
  type LaboratorySimulator,
} from '../tools/simulators/laboratory/simulator';
import { demoPassword, startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import {
  addMaterialSample,
  openPropertySurvey,
  recordSourceWithLocation,
} from './support/survey-work';

let app: E2eApp;
let simulator: LaboratorySimulator;
beforeAll(async () => {
  app = await startE2eApp();
  simulator = await startLaboratorySimulator({
    users: { 'e2e-firm': 'e2e-secret' },
    analyseAfterMs: 0,
  });
  // The demo's API laboratory answers at this test's simulator (a manager's admin change).
  const login = await postGraphql<{ login: { token: string } }>(
    app.server.url,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'manager@vezel.test', password: demoPassword },
  );
  const token = login.body.data!.login.token;
  const labs = await postGraphql<{ laboratories: { id: string; name: string }[] }>(
    app.server.url,
    '{ laboratories { id name } }',
    {},
    token,
  );
  const apiLab = labs.body.data!.laboratories.find((lab) => lab.name === 'Vezellab Zuid B.V.')!;
  const update = await postGraphql(
    app.server.url,
    'mutation ($id: ID!, $input: LaboratoryUpdateInput) { updateLaboratory(id: $id, input: $input) { id } }',
    {
      id: apiLab.id,
      input: { api_url: simulator.url, api_username: 'e2e-firm', api_password: 'e2e-secret' },
    },
    token,
  );
  expect(update.body.errors).toBeUndefined();
});
afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

/** Opens a laboratory's orders from the survey's certificates tab. */
async function openLaboratory(page: Page, name: string): Promise<Locator> {
  // The survey's tab; a laboratory's page has a tab of the same name after it.
  await page.getByRole('tab', { name: 'Certificaten' }).first().click();
  await page.waitForURL(/\/certificates\/laboratories$/);
  await page.getByRole('table', { name: 'Laboratoria' }).getByRole('link', { name }).click();
  await page.waitForURL(/\/certificates\/laboratories\/\d+\/laborders$/);
  return page.getByRole('main');
}

/** Makes an order of the named samples in the new-order dialog, urgent. */
async function orderSamples(page: Page, main: Locator, samples: string[]): Promise<Locator> {
  await main.getByRole('button', { name: 'Nieuwe opdracht' }).click();
  const dialog = page.getByRole('dialog', { name: /^Nieuwe opdracht aan/ });
  for (const sample of samples) {
    await dialog.getByRole('checkbox', { name: sample, exact: true }).check();
    await expect
      .poll(() =>
        dialog.getByRole('combobox', { name: `Analysemethode voor ${sample}` }).inputValue(),
      )
      .not.toBe('');
  }
  await dialog.getByLabel('Spoed').check();
  await dialog
    .getByRole('textbox', { name: 'Opmerkingen voor het laboratorium' })
    .fill('Graag snel');
  await dialog.getByRole('button', { name: 'Opdracht aanmaken' }).click();
  await dialog.waitFor({ state: 'detached' });
  const order = main.getByRole('region', { name: /^Opdracht / }).first();
  await order.getByText('Concept', { exact: true }).waitFor();
  for (const sample of samples) await order.getByRole('cell', { name: sample }).waitFor();
  return order;
}

describe('lab orders', () => {
  it('orders two samples by e-mail with the PDF in the outbox, locks them, and orders one through the simulator', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');

    const surveyPath = await openPropertySurvey(page, '2026-0002');

    // A source of asbestos cement with a location and three samples.
    const { location } = await recordSourceWithLocation(page, 'Asbestcement', 'Golfplaten schuur');
    const first = await addMaterialSample(page, location);
    const second = await addMaterialSample(page, location);
    const third = await addMaterialSample(page, location);

    // Order the first two by e-mail.
    const main = await openLaboratory(page, 'Asbestlab Midden-Nederland B.V.');
    await main.getByText('Opdrachten gaan per e-mail naar monsters@asbestlab-mn.example').waitFor();
    const order = await orderSamples(page, main, [first, second]);
    const number = (await order.getByRole('heading').first().innerText()).replace('Opdracht ', '');
    // A draft is deleted, not cancelled: it never left the firm.
    await order.getByRole('button', { name: 'Opdracht verwijderen' }).waitFor();
    expect(await order.getByRole('button', { name: 'Opdracht annuleren' }).count()).toBe(0);
    // Sending asks first, naming the laboratory and the channel.
    await order.getByRole('button', { name: 'Versturen' }).click();
    const confirmSend = page.getByRole('dialog', { name: 'Opdracht versturen' });
    await confirmSend
      .getByText(
        `Opdracht ${number} versturen naar Asbestlab Midden-Nederland B.V. per e-mail (monsters@asbestlab-mn.example)?`,
      )
      .waitFor();
    await confirmSend.getByRole('button', { name: 'Versturen' }).click();
    await confirmSend.waitFor({ state: 'detached' });
    await order.getByText(/^Verzonden op .* via E-mail$/).waitFor();
    await order.getByText(/^Verzonden op .* door Sanne van der Berg$/).waitFor();
    await order.getByText('Verzonden', { exact: true }).waitFor();
    await order.getByRole('button', { name: 'Opdrachtformulier (PDF)' }).click();
    await order.getByRole('link', { name: `${number}.pdf` }).waitFor();

    // The mail with the order form lies in the outbox, the PDF beside it.
    const outbox = path.join(app.server.dataDir, 'outbox');
    const mails = fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
            to: string;
            subject: string;
            attachments?: { filename: string; file: string }[];
          },
      );
    const mail = mails.find((candidate) => candidate.subject === `Analyseopdracht ${number}`)!;
    expect(mail.to).toBe('monsters@asbestlab-mn.example');
    const pdf = fs.readFileSync(path.join(outbox, mail.attachments![0]!.file));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // A sample at the lab cannot be deleted: the message names it.
    await page.goto(`${surveyPath}/samples`);
    await page.getByRole('table', { name: 'monsters' }).getByRole('link', { name: first }).click();
    await page.waitForURL(/\/samples\/\d+$/);
    const card = page.getByRole('region', { name: first });
    await card
      .getByText(`Monster ${first} is met opdracht ${number} naar het laboratorium gestuurd`, {
        exact: false,
      })
      .first()
      .waitFor();
    expect(await card.getByRole('button', { name: 'Verwijderen', exact: true }).isDisabled()).toBe(
      true,
    );

    // The third through the laboratory's API (the simulator): results come back on their own.
    const api = await openLaboratory(page, 'Vezellab Zuid B.V.');
    await api
      .getByText(`Dit laboratorium is de laboratoriumsimulator op ${simulator.url}`, {
        exact: false,
      })
      .waitFor();
    const apiOrder = await orderSamples(page, api, [third]);
    const apiNumber = (await apiOrder.getByRole('heading').first().innerText()).replace(
      'Opdracht ',
      '',
    );
    await apiOrder.getByRole('button', { name: 'Versturen' }).click();
    const confirmApi = page.getByRole('dialog', { name: 'Opdracht versturen' });
    await confirmApi
      .getByText(`Opdracht ${apiNumber} versturen naar Vezellab Zuid B.V. via de koppeling?`)
      .waitFor();
    await confirmApi.getByRole('button', { name: 'Versturen' }).click();
    await confirmApi.waitFor({ state: 'detached' });
    await apiOrder.getByText(/^Verzonden op .* via API$/).waitFor();
    await apiOrder.getByText('Geanalyseerd', { exact: true }).waitFor({ timeout: 30_000 });
    await apiOrder.getByText(/^Ontvangen door lab op .* door het laboratorium$/).waitFor();
    // The analysed order shows each sample's result and its certificate.
    await apiOrder.getByRole('columnheader', { name: 'Uitslag' }).waitFor();
    expect(await apiOrder.getByRole('cell', { name: 'Nog geen uitslag' }).count()).toBe(0);
    await apiOrder.getByRole('button', { name: `Certificaat CERT-${apiNumber}` }).click();
    await apiOrder.getByRole('link', { name: `CERT-${apiNumber}.pdf` }).waitFor();
    expect(simulator.orderCount()).toBe(1);

    // Its certificate is listed on the laboratory's certificates tab.
    await api
      .getByRole('tablist', { name: 'Vezellab Zuid B.V.' })
      .getByRole('tab', { name: 'Certificaten' })
      .click();
    await page.waitForURL(/\/certificates\/laboratories\/\d+\/certificates$/);
    // The orders tab names the certificate too: its own section is on this tab only.
    await page.getByRole('region', { name: `Certificaat CERT-${apiNumber}` }).waitFor();

    // A manager cancels the e-mailed order: the laboratory is told by mail, and the order
    // says so.
    const managerPage = await app.newPage();
    await logIn(managerPage, 'manager@vezel.test');
    await managerPage.goto(`${surveyPath}/information`);
    const managerMain = await openLaboratory(managerPage, 'Asbestlab Midden-Nederland B.V.');
    const sentOrder = managerMain.getByRole('region', { name: `Opdracht ${number}` });
    await sentOrder.getByRole('button', { name: 'Opdracht annuleren' }).click();
    const cancelDialog = managerPage.getByRole('dialog', { name: 'Opdracht annuleren' });
    await cancelDialog
      .getByText('Vezel laat het laboratorium per e-mail weten', { exact: false })
      .waitFor();
    await cancelDialog.getByRole('textbox', { name: /Reden/ }).fill('Verkeerd laboratorium');
    await cancelDialog.getByRole('button', { name: 'Opdracht annuleren' }).click();
    await cancelDialog.waitFor({ state: 'detached' });
    await sentOrder
      .getByText('Het laboratorium is op de hoogte gebracht van de annulering.')
      .waitFor({ timeout: 15_000 });
    const cancelMail = fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
            to: string;
            subject: string;
          },
      )
      .find((candidate) => candidate.subject === `Annulering analyseopdracht ${number}`);
    expect(cancelMail?.to).toBe('monsters@asbestlab-mn.example');
    // Three samples, two orders, a cancel and a second user: on a loaded machine over a minute.
  }, 180_000);
});
