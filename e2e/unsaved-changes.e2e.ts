import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const question = (page: Page) => page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name, exact: true });
const clientRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'klanten' }).getByRole('row', { name: new RegExp(name) });

/** The maritime client book with Waddenveer's card open on its information tab. */
async function openClient(page: Page) {
  await logIn(page, 'manager@vezel.test');
  await menuLink(page, 'Klanten maritiem').click();
  await clientRow(page, 'Waddenveer Shipping B.V.').getByText('Waddenveer Shipping B.V.').click();
  await page.waitForURL(/\/admin\/klanten\/maritiem\/\d+$/);
  await page.getByRole('button', { name: 'Bewerken' }).click();
}

describe('unsaved changes', () => {
  it('asks before a menu link, a tab or another row throws an edit away', async () => {
    const page = await app.newPage();
    await openClient(page);
    const clientUrl = page.url();
    const phone = page.getByRole('textbox', { name: 'Telefoonnummer' });
    await phone.fill('0596 123 456');

    // Keep editing: the page stays and so does the text.
    await menuLink(page, 'Home').click();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Verder bewerken' }).click();
    await question(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(clientUrl);
    expect(await phone.inputValue()).toBe('0596 123 456');

    // Another tab of the card, and another row of the list, are leaving too.
    await page
      .getByRole('region', { name: 'Waddenveer Shipping B.V.' })
      .getByRole('tab', { name: 'Adres' })
      .click();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Verder bewerken' }).click();
    await clientRow(page, 'Nordsee Bulk Reederei GmbH')
      .getByText('Nordsee Bulk Reederei GmbH')
      .click();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Verder bewerken' }).click();
    expect(page.url()).toBe(clientUrl);

    // Discard: the link is followed, and the record never got the text.
    await menuLink(page, 'Home').click();
    await question(page).getByRole('button', { name: 'Weggooien' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(clientUrl);
    expect(await page.getByRole('textbox', { name: 'Telefoonnummer' }).inputValue()).not.toBe(
      '0596 123 456',
    );
  });

  it('asks nothing once the edit is saved, and says that it was', async () => {
    const page = await app.newPage();
    await openClient(page);
    await page.getByRole('textbox', { name: 'Telefoonnummer' }).fill('0596 654 321');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').getByText('Klant opgeslagen').waitFor();

    await menuLink(page, 'Home').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await question(page).count()).toBe(0);
  });

  it('asks before Cancel throws an edit away, and then shows the record as it was', async () => {
    const page = await app.newPage();
    await openClient(page);
    const phone = page.getByRole('textbox', { name: 'Telefoonnummer' });
    const stored = await phone.inputValue();
    await phone.fill('0596 111 222');
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await question(page).getByRole('button', { name: 'Weggooien' }).click();
    await page.getByRole('button', { name: 'Bewerken' }).waitFor();
    expect(await phone.inputValue()).toBe(stored);
  });

  it('asks before Escape or Cancel closes a create modal with text in it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await menuLink(page, 'Klanten maritiem').click();
    const addClient = page.getByRole('button', { name: 'Toevoegen' });
    const modal = page.getByRole('dialog', { name: 'Klant toevoegen' });

    // Nothing typed: Escape closes at once.
    await addClient.click();
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await addClient.click();
    await modal.getByRole('textbox', { name: 'Naam' }).fill('Delfzijl Tankers');
    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Verder bewerken' }).click();
    expect(await modal.getByRole('textbox', { name: 'Naam' }).inputValue()).toBe(
      'Delfzijl Tankers',
    );

    await modal.getByRole('button', { name: 'Annuleren' }).click();
    await question(page).getByRole('button', { name: 'Weggooien' }).click();
    await modal.waitFor({ state: 'hidden' });
    await addClient.click();
    expect(await modal.getByRole('textbox', { name: 'Naam' }).inputValue()).toBe('');
  });

  it('lets the browser ask before the page with an edit is closed', async () => {
    const page = await app.newPage();
    await openClient(page);
    await page.getByRole('textbox', { name: 'Telefoonnummer' }).fill('0596 000 000');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  it('asks before leaving feedback that was typed but not sent', async () => {
    const page = await app.newPage();
    await logIn(page, 'admin@vezel.test');
    await menuLink(page, 'App-feedback').click();
    const feedback = page
      .getByRole('table', { name: 'feedbackberichten' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    // The demo's own feedback: the list is there.
    await feedback.getByText('Graag de LAVS-status', { exact: false }).waitFor();
    const before = await feedback.allTextContents();
    await page
      .getByRole('textbox', { name: 'Je feedback' })
      .fill('De kaart laadt traag op de boot.');
    await menuLink(page, 'Home').click();
    await question(page).getByRole('button', { name: 'Weggooien' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Nothing was sent: the server's list, fetched afresh, is as it was; the text is gone.
    await page.goto('/app-feedback');
    await feedback.getByText('Graag de LAVS-status', { exact: false }).waitFor();
    expect(await feedback.allTextContents()).toEqual(before);
    expect(await page.getByRole('textbox', { name: 'Je feedback' }).inputValue()).toBe('');
  });
});
