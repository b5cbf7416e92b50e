import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { drawerEntries, logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('client books', () => {
  it('lets a manager add a client, edit its address abroad, add a contact and delete it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminMaritimeClients').click();
    await page.waitForURL(/\/admin\/klanten\/maritiem$/);
    await page.getByTestId('clients-row').getByText('Waddenveer Shipping B.V.').waitFor();

    // A duplicate KvK number names the client that has it.
    await page.getByTestId('clients-add').click();
    await page.getByTestId('client-create-name').fill('Eems Coaster C.V.');
    await page.getByTestId('client-create-kvk_number').fill('01098765');
    await page.getByTestId('client-create-save').click();
    await page
      .getByTestId('client-create-error')
      .getByText(/Waddenveer Shipping B\.V\./)
      .waitFor();
    await page.getByTestId('client-create-kvk_number').fill('02123456');
    await page.getByTestId('client-create-postcode').fill('9936 HD');
    await page.getByTestId('client-create-city').fill('Farmsum');
    await page.getByTestId('client-create-save').click();
    await page.getByTestId('client-create').waitFor({ state: 'hidden' });
    await page.getByTestId('clients-row').getByText('Eems Coaster C.V.').click();
    await page.waitForURL(/\/admin\/klanten\/maritiem\/\d+$/);

    // The address tab has its own URL; abroad, the Dutch postcode gives way.
    await page.getByTestId('client-card').getByRole('tab', { name: 'Adres' }).click();
    await page.waitForURL(/\/maritiem\/\d+\/address$/);
    expect(await page.getByTestId('client-address-postcode').inputValue()).toBe('9936 HD');
    await page.getByTestId('client-address-edit').click();
    await page.getByTestId('client-address-country').click();
    await page.getByRole('option', { name: 'Duitsland' }).click();
    expect(await page.getByTestId('client-address-postcode').count()).toBe(0);
    await page.getByTestId('client-address-postal_code_abroad').fill('26789');
    await page.getByTestId('client-address-city').fill('Leer');
    await page.getByTestId('client-address-save').click();
    await page.getByTestId('client-address-saved').waitFor();
    await page.getByRole('status').getByText('Klant opgeslagen').waitFor();
    await page.reload();
    expect(await page.getByTestId('client-address-postal_code_abroad').inputValue()).toBe('26789');

    // A contact, on the contacts tab, with its own card URL.
    await page
      .getByTestId('client-card')
      .getByRole('tab', { name: /Contactpersonen/ })
      .click();
    await page.waitForURL(/\/maritiem\/\d+\/contacts$/);
    await page.getByTestId('client-contacts-table-add').click();
    await page.getByTestId('client-contacts-create-name').fill('Henk Dijkstra');
    await page.getByTestId('client-contacts-create-email').fill('geen mail');
    await page.getByTestId('client-contacts-create-save').click();
    await page.getByText('Dit is geen geldig e-mailadres').waitFor();
    await page.getByTestId('client-contacts-create-email').fill('h.dijkstra@eemscoaster.example');
    await page.getByTestId('client-contacts-create-save').click();
    await page.getByTestId('client-contacts-table-row').getByText('Henk Dijkstra').click();
    await page.waitForURL(/\/maritiem\/\d+\/contacts\/\d+$/);
    await page.getByTestId('client-contacts-card-title').getByText('Henk Dijkstra').waitFor();

    // Delete the client through the confirm modal.
    await page.getByTestId('client-card').getByRole('tab', { name: 'Informatie' }).click();
    await page.waitForURL(/\/maritiem\/\d+\/information$/);
    await page.getByTestId('client-delete').click();
    await page.getByTestId('client-delete-modal-confirm').click();
    await page.waitForURL(/\/admin\/klanten\/maritiem$/);
    await page.getByRole('status').getByText('Klant verwijderd').waitFor();
    await page
      .getByTestId('clients-row')
      .getByText('Eems Coaster C.V.')
      .waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps surveyors out of the client books', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    expect(await drawerEntries(page)).not.toContain('nav-adminSgiClients');
    await page.goto('/admin/klanten/sgi');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.close();
  });
});
