import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { drawerEntries, logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

describe('the shell per role', () => {
  it('shows the administrator every entry, the feedback icon and the subscription page', async () => {
    const page = await app.newPage();
    await logIn(page, 'admin@vezel.test');
    expect(await drawerEntries(page)).toEqual([
      'nav-home',
      'nav-surveys-properties',
      'nav-surveys-vessels',
      'nav-properties',
      'nav-vessels',
      'nav-account',
      'nav-resetPassword',
      'nav-changelog',
      'nav-appFeedback',
      'nav-subscription',
      'nav-adminUsers',
      'nav-adminCertificationBody',
      'nav-adminLaboratories',
      'nav-adminVscpTemplates',
      'nav-adminDossierChecks',
      'nav-adminReports',
      'nav-adminSgiClients',
      'nav-adminMaritimeClients',
      'nav-adminVariables',
      'nav-adminLavs',
      'nav-lavs',
    ]);
    const main = page.getByRole('main');
    await main.getByText('Welkom, Anne de Vries').waitFor();
    await main.getByText('Van Dijk Asbestinventarisatie B.V.', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'App-feedback' }).click();
    await page.waitForURL('**/app-feedback');
    await page.getByLabel('Je feedback').fill('De zoekfunctie mag ook op bouwjaar filteren.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'Bedankt! Je feedback is opgeslagen.' })
      .waitFor();
    await page
      .getByRole('table', { name: 'feedbackberichten' })
      .getByText('De zoekfunctie mag ook op bouwjaar filteren.')
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Abonnementen' })
      .click();
    await page
      .getByRole('table', { name: 'organisaties' })
      .getByText('Kustlijn Maritime Surveys B.V.')
      .waitFor();
  });

  it.each([
    [
      'manager@vezel.test',
      [
        'nav-adminUsers',
        'nav-adminCertificationBody',
        'nav-adminLaboratories',
        'nav-adminVscpTemplates',
        'nav-adminDossierChecks',
        'nav-adminReports',
        'nav-adminSgiClients',
        'nav-adminMaritimeClients',
        'nav-adminVariables',
        'nav-adminLavs',
        'nav-lavs',
      ],
    ],
    ['surveyor@vezel.test', ['nav-lavs']],
  ])('shows %s no feedback, no subscription', async (email, groupedEntries) => {
    const page = await app.newPage();
    await logIn(page, email);
    expect(await drawerEntries(page)).toEqual([
      'nav-home',
      'nav-surveys-properties',
      'nav-surveys-vessels',
      'nav-properties',
      'nav-vessels',
      'nav-account',
      'nav-resetPassword',
      'nav-changelog',
      ...groupedEntries,
    ]);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Uitloggen' }).waitFor();
    expect(await banner.getByRole('link', { name: 'App-feedback' }).count()).toBe(0);
    await page.goto('/app-feedback');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    expect(page.url()).toMatch(/\/app-feedback$/);
  });

  it('opens the menu on a phone from the top bar, with each heading once', async () => {
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, 'manager@vezel.test');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const admin = menu.getByRole('list', { name: 'Beheer' });
    await admin.waitFor();
    expect(await menu.getByText('Beheer', { exact: true }).count()).toBe(1);
    expect(await admin.getByRole('link').count()).toBe(10);
  });

  it('tells who is logged in on the logout button and logs out', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const logout = page.getByRole('banner').getByRole('button', { name: 'Uitloggen' });
    await logout.hover();
    await page.getByRole('tooltip').getByText('Ingelogd als Sanne van der Berg').waitFor();
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mailadres').waitFor();
  });

  it('opens the changelog from the version button', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByRole('banner').getByRole('link', { name: /^v\d/ }).click();
    await page.waitForURL('**/changelog');
    await page.getByRole('main').getByRole('heading', { name: 'Volgende versie' }).waitFor();
  });
});

describe('keyboard', () => {
  it('offers a skip link to the content as the first stop of the Tab key', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/bestaat-niet');
    await page.getByRole('link', { name: 'Ga naar de homepage' }).waitFor();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Naar de inhoud' });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown while focused: inside the window.
    const box = await skipLink.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    expect(await main.evaluate((element) => element === document.activeElement)).toBe(true);
    // The next stop is the page's first control, past the top bar and the menu.
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').textContent()).toBe('Ga terug');
  });
});

describe('languages', () => {
  it('names the language button by the code it shows', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    const button = page.getByRole('button', { name: /taal kiezen/ });
    expect(await button.innerText()).toBe('NL');
    await page
      .getByRole('button', { name: 'NL: taal kiezen (nu Nederlands)', exact: true })
      .waitFor();
  });

  it('switches language on the same page and remembers it', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.goto('/changelog');
    await page.getByRole('button', { name: /taal kiezen/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/en/changelog');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Changelog' })
      .waitFor();
    await page.getByRole('button', { name: /^EN:/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/changelog');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'vezel_locale');
    expect(cookie?.value).toBe('fr');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/fr' || url.pathname === '/fr/');
  });
});

describe('errors', () => {
  it('sends a visitor without a session from a page to the login page, and back after login', async () => {
    const page = await app.newPage();
    await page.goto('/changelog');
    await page.getByText('Je hebt geen toegang om dit te zien').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/changelog');
    await page.getByLabel('E-mailadres').fill('manager@vezel.test');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('vezel-demo-2026');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/changelog');
  });

  it('sends a visitor without a session from the home page to the login page at once', async () => {
    const page = await app.newPage();
    // Notes whether the refused page ever shows, however briefly.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="error-status"]')) {
          document.documentElement.dataset.refusedShown = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mailadres').waitFor();
    expect(await page.locator('html').getAttribute('data-refused-shown')).toBeNull();
  });

  it('shows the not-found page for unknown routes and routes without a screen yet', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    for (const path of ['/bestaat-niet', '/integraties/asbestregisseur']) {
      await page.goto(path);
      await page.getByText('Deze pagina kon niet worden gevonden').waitFor();
      await page.getByRole('link', { name: 'Ga naar de homepage' }).waitFor();
    }
    await page.goto('/en/does-not-exist');
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/en' || url.pathname === '/en/');
  });

  it('serves the legacy-browser page without a session', async () => {
    const page = await app.newPage();
    const response = await page.goto('/browser');
    expect(response?.status()).toBe(200);
    expect(await page.locator('body').innerText()).toMatch(/Chrome/);
  });
});

describe('a session that ends while a page is open', () => {
  it('sends the user to the login page at the next request', async () => {
    const page = await app.newPage();
    await logIn(page, 'admin@vezel.test');
    const elsewhere = await app.newPage();
    await logIn(elsewhere, 'admin@vezel.test');
    await elsewhere.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    await elsewhere.waitForURL((url) => url.pathname === '/login');

    // The first page's session is another one; revoke it the way a password change does.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vezel_session');
    const response = await fetch(`${app.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cookie?.value}` },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(response.ok).toBe(true);

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'App-feedback' })
      .click();
    await page.getByText('Je hebt geen toegang om dit te zien').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
