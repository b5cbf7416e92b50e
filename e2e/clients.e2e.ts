import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('client books', () => {
  it('lets a manager add a client, edit its address abroad, add a contact and delete it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Klanten maritiem' })
      .click();
    await page.waitForURL(/\/admin\/klanten\/maritiem$/);
    const clients = page.getByRole('table', { name: 'klanten' });
    await clients.getByRole('link', { name: 'Waddenveer Shipping B.V.' }).waitFor();

    // A duplicate KvK number names the client that has it.
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Klant toevoegen' });
    await create.getByLabel('Naam', { exact: true }).fill('Eems Coaster C.V.');
    await create.getByLabel('KvK-nummer', { exact: true }).fill('01098765');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create
      .getByRole('alert')
      .getByText(/Waddenveer Shipping B\.V\./)
      .waitFor();
    await create.getByLabel('KvK-nummer', { exact: true }).fill('02123456');
    await create.getByLabel('Postcode', { exact: true }).fill('9936 HD');
    await create.getByLabel('Plaats', { exact: true }).fill('Farmsum');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await clients.getByRole('link', { name: 'Eems Coaster C.V.' }).click();
    await page.waitForURL(/\/admin\/klanten\/maritiem\/\d+$/);
    const card = page.getByRole('region', { name: 'Eems Coaster C.V.' });

    // The address tab has its own URL; abroad, the Dutch postcode gives way.
    await card.getByRole('tab', { name: 'Adres' }).click();
    await page.waitForURL(/\/maritiem\/\d+\/address$/);
    const postcode = card.getByLabel('Postcode', { exact: true });
    expect(await postcode.inputValue()).toBe('9936 HD');
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByRole('combobox', { name: /^Land/ }).click();
    await page.getByRole('option', { name: 'Duitsland' }).click();
    expect(await postcode.count()).toBe(0);
    await card.getByLabel('Postcode (buitenland)', { exact: true }).fill('26789');
    await card.getByLabel('Plaats', { exact: true }).fill('Leer');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await page.getByRole('status').getByText('Klant opgeslagen').waitFor();
    await page.reload();
    expect(await card.getByLabel('Postcode (buitenland)', { exact: true }).inputValue()).toBe(
      '26789',
    );

    // A contact, on the contacts tab, with its own card URL.
    await card.getByRole('tab', { name: /Contactpersonen/ }).click();
    await page.waitForURL(/\/maritiem\/\d+\/contacts$/);
    await card.getByRole('button', { name: 'Toevoegen' }).click();
    const createContact = page.getByRole('dialog', { name: 'Contactpersoon toevoegen' });
    await createContact.getByLabel('Naam', { exact: true }).fill('Henk Dijkstra');
    await createContact.getByLabel('E-mailadres', { exact: true }).fill('geen mail');
    await createContact.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Dit is geen geldig e-mailadres').waitFor();
    await createContact
      .getByLabel('E-mailadres', { exact: true })
      .fill('h.dijkstra@eemscoaster.example');
    await createContact.getByRole('button', { name: 'Opslaan' }).click();
    await card
      .getByRole('table', { name: 'contactpersonen' })
      .getByRole('link', { name: 'Henk Dijkstra' })
      .click();
    await page.waitForURL(/\/maritiem\/\d+\/contacts\/\d+$/);
    await card.getByRole('heading', { name: 'Henk Dijkstra', level: 3 }).waitFor();

    // Delete the client through the confirm modal.
    await card.getByRole('tab', { name: 'Informatie' }).click();
    await page.waitForURL(/\/maritiem\/\d+\/information$/);
    // The contact's card on the previous tab has a Verwijderen button too; the client's KvK
    // number says its own form is shown.
    await card.getByLabel('KvK-nummer', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Eems Coaster C.V. verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/admin\/klanten\/maritiem$/);
    await page.getByRole('status').getByText('Klant verwijderd').waitFor();
    await clients.getByRole('link', { name: 'Eems Coaster C.V.' }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps surveyors out of the client books', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const navigation = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await navigation.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Klanten vastgoed' }).count()).toBe(0);
    await page.goto('/admin/klanten/sgi');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.close();
  });
});
