import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const tabNames = { active: 'Actief', proposed: 'Gepland' };

/** Opens a demo survey of the properties' list tab (active or proposed). */
async function openSurvey(page: Page, number: string, tab: 'active' | 'proposed' = 'active') {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Onderzoeken panden' })
    .click();
  await page.getByRole('tab', { name: tabNames[tab], exact: true }).click();
  await page
    .getByRole('table', { name: 'onderzoeken' })
    .getByRole('row', { name: new RegExp(number) })
    .getByText(number, { exact: true })
    .click();
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: number, exact: true })
    .waitFor();
}

const dossierCheck = 'Dossiercheck asbestinventarisatie';

/**
 * Issue 14's guardrails: a dossier check answered in parts is kept as a draft, a surveyor
 * may start a survey but not complete or cancel it, and completing lists what is missing
 * with links to where it is fixed.
 */
describe('guardrails on a survey', () => {
  it('keeps a partly answered dossier check as a draft, across a reload', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await openSurvey(page, '2026-0002');
    await page.getByRole('tab', { name: 'Inventarisaties' }).click();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Inventarisatie toevoegen' });
    await create.getByRole('textbox', { name: 'Opdracht gegeven op' }).fill('01-09-2026');
    await create.getByRole('textbox', { name: 'Startdatum' }).fill('02-09-2026');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/inventarisations\/\d+$/);
    const check = page.getByRole('region', { name: /^Inventarisatie van/ });
    await check.getByRole('tab', { name: 'Dossierchecks' }).click();
    await page.waitForURL(/\/inventarisations\/\d+\/dossierchecks$/);
    await check.getByRole('heading', { name: dossierCheck }).waitFor();
    await check.getByText('Verplichte vragen nog open: 5.', { exact: false }).waitFor();

    // 2 of the 5 required questions, and a date that is no date: refused, nothing lost.
    await check.getByRole('radio', { name: 'Renovatie' }).check();
    await check.getByLabel('Datum waarop de opdracht is verstrekt').fill('31-02-2026');
    await check.getByRole('button', { name: 'Antwoorden opslaan' }).click();
    await check.getByText('Dit is geen geldige datum', { exact: false }).waitFor();
    await check.getByLabel('Datum waarop de opdracht is verstrekt').fill('28-08-2026');
    await check.getByRole('button', { name: 'Antwoorden opslaan' }).click();
    await page
      .getByRole('status')
      .getByText(`${dossierCheck} is als concept opgeslagen. Verplichte vragen nog open: 3.`)
      .waitFor();

    await page.reload();
    await check.getByRole('heading', { name: dossierCheck }).waitFor();
    await expect
      .poll(() => check.getByRole('radio', { name: 'Renovatie' }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    expect(await check.getByLabel('Datum waarop de opdracht is verstrekt').inputValue()).toBe(
      '28-08-2026',
    );
    await check.getByText('Verplichte vragen nog open: 3.', { exact: false }).waitFor();
    expect(await check.getByText('Verplicht: nog te beantwoorden voor het afronden').count()).toBe(
      3,
    );
    await page.close();
  });

  it('shows a surveyor no complete or cancel button', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await openSurvey(page, '2026-0002');
    await page.getByRole('tab', { name: 'Onderzoeksinformatie' }).waitFor();
    expect(await page.getByRole('button', { name: 'Afronden' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Onderzoek annuleren' }).count()).toBe(0);
    await openSurvey(page, '2026-0003', 'proposed');
    await page.getByRole('button', { name: 'Activeren' }).waitFor();
    expect(await page.getByRole('button', { name: 'Onderzoek annuleren' }).count()).toBe(0);
    await page.close();
  });

  it('lists what is missing before a manager completes, each a link to where it is fixed', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await openSurvey(page, '2026-0002');

    // A reason typed for cancelling is not thrown away without asking.
    await page.getByRole('button', { name: 'Onderzoek annuleren' }).click();
    const cancel = page.getByRole('dialog', { name: 'Onderzoek annuleren' });
    await cancel.getByLabel('Reden').fill('Opdrachtgever twijfelt');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    await discard.getByRole('button', { name: 'Verder bewerken' }).click();
    expect(await cancel.getByLabel('Reden').inputValue()).toBe('Opdrachtgever twijfelt');
    await cancel.getByRole('button', { name: 'Terug' }).click();
    await discard.getByRole('button', { name: 'Weggooien' }).click();
    await cancel.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Afronden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Onderzoek 2026-0002 afronden?' });
    const gap = dialog.getByRole('link', {
      name: `${dossierCheck} is nog niet volledig ingevuld`,
    });
    await gap.waitFor();
    expect(await dialog.getByRole('link').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Afronden' }).isDisabled()).toBe(true);
    await gap.click();
    await page.waitForURL(/\/inventarisations\/\d+\/dossierchecks$/);
    await dialog.waitFor({ state: 'detached' });

    // The draft is finished: the 3 required questions left open.
    const check = page.getByRole('region', { name: /^Inventarisatie van/ });
    await check.getByText('Verplichte vragen nog open: 3.', { exact: false }).waitFor();
    await check.getByRole('combobox', { name: /Welke documenten zijn ingezien/ }).click();
    await page.getByRole('option', { name: 'Bouwtekeningen' }).click();
    await page.keyboard.press('Escape');
    await check.getByLabel('Aanvang van het locatiebezoek').fill('02-09-2026 09:30');
    await check.getByRole('radio', { name: 'Ja', exact: true }).check();
    await check.getByText('Alle verplichte vragen zijn beantwoord.').waitFor();
    await check.getByRole('button', { name: 'Antwoorden opslaan' }).click();
    await page
      .getByRole('status')
      .getByText(`${dossierCheck} is opgeslagen en volledig ingevuld.`)
      .waitFor();

    await page.getByRole('button', { name: 'Afronden' }).click();
    await dialog
      .getByText('Na het afronden kan het onderzoek niet meer worden gewijzigd', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Afronden' }).click();
    await page.getByRole('status').getByText('Onderzoek 2026-0002 is afgerond.').waitFor();
    await expect
      .poll(() =>
        page.getByRole('main').getByTestId('survey-status').first().getAttribute('data-status'),
      )
      .toBe('completed');
    await page.close();
  });
});
