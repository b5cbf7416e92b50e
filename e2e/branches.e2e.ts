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
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Certificeringsinstelling' })
      .click();
    await page.waitForURL(/\/admin\/certificeringsinstelling$/);
    const branches = page.getByRole('table', { name: 'vestigingen' });
    await branches.getByRole('row', { name: /vestiging Utrecht/ }).waitFor();

    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Vestiging toevoegen' });
    await create.getByRole('textbox', { name: 'Naam' }).fill('Van Dijk – vestiging Zwolle');
    await create.getByRole('textbox', { name: 'KvK-nummer' }).fill('3012345');
    await create
      .getByRole('textbox', { name: 'Nummer procescertificaat SC-540' })
      .fill('SC540-2025-0011');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Een KvK-nummer heeft acht cijfers').waitFor();
    await create.getByRole('textbox', { name: 'KvK-nummer' }).fill('30123456');
    await create.getByRole('textbox', { name: 'Postcode' }).fill('8011 AB');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await branches
      .getByRole('row', { name: /vestiging Zwolle/ })
      .getByText(/vestiging Zwolle/)
      .click();
    await page.waitForURL(/\/admin\/certificeringsinstelling\/\d+$/);

    // Certificates: a tab with its own URL, each certificate a card with its scan.
    const card = page.getByRole('region', { name: 'Van Dijk – vestiging Zwolle' });
    await card.getByRole('tab', { name: /Certificaten/ }).click();
    await page.waitForURL(/\/certificeringsinstelling\/\d+\/certificates$/);
    await card.getByRole('button', { name: 'Toevoegen' }).click();
    const certificate = page.getByRole('dialog', { name: 'Certificaat toevoegen' });
    await certificate
      .getByRole('textbox', { name: 'Certificaat', exact: true })
      .fill('Procescertificaat SC-540');
    await certificate.getByRole('textbox', { name: 'Nummer' }).fill('SC540-2025-0011');
    await certificate.getByRole('textbox', { name: 'Geldig vanaf' }).fill('01-02-2025');
    await certificate.getByRole('textbox', { name: 'Geldig tot' }).fill('01-01-2025');
    await certificate.getByLabel('Bestand kiezen').setInputFiles({
      name: 'sc540.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await certificate.getByRole('link', { name: 'sc540.pdf' }).waitFor();
    await certificate.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('De datum ligt vóór de startdatum').waitFor();
    await certificate.getByRole('textbox', { name: 'Geldig tot' }).fill('01-02-2028');
    await certificate.getByRole('button', { name: 'Opslaan' }).click();
    await certificate.waitFor({ state: 'hidden' });
    await card
      .getByRole('table', { name: 'certificaten' })
      .getByRole('row', { name: /SC540-2025-0011/ })
      .getByText('SC540-2025-0011')
      .click();
    await page.waitForURL(/\/certificates\/\d+$/);
    const frame = page.getByTitle('sc540.pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);

    // The report settings have their own tab.
    await card.getByRole('tab', { name: 'Overig' }).click();
    await page.waitForURL(/\/certificeringsinstelling\/\d+\/other$/);
    // The certificate's card on the previous tab has a Bewerken button too.
    const footer = card.getByRole('textbox', { name: 'Voettekst rapporten' });
    await footer.waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await footer.fill('Gecertificeerd volgens SC-540.');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();

    await card.getByRole('tab', { name: 'Informatie' }).click();
    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: /verwijderen\?$/ })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/admin\/certificeringsinstelling$/);
    await branches.getByRole('row', { name: /vestiging Zwolle/ }).waitFor({ state: 'detached' });
    await page.close();
  });
});
