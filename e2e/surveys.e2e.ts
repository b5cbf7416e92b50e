import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const status = (page: Page) =>
  page.getByTestId('survey-file').getByTestId('survey-status').first().getAttribute('data-status');

/** Opens a survey of a list tab by its number. */
async function openFromTab(page: Page, tab: string, number: string) {
  await page.getByTestId(`surveys-tab-${tab}`).click();
  await page.getByTestId('surveys-row').getByText(number, { exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  await page.getByTestId('survey-number').getByText(number).waitFor();
}

describe('surveys', () => {
  it('plans a survey on a new property, activates and completes it, and keeps its history', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-surveys-properties').click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await page.getByTestId('surveys-row').getByText('2026-0002').waitFor();

    // Only choosing a new property is no input yet: Escape closes at once.
    await page.getByTestId('surveys-add').click();
    await page.getByTestId('plan-survey').getByLabel('Nieuw').check();
    await page.keyboard.press('Escape');
    await page.getByTestId('plan-survey').waitFor({ state: 'hidden' });

    // Step 1: a new property; step 2: the survey.
    await page.getByTestId('surveys-add').click();
    await page.getByTestId('plan-survey').getByLabel('Nieuw').check();
    await page.getByTestId('plan-survey-asset-street').fill('Ganzenmarkt');
    await page.getByTestId('plan-survey-asset-house_number').fill('9');
    await page.getByTestId('plan-survey-asset-postcode').fill('3511BT');
    await page.getByTestId('plan-survey-asset-city').fill('Utrecht');
    await page.getByTestId('plan-survey-next').click();
    // The next number is proposed; without it Save says why it cannot be pressed.
    const number = page.getByRole('textbox', { name: 'Onderzoeksnummer' });
    await expect.poll(() => number.inputValue(), { timeout: 10_000 }).toMatch(/^\d{4}-\d{4,}$/);
    const save = page.getByRole('button', { name: 'Opslaan' });
    expect(await save.isEnabled()).toBe(true);
    await number.fill('');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="plan-survey-save"]')?.hasAttribute('disabled'),
    );
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
    await page.getByTestId('survey-number').getByText('E2E-0001').waitFor();
    await page.getByTestId('topbar-title').getByText('E2E-0001').waitFor();
    await page
      .getByTestId('topbar-subtitle')
      .getByText(/Ganzenmarkt 9/)
      .waitFor();
    expect(await status(page)).toBe('proposed');

    // The top bar's copy button opens the copy dialog.
    await page.getByTestId('topbar-copy-survey').click();
    await page.getByTestId('survey-copy-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('survey-copy-dialog').waitFor({ state: 'hidden' });

    // Activate at once; completing asks first and closes the survey's records.
    await page.getByTestId('survey-activate').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('active');

    // While open, the information groups and the planning are forms behind Edit.
    await page.getByTestId('survey-surveyInfo-form-edit').click();
    await page.getByTestId('survey-surveyInfo-form-description').fill('Renovatie van de keuken.');
    await page.getByTestId('survey-surveyInfo-form-save').click();
    await page.getByTestId('survey-surveyInfo-form-saved').waitFor();
    await page.getByTestId('survey-information-tab-execution').click();
    await page.getByTestId('survey-surveyExecution-form-edit').click();
    await page.getByTestId('survey-surveyExecution-form-started_at').fill('01-12-2026 09:00');
    await page.getByTestId('survey-surveyExecution-form-ended_at').fill('01-12-2026 08:00');
    await page
      .getByTestId('survey-surveyExecution-form')
      .getByText('De datum en tijd liggen vóór de startdatum en -tijd')
      .waitFor();
    await page.getByTestId('survey-surveyExecution-form-ended_at').fill('01-12-2026 12:30');
    await page.getByTestId('survey-surveyExecution-form-save').click();
    await page.getByTestId('survey-surveyExecution-form-saved').waitFor();
    await page.getByTestId('survey-information-tab-client').click();
    await page.getByTestId('survey-form-edit').click();
    await page.getByTestId('survey-form-project_number').fill('P-2026-77');
    // Completing needs a client, a type, a surveyor and an assessed source (issue 14).
    for (const [field, option] of [
      ['client', 'Woonstichting De Linie'],
      ['survey_type', 'Aanvullende inventarisatie'],
      ['surveyors', 'Sanne van der Berg'],
    ]) {
      await page.getByTestId(`survey-form-${field}`).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('survey-form-save').click();
    await page.getByTestId('survey-form-saved').waitFor();
    await page.getByTestId('survey-information-tab-surveyinfo').click();
    expect(await page.getByTestId('survey-surveyInfo-form-description').inputValue()).toBe(
      'Renovatie van de keuken.',
    );
    await page.getByTestId('survey-tab-sources').click();
    await page.getByTestId('survey-sources-table-add').click();
    await page.getByTestId('survey-source-create-material_type').click();
    await page.getByRole('option', { name: 'Asbestcement', exact: true }).click();
    await page.getByTestId('survey-source-create-save').click();
    await page.getByTestId('survey-source-card').getByRole('tab', { name: 'Status' }).click();
    await page.getByTestId('survey-source-status-form-edit').click();
    await page.getByTestId('survey-source-status-form-asbestos_status').click();
    await page.getByRole('option', { name: 'Asbesthoudend', exact: true }).click();
    await page.getByTestId('survey-source-status-form-save').click();
    await page.getByTestId('survey-source-status-form-saved').waitFor();

    await page.getByTestId('survey-complete').click();
    // The confirming button names the action, not a generic "update".
    await page
      .getByTestId('survey-complete-modal')
      .getByRole('button', { name: 'Afronden' })
      .click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('completed');
    await page.getByTestId('survey-closed').waitFor();
    expect(await page.getByTestId('survey-surveyInfo-form-edit').count()).toBe(0);

    // The completed tab lists it; its history tells who moved it where.
    await page.getByTestId('nav-surveys-properties').click();
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    expect(await page.getByTestId('surveys-row').getByText('E2E-0001').count()).toBe(0);
    await openFromTab(page, 'completed', 'E2E-0001');
    expect(page.url()).toBe(surveyUrl);
    await page.getByTestId('survey-information-tab-client').click();
    await page.waitForURL(/\/information\/client$/);
    await page.getByTestId('survey-history-row').first().waitFor();
    expect(
      await page
        .getByTestId('survey-history-row')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-to'))),
    ).toEqual(['completed', 'active', 'proposed']);
    await page.getByTestId('survey-history').getByText('Mark Jansen').first().waitFor();

    // A manager reopens it, with a reason.
    await page.getByTestId('survey-reopen').click();
    await page.getByTestId('survey-reopen-modal-reason').fill('Er is nog een ruimte gevonden.');
    await page.getByTestId('survey-reopen-modal-confirm').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('active');
    await page.getByTestId('survey-history').getByText('Er is nog een ruimte gevonden.').waitFor();

    // A survey of an existing property, found by typing; its planning on the client tab.
    await page.getByTestId('nav-surveys-properties').click();
    await page.getByTestId('surveys-add').click();
    await page.getByTestId('plan-survey-next').click();
    await page.getByTestId('plan-survey').getByText('Dit veld is verplicht').waitFor();
    // The empty picker says what a property is found by.
    await page.getByTestId('plan-survey-asset').click();
    await page.getByText('Typ om te zoeken op adres, postcode of plaats').waitFor();
    await page.getByTestId('plan-survey-asset').fill('Oliestr');
    await page
      .getByTestId('plan-survey-asset-option')
      .getByText(/Oliestraat 3/)
      .click();
    await page.getByTestId('plan-survey-next').click();
    await page.getByTestId('plan-survey-number').fill('E2E-0002');
    await page.getByTestId('plan-survey-project_number').fill('P-42');
    await page.getByTestId('plan-survey-save').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page
      .getByTestId('topbar-subtitle')
      .getByText(/Oliestraat 3/)
      .waitFor();
    await page.getByTestId('survey-information-tab-client').click();
    expect(await page.getByTestId('survey-form-project_number').inputValue()).toBe('P-42');
    await page.close();
  });

  it('cancels a planned survey only with a reason, and lets no surveyor reopen', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/onderzoeken/panden');
    await page.waitForURL(/\/onderzoeken\/panden\/active$/);
    await openFromTab(page, 'proposed', '2026-0003');
    await page.getByTestId('survey-cancel').click();
    await page.getByTestId('survey-cancel-modal-confirm').click();
    await page.getByTestId('survey-cancel-modal').getByText('Dit veld is verplicht').waitFor();
    expect(await status(page)).toBe('proposed');
    await page.getByTestId('survey-cancel-modal-reason').fill('Het pand wordt gesloopt.');
    await page.getByTestId('survey-cancel-modal-confirm').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('cancelled');
    await page.getByTestId('survey-information-tab-client').click();
    await page.getByTestId('survey-history').getByText('Het pand wordt gesloopt.').waitFor();

    await page.getByTestId('nav-surveys-properties').click();
    await page.getByTestId('surveys-tab-cancelled').click();
    await page.getByTestId('surveys-row').getByText('2026-0003').waitFor();
    await page.close();

    // A completed survey offers the surveyor no reopening.
    const surveyorPage = await app.newPage();
    await logIn(surveyorPage, 'surveyor@vezel.test');
    await surveyorPage.getByTestId('nav-surveys-properties').click();
    await openFromTab(surveyorPage, 'completed', '2026-0001');
    await surveyorPage.getByTestId('survey-closed').waitFor();
    expect(await surveyorPage.getByTestId('survey-reopen').count()).toBe(0);
    expect(await surveyorPage.getByTestId('topbar-copy-survey').count()).toBe(0);
    await surveyorPage.close();
  });

  it('searches every status in one box: the survey search screen, sorted, as cards or a table', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/active');
    await page.getByTestId('surveys-row').first().waitFor();
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
    const link = table.getByRole('link', { name: '2026-0002', exact: true });
    expect(await link.getAttribute('href')).toMatch(/\/onderzoeken\/\d+\/information$/);
    await link.click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByTestId('survey-number').getByText('2026-0002').waitFor();

    // The global search dialog opens a survey's information page too.
    await page.goto('/');
    await page.getByTestId('topbar-search').click();
    await page.getByTestId('search-input').fill('2026-0004');
    await page.getByTestId('search-section-surveys').getByTestId('search-hit').first().click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByTestId('survey-number').getByText('2026-0004').waitFor();
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
    await openFromTab(page, 'completed', '2026-0001');
    const id = /\/onderzoeken\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await page.goto(`/en/surveys/${id}/information/execution`);
    await page.getByTestId('survey-information-tab-execution').getByText('Execution').waitFor();
    await page.goto(`/fr/surveys/${id}`);
    await page.waitForURL(new RegExp(`/fr/surveys/${id}/information$`));
    await page.getByTestId('survey-tab-information').getByText('Informations').waitFor();
    await page.goto(`/onderzoeken/${id}/checks/lavs`);
    await page.getByTestId('error-page').getByText('Pagina niet gevonden').waitFor();
    await page.goto('/onderzoeken/999999/information');
    await page.getByTestId('error-page').getByText('Pagina niet gevonden').waitFor();
    await page.close();
  });
});
