import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('laboratories', () => {
  it('lets a manager add a laboratory, choose what it analyses and connect its API', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminLaboratories').click();
    await page.waitForURL(/\/admin\/laboratoria$/);
    await page.getByTestId('laboratories-add').click();
    await page.getByTestId('laboratory-create-name').fill('Asbest Analyse Centrum Noord');
    await page.getByTestId('laboratory-create-save').click();
    await page.getByTestId('laboratory-create').getByText('Dit veld is verplicht').waitFor();
    await page.getByTestId('laboratory-create-order_email').fill('orders@aacn.example');
    await page.getByTestId('laboratory-create-save').click();
    await page.getByTestId('laboratory-create').waitFor({ state: 'hidden' });
    await page.getByTestId('laboratories-row').getByText('Asbest Analyse Centrum Noord').click();
    await page.waitForURL(/\/admin\/laboratoria\/\d+$/);

    const card = page.getByTestId('laboratory-card');
    await card.getByRole('tab', { name: 'Analyses' }).click();
    await page.waitForURL(/\/laboratoria\/\d+\/analysis$/);
    await page.getByTestId('laboratory-analysis-edit').click();
    await page.getByTestId('laboratory-analysis-analysis_methods').click();
    await page.getByRole('option', { name: 'NEN 5896' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('laboratory-analysis-save').click();
    await page.getByTestId('laboratory-analysis-saved').waitFor();

    // Orders through the API: the password is stored, never shown again.
    await card.getByRole('tab', { name: 'Koppelingen' }).click();
    await page.waitForURL(/\/laboratoria\/\d+\/connections$/);
    await page.getByTestId('laboratory-connections-edit').click();
    await page.getByRole('radio', { name: 'API van het laboratorium' }).check();
    expect(await page.getByTestId('laboratory-connections-order_email').count()).toBe(0);
    await page
      .getByTestId('laboratory-connections-api_url')
      .fill('https://api.aacn.example/orders');
    await page.getByTestId('laboratory-connections-api_password').fill('Zeer-Geheim-2026');
    await page.getByTestId('laboratory-connections-save').click();
    await page.getByTestId('laboratory-connections-saved').waitFor();
    await page.reload();
    await card
      .getByText('Er is een wachtwoord opgeslagen (versleuteld).', { exact: false })
      .waitFor();
    expect(await page.getByTestId('laboratory-connections-api_password').inputValue()).toBe('');
    expect(await page.content()).not.toContain('Zeer-Geheim-2026');
    await card.getByRole('tab', { name: 'Analyses' }).click();
    await page.getByTestId('laboratory-analysis-analysis_methods').getByText('NEN 5896').waitFor();
    await page.close();
  });

  it('lets a manager keep the accreditation certificates of a laboratory', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/admin/laboratoria');
    await page.getByTestId('laboratories-row').getByText('Vezellab Zuid B.V.').click();
    await page.waitForURL(/\/admin\/laboratoria\/\d+$/);
    const labPath = new URL(page.url()).pathname;

    // The certificates tab has its own URL; the demo lab comes with its RvA accreditation.
    await page.goto(`${labPath}/certificates`);
    const card = page.getByTestId('laboratory-card');
    await card.getByRole('tab', { name: 'Certificaten (1)', selected: true }).waitFor();
    await page.getByTestId('laboratory-certificates-table-row').getByText('L 388').waitFor();

    await page.getByTestId('laboratory-certificates-table-add').click();
    const create = (field: string) => page.getByTestId(`laboratory-certificates-create-${field}`);
    await create('name').fill('Accreditatie RvA (lucht)');
    await create('number').fill('L 388-2');
    await create('standard').fill('NEN-EN-ISO/IEC 17025:2017');
    await create('valid_from').fill('01-03-2026');
    await create('valid_until').fill('01-01-2026');
    await create('file-input').setInputFiles({
      name: 'rva.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await create('file-name').getByText('rva.pdf').waitFor();
    await create('save').click();
    await page.getByText('De datum ligt vóór de startdatum').waitFor();
    await create('valid_until').fill('01-03-2030');
    await create('save').click();
    await page.getByTestId('laboratory-certificates-create').waitFor({ state: 'hidden' });
    await card.getByRole('tab', { name: 'Certificaten (2)' }).waitFor();

    await page.getByTestId('laboratory-certificates-table-row').getByText('L 388-2').click();
    await page.waitForURL(/\/laboratoria\/\d+\/certificates\/\d+$/);
    const frame = page.getByTestId('laboratory-certificates-card-file-pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);

    // Edit: a bad date order is shown at once and cannot be saved; a good change is.
    const form = (part: string) => page.getByTestId(`laboratory-certificates-card-form-${part}`);
    await form('edit').click();
    await form('valid_until').fill('01-01-2020');
    await page
      .getByTestId('laboratory-certificates-card')
      .getByText('De datum ligt vóór de startdatum')
      .waitFor();
    expect(await form('save').isDisabled()).toBe(true);
    await form('valid_until').fill('01-03-2031');
    await form('number').fill('L 388-3');
    await form('save').click();
    await form('saved').waitFor();
    await page.getByTestId('laboratory-certificates-table-row').getByText('L 388-3').waitFor();

    // The card's URL survives a reload.
    const certificateUrl = page.url();
    await page.reload();
    await page
      .getByTestId('laboratory-certificates-card-title')
      .getByText('Accreditatie RvA (lucht)')
      .waitFor();
    expect(page.url()).toBe(certificateUrl);
    expect(await form('number').inputValue()).toBe('L 388-3');

    await page.getByTestId('laboratory-certificates-card-delete').click();
    await page.getByTestId('laboratory-certificates-card-delete-modal-confirm').click();
    await page.waitForURL(/\/laboratoria\/\d+\/certificates$/);
    await page
      .getByTestId('laboratory-certificates-table-row')
      .getByText('L 388-3')
      .waitFor({ state: 'detached' });
    await card.getByRole('tab', { name: 'Certificaten (1)' }).waitFor();
    await page.close();
  });
});
