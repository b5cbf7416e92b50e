import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

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
});
