import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import type { Page } from 'playwright-core';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** The drawer's name and its link to the certification body, per language prefix. */
const certificationBody = {
  '': ['Hoofdmenu', 'Certificeringsinstelling'],
  '/en': ['Main menu', 'Certification body'],
  '/fr': ['Menu principal', 'Organisme de certification'],
} as const;

/** The card of the demo's Utrecht branch, named by its heading. */
const branchCard = (page: Page) => page.getByRole('region', { name: /vestiging Utrecht/ });

/** Opens the add-certificate form of the demo's Utrecht branch; `prefix` is the language's. */
async function openCertificateForm(page: Page, prefix: '' | '/en' | '/fr', tab: RegExp) {
  const [menu, link] = certificationBody[prefix];
  await page.goto(`${prefix}/`);
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name: link }).click();
  await page
    .getByRole('table')
    .getByText(/vestiging Utrecht/)
    .click();
  await branchCard(page).getByRole('tab', { name: tab }).click();
  await branchCard(page)
    .getByRole('button', { name: /^(Toevoegen|Add|Ajouter)$/ })
    .click();
  return page.getByRole('dialog');
}

describe('date fields', () => {
  it('take a date from the calendar or typed, and a read-only form shows them as text', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    const form = await openCertificateForm(page, '', /Certificaten/);
    await form.getByLabel('Certificaat', { exact: true }).fill('Kalendercertificaat');
    await form.getByLabel('Nummer').fill('KAL-2025');

    // The calendar opens on the typed date's month; the picked day is written as typed.
    await form.getByLabel('Geldig vanaf').fill('10-03-2025');
    await form.getByRole('button', { name: 'Kies een datum' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Geldig vanaf' });
    await calendar.getByText('maart 2025').waitFor();
    await calendar.getByRole('button', { name: 'Volgende maand' }).click();
    await calendar.getByText('april 2025').waitFor();
    // March slides out while April slides in: pick once one month is left.
    const fifteenth = calendar.getByRole('gridcell', { name: '15', exact: true });
    await expect.poll(() => fifteenth.count()).toBe(1);
    await fifteenth.click();
    await calendar.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Geldig vanaf').inputValue()).toBe('15-04-2025');

    // Typing is checked as before: an end before the start is refused, a later one taken.
    await form.getByLabel('Geldig tot').fill('01-04-2025');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await form.getByText('De datum ligt vóór de startdatum').waitFor();
    await form.getByLabel('Geldig tot').fill('31-02-2027');
    await form.getByText('Dit is geen geldige datum').waitFor();
    await form.getByLabel('Geldig tot').fill('14-04-2028');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await form.waitFor({ state: 'detached' });

    // The saved certificate's card: read-only, its values as text, no calendar to open.
    const card = branchCard(page);
    await card.getByRole('table').getByText('KAL-2025').click();
    const from = card.getByLabel('Geldig vanaf');
    await expect.poll(() => from.inputValue()).toBe('15-04-2025');
    expect(await from.getAttribute('readonly')).not.toBeNull();
    expect(await card.getByLabel('Geldig tot').inputValue()).toBe('14-04-2028');
    expect(await card.getByLabel('Uitgegeven door').getAttribute('placeholder')).toBe('—');
    expect(await card.getByRole('button', { name: 'Kies een datum' }).count()).toBe(0);

    // In edit mode the calendar is back, in the user's language.
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByRole('button', { name: 'Kies een datum' }).first().waitFor();
    await page.close();
  });

  it('name the calendar button in English and French', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    const english = await openCertificateForm(page, '/en', /Certificates/);
    await english.getByRole('button', { name: 'Choose a date' }).first().click();
    await page
      .getByRole('dialog', { name: 'Valid from' })
      .getByRole('button', { name: 'Next month' })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Valid from' }).waitFor({ state: 'detached' });
    const french = await openCertificateForm(page, '/fr', /Certificats/);
    await french.getByRole('button', { name: 'Choisir une date' }).first().click();
    await page
      .getByRole('dialog', { name: 'Valable à partir du' })
      .getByRole('button', { name: 'Mois suivant' })
      .waitFor();
    await page.close();
  });
});

describe('date-time fields', () => {
  it('take a day from the calendar and a time from the list, keeping the other part', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Dossierchecks' })
      .click();
    await page
      .getByRole('table', { name: 'checklists' })
      .getByText('Dossiercheck asbestinventarisatie')
      .click();
    await page.getByRole('button', { name: 'Voorbeeld', exact: true }).click();
    // Hidden from assistive technology while the calendar, a dialog of its own, is open.
    const preview = page.getByRole('dialog', {
      name: 'Voorbeeld: Dossiercheck asbestinventarisatie',
      includeHidden: true,
    });
    const visit = preview.getByLabel('Aanvang van het locatiebezoek');

    // A typed day, then a time from the list: the field holds both as typed.
    await visit.fill('03-05-2023');
    await preview.getByRole('button', { name: 'Kies een datum en tijd' }).click();
    const picker = page.getByRole('dialog', { name: 'Aanvang van het locatiebezoek' });
    await picker.getByText('mei 2023').waitFor();
    await picker.getByRole('option', { name: '09:30' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await visit.inputValue()).toBe('03-05-2023 09:30');

    // Another day keeps the time; the list stays open for a time until Escape.
    await preview.getByRole('button', { name: 'Kies een datum en tijd' }).click();
    await picker.getByRole('gridcell', { name: '4', exact: true }).click();
    await expect.poll(() => visit.inputValue()).toBe('04-05-2023 09:30');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    // Escape closed the calendar only, not the form around it.
    expect(await visit.inputValue()).toBe('04-05-2023 09:30');
    await page.close();
  });
});

describe('release notes', () => {
  it('are in the language of the page', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/changelog');
    const notes = page.getByRole('main');
    await notes.getByRole('heading', { name: 'Volgende versie' }).waitFor();
    expect(await notes.getByText('The platform').count()).toBe(0);
    await page.goto('/en/changelog');
    await notes.getByRole('heading', { name: 'Next version' }).waitFor();
    await notes.getByText('Date fields have a calendar button next to them').waitFor();
    await page.goto('/fr/changelog');
    await notes.getByRole('heading', { name: 'Prochaine version' }).waitFor();
    await page.close();
  });
});
