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

/** What the demo's survey lacks for LAVS (its demo data leaves these to fix). */
const noFinalReport = 'Er is geen definitief rapport met PDF: maak het rapport definitief';
const surveyorCertificate = 'Inventariseerder Sanne van der Berg: certificaatnummer ontbreekt';
const unmappedAdvice = 'Bron B03: aanbevolen maatregel "Handhaven" heeft geen LAVS-code';

/** The inventory's dates ('YYYY-MM-DD'): the demo's start, and the end the test fills in. */
let startsOn: string;
let endsOn: string;

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' as the date fields and LAVS's answers write it: 'DD-MM-YYYY'. */
const dutchDate = (date: string) => date.split('-').reverse().join('-');

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
    expect(await problemTexts(card)).toEqual([
      noFinalReport,
      'Inventarisatie: einddatum ontbreekt',
      surveyorCertificate,
      'Bron B02: toepassing ontbreekt',
      unmappedAdvice,
    ]);
    // The verify is kept with the exchanges, with what it found.
    const exchanges = card.getByRole('table', { name: 'Berichtenverkeer met LAVS' });
    const verifyRow = exchanges.getByRole('row').filter({ hasText: 'Controle' }).first();
    await verifyRow.getByRole('button', { name: 'Berichten tonen' }).click();
    await exchanges.locator('pre').filter({ hasText: 'order.endsOn' }).first().waitFor();

    // Each link leads to where it is fixed. The inventory: its end date, the day after it started.
    await problem(card, 'Inventarisatie: einddatum ontbreekt').click();
    await surveyor.waitForURL(/\/inventarisations\/\d+\/information$/);
    const inventory = surveyor.getByRole('region', { name: /^Inventarisatie van/ });
    await inventory.getByRole('button', { name: 'Bewerken' }).click();
    const [day, month, year] = (
      await inventory.getByRole('textbox', { name: 'Startdatum' }).inputValue()
    ).split('-');
    startsOn = `${year}-${month}-${day}`;
    endsOn = nextDay(startsOn);
    await inventory.getByRole('textbox', { name: 'Einddatum' }).fill(dutchDate(endsOn));
    await inventory.getByRole('button', { name: 'Opslaan' }).click();
    await inventory.getByRole('button', { name: 'Bewerken' }).waitFor();

    // The source: its application (the sealant joint is in the front facade).
    card = await openLavs(surveyor);
    await problem(card, 'Bron B02: toepassing ontbreekt').click();
    const source = surveyor.getByRole('region', { name: 'B02' });
    await source.getByRole('button', { name: 'Bewerken' }).click();
    await source.getByRole('combobox', { name: 'Toepassing' }).click();
    await surveyor.getByRole('option', { name: 'Gevelbeplating', exact: true }).click();
    await source.getByRole('button', { name: 'Opslaan' }).click();
    await source.getByRole('img', { name: 'Opgeslagen' }).waitFor();

    // The reports: the surveyor makes the report final, signed.
    card = await openLavs(surveyor);
    await problem(card, noFinalReport).click();
    await surveyor.waitForURL(/\/reports$/);
    await makeFinalReport(surveyor, 'Asbestinventarisatierapport SC-540');
    await surveyor.close();

    // What only a manager fixes: the advice's LAVS code, and the surveyor's certificate.
    card = await openLavs(manager);
    await problem(card, unmappedAdvice).click();
    await manager.waitForURL(/\/admin\/lavs\/mappingwarnings$/);
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

    card = await openLavs(manager);
    await problem(card, surveyorCertificate).click();
    await manager.waitForURL(/\/certificates$/);
    await manager
      .getByRole('region', { name: 'Sanne van der Berg' })
      .getByRole('button', { name: 'Toevoegen' })
      .click();
    const certificate = manager.getByRole('dialog', { name: 'Certificaat toevoegen' });
    await certificate.getByRole('combobox', { name: 'Soort certificaat' }).click();
    await manager.getByRole('option', { name: 'DIA', exact: true }).click();
    await certificate.getByRole('textbox', { name: 'Certificaatnummer' }).fill('DIA-2026-0417');
    await certificate.getByRole('button', { name: 'Opslaan' }).click();
    await certificate.waitFor({ state: 'hidden' });

    // Verified again: nothing missing.
    card = await openLavs(manager);
    await card.getByRole('button', { name: 'Controleren' }).click();
    await manager
      .getByRole('status')
      .getByText('Gecontroleerd: alles wat LAVS vraagt is aanwezig.')
      .waitFor();
    await expect.poll(() => status(card).innerText()).toBe('Klaar om gegevens te versturen');
    await card.getByText('LAVS zal niets weigeren', { exact: false }).waitFor();
    expect(await card.getByTestId('lavs-problems').count()).toBe(0);
  }, 300_000);

  it('sends: LAVS holding another start date rejects it, an outage delays it, then it is registered', async () => {
    // LAVS holds the project with another start date: the data is rejected, with both dates.
    const lavsStart = nextDay(nextDay(startsOn));
    simulator.registerProject(surveyNumber, { calamity: false, startsOn: lavsStart, endsOn });
    let card = await openLavs(manager);
    await card.getByRole('button', { name: 'Versturen naar LAVS' }).click();
    await manager.getByRole('status').getByText('Verstuurd naar LAVS', { exact: false }).waitFor();
    await expect
      .poll(() => status(card).innerText(), { timeout: 30_000 })
      .toBe('Verwerken van de gegevens mislukt');
    await card
      .getByTestId('lavs-message')
      .getByText(
        `Startdatum/-tijd komt niet overeen met LAVS - ${dutchDate(startsOn)} vs ${dutchDate(lavsStart)} in LAVS`,
      )
      .waitFor();
    simulator.removeProject(surveyNumber);

    // LAVS is down: the provider's message, and the sending waits for it without being lost.
    simulator.setDown(true);
    card = await openLavs(manager);
    await card.getByRole('button', { name: 'Versturen naar LAVS' }).click();
    await card
      .getByTestId('lavs-message')
      .getByText('LAVS is tijdelijk niet beschikbaar, probeer het later opnieuw.')
      .waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Versturen naar LAVS' }).isDisabled()).toBe(true);
    simulator.setDown(false);
    await expect
      .poll(() => status(card).innerText(), { timeout: 60_000 })
      .toBe('Succesvol afgerond');
    await card.getByText('Niets: de inventarisatie is geregistreerd', { exact: false }).waitFor();
    expect(await card.getByTestId('lavs-message').count()).toBe(0);
    // Once registered, it is not sent again until its data changes.
    expect(await card.getByRole('button', { name: 'Versturen naar LAVS' }).isDisabled()).toBe(true);

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
    await manager.close();
  }, 180_000);
});
