import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** The demo plans 2026-0003 tomorrow: in this week unless the seed ran on a Sunday. */
const isSundayInAmsterdam = () =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', weekday: 'short' }).format(
    new Date(),
  ) === 'Sun';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('home page', () => {
  it("shows a surveyor today's survey, which its link opens, and no manager lists", async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const today = card(page, 'Vandaag');
    const survey = today.getByRole('link', { name: /^2026-0002 · Zandstraat 7/ });
    await survey.waitFor();
    expect(await today.getByRole('link', { name: /^2026-0003/ }).count()).toBe(0);
    if (!isSundayInAmsterdam()) {
      await card(page, 'Deze week')
        .getByRole('link', { name: /^2026-0003 · Oliestraat 3/ })
        .waitFor();
    }
    await card(page, 'Over de geplande datum')
      .getByRole('link', { name: /^2026-0006 · Vlieland Express/ })
      .waitFor();
    await card(page, 'Certificaten die verlopen')
      .getByText('Geen certificaten die verlopen zijn of binnen 30 dagen verlopen.')
      .waitFor();
    expect(await card(page, 'In te plannen').count()).toBe(0);
    expect(await card(page, 'Klaar om te controleren').count()).toBe(0);

    await survey.click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByRole('banner').getByText('2026-0002').waitFor();
    await page.close();
  });

  it('shows a manager what to plan, to check, what is overdue and which certificates expire', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    const toPlan = card(page, 'In te plannen');
    await toPlan.getByRole('link', { name: /^2026-0007 · / }).waitFor();
    expect(await toPlan.getByRole('link', { name: /^2026-0003/ }).count()).toBe(0);
    await card(page, 'Klaar om te controleren')
      .getByRole('link', { name: /^2026-0002 · Zandstraat 7/ })
      .waitFor();
    await card(page, 'Over de geplande datum')
      .getByRole('link', { name: /^2026-0006/ })
      .waitFor();
    // The organisation's overdue list holds the manager's own: no second one.
    expect(await card(page, 'Over de geplande datum').count()).toBe(1);
    // The manager carries out no survey today.
    await card(page, 'Vandaag').getByText('Niets gepland voor vandaag.').waitFor();
    const certificates = card(page, 'Certificaten die verlopen');
    await certificates.getByRole('link', { name: /^VCA VOL · VOL-5510942/ }).waitFor();
    // The list holds the manager's own: the link to them is there.
    await certificates.getByRole('link', { name: 'Naar je certificaten' }).waitFor();
    await certificates
      .getByRole('link', { name: /^Volgelaatsmasker 3M 6800 · KEUR-2025-0931/ })
      .click();
    await page.waitForURL(/\/account\/equipment\/\d+\/certificates\/\d+$/);

    await page.goto('/');
    await toPlan.getByRole('link', { name: 'Alle onderzoeken van schepen' }).click();
    await page.waitForURL(/\/onderzoeken\/schepen\/proposed$/);
    await page.close();
  });

  it('fits 390 px wide without cutting off a heading', async () => {
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, 'manager@vezel.test');
    await card(page, 'Klaar om te controleren')
      .getByRole('link', { name: /^2026-0002/ })
      .waitFor();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headings: Array.from(document.querySelectorAll('main h2'))
        .filter((heading) => heading.scrollWidth > heading.clientWidth)
        .map((heading) => heading.textContent),
    }));
    expect(overflow).toEqual({ page: 0, headings: [] });
    await page.close();
  });
});
