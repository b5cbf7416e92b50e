import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('global search', () => {
  it('finds a demo property despite a typo and opens its information page', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByRole('button', { name: 'Zoeken, sneltoets Ctrl K', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    const input = dialog.getByRole('textbox', { name: 'Zoeken' });
    await input.waitFor();
    // The field has the focus: typing goes straight in.
    await page.keyboard.type('Prijsestraat 24');
    expect(await input.inputValue()).toBe('Prijsestraat 24');

    const assets = dialog.getByRole('region', { name: /^Panden/ });
    const hit = assets.getByRole('link').first();
    await hit.waitFor();
    // A pause in the typing may first show the hits of part of the text.
    await expect
      .poll(() => hit.textContent(), { timeout: 10_000 })
      .toContain('Prijssestraat 24, 4101 CS Culemborg');
    // The demo surveys of that property are found too.
    await dialog
      .getByRole('region', { name: /^Onderzoeken/ })
      .getByRole('link')
      .getByText(/2026-0001 · Prijssestraat 24/)
      .waitFor();

    await hit.click();
    await page.waitForURL((url) =>
      /^\/pandenbeheer\/panden\/assets\/\d+\/information$/.test(url.pathname),
    );
    // The dialog closes as the page opens.
    await page.getByRole('dialog', { name: 'Zoeken' }).waitFor({ state: 'detached' });
  });

  it('shows nothing before typing and clears the field', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.getByRole('button', { name: 'Zoeken, sneltoets Ctrl K', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    const input = dialog.getByRole('textbox', { name: 'Zoeken' });
    await input.waitFor();
    // No result sections before typing.
    expect(await dialog.getByRole('region').count()).toBe(0);
    await page.keyboard.type('zzqqxx');
    await dialog
      .getByRole('region', { name: /^Panden/ })
      .getByText('Geen resultaten gevonden')
      .waitFor();
    await dialog.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
    expect(await input.inputValue()).toBe('');
    await dialog.getByRole('region').first().waitFor({ state: 'detached' });
  });

  it('opens with Ctrl+K anywhere and with / outside a text field, as its button shows', async () => {
    const page = await app.newPage();
    await logIn(page, 'admin@vezel.test');
    const button = page.getByRole('button', { name: 'Zoeken, sneltoets Ctrl K', exact: true });
    expect(await button.innerText()).toBe('Ctrl K');
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });

    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.keyboard.press('/');
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Zoeken' }).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // In a text field `/` is a character; Ctrl+K still opens the search.
    await page.goto('/app-feedback');
    const feedback = page.getByLabel('Je feedback');
    await feedback.click();
    await page.keyboard.type('a/b');
    expect(await feedback.inputValue()).toBe('a/b');
    await page.keyboard.press('Control+k');
    await dialog.waitFor();
  });

  it('moves through the hits with the arrow keys and opens one with Enter', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    const input = dialog.getByRole('textbox', { name: 'Zoeken' });
    // At once: a pause in typing would search part of the text, whose hits stay until the
    // whole text's replace them, under the arrow keys.
    await input.fill('Prijsestraat 24');
    const surveys = dialog.getByRole('region', { name: /^Onderzoeken/ });
    const assets = dialog.getByRole('region', { name: /^Panden/ });
    await surveys.getByRole('link').first().waitFor();
    const firstAsset = assets.getByRole('link').first();
    await firstAsset.waitFor();
    const focused = page.locator(':focus');

    await page.keyboard.press('ArrowDown');
    expect(await focused.textContent()).toContain('2026-0001 · Prijssestraat 24');
    await page.keyboard.press('ArrowUp');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    // Down past every survey to the first property.
    const surveyHits = await surveys.getByRole('link').count();
    for (let step = 0; step <= surveyHits; step++) await page.keyboard.press('ArrowDown');
    expect(await focused.textContent()).toBe(await firstAsset.textContent());

    await page.keyboard.press('Enter');
    await page.waitForURL((url) =>
      /^\/pandenbeheer\/panden\/assets\/\d+\/information$/.test(url.pathname),
    );
    await page.getByRole('dialog', { name: 'Zoeken' }).waitFor({ state: 'detached' });
  });
});
