import type { Page } from 'playwright-core';
import { demoPassword } from './app';

/** Logs in through the login form, as a person would, and waits for the home page. */
export async function logIn(
  page: Page,
  email: string,
  password = demoPassword,
  path = '/login',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // Not Uitloggen: it shows while the app still asks who signed in (the drawer without the
  // user's entries, no search yet). The search button comes with the user.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Zoeken/ })
    .waitFor();
}

/** The test ids of the drawer's entries, top to bottom. */
export async function drawerEntries(page: Page): Promise<string[]> {
  await page.getByTestId('nav-home').waitFor();
  const ids = await page
    .getByTestId('nav-list')
    .locator('[data-testid^="nav-"]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-testid') ?? ''),
    );
  return ids;
}
