import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLavsSimulator } from '@vezel/server/modules/lavs/demo-simulator';
import { startLavsSimulator, type LavsSimulator } from '../tools/simulators/lavs/simulator';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import { drawSignature, makeFinalReport } from './support/report-work';

let app: E2eApp;
let simulator: LavsSimulator;
beforeAll(async () => {
  // LAVS as the demo firm knows it (its account, its KvK and branch), answering quickly;
  // a failed call is tried again after a second, not half a minute.
  simulator = await startLavsSimulator({
    users: { [demoLavsSimulator.username]: demoLavsSimulator.password },
    organisations: [
      { kvkNumber: demoLavsSimulator.kvkNumber, branchNumber: demoLavsSimulator.branchNumber },
    ],
    processingMs: 300,
  });
  app = await startE2eApp({ JOB_RETRY_MS: '1000' });
});
afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

/** The demo's completed house survey: results, certificates and SMA-rt classes are in. */
const surveyNumber = '2026-0001';

/** Each manager's and surveyor's own browser. */
let manager: Page;
let surveyor: Page;
let surveyPath: string;

/** The survey's LAVS tab, and the card of its (only) inventory on it. */
async function openLavs(page: Page): Promise<Locator> {
  await page.goto(`${surveyPath}/checks/lavs`);
  await page.getByRole('heading', { name: 'Registratie in LAVS', level: 1 }).waitFor();
  return page.getByRole('region', { name: /^Inventarisatie van/ });
}

const status = (card: Locator) => card.getByTestId('lavs-status');

/** What the last verify found, as listed. */
const problemTexts = (card: Locator) =>
  card.getByTestId('lavs-problems').getByRole('listitem').allInnerTexts();
const problem = (card: Locator, text: string) =>
  card.getByTestId('lavs-problems').getByRole('link', { name: text, exact: true });

/** What the demo's survey lacks for LAVS: the rest of its data is complete. */
const noFinalReport = 'Er is geen definitief rapport met PDF: maak het rapport definitief';
const unmappedAdvice = 'Bron B03: aanbevolen maatregel "Handhaven" heeft geen LAVS-code';

/** 'YYYY-MM-DD' as LAVS's answers write it: 'DD-MM-YYYY'. */
const dutchDate = (date: string) => date.split('-').reverse().join('-');

/** The exchanges table of a card, and its row of the newest exchange of a kind. */
const exchangesOf = (card: Locator) =>
  card.getByRole('table', { name: 'Berichtenverkeer met LAVS' });
const newestExchange = (card: Locator, kind: string) =>
  exchangesOf(card).getByRole('row').filter({ hasText: kind }).first();

