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

    // Step 1: a new property; step 2: the survey.
    await page.getByTestId('surveys-add').click();
    await page.getByTestId('plan-survey').getByLabel('Nieuw').check();
    await page.getByTestId('plan-survey-asset-street').fill('Ganzenmarkt');
    await page.getByTestId('plan-survey-asset-house_number').fill('9');
    await page.getByTestId('plan-survey-asset-postcode').fill('3511BT');
    await page.getByTestId('plan-survey-asset-city').fill('Utrecht');
    await page.getByTestId('plan-survey-next').click();
    await page.getByTestId('plan-survey-number').fill('E2E-0001');
    await page.getByTestId('plan-survey-save').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
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
    await page.getByTestId('survey-form-save').click();
    await page.getByTestId('survey-form-saved').waitFor();
    await page.getByTestId('survey-information-tab-surveyinfo').click();
    expect(await page.getByTestId('survey-surveyInfo-form-description').inputValue()).toBe(
      'Renovatie van de keuken.',
    );

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
    await logIn(page, 'surveyor@vezel.test');
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

    // A completed survey offers the surveyor no reopening.
    await openFromTab(page, 'completed', '2026-0001');
    await page.getByTestId('survey-closed').waitFor();
    expect(await page.getByTestId('survey-reopen').count()).toBe(0);
    expect(await page.getByTestId('topbar-copy-survey').count()).toBe(0);
    await page.close();
  });

  it('finds surveys by a number prefix, sorts them and shows cards or a table', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/active');
    await page.getByTestId('survey-search').fill('2026-000');
    await page.waitForURL(/[?&]q=2026-000/);
    await page
      .getByTestId('survey-search-count')
      .getByText(/^\d+\+? resultaten \([\d,]+ ms\)$/)
      .waitFor();
    const numbers = () =>
      page
        .getByTestId('survey-search-hit-number')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    await expect.poll(numbers, { timeout: 10_000 }).toContain('2026-0001');
    const ascending = await numbers();
    // Property surveys only, every status, by number.
    expect(ascending).toEqual([...ascending].sort());
    expect(ascending).not.toContain('2026-0006');

    await page.getByTestId('survey-search-direction').click();
    await page.waitForURL(/direction=desc/);
    await expect.poll(numbers, { timeout: 10_000 }).toEqual([...ascending].sort().reverse());

    await page.getByTestId('survey-search-view-table').click();
    await page.waitForURL(/view=table/);
    await page.getByTestId('survey-search-sort-startDate').click();
    await page.waitForURL(/sort=startDate/);
    await page.getByTestId('survey-search-results').locator('table').waitFor();

    // The search is in the URL: a reload shows the same; a query without hits says so.
    await page.reload();
    await page.getByTestId('survey-search-results').locator('table').waitFor();
    await page.getByTestId('survey-search').fill('zzqqxx');
    await page
      .getByTestId('survey-search-empty')
      .getByText("Geen resultaten gevonden voor 'zzqqxx'")
      .waitFor();
    await page.getByTestId('survey-search-clear').click();
    await page.getByTestId('surveys-tab-active').waitFor();

    // A hit opens the survey.
    await page.getByTestId('survey-search').fill('2026-0002');
    await page.getByTestId('survey-search-hit').first().click();
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
