import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('login', () => {
  it('refuses a wrong password with a clear message', async () => {
    const page = await app.newPage();
    await page.goto('/en/login');
    await page.getByLabel('Email address').fill('surveyor@vezel.test');
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('The email address or password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/login');
  });
});

describe('forgotten password', () => {
  it('resets the password through the mailed link, which then works no more', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgotpassword');
    await page.getByLabel('E-mailadres').fill('surveyor@vezel.test');
    await page.getByRole('button', { name: 'Herstellink versturen' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Als er een account bestaat voor dit adres' })
      .waitFor();

    const link = app.outboxLinks().at(-1);
    expect(link).toMatch(/\/reset-password\/[\w-]+$/);
    await page.goto(link!);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('anders');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByText('Het nieuwe wachtwoord moet minimaal 8 tekens lang zijn').waitFor();
    await page.getByText('De wachtwoorden komen niet overeen').waitFor();

    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('asbest-vrij-2027');
    await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('asbest-vrij-2027');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Je wachtwoord is opgeslagen' }).waitFor();

    await logIn(page, 'surveyor@vezel.test', 'asbest-vrij-2027');

    const second = await app.newPage();
    await second.goto(link!);
    await second.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog-een-keer-2027');
    await second.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('nog-een-keer-2027');
    await second.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    // The error says the link is spent, and offers a new one.
    await second.getByRole('alert').getByRole('link', { name: 'Nieuwe link aanvragen' }).waitFor();
  });

  it('mails an English link from the English form', async () => {
    const page = await app.newPage();
    await page.goto('/en/forgotpassword');
    await page.getByLabel('Email address').fill('manager@vezel.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'If an account exists for that address' })
      .waitFor();
    expect(app.outboxLinks().at(-1)).toMatch(/\/en\/reset-password\/[\w-]+$/);
  });
});

describe('change password', () => {
  it('changes the password of the logged-in user', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Wachtwoord wijzigen' })
      .click();
    await page.getByLabel('Huidig wachtwoord', { exact: true }).fill('vezel-demo-2026');
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('sanering-2027');
    await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('sanering-2027');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Je wachtwoord is gewijzigd.' }).waitFor();
    const fresh = await app.newPage();
    await logIn(fresh, 'manager@vezel.test', 'sanering-2027');
  });
});
