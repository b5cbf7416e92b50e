import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('LAVS admin and registrations', () => {
  it('lets a manager keep the LAVS settings and clear the mapping warnings', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('list', { name: 'Beheer' })
      .getByRole('link', { name: 'LAVS' })
      .click();
    await page.waitForURL(/\/admin\/lavs$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'LAVS', level: 1 }).waitFor();
    await main.getByRole('tab', { name: 'Instellingen', selected: true }).waitFor();

    // The demo points at the simulator, with its password sealed on first start.
    await main.getByText('Wachtwoord ingesteld', { exact: false }).waitFor();
    await main.getByText('antwoordt de LAVS-simulator van Vezel', { exact: false }).waitFor();
    expect(await main.getByLabel('KvK-nummer', { exact: true }).inputValue()).toBe('30123456');

    // A bad KvK number is refused in the form; a good save keeps the stored password.
    await main.getByRole('button', { name: 'Bewerken' }).click();
    const kvk = main.getByLabel('KvK-nummer', { exact: true });
    await kvk.fill('3012');
    await main.getByText('Een KvK-nummer heeft acht cijfers').waitFor();
    expect(await main.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await kvk.fill('30123456');
    // The address is shown and logged: no account in it. Production only over https.
    const endpoint = main.getByLabel('Adres van LAVS (URL)', { exact: true });
    await endpoint.fill('http://vezel:geheim@127.0.0.1:4010/');
    await main.getByText('Zet geen gebruikersnaam of wachtwoord in het webadres').waitFor();
    await endpoint.fill('http://127.0.0.1:4010/');
    await main.getByRole('radio', { name: 'Productie' }).check();
    await main.getByText('Vul een webadres in dat begint met https://').waitFor();
    expect(await main.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await endpoint.fill('https://lavs.example.test/');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await main.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await page.reload();
    await main.getByRole('radio', { name: 'Productie', checked: true }).waitFor();
    expect(await main.getByLabel('Adres van LAVS (URL)', { exact: true }).inputValue()).toBe(
      'https://lavs.example.test/',
    );
    await main.getByText('Wachtwoord ingesteld', { exact: false }).waitFor();
    expect(await main.getByLabel('Wachtwoord', { exact: true }).inputValue()).toBe('');

    // The demo surveys use items that LAVS has no code for, or whose code nobody confirmed.
    await main.getByRole('tab', { name: 'Koppelingswaarschuwingen' }).click();
    await page.waitForURL(/\/admin\/lavs\/mappingwarnings$/);
    const warnings = main.getByRole('table', { name: 'koppelingswaarschuwingen' });
    const unmapped = warnings.getByRole('row').filter({ hasText: 'Geen LAVS-code' }).first();
    await unmapped.waitFor();
    const itemLink = unmapped.getByRole('link').first();
    const item = (await itemLink.textContent()) ?? '';
    const itemHref = (await itemLink.getAttribute('href')) ?? '';
    expect(itemHref).toMatch(/^\/admin\/variabelen\/\d+\/.*mappings$/);
    const rowOf = (value: string) =>
      warnings
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: value, exact: true }) });
    expect(await rowOf(item).count()).toBe(1);
    await unmapped.getByRole('button', { name: 'Koppelen' }).click();
    const dialog = page.getByRole('dialog', { name: `${item} koppelen aan LAVS` });
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Dit veld is verplicht').waitFor();
    await dialog.getByLabel('Waarde in het externe systeem', { exact: true }).fill('E2E-CODE');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(item).waitFor({ state: 'detached' });

    const unacknowledged = warnings.getByRole('row').filter({ hasText: 'niet bevestigd' }).first();
    const acknowledgedItem = (await unacknowledged.getByRole('link').first().textContent()) ?? '';
    expect(await rowOf(acknowledgedItem).count()).toBe(1);
    await unacknowledged.getByRole('button', { name: 'Bevestigen' }).click();
    await rowOf(acknowledgedItem).waitFor({ state: 'detached' });
    // Both are mapped and confirmed in the variables admin too.
    await page.goto(itemHref);
    await main.getByRole('row').filter({ hasText: 'E2E-CODE' }).waitFor();
    await page.close();
  });

  it('lists the inventories of the property surveys by group and search', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('list', { name: 'Integraties' })
      .getByRole('link', { name: 'LAVS-registraties' })
      .click();
    await page.waitForURL(/\/integraties\/lavs$/);
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'LAVS-registraties' });
    const row = (number: string) => table.getByRole('row').filter({ hasText: number });
    await row('2026-0001').waitFor();
    await row('2026-0002').getByText('Zandstraat 7', { exact: false }).waitFor();
    await row('2026-0002').getByText('Te controleren').waitFor();
    await row('2026-0002').getByText('Controleer de gegevens').waitFor();
    // Vessel surveys are not registered in LAVS.
    expect(await row('2026-0009').count()).toBe(0);

    await main.getByRole('tab', { name: 'Geregistreerd' }).click();
    await page.waitForURL(/\?group=completed$/);
    await table.getByText('Er zijn geen inventarisaties die hierbij passen.').waitFor();
    await main.getByRole('tab', { name: 'Open' }).click();
    await page.waitForURL(/\?group=open$/);
    await row('2026-0002').waitFor();

    await main.getByRole('textbox', { name: 'Zoeken in LAVS-registraties' }).fill('Zandstraat');
    await page.waitForURL(/q=Zandstraat/);
    await row('2026-0001').waitFor({ state: 'detached' });
    await page.reload();
    await row('2026-0002').waitFor();
    expect(await row('2026-0001').count()).toBe(0);
    expect(
      await main.getByRole('textbox', { name: 'Zoeken in LAVS-registraties' }).inputValue(),
    ).toBe('Zandstraat');

    await row('2026-0002').getByRole('link', { name: '2026-0002' }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/checks\/lavs$/);
    await page.close();
  });

  it('keeps admin LAVS from a surveyor', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'LAVS-registraties' }).waitFor();
    expect(await menu.getByRole('link', { name: 'LAVS', exact: true }).count()).toBe(0);
    await page.goto('/admin/lavs/settings');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.close();
  });
});
