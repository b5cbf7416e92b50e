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
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Laboratoria' })
      .click();
    await page.waitForURL(/\/admin\/laboratoria$/);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Laboratorium toevoegen' });
    await create.getByLabel('Naam', { exact: true }).fill('Asbest Analyse Centrum Noord');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.getByText('Dit veld is verplicht').waitFor();
    await create
      .getByLabel('E-mailadres voor laborders', { exact: true })
      .fill('orders@aacn.example');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await page
      .getByRole('table', { name: 'laboratoria' })
      .getByRole('link', { name: 'Asbest Analyse Centrum Noord' })
      .click();
    await page.waitForURL(/\/admin\/laboratoria\/\d+$/);

    const card = page.getByRole('region', { name: 'Asbest Analyse Centrum Noord' });
    await card.getByRole('tab', { name: 'Analyses' }).click();
    await page.waitForURL(/\/laboratoria\/\d+\/analysis$/);
    // Each tab has its own form and Bewerken: press this tab's once its fields show.
    await card.getByRole('group', { name: 'Analysemethoden' }).waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByRole('combobox', { name: /^Analysemethoden/ }).click();
    await page.getByRole('option', { name: 'NEN 5896' }).click();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();

    // Orders through the API: the password is stored, never shown again.
    await card.getByRole('tab', { name: 'Koppelingen' }).click();
    await page.waitForURL(/\/laboratoria\/\d+\/connections$/);
    const api = card.getByRole('radio', { name: 'API van het laboratorium' });
    await api.waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await api.check();
    expect(await card.getByLabel('E-mailadres voor laborders', { exact: true }).count()).toBe(0);
    await card
      .getByLabel('API-adres (URL)', { exact: true })
      .fill('https://api.aacn.example/orders');
    await card.getByLabel('API-wachtwoord', { exact: true }).fill('Zeer-Geheim-2026');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await page.reload();
    await card
      .getByText('Er is een wachtwoord opgeslagen (versleuteld).', { exact: false })
      .waitFor();
    expect(await card.getByLabel('API-wachtwoord', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain('Zeer-Geheim-2026');
    await card.getByRole('tab', { name: 'Analyses' }).click();
    await card.getByRole('group', { name: 'Analysemethoden' }).getByText('NEN 5896').waitFor();
    await page.close();
  });

  it('lets a manager keep the accreditation certificates of a laboratory', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/admin/laboratoria');
    await page
      .getByRole('table', { name: 'laboratoria' })
      .getByRole('link', { name: 'Vezellab Zuid B.V.' })
      .click();
    await page.waitForURL(/\/admin\/laboratoria\/\d+$/);
    const labPath = new URL(page.url()).pathname;

    // The certificates tab has its own URL; the demo lab comes with its RvA accreditation.
    await page.goto(`${labPath}/certificates`);
    const card = page.getByRole('region', { name: 'Vezellab Zuid B.V.' });
    await card.getByRole('tab', { name: 'Certificaten (1)', selected: true }).waitFor();
    const certificates = card.getByRole('table', { name: 'certificaten' });
    await certificates.getByRole('row').filter({ hasText: 'L 388' }).waitFor();

    await card.getByRole('button', { name: 'Toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Certificaat toevoegen' });
    const create = (label: string) => dialog.getByLabel(label, { exact: true });
    await create('Certificaat').fill('Accreditatie RvA (lucht)');
    await create('Nummer').fill('L 388-2');
    await create('Norm').fill('NEN-EN-ISO/IEC 17025:2017');
    await create('Geldig vanaf').fill('01-03-2026');
    await create('Geldig tot').fill('01-01-2026');
    await create('Bestand kiezen').setInputFiles({
      name: 'rva.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await dialog.getByRole('link', { name: 'rva.pdf' }).waitFor();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('De datum ligt vóór de startdatum').waitFor();
    await create('Geldig tot').fill('01-03-2030');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('tab', { name: 'Certificaten (2)' }).waitFor();

    await certificates.getByRole('row').filter({ hasText: 'L 388-2' }).getByText('L 388-2').click();
    await page.waitForURL(/\/laboratoria\/\d+\/certificates\/\d+$/);
    const frame = card.getByTitle('rva.pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);

    // Edit: a bad date order is shown at once and cannot be saved; a good change is.
    const form = (label: string) => card.getByLabel(label, { exact: true });
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await form('Geldig tot').fill('01-01-2020');
    await card.getByText('De datum ligt vóór de startdatum').waitFor();
    expect(await card.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await form('Geldig tot').fill('01-03-2031');
    await form('Nummer').fill('L 388-3');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await certificates.getByRole('row').filter({ hasText: 'L 388-3' }).waitFor();

    // The card's URL survives a reload.
    const certificateUrl = page.url();
    await page.reload();
    await card.getByRole('heading', { name: 'Accreditatie RvA (lucht)', level: 3 }).waitFor();
    expect(page.url()).toBe(certificateUrl);
    expect(await form('Nummer').inputValue()).toBe('L 388-3');

    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Accreditatie RvA (lucht) verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/laboratoria\/\d+\/certificates$/);
    await certificates
      .getByRole('row')
      .filter({ hasText: 'L 388-3' })
      .waitFor({ state: 'detached' });
    await card.getByRole('tab', { name: 'Certificaten (1)' }).waitFor();
    await page.close();
  });
});
