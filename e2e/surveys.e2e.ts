import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/**
 * The survey's status, as the chip beside its number holds it (the history's come later);
 * also while a dialog over the page hides it from assistive technology.
 */
const status = (page: Page) =>
  page
    .getByRole('main', { includeHidden: true })
    .getByTestId('survey-status')
    .first()
    .getAttribute('data-status');

/** The list of surveys of a status tab. */
const surveyTable = (page: Page) => page.getByRole('table', { name: 'onderzoeken' });

/** The survey's number, the page's heading (the top bar's title is another level-1 heading). */
const surveyHeading = (page: Page, number: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: number });

/** The survey's title in the top bar. */
const topBar = (page: Page) => page.getByRole('banner');

/** Opens a survey of a list tab (by its Dutch name) by its number. */
async function openFromTab(page: Page, tab: string, number: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await surveyTable(page).getByRole('link', { name: number, exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  await surveyHeading(page, number).waitFor();
}

/** Chooses a tab by its name and waits until it is the chosen one, with its content. */
async function chooseTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

/** The drawer's link to the surveys of properties. */
const surveysNav = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Onderzoeken panden' });

const planDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Onderzoek plannen voor een pand' });

describe('surveys', () => {
  it('plans a survey on a new property, activates and completes it, and keeps its history', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await surveysNav(page).click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await surveyTable(page).getByText('2026-0002').waitFor();
    const add = page.getByRole('button', { name: 'Toevoegen', exact: true });
    const plan = planDialog(page);

    // Only choosing a new property is no input yet: Escape closes at once.
    await add.click();
    await plan.getByLabel('Nieuw').check();
    await page.keyboard.press('Escape');
    await plan.waitFor({ state: 'hidden' });

    // Step 1: a new property; step 2: the survey.
    await add.click();
    await plan.getByLabel('Nieuw').check();
    await plan.getByRole('textbox', { name: 'Straatnaam', exact: true }).fill('Ganzenmarkt');
    await plan.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill('9');
    await plan.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3511BT');
    await plan.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Utrecht');
    await plan.getByRole('button', { name: 'Volgende', exact: true }).click();
    // The next number is proposed; without it Save says why it cannot be pressed.
    const number = page.getByRole('textbox', { name: 'Onderzoeksnummer' });
    await expect.poll(() => number.inputValue(), { timeout: 10_000 }).toMatch(/^\d{4}-\d{4,}$/);
    const save = page.getByRole('button', { name: 'Opslaan' });
    expect(await save.isEnabled()).toBe(true);
    await number.fill('');
    await expect.poll(() => save.isDisabled()).toBe(true);
    const reasonId = await save.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(
      'Opslaan kan zodra deze velden goed zijn ingevuld: Onderzoeksnummer',
    );
    // Escape over unsaved input asks first; keeping it leaves the dialog as it was.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Verder bewerken' }).click();
    await number.fill('E2E-0001');
    await save.click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByRole('status').getByText('Onderzoek E2E-0001 gepland').waitFor();
    const surveyUrl = page.url();
    await surveyHeading(page, 'E2E-0001').waitFor();
    await topBar(page).getByRole('heading', { level: 1, name: 'E2E-0001' }).waitFor();
    await topBar(page)
      .getByText(/Ganzenmarkt 9/)
      .waitFor();
    expect(await status(page)).toBe('proposed');

    // The top bar's copy button opens the copy dialog.
    await topBar(page).getByRole('button', { name: 'Onderzoek kopiëren' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Onderzoek kopiëren' });
    await copyDialog.waitFor();
    await page.keyboard.press('Escape');
    await copyDialog.waitFor({ state: 'hidden' });

    // Activate at once; completing asks first and closes the survey's records.
    await page.getByRole('button', { name: 'Activeren' }).click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('active');

    // While open, the information groups and the planning are forms behind Edit.
    const edit = page.getByRole('button', { name: 'Bewerken' });
    const saved = page.getByRole('img', { name: 'Opgeslagen' });
    await edit.click();
    await page
      .getByRole('textbox', { name: 'Omschrijving', exact: true })
      .fill('Renovatie van de keuken.');
    await save.click();
    await saved.waitFor();
    await chooseTab(page, 'Uitvoering');
    await edit.click();
    const started = page.getByRole('textbox', { name: 'Begonnen (DD-MM-JJJJ UU:MM)' });
    const ended = page.getByRole('textbox', { name: 'Beëindigd (DD-MM-JJJJ UU:MM)' });
    await started.fill('01-12-2026 09:00');
    await ended.fill('01-12-2026 08:00');
    await page
      .getByRole('main')
      .getByText('De datum en tijd liggen vóór de startdatum en -tijd')
      .waitFor();
    await ended.fill('01-12-2026 12:30');
    await save.click();
    await saved.waitFor();
    await chooseTab(page, 'Opdrachtgever en planning');
    await edit.click();
    await page.getByRole('textbox', { name: 'Projectnummer', exact: true }).fill('P-2026-77');
    // Completing needs a client, a type, a surveyor and an assessed source (issue 14).
    for (const [field, option] of [
      ['Opdrachtgever', 'Woonstichting De Linie'],
      ['Onderzoekstype', 'Aanvullende inventarisatie'],
      ['Inventariseerders', 'Sanne van der Berg'],
    ]) {
      await page.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await save.click();
    await saved.waitFor();
    await chooseTab(page, 'Onderzoeksinformatie');
    expect(
      await page.getByRole('textbox', { name: 'Omschrijving', exact: true }).inputValue(),
    ).toBe('Renovatie van de keuken.');
    await chooseTab(page, 'Bronnen');
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    const newSource = page.getByRole('dialog', { name: 'Bron toevoegen' });
    await newSource.getByRole('combobox', { name: 'Materiaaltype' }).click();
    await page.getByRole('option', { name: 'Asbestcement', exact: true }).click();
    await newSource.getByRole('button', { name: 'Opslaan' }).click();
    await chooseTab(page, 'Status');
    await edit.click();
    await page.getByRole('combobox', { name: 'Asbeststatus' }).click();
    await page.getByRole('option', { name: 'Asbesthoudend', exact: true }).click();
    await save.click();
    await saved.waitFor();

    await page.getByRole('button', { name: 'Afronden' }).click();
    // The confirming button names the action, not a generic "update".
    await page
      .getByRole('dialog', { name: 'Onderzoek E2E-0001 afronden?' })
      .getByRole('button', { name: 'Afronden' })
      .click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('completed');
    await page
      .getByText('Dit onderzoek is gesloten: de gegevens zijn alleen te bekijken.')
      .waitFor();
    expect(await edit.count()).toBe(0);

    // The completed tab lists it; its history tells who moved it where.
    await surveysNav(page).click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await surveyTable(page).getByText('2026-0002').waitFor();
    expect(await surveyTable(page).getByText('E2E-0001').count()).toBe(0);
    await openFromTab(page, 'Afgerond', 'E2E-0001');
    expect(page.url()).toBe(surveyUrl);
    await chooseTab(page, 'Opdrachtgever en planning');
    await page.waitForURL(/\/information\/client$/);
    const history = page.getByRole('region', { name: 'Geschiedenis' });
    // Each change's row, newest first, by the status it went to (the header row left out).
    const historyRows = history.getByRole('row').filter({ has: page.getByRole('cell') });
    await historyRows.first().waitFor();
    expect(
      await historyRows.evaluateAll((rows) =>
        rows.map((row) => (row as HTMLTableRowElement).cells[3]?.textContent),
      ),
    ).toEqual(['Afgerond', 'Actief', 'Gepland']);
    await history.getByText('Mark Jansen').first().waitFor();

    // A manager reopens it, with a reason.
    await page.getByRole('button', { name: 'Heropenen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Onderzoek heropenen' });
    await reopen.getByRole('textbox', { name: 'Reden' }).fill('Er is nog een ruimte gevonden.');
    await reopen.getByRole('button', { name: 'Heropenen' }).click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('active');
    await history.getByText('Er is nog een ruimte gevonden.').waitFor();

    // A survey of an existing property, found by typing; its planning on the client tab.
    await surveysNav(page).click();
    await add.click();
    await plan.getByRole('button', { name: 'Volgende', exact: true }).click();
    await plan.getByText('Dit veld is verplicht').waitFor();
    // The empty picker says what a property is found by.
    const property = plan.getByRole('combobox', { name: 'Pand' });
    await property.click();
    await page.getByText('Typ om te zoeken op adres, postcode of plaats').waitFor();
    await property.fill('Oliestr');
    await page.getByRole('option', { name: /Oliestraat 3/ }).click();
    await plan.getByRole('button', { name: 'Volgende', exact: true }).click();
    await number.fill('E2E-0002');
    await plan.getByRole('textbox', { name: 'Projectnummer', exact: true }).fill('P-42');
    await save.click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await topBar(page)
      .getByText(/Oliestraat 3/)
      .waitFor();
    await chooseTab(page, 'Opdrachtgever en planning');
    expect(
      await page.getByRole('textbox', { name: 'Projectnummer', exact: true }).inputValue(),
    ).toBe('P-42');
    await page.close();
  });

  it('cancels a planned survey only with a reason, and lets no surveyor reopen', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/onderzoeken/panden');
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await openFromTab(page, 'Gepland', '2026-0003');
    await page.getByRole('button', { name: 'Onderzoek annuleren' }).click();
    const cancel = page.getByRole('dialog', { name: 'Onderzoek annuleren' });
    const confirm = cancel.getByRole('button', { name: 'Onderzoek annuleren' });
    await confirm.click();
    await cancel.getByText('Dit veld is verplicht').waitFor();
    expect(await status(page)).toBe('proposed');
    await cancel.getByRole('textbox', { name: 'Reden' }).fill('Het pand wordt gesloopt.');
    await confirm.click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('cancelled');
    await chooseTab(page, 'Opdrachtgever en planning');
    await page
      .getByRole('region', { name: 'Geschiedenis' })
      .getByText('Het pand wordt gesloopt.')
      .waitFor();

    await surveysNav(page).click();
    await page.getByRole('tab', { name: 'Geannuleerd' }).click();
    await surveyTable(page).getByText('2026-0003').waitFor();
    await page.close();

    // A completed survey offers the surveyor no reopening.
    const surveyorPage = await app.newPage();
    await logIn(surveyorPage, 'surveyor@vezel.test');
    await surveysNav(surveyorPage).click();
    await openFromTab(surveyorPage, 'Afgerond', '2026-0001');
    await surveyorPage
      .getByText('Dit onderzoek is gesloten: de gegevens zijn alleen te bekijken.')
      .waitFor();
    expect(await surveyorPage.getByRole('button', { name: 'Heropenen' }).count()).toBe(0);
    expect(await surveyorPage.getByRole('button', { name: 'Onderzoek kopiëren' }).count()).toBe(0);
    await surveyorPage.close();
  });

  it('searches every status in one box: the survey search screen, sorted, as cards or a table', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/active');
    await surveyTable(page).getByRole('link').first().waitFor();
    // One box searches; the table has none of its own.
    const searchBox = page.getByRole('textbox', { name: 'Zoeken in alle onderzoeken' });
    expect(await searchBox.count()).toBe(1);
    expect(await page.getByRole('textbox').count()).toBe(1);

    // By number: the completed survey shows though the active tab was open, with the count
    // and the time the search took; the screen replaces the tabs and brings no other box.
    await searchBox.fill('2026-0001');
    await page.waitForURL(/[?&]q=2026-0001/);
    await page.getByText(/^\d+\+? resultaten \([\d,]+ ms\)$/).waitFor();
    await page.getByRole('link', { name: /2026-0001.*Prijssestraat 24/ }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(1);

    // By address: every status, by number, then the other way round.
    const numbers = () =>
      page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    await searchBox.fill('prijssestraat culemborg');
    await page.waitForURL(/[?&]q=prijssestraat/);
    await expect.poll(numbers, { timeout: 10_000 }).toEqual(['2026-0001', '2026-0005']);
    await page.getByRole('button', { name: 'Oplopend' }).click();
    await page.waitForURL(/direction=desc/);
    await expect.poll(numbers, { timeout: 10_000 }).toEqual(['2026-0005', '2026-0001']);

    // As a table, sorted by a header; a reload shows the same.
    await page.getByRole('button', { name: 'Tabel' }).click();
    await page.waitForURL(/view=table/);
    const table = page.getByRole('table', { name: 'onderzoeken' });
    await table.getByRole('button', { name: 'Startdatum' }).click();
    await page.waitForURL(/sort=startDate/);
    await page.reload();
    expect(await searchBox.inputValue()).toBe('prijssestraat culemborg');
    await table.getByRole('link', { name: '2026-0005', exact: true }).waitFor();

    // A search without hits says so; clearing brings back the tabs with their tables.
    await searchBox.fill('zzqqxx');
    await page.getByText("Geen resultaten gevonden voor 'zzqqxx'").waitFor();
    await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
    await page.getByRole('tab', { name: 'Actief' }).waitFor();
    expect(page.url()).not.toMatch(/[?&]q=/);
    expect(await page.getByRole('textbox').count()).toBe(1);

    // A hit is a link to the survey.
    await searchBox.fill('2026-0002');
    // The active tab's table, until the search shows, has this link too.
    await page.getByText(/^\d+\+? resultaten \([\d,]+ ms\)$/).waitFor();
    const link = table.getByRole('link', { name: '2026-0002', exact: true });
    expect(await link.getAttribute('href')).toMatch(/\/onderzoeken\/\d+\/information$/);
    await link.click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await surveyHeading(page, '2026-0002').waitFor();

    // The global search dialog opens a survey's information page too.
    await page.goto('/');
    await page.getByRole('button', { name: /^Zoeken, sneltoets/ }).click();
    const search = page.getByRole('dialog', { name: 'Zoeken' });
    await search.getByRole('textbox', { name: 'Zoeken' }).fill('2026-0004');
    await search
      .getByRole('region', { name: /^Onderzoeken/ })
      .getByRole('link', { name: /2026-0004/ })
      .first()
      .click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await surveyHeading(page, '2026-0004').waitFor();
    await page.close();
  });

  it('shows the survey search screen as cards on a phone, even where a table was chosen', async () => {
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/active?q=culemborg&view=table');
    await page.getByRole('link', { name: /2026-0005/ }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tabel' }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.close();
  });

  it('serves a survey in every language and shows not found for other pages', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/completed');
    await openFromTab(page, 'Afgerond', '2026-0001');
    const id = /\/onderzoeken\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await page.goto(`/en/surveys/${id}/information/execution`);
    await page.getByRole('tab', { name: 'Execution', exact: true }).waitFor();
    await page.goto(`/fr/surveys/${id}`);
    await page.waitForURL(new RegExp(`/fr/surveys/${id}/information$`));
    await page.getByRole('tab', { name: 'Informations', exact: true }).waitFor();
    const notFound = page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' });
    // A section of the other asset kind: a property survey has no VSCP (and a vessel survey
    // no LAVS check).
    await page.goto(`/onderzoeken/${id}/applications/vscp`);
    await notFound.waitFor();
    await page.goto('/onderzoeken/999999/information');
    await notFound.waitFor();
    await page.close();
  });
});
