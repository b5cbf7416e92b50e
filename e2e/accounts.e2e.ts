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
    await page.getByTestId('login-submit').click();
    await page.getByText('The email address or password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/login');
  });
});

describe('forgotten password', () => {
  it('resets the password through the mailed link, which then works no more', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByTestId('login-forgot-password-link').click();
    await page.waitForURL((url) => url.pathname === '/forgotpassword');
    await page.getByLabel('E-mailadres').fill('surveyor@vezel.test');
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-confirmation').waitFor();

    const link = app.outboxLinks().at(-1);
    expect(link).toMatch(/\/reset-password\/[\w-]+$/);
    await page.goto(link!);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('anders');
    await page.getByTestId('reset-password-submit').click();
    await page.getByText('Het nieuwe wachtwoord moet minimaal 8 tekens lang zijn').waitFor();
    await page.getByText('De wachtwoorden komen niet overeen').waitFor();

    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('asbest-vrij-2027');
    await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('asbest-vrij-2027');
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-password-success').waitFor();

    await logIn(page, 'surveyor@vezel.test', 'asbest-vrij-2027');

    const second = await app.newPage();
    await second.goto(link!);
    await second.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog-een-keer-2027');
    await second.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('nog-een-keer-2027');
    await second.getByTestId('reset-password-submit').click();
    await second.getByTestId('reset-password-error').waitFor();
    await second.getByTestId('reset-password-request-new').waitFor();
  });

  it('mails an English link from the English form', async () => {
    const page = await app.newPage();
    await page.goto('/en/forgotpassword');
    await page.getByLabel('Email address').fill('manager@vezel.test');
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-confirmation').waitFor();
    expect(app.outboxLinks().at(-1)).toMatch(/\/en\/reset-password\/[\w-]+$/);
  });
});

describe('change password', () => {
  it('changes the password of the logged-in user', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-resetPassword').click();
    await page.getByLabel('Huidig wachtwoord', { exact: true }).fill('vezel-demo-2026');
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('sanering-2027');
    await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('sanering-2027');
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('change-password-success').waitFor();
    const fresh = await app.newPage();
    await logIn(fresh, 'manager@vezel.test', 'sanering-2027');
  });
});