describe('registering an inventory in LAVS', () => {
  it('verifies, and leads to each thing LAVS would refuse until nothing is missing', async () => {
    // The manager points LAVS at this test's simulator, on the admin settings screen (the
    // demo's account and password stay).
    manager = await app.newPage();
    await logIn(manager, 'manager@vezel.test');
    await manager.goto('/admin/lavs/settings');
    const settings = manager.getByRole('main');
    await settings.getByRole('button', { name: 'Bewerken' }).click();
    await settings.getByLabel('Adres van LAVS (URL)', { exact: true }).fill(simulator.url);
    await settings.getByRole('button', { name: 'Opslaan' }).click();
    await settings.getByRole('img', { name: 'Opgeslagen' }).waitFor();

    // The survey is completed, and so closed to changes: the manager reopens it, with a reason.
    await manager.goto('/onderzoeken/panden/completed');
    await manager
      .getByRole('table', { name: 'onderzoeken' })
      .getByRole('link', { name: surveyNumber, exact: true })
      .click();
    await manager.waitForURL(/\/onderzoeken\/\d+\/information$/);
    surveyPath = new URL(manager.url()).pathname.replace(/\/information$/, '');
    await manager.getByRole('button', { name: 'Heropenen' }).click();
    const reopen = manager.getByRole('dialog', { name: 'Onderzoek heropenen' });
    await reopen.getByRole('textbox', { name: 'Reden' }).fill('Registratie in LAVS');
    await reopen.getByRole('button', { name: 'Heropenen' }).click();
    await reopen.waitFor({ state: 'detached' });

    surveyor = await app.newPage();
    await logIn(surveyor, 'surveyor@vezel.test');
    await drawSignature(surveyor);

    // Verify: what LAVS would refuse, in the survey's words. A surveyor may verify, not send.
    let card = await openLavs(surveyor);
    await expect.poll(() => status(card).innerText()).toBe('Te controleren');
    expect(await card.getByRole('button', { name: 'Versturen naar LAVS' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Controleren' }).click();
    await surveyor
      .getByRole('status')
      .getByText('Gecontroleerd: LAVS zou nog gegevens weigeren, zie de lijst.')
      .waitFor();
    await expect.poll(() => status(card).innerText()).toBe('Gegevens ontbreken');
    expect(await problemTexts(card)).toEqual([noFinalReport, unmappedAdvice]);
    // The verify is kept with the exchanges; opened, it shows the message as it would go
    // and the fields LAVS would refuse.
    await card.getByTestId('lavs-exchange-count').getByText('1 bericht', { exact: true }).waitFor();
    await newestExchange(card, 'Controle').getByRole('button', { name: 'Berichten tonen' }).click();
    const opened = exchangesOf(card);
    await opened
      .getByLabel('Verzoek', { exact: true })
      .filter({ hasText: `"reference": "${surveyNumber}"` })
      .waitFor();
    expect(JSON.parse(await opened.getByLabel('Antwoord', { exact: true }).innerText())).toEqual([
      'delivery',
      expect.stringMatching(/^sources\.\d+\.recommendedMeasure$/),
    ]);

    // Each link leads to where it is fixed. The reports: the surveyor makes the report final.
    await problem(card, noFinalReport).click();
    await surveyor.waitForURL((url) => url.pathname === `${surveyPath}/reports`);
    await makeFinalReport(surveyor, 'Asbestinventarisatierapport SC-540');
    card = await openLavs(surveyor);
    await card.getByRole('button', { name: 'Controleren' }).click();
    await expect.poll(() => problemTexts(card)).toEqual([unmappedAdvice]);
    await surveyor.close();

    // What only a manager fixes: the advice's LAVS code.
    card = await openLavs(manager);
    await problem(card, unmappedAdvice).click();
    await manager.waitForURL((url) => url.pathname === '/admin/lavs/mappingwarnings');
    await manager
      .getByRole('table', { name: 'koppelingswaarschuwingen' })
      .getByRole('row')
      .filter({ has: manager.getByRole('link', { name: 'Handhaven', exact: true }) })
      .getByRole('button', { name: 'Koppelen' })
      .click();
    const map = manager.getByRole('dialog', { name: 'Handhaven koppelen aan LAVS' });
    await map.getByLabel('Waarde in het externe systeem', { exact: true }).fill('HANDH');
    await map.getByRole('button', { name: 'Opslaan' }).click();
    await map.waitFor({ state: 'hidden' });

    // Verified again: nothing missing.
    card = await openLavs(manager);
    await card.getByRole('button', { name: 'Controleren' }).click();
    await manager
      .getByRole('status')
      .getByText('Gecontroleerd: LAVS zal niets weigeren.')
      .waitFor();
    await expect.poll(() => status(card).innerText()).toBe('Klaar om gegevens te versturen');
    await card.getByText('LAVS zal niets weigeren', { exact: false }).waitFor();
    expect(await card.getByTestId('lavs-problems').count()).toBe(0);

    // Verified once more without a change: the exchange points to the message kept before.
    await card.getByRole('button', { name: 'Controleren' }).click();
    await card
      .getByTestId('lavs-exchange-count')
      .getByText('4 berichten', { exact: true })
      .waitFor();
    await newestExchange(card, 'Controle').getByRole('button', { name: 'Berichten tonen' }).click();
    await card
      .getByText('Verzoek: ongewijzigd sinds de vorige controle', { exact: false })
      .waitFor();
  }, 300_000);

  it('sends: LAVS holding other dates rejects it, an outage delays it, then it is registered', async () => {
    // LAVS holds the project with other dates: the data is rejected, with both dates of each.
    const lavsDates = { startsOn: '2020-01-06', endsOn: '2020-01-07' };
    simulator.registerProject(surveyNumber, { calamity: false, ...lavsDates });
    let card = await openLavs(manager);
    await card.getByRole('button', { name: 'Versturen naar LAVS' }).click();
    await manager.getByRole('status').getByText('Verstuurd naar LAVS', { exact: false }).waitFor();
    await expect
      .poll(() => status(card).innerText(), { timeout: 30_000 })
      .toBe('Verwerken van de gegevens mislukt');
    // A failure's answers say what LAVS refused: no line that LAVS will refuse nothing.
    expect(await card.getByTestId('lavs-verified').count()).toBe(0);
    // The inventory's dates as Vezel sent them.
    const { startsOn, endsOn } = simulator.inventories()[0]!.message.order;
    const answers = card.getByTestId('lavs-message');
    await answers
      .getByText(
        `Startdatum/-tijd komt niet overeen met LAVS - ${dutchDate(startsOn)} vs 06-01-2020 in LAVS`,
      )
      .waitFor();
    await answers
      .getByText(
        `Einddatum/-tijd komt niet overeen met LAVS - ${dutchDate(endsOn)} vs 07-01-2020 in LAVS`,
      )
      .waitFor();
    simulator.removeProject(surveyNumber);

    // LAVS is down: the provider's message, and the sending waits for it without being lost.
    simulator.setDown(true);
    card = await openLavs(manager);
    await card.getByRole('button', { name: 'Versturen naar LAVS' }).click();
    await card
      .getByTestId('lavs-last-message')
      .getByText('LAVS is tijdelijk niet beschikbaar, probeer het later opnieuw.')
      .waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Versturen naar LAVS' }).isDisabled()).toBe(true);
    // The job says when it tries again, without repeating the message.
    await card
      .getByTestId('lavs-job')
      .getByText('Vezel probeert het automatisch opnieuw om', { exact: false })
      .waitFor();
    expect(await card.getByTestId('lavs-job').innerText()).not.toContain('tijdelijk');
    simulator.setDown(false);
    await expect
      .poll(() => status(card).innerText(), { timeout: 60_000 })
      .toBe('Succesvol afgerond');
    await card.getByText('Niets: de inventarisatie is geregistreerd', { exact: false }).waitFor();
    expect(await card.getByTestId('lavs-message').count()).toBe(0);
    // Once registered, it is not sent again until its data changes.
    expect(await card.getByRole('button', { name: 'Versturen naar LAVS' }).isDisabled()).toBe(true);
    await card.getByText('Ongewijzigd sinds de registratie', { exact: false }).waitFor();

    // Sent twice, registered once, with the signed report; the ids LAVS gave are shown.
    const inventories = simulator.inventories();
    expect(inventories.map((inventory) => inventory.status)).toEqual(['rejected', 'processed']);
    const registered = inventories[1]!;
    expect(registered.message.project.reference).toBe(surveyNumber);
    expect(registered.message.order).toMatchObject({ startsOn, endsOn });
    expect(registered.attachments.map((attachment) => attachment.status)).toEqual(['processed']);
    await card.getByText(registered.requestId, { exact: true }).waitFor();
    await card.getByText(registered.attachments[0]!.requestId, { exact: true }).waitFor();
    // Every call is kept: the data as sent, and what LAVS answered.
    const sent = card
      .getByRole('table', { name: 'Berichtenverkeer met LAVS' })
      .getByRole('row')
      .filter({ hasText: 'Gegevens versturen' })
      .filter({ has: manager.getByRole('cell', { name: '202', exact: true }) })
      .first();
    await sent.getByRole('button', { name: 'Berichten tonen' }).click();
    await card.locator('pre').filter({ hasText: registered.requestId }).first().waitFor();
    // The page lists the newest exchanges (without their bodies) and says how many there are.
    const listed = (await exchangesOf(card).getByRole('row').count()) - 2; // header, opened row
    const count = await card.getByTestId('lavs-exchange-count').innerText();
    expect(count).toMatch(/^(De nieuwste \d+ van \d+ berichten|\d+ berichten)$/);
    const [shown, total = shown] = count.match(/\d+/g)!.map(Number);
    expect(shown).toBe(Math.min(total!, 20));
    expect(listed).toBe(shown);
    await manager.close();
  }, 180_000);
});
