import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Opens the demo firm's active survey 2026-0002, as a surveyor unless said otherwise. */
async function openActiveSurvey(page: Page, email = 'surveyor@vezel.test') {
  await logIn(page, email);
  await page.getByTestId('nav-surveys-properties').click();
  await page.waitForURL(/\/onderzoeken\/panden\/active$/);
  await page.getByTestId('surveys-row').getByText('2026-0002', { exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
  await page.getByTestId('survey-number').getByText('2026-0002').waitFor();
}

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("a survey's records", () => {
  it('records an observation and a limitation and shows them in their lists', async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);

    await page.getByTestId('survey-tab-observations').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/observations$/);
    await page.getByTestId('survey-records-observation-table-add').click();
    await choose(page, 'survey-records-observation-create-observation_type', 'Asbestresten');
    await page
      .getByTestId('survey-records-observation-create-description')
      .fill('Losse resten in de kruipruimte');
    await page.getByTestId('survey-records-observation-create-save').click();
    const observation = page
      .getByTestId('survey-records-observation-table-row')
      .filter({ hasText: 'Losse resten in de kruipruimte' });
    // The server numbers it by the type's prefix.
    await observation.getByText('AR01').waitFor();

    // Its card has its own URL and survives a reload.
    await observation.click();
    await page.waitForURL(/\/observations\/\d+$/);
    await page.reload();
    await page.getByTestId('survey-records-observation-card-title').getByText('AR01').waitFor();

    await page.getByTestId('survey-tab-limitations').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/limitations$/);
    await page.getByTestId('survey-records-limitation-table-add').click();
    await choose(page, 'survey-records-limitation-create-limitation', 'Geen toegang');
    await page
      .getByTestId('survey-records-limitation-create-description')
      .fill('Zolder boven de badkamer');
    await page.getByTestId('survey-records-limitation-create-reason').fill('Luik dichtgeschilderd');
    await page.getByTestId('survey-records-limitation-create-save').click();
    const limitation = page
      .getByTestId('survey-records-limitation-table-row')
      .filter({ hasText: 'Zolder boven de badkamer' });
    await limitation.getByText('Geen toegang').waitFor();
    await expect
      .poll(() => page.getByTestId('survey-records-limitation-table-row').count(), {
        timeout: 10_000,
      })
      .toBe(1);

    // Back on the observations tab, the observation is still listed.
    await page.getByTestId('survey-tab-observations').click();
    await page
      .getByTestId('survey-records-observation-table-row')
      .getByText('Losse resten in de kruipruimte')
      .waitFor();
  });

  it("records a finding in a desk-research document, on the document's card", async () => {
    const page = await app.newPage();
    await openActiveSurvey(page);
    await page.getByTestId('survey-tab-deskResearch').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/deskresearch$/);
    await page.getByTestId('survey-records-deskResearchDocument-table-add').click();
    await page
      .getByTestId('survey-records-deskResearchDocument-create-title')
      .fill('Bestektekening 1962');
    await page.getByTestId('survey-records-deskResearchDocument-create-save').click();
    await page
      .getByTestId('survey-records-deskResearchDocument-table-row')
      .getByText('Bestektekening 1962')
      .click();
    await page.waitForURL(/\/deskresearch\/\d+$/);
    await page.getByTestId('survey-records-deskResearchEntry-table-add').click();
    await page.getByTestId('survey-records-deskResearchEntry-create-page').fill('4');
    await page
      .getByTestId('survey-records-deskResearchEntry-create-text')
      .fill('Golfplaten op de berging');
    await page.getByTestId('survey-records-deskResearchEntry-create-save').click();
    await page
      .getByTestId('survey-records-deskResearchEntry-table-row')
      .getByText('Golfplaten op de berging')
      .click();
    await page.waitForURL(/\/deskresearch\/\d+\/entries\/\d+$/);
    await page.reload();
    await page
      .getByTestId('survey-records-deskResearchEntry-card-title')
      .getByText('Golfplaten op de berging')
      .waitFor();
  });

  it("shows the organisation's external page once a manager has set it", async () => {
    const page = await app.newPage();
    await openActiveSurvey(page, 'manager@vezel.test');
    await page.getByTestId('survey-tab-iframe').click();
    await page.waitForURL(/\/onderzoeken\/\d+\/iframe$/);
    await page.getByTestId('survey-iframe-none').waitFor();
    await page.getByTestId('survey-iframe-url-edit').click();
    await page
      .getByTestId('survey-iframe-url-url')
      .fill('https://portaal.example.nl/dossier/{number}');
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('survey-iframe-url-save').click();
    await reloaded;
    await expect
      .poll(() => page.getByTestId('survey-iframe-frame').getAttribute('src'), {
        timeout: 10_000,
      })
      .toBe('https://portaal.example.nl/dossier/2026-0002');
    // The page may frame exactly that origin.
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toContain(
      "frame-src 'self' https://portaal.example.nl",
    );
  });
});
