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

describe('certification body', () => {
  it('lets a manager add a branch, give it a certificate with a scan, and delete it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminCertificationBody').click();
    await page.waitForURL(/\/admin\/certificeringsinstelling$/);
    await page
      .getByTestId('branches-row')
      .getByText(/vestiging Utrecht/)
      .waitFor();

    await page.getByTestId('branches-add').click();
    await page.getByTestId('branch-create-name').fill('Van Dijk – vestiging Zwolle');
    await page.getByTestId('branch-create-kvk_number').fill('3012345');
    await page.getByTestId('branch-create-process_certificate_number').fill('SC540-2025-0011');
    await page.getByTestId('branch-create-save').click();
    await page.getByText('Een KvK-nummer heeft acht cijfers').waitFor();
    await page.getByTestId('branch-create-kvk_number').fill('30123456');
    await page.getByTestId('branch-create-postcode').fill('8011 AB');
    await page.getByTestId('branch-create-save').click();
    await page.getByTestId('branch-create').waitFor({ state: 'hidden' });
    await page
      .getByTestId('branches-row')
      .getByText(/vestiging Zwolle/)
      .click();
    await page.waitForURL(/\/admin\/certificeringsinstelling\/\d+$/);

    // Certificates: a tab with its own URL, each certificate a card with its scan.
    await page
      .getByTestId('branch-card')
      .getByRole('tab', { name: /Certificaten/ })
      .click();
    await page.waitForURL(/\/certificeringsinstelling\/\d+\/certificates$/);
    await page.getByTestId('branch-certificates-table-add').click();
    await page.getByTestId('branch-certificates-create-name').fill('Procescertificaat SC-540');
    await page.getByTestId('branch-certificates-create-number').fill('SC540-2025-0011');
    await page.getByTestId('branch-certificates-create-valid_from').fill('01-02-2025');
    await page.getByTestId('branch-certificates-create-valid_until').fill('01-01-2025');
    await page.getByTestId('branch-certificates-create-file-input').setInputFiles({
      name: 'sc540.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await page.getByTestId('branch-certificates-create-file-name').getByText('sc540.pdf').waitFor();
    await page.getByTestId('branch-certificates-create-save').click();
    await page.getByText('De datum ligt vóór de startdatum').waitFor();
    await page.getByTestId('branch-certificates-create-valid_until').fill('01-02-2028');
    await page.getByTestId('branch-certificates-create-save').click();
    await page.getByTestId('branch-certificates-create').waitFor({ state: 'hidden' });
    await page.getByTestId('branch-certificates-table-row').getByText('SC540-2025-0011').click();
    await page.waitForURL(/\/certificates\/\d+$/);
    const frame = page.getByTestId('branch-certificates-card-file-pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);

    // The report settings have their own tab.
    await page.getByTestId('branch-card').getByRole('tab', { name: 'Overig' }).click();
    await page.waitForURL(/\/certificeringsinstelling\/\d+\/other$/);
    await page.getByTestId('branch-other-edit').click();
    await page.getByTestId('branch-other-report_footer').fill('Gecertificeerd volgens SC-540.');
    await page.getByTestId('branch-other-save').click();
    await page.getByTestId('branch-other-saved').waitFor();

    await page.getByTestId('branch-card').getByRole('tab', { name: 'Informatie' }).click();
    await page.getByTestId('branch-delete').click();
    await page.getByTestId('branch-delete-modal-confirm').click();
    await page.waitForURL(/\/admin\/certificeringsinstelling$/);
    await page
      .getByTestId('branches-row')
      .getByText(/vestiging Zwolle/)
      .waitFor({ state: 'detached' });
    await page.close();
  });
});
