import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { drawerEntries, logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('account and admin users', () => {
  it('lets a surveyor add a certificate with a PDF and view it', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/account');
    await page.getByTestId('account-form-name').waitFor();
    await page.getByTestId('account-tab-certificates').click();
    await page.waitForURL(/\/account\/certificates$/);
    await page.getByTestId('certificates-table-add').click();
    await page.getByTestId('certificates-create-certificate_type').click();
    await page.getByRole('option', { name: 'DIA', exact: true }).click();
    await page.getByTestId('certificates-create-number').fill('DIA-12345');
    await page.getByTestId('certificates-create-file-input').setInputFiles({
      name: 'dia.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await page.getByTestId('certificates-create-file-name').getByText('dia.pdf').waitFor();
    await page.getByRole('status').getByText('dia.pdf geüpload').waitFor();
    await page.getByTestId('certificates-create-save').click();
    await page.getByTestId('certificates-create').waitFor({ state: 'hidden' });
    await page.getByRole('status').getByText('Certificaat toegevoegd').waitFor();
    await page.getByTestId('certificates-table-row').getByText('DIA-12345').click();
    await page.waitForURL(/\/account\/certificates\/\d+$/);
    const frame = page.getByTestId('certificates-card-file-pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);
  });

  it('lets a user draw and save a signature', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/account/signature');
    const canvas = page.getByTestId('signature-canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(box.x + 20 + step * 25, box.y + 20 + (step % 2) * 40);
    }
    await page.mouse.up();
    await page.getByTestId('signature-save').click();
    await page.getByRole('status').getByText('Handtekening opgeslagen').waitFor();
    const image = page.getByTestId('signature-image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/files\/\d+$/);
  });

  it('lets a manager create a user and edit a name', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminUsers').getByText('Gebruikers').click();
    await page.waitForURL(/\/gebruikers$|\/users$/);
    await page.getByTestId('users-row').first().waitFor();

    const mailsBefore = app.outboxLinks().length;
    await page.getByTestId('users-add').click();
    await page.getByTestId('user-create-email').fill('nieuw@vezel.test');
    await page.getByTestId('user-create-name').fill('Noor');
    await page.getByTestId('user-create-achternaam').fill('Nieuwenhuis');
    await page.getByTestId('user-create-role').click();
    expect(await page.getByRole('option', { name: 'Beheerder' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Inventariseerder' }).click();
    await page.getByTestId('user-create-save').click();
    await page.getByTestId('user-create').waitFor({ state: 'hidden' });
    // The server answers once the invitation is out (here: in the outbox).
    await page
      .getByRole('status')
      .getByText('Uitnodiging verstuurd naar nieuw@vezel.test')
      .waitFor();
    expect(app.outboxLinks()).toHaveLength(mailsBefore + 1);
    await page.getByTestId('users-row').getByText('nieuw@vezel.test').waitFor();

    await page.getByTestId('users-row').getByText('nieuw@vezel.test').click();
    await page.getByTestId('user-card-title').getByText('Noor Nieuwenhuis').waitFor();
    await page.getByTestId('user-form-edit').click();
    await page.getByTestId('user-form-name').fill('Nora');
    await page.getByTestId('user-form-save').click();
    await page.getByTestId('user-form-saved').waitFor();
    await page.getByRole('status').getByText('Gebruiker opgeslagen').waitFor();
    await page.getByTestId('users-row').getByText('Nora Nieuwenhuis').waitFor();
  });

  it("lets a manager set a user's capabilities and add equipment", async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminUsers').click();
    await page.getByTestId('users-row').getByText('surveyor@vezel.test').click();
    await page.getByTestId('user-card-tab-capabilities').click();
    await page.waitForURL(/\/gebruikers\/\d+\/capabilities$/);
    await page.getByTestId('capabilities').getByText('Asbestinventarisatie').click();
    await page.getByTestId('capabilities-save').click();
    await page.getByRole('status').getByText('Bevoegdheden opgeslagen').waitFor();

    await page.getByTestId('user-card-tab-equipment').click();
    await page.getByTestId('equipment-table-add').click();
    await page.getByTestId('equipment-create-equipment_type').click();
    await page.getByRole('option', { name: 'Volgelaatsmasker P3' }).click();
    await page.getByTestId('equipment-create-name').fill('Masker 7');
    await page.getByTestId('equipment-create-save').click();
    await page.getByTestId('equipment-create').waitFor({ state: 'hidden' });
    await page.getByTestId('equipment-table-row').getByText('Masker 7').click();
    await page.waitForURL(/\/equipment\/\d+$/);
    await page.getByTestId('equipment-card-title').getByText('Masker 7').waitFor();
    await page.getByTestId('equipment-certificates-table-empty').waitFor();
  });

  it('keeps surveyors out of the admin users page', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    expect(await drawerEntries(page)).not.toContain('nav-adminUsers');
    await page.goto('/admin/gebruikers');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
  });
});
