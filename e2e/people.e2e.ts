import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { drawerEntries, logIn } from './support/actions';
import { drawSignature } from './support/report-work';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const users = (page: Page) => page.getByRole('table', { name: 'gebruikers' });

describe('account and admin users', () => {
  it('lets a surveyor add a certificate with a PDF and view it', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/account');
    await page.getByRole('textbox', { name: 'Voornaam' }).waitFor();
    await page.getByRole('tab', { name: 'Certificaten' }).click();
    await page.waitForURL(/\/account\/certificates$/);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Certificaat toevoegen' });
    await create.getByRole('combobox', { name: 'Soort certificaat' }).click();
    await page.getByRole('option', { name: 'DIA', exact: true }).click();
    await create.getByRole('textbox', { name: 'Certificaatnummer' }).fill('DIA-12345');
    await create.getByLabel('Bestand kiezen').setInputFiles({
      name: 'dia.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await create.getByRole('link', { name: 'dia.pdf' }).waitFor();
    await page.getByRole('status').getByText('dia.pdf geüpload').waitFor();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.getByRole('status').getByText('Certificaat toegevoegd').waitFor();
    await page
      .getByRole('table', { name: 'certificaten' })
      .getByRole('row')
      .getByText('DIA-12345')
      .click();
    await page.waitForURL(/\/account\/certificates\/\d+$/);
    const frame = page.getByTitle('dia.pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);
  });

  it('lets a user draw and save a signature', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await drawSignature(page);
    const image = page.getByRole('img', { name: 'Huidige handtekening' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/files\/\d+$/);
  });

  it('lets a manager create a user and edit a name', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await navigation(page).getByRole('link', { name: 'Gebruikers' }).click();
    await page.waitForURL(/\/gebruikers$|\/users$/);
    await users(page).getByRole('link').first().waitFor();

    const mailsBefore = app.outboxLinks().length;
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Gebruiker toevoegen' });
    await create.getByRole('textbox', { name: 'E-mailadres' }).fill('nieuw@vezel.test');
    await create.getByRole('textbox', { name: 'Voornaam' }).fill('Noor');
    await create.getByRole('textbox', { name: 'Achternaam' }).fill('Nieuwenhuis');
    await create.getByRole('combobox', { name: 'Rol' }).click();
    expect(await page.getByRole('option', { name: 'Beheerder' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Inventariseerder' }).click();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    // The server answers once the invitation is out (here: in the outbox).
    await page
      .getByRole('status')
      .getByText('Uitnodiging verstuurd naar nieuw@vezel.test')
      .waitFor();
    expect(app.outboxLinks()).toHaveLength(mailsBefore + 1);
    await users(page).getByRole('row').getByText('nieuw@vezel.test').waitFor();

    await users(page).getByRole('row').getByText('nieuw@vezel.test').click();
    const card = page.getByRole('region', { name: 'Noor Nieuwenhuis' });
    await card.getByRole('heading', { name: 'Noor Nieuwenhuis' }).waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByRole('textbox', { name: 'Voornaam' }).fill('Nora');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await page.getByRole('status').getByText('Gebruiker opgeslagen').waitFor();
    await users(page).getByRole('link', { name: 'Nora Nieuwenhuis' }).waitFor();
  });

  it("lets a manager set a user's capabilities and add equipment", async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await navigation(page).getByRole('link', { name: 'Gebruikers' }).click();
    await users(page).getByRole('row').getByText('surveyor@vezel.test').click();
    await page.getByRole('tab', { name: 'Bevoegdheden' }).click();
    await page.waitForURL(/\/gebruikers\/\d+\/capabilities$/);
    await page.getByRole('checkbox', { name: 'Asbestinventarisatie', exact: true }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').getByText('Bevoegdheden opgeslagen').waitFor();

    await page.getByRole('tab', { name: 'Uitrusting' }).click();
    // The user's card: the list beside it has its own Toevoegen.
    await page.getByRole('region').getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Uitrusting toevoegen' });
    await create.getByRole('combobox', { name: 'Soort uitrusting' }).click();
    await page.getByRole('option', { name: 'Volgelaatsmasker P3' }).click();
    await create.getByRole('textbox', { name: 'Naam' }).fill('Masker 7');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'uitrusting' }).getByText('Masker 7').click();
    await page.waitForURL(/\/equipment\/\d+$/);
    await page.getByRole('heading', { name: 'Masker 7' }).waitFor();
    await page
      .getByRole('table', { name: 'Keuringscertificaten' })
      .getByText('Er zijn momenteel geen Keuringscertificaten')
      .waitFor();
  });

  it('keeps surveyors out of the admin users page', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    expect(await drawerEntries(page)).not.toContain('nav-adminUsers');
    await page.goto('/admin/gebruikers');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
  });
});
