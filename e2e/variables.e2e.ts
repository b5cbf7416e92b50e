import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './support/app';
import { drawerEntries, logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** The values of the list's rows, top to bottom. */
async function rowValues(page: Page): Promise<string[]> {
  await page.getByTestId('variable-items-row').first().waitFor();
  return page
    .getByTestId('variable-items-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
}

describe('variable sets', () => {
  it('lets a manager add, edit, reorder and delete an item of a list', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    // The lists by their names, not by the keys they are stored under.
    await page.getByTestId('variable-lists-search').fill('eenh');
    const units = page.getByTestId('variable-lists-row').filter({ hasText: 'Eenheden' });
    expect(await units.textContent()).toBe('Eenheden');
    await units.getByText('Eenheden', { exact: true }).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+\/eenheden$/);
    await page.getByTestId('page-heading').getByText('Eenheden').waitFor();
    await page.getByTestId('variable-items-row').getByText('stuks', { exact: true }).waitFor();

    // Create: a failed submit shows only the field message, then a valid one.
    await page.getByTestId('variable-items-add').click();
    await page.getByTestId('variable-item-create-save').click();
    await page.getByTestId('variable-item-create').getByText('Dit veld is verplicht').waitFor();
    expect(await page.getByTestId('variable-item-create-error').count()).toBe(0);
    await page.getByTestId('variable-item-create-value').fill('dm²');
    await page.getByTestId('variable-item-create-description').fill('Vierkante decimeter');
    await page.getByTestId('variable-item-create-save').click();
    await page.getByTestId('variable-item-create').waitFor({ state: 'hidden' });
    await page.getByTestId('variable-items-row').getByText('dm²').waitFor();
    expect((await rowValues(page)).at(-1)).toBe('dm²');

    // Edit in the card: read-only until Edit, then saved with the success icon.
    await page.getByTestId('variable-items-row').getByText('dm²').click();
    await page.waitForURL(/\/eenheden\/\d+$/);
    const card = page.getByTestId('variable-item-card');
    await card.getByTestId('variable-item-card-title').getByText('dm²').waitFor();
    expect(
      await page.getByTestId('variable-item-form-value').getAttribute('readonly'),
    ).not.toBeNull();
    await page.getByTestId('variable-item-form-edit').click();
    await page.getByTestId('variable-item-form-value').fill('');
    await card.getByText('Dit veld is verplicht').waitFor();
    expect(await page.getByTestId('variable-item-form-save').isDisabled()).toBe(true);
    await page.getByTestId('variable-item-form-value').fill('dm2');
    await page.getByTestId('variable-item-form-save').click();
    await page.getByTestId('variable-item-form-saved').waitFor();
    await page.getByTestId('variable-items-row').getByText('dm2').waitFor();
    await page.getByTestId('variable-item-form-edit').waitFor();

    // The card's URL survives a reload.
    const cardUrl = page.url();
    await page.reload();
    await page.getByTestId('variable-item-card-title').getByText('dm2').waitFor();
    expect(page.url()).toBe(cardUrl);

    // Reorder with the keyboard on the drag handle: to the top, kept after a reload.
    const before = await rowValues(page);
    const handle = page
      .getByTestId('variable-items-row')
      .filter({ hasText: 'dm2' })
      .getByTestId('variable-items-drag');
    for (let step = 0; step < before.length - 1; step += 1) {
      await page.locator('[data-testid="variable-items"][data-reorderable="true"]').waitFor();
      await handle.focus();
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(async () => (await rowValues(page)).indexOf('dm2'))
        .toBe(before.length - 2 - step);
    }
    await page.reload();
    await expect.poll(async () => (await rowValues(page))[0]).toBe('dm2');

    // And back down by mouse drag, one place.
    const first = page.getByTestId('variable-items-row').nth(0);
    const second = page.getByTestId('variable-items-row').nth(1);
    const secondValue = (await rowValues(page))[1];
    await page.locator('[data-testid="variable-items"][data-reorderable="true"]').waitFor();
    await first.dragTo(second);
    await expect
      .poll(async () => (await rowValues(page)).slice(0, 2))
      .toEqual([secondValue, 'dm2']);

    // A search or a column sort turns reordering off.
    await page.getByTestId('variable-items-search').fill('dm');
    expect(await page.getByTestId('variable-items').getAttribute('data-reorderable')).toBe('false');
    await page.getByTestId('variable-items-search').fill('zzz');
    await page.getByText("Geen items gevonden met 'zzz'").waitFor();
    await page.getByTestId('variable-items-search').fill('');

    // Delete through the confirm modal.
    await page.getByTestId('variable-items-row').getByText('dm2').click();
    await page.getByTestId('variable-item-delete').click();
    await page.getByTestId('variable-item-delete-modal-confirm').click();
    await page.waitForURL(/\/eenheden$/);
    // The list is fetched again after the delete; until then the old page stays on screen.
    await page.getByTestId('variable-items-row').getByText('dm2').waitFor({ state: 'detached' });
    expect(await rowValues(page)).toContain('stuks');
  });

  it('creates a list item with special fields in three steps, a hidden field saved empty', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setUrl = page.url();

    await page.goto(`${setUrl}/materiaal_statussen`);
    await page.getByTestId('variable-items-row').first().waitFor();
    expect(await page.getByTestId('variable-items-color').count()).toBeGreaterThan(0);

    await page.goto(`${setUrl}/svg_element_types`);
    await page.getByTestId('variable-items-row').first().waitFor();
    await page.getByTestId('variable-items-add').click();
    const modal = page.getByTestId('variable-item-create');
    await page.getByTestId('variable-item-create-value').fill('Meetlat');
    await page.getByTestId('variable-item-create-next').click();
    // Step 2 needs its symbol before it lets go.
    await page.getByTestId('variable-item-create-next').click();
    await modal.getByText('Dit veld is verplicht').waitFor();
    await page
      .getByTestId('variable-item-create-svg')
      .fill('<svg viewBox="0 0 10 2"><rect width="10" height="2"/></svg>');
    await page.getByTestId('variable-item-create-previous').click();
    expect(await page.getByTestId('variable-item-create-value').inputValue()).toBe('Meetlat');
    await page.getByTestId('variable-item-create-next').click();
    await page.getByTestId('variable-item-create-next').click();

    // Step 3: the default size shows only with "has a size", and is then required.
    expect(await page.getByTestId('variable-item-create-default_size').count()).toBe(0);
    await page.getByTestId('variable-item-create-has_size').check();
    await page.getByTestId('variable-item-create-default_size').waitFor();
    expect(await page.getByTestId('variable-item-create-save').isDisabled()).toBe(true);
    await page.getByTestId('variable-item-create-default_size').fill('30');
    await page.getByTestId('variable-item-create-save').click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByTestId('variable-items-row').getByText('Meetlat').click();
    await page.waitForURL(/\/svg_element_types\/\d+$/);
    expect(await page.getByTestId('variable-item-form-default_size').inputValue()).toBe('30');
    await page.getByTestId('variable-item-form-edit').click();
    await page.getByTestId('variable-item-form-has_size').uncheck();
    expect(await page.getByTestId('variable-item-form-default_size').count()).toBe(0);
    await page.getByTestId('variable-item-form-save').click();
    await page.getByTestId('variable-item-form-saved').waitFor();

    // After a reload the size is gone: hidden, it was saved as nothing.
    await page.reload();
    await page.getByTestId('variable-item-form-edit').click();
    await page.getByTestId('variable-item-form-has_size').check();
    expect(await page.getByTestId('variable-item-form-default_size').inputValue()).toBe('');
    await page.close();
  });

  it('opens items of lists with routes of their own there, with their own tabs', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setUrl = page.url();

    // An application opens at /toepassing/{id} and shows its category by name.
    await page.goto(`${setUrl}/toepassingen`);
    await page.getByTestId('variable-items-row').getByText('Golfplaten', { exact: true }).click();
    await page.waitForURL(/\/toepassing\/\d+$/);
    await page.getByTestId('variable-item-form-toepassing_category').getByText('Dak').waitFor();
    await page.reload();
    await page.getByTestId('variable-item-card-title').getByText('Golfplaten').waitFor();

    // A capability's required certificates are a tab with a URL of its own.
    await page.goto(`${setUrl}/inventarisatie_user_capabilities`);
    await page.getByTestId('variable-items-row').getByText('Monsterneming').click();
    await page.waitForURL(/\/inventarisatieUserCapability\/\d+$/);
    await page
      .getByTestId('variable-item-card')
      .getByRole('tab', { name: 'Vereiste certificaten' })
      .click();
    await page.waitForURL(/\/inventarisatieUserCapability\/\d+\/capabilityRequirement$/);
    await page.getByTestId('variable-item-capabilityRequirement-edit').click();
    await page.getByTestId('variable-item-capabilityRequirement-certificate_types').click();
    await page.getByRole('option', { name: 'DIA' }).click();
    await page.getByRole('option', { name: 'VCA Basis' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('variable-item-capabilityRequirement-save').click();
    await page.getByTestId('variable-item-capabilityRequirement-saved').waitFor();
    await page.reload();
    await page
      .getByTestId('variable-item-capabilityRequirement-certificate_types')
      .getByText('DIA, VCA Basis')
      .waitFor();
    await page.close();
  });

  it('manages the sample kinds, analysis methods and result amounts of a material type by URL', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setUrl = page.url();

    await page.goto(`${setUrl}/materiaal_types`);
    await page.getByTestId('variable-items-row').getByText('Asbestcement', { exact: true }).click();
    await page.waitForURL(/\/materiaalType\/\d+$/);
    const card = page.getByTestId('variable-item-card');
    await card.getByRole('tab', { name: 'Monstersoorten' }).click();
    await page.waitForURL(/\/materiaalType\/\d+\/monsterSoorten$/);
    await page.getByTestId('variable-children-row').getByText('Materiaalmonster').waitFor();

    // A new sample kind under this material type, then its own card.
    await page.getByTestId('variable-children-add').click();
    await page.getByTestId('variable-child-create-value').fill('Kernboring');
    await page.getByTestId('variable-child-create-prefix').fill('KB');
    await page.getByTestId('variable-child-create-save').click();
    await page.getByTestId('variable-child-create').waitFor({ state: 'hidden' });
    await page.getByTestId('variable-children-row').getByText('Kernboring').click();
    await page.waitForURL(/\/materiaalType\/\d+\/monsterSoorten\/\d+$/);
    await card.getByText('Asbestcement › Monstersoorten').waitFor();
    expect(await page.getByTestId('variable-item-form-prefix').inputValue()).toBe('KB');

    // Its analysis methods: chosen on their tab, each with a URL of its own.
    await card.getByRole('tab', { name: 'Analysemethoden' }).click();
    await page.waitForURL(/\/monsterSoorten\/\d+\/analyseMethodes$/);
    await page.getByTestId('variable-item-analyseMethodes-edit').click();
    await page.getByTestId('variable-item-analyseMethodes-analyse_methodes').click();
    await page.getByRole('option', { name: 'NEN 5896' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('variable-item-analyseMethodes-save').click();
    await page.getByTestId('variable-item-analyseMethodes-saved').waitFor();
    await page.getByTestId('variable-chosen-row').getByText('NEN 5896').click();
    await page.waitForURL(/\/analyseMethodes\/\d+$/);
    await page.reload();
    await page.locator('[data-testid="variable-chosen-row"].Mui-selected').waitFor();

    // Closing the sample kind goes back to the material type's tab that lists it.
    await page.getByTestId('variable-item-card-close').click();
    await page.waitForURL(/\/materiaalType\/\d+\/monsterSoorten$/);

    // An analysis material lists its result amounts; each has a card with its status.
    await card.getByRole('tab', { name: 'Analysematerialen' }).click();
    await page.waitForURL(/\/materiaalType\/\d+\/analyseMaterialen$/);
    await page.getByTestId('variable-children-row').getByText('Chrysotiel').click();
    await page.waitForURL(/\/analyseMaterialen\/\d+$/);
    await page.getByTestId('variable-children-row').getByText('> 50 %').waitFor();
    expect(await page.getByTestId('variable-children-row').count()).toBe(6);
    await page.getByTestId('variable-children-row').getByText('< 2 %').click();
    await page.waitForURL(/\/analyseMaterialen\/\d+\/analyseResultaten\/\d+$/);
    await page
      .getByTestId('variable-item-form-materiaal_status')
      .getByText('Asbesthoudend')
      .waitFor();
    await card.getByRole('tab', { name: /Mappings|Koppelingen/ }).click();
    await page.waitForURL(/\/analyseResultaten\/\d+\/resultaatVariableMapping$/);
    await page.close();
  });

  it('shows an item mapping card with its own URL', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    await page.goto(`${new URL(page.url()).pathname}/eenheden`);
    await page.getByTestId('variable-items-row').getByText('stuks', { exact: true }).click();
    await page.getByTestId('variable-item-card-tab-mappings').click();
    await page.waitForURL(/\/eenheden\/\d+\/mappings$/);
    await page.getByTestId('variable-mappings-row').getByText('ST', { exact: true }).click();
    await page.waitForURL(/\/mappings\/\d+$/);
    await page.reload();
    await page.getByTestId('variable-mapping-card-title').getByText('ST').waitFor();
    await page.getByTestId('variable-mapping-card-close').click();
    await page.waitForURL(/\/mappings$/);
  });

  it('shows the validation messages in English under /en', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await page.getByTestId('nav-adminVariables').click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const set = /\/admin\/variabelen\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await page.goto(`/en/admin/variables/${set}/eenheden`);
    await page.getByTestId('page-heading').getByText('Units').waitFor();
    await page.getByTestId('variable-items-add').click();
    await page.getByTestId('variable-item-create-save').click();
    await page.getByTestId('variable-item-create').getByText('This field is required').waitFor();
  });

  it('keeps surveyors out: no drawer entry, the forbidden page', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    expect(await drawerEntries(page)).not.toContain('nav-adminVariables');
    await page.goto('/admin/variabelen');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.goto('/admin/variabelen/1/eenheden');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
  });

  it("shows another organisation's set to nobody", async () => {
    const manager = await app.newPage();
    await logIn(manager, 'manager@vezel.test');
    await manager.getByTestId('nav-adminVariables').click();
    await manager.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setPath = new URL(manager.url()).pathname;

    const page = await app.newPage();
    await logIn(page, 'other@vezel.test');
    await page.goto(`${setPath}/eenheden`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-status').textContent()).toBe('404');
    expect(await page.getByText('stuks').count()).toBe(0);
    await page.goto(setPath);
    await page.getByTestId('error-page').waitFor();
  });
});
