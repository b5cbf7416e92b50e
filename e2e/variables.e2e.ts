import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** The drawer's link to the variable sets. */
function variablesLink(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Variabelen', exact: true });
}

/** A table, named after its list, as a screen reader announces it. */
function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name, exact: true });
}

/** A table's rows of items: those that open their item, not its header or message row. */
function itemRows(within: Locator): Locator {
  return within.getByRole('row').filter({ has: within.page().getByRole('link') });
}

/** The card of the open item beside its list: the region with the item's tabs. */
function itemCard(page: Page): Locator {
  return page
    .getByRole('region')
    .filter({ has: page.getByRole('tab', { name: 'Gegevens', exact: true }) });
}

/** The values of the list's rows, top to bottom. */
async function rowValues(list: Locator): Promise<string[]> {
  const rows = itemRows(list);
  await rows.first().waitFor();
  return rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''),
  );
}

const required = 'Dit veld is verplicht';
const dragLabel = 'Verslepen of met pijltje omhoog en omlaag verplaatsen';

describe('variable sets', () => {
  it('lets a manager add, edit, reorder and delete an item of a list', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await variablesLink(page).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    // The lists by their names, not by the keys they are stored under.
    await page.getByRole('textbox', { name: 'Zoeken', exact: true }).fill('eenh');
    const units = itemRows(table(page, 'lijsten')).filter({ hasText: 'Eenheden' });
    expect(await units.textContent()).toBe('Eenheden');
    await units.getByText('Eenheden', { exact: true }).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+\/eenheden$/);
    await page.getByRole('heading', { name: 'Eenheden', level: 1 }).waitFor();
    const list = table(page, 'Eenheden');
    await itemRows(list).getByText('stuks', { exact: true }).waitFor();

    // Create: a failed submit shows only the field message, then a valid one.
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Toevoegen aan Eenheden' });
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.getByText(required).waitFor();
    expect(await modal.getByRole('alert').count()).toBe(0);
    await modal.getByLabel('Waarde', { exact: true }).fill('dm²');
    await modal.getByLabel('Omschrijving', { exact: true }).fill('Vierkante decimeter');
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.waitFor({ state: 'hidden' });
    await itemRows(list).getByText('dm²').waitFor();
    expect((await rowValues(list)).at(-1)).toBe('dm²');

    // Edit in the card: read-only until Edit, then saved with the success icon.
    await itemRows(list).getByText('dm²').click();
    await page.waitForURL(/\/eenheden\/\d+$/);
    const card = itemCard(page);
    await card.getByRole('heading', { name: 'dm²' }).waitFor();
    const value = card.getByLabel('Waarde', { exact: true });
    expect(await value.getAttribute('readonly')).not.toBeNull();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await value.fill('');
    await card.getByText(required).waitFor();
    expect(await card.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await value.fill('dm2');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await itemRows(list).getByText('dm2').waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).waitFor();

    // The card's URL survives a reload.
    const cardUrl = page.url();
    await page.reload();
    await card.getByRole('heading', { name: 'dm2' }).waitFor();
    expect(page.url()).toBe(cardUrl);

    // Reorder with the keyboard on the drag handle: to the top, kept after a reload.
    const before = await rowValues(list);
    const handle = itemRows(list)
      .filter({ hasText: 'dm2' })
      .getByRole('button', { name: dragLabel });
    // Kept: the table's data-reorderable says when a move is done and the next may start.
    const reorderable = page.locator('[data-testid="variable-items"][data-reorderable="true"]');
    for (let step = 0; step < before.length - 1; step += 1) {
      await reorderable.waitFor();
      await handle.focus();
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(async () => (await rowValues(list)).indexOf('dm2'))
        .toBe(before.length - 2 - step);
    }
    await page.reload();
    await expect.poll(async () => (await rowValues(list))[0]).toBe('dm2');

    // And back down by mouse drag, one place.
    const first = itemRows(list).nth(0);
    const second = itemRows(list).nth(1);
    const secondValue = (await rowValues(list))[1];
    await reorderable.waitFor();
    await first.dragTo(second);
    await expect
      .poll(async () => (await rowValues(list)).slice(0, 2))
      .toEqual([secondValue, 'dm2']);

    // A search or a column sort turns reordering off: the drag handles are disabled.
    const search = page.getByRole('textbox', { name: 'Zoeken', exact: true });
    await search.fill('dm');
    expect(await handle.isDisabled()).toBe(true);
    await search.fill('zzz');
    await page.getByText("Geen items gevonden met 'zzz'").waitFor();
    await search.fill('');

    // Delete through the confirm modal.
    await itemRows(list).getByText('dm2').click();
    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'dm2 verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/eenheden$/);
    // The list is fetched again after the delete; until then the old page stays on screen.
    await itemRows(list).getByText('dm2').waitFor({ state: 'detached' });
    expect(await rowValues(list)).toContain('stuks');
  });

  it('creates a list item with special fields in three steps, a hidden field saved empty', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await variablesLink(page).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setUrl = page.url();

    await page.goto(`${setUrl}/materiaal_statussen`);
    await itemRows(table(page, 'Materiaalstatussen')).first().waitFor();
    // Kept: a colour swatch has no role or name of its own.
    expect(await page.getByTestId('variable-items-color').count()).toBeGreaterThan(0);

    await page.goto(`${setUrl}/svg_element_types`);
    const list = table(page, 'Tekenelementsoorten');
    await itemRows(list).first().waitFor();
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Toevoegen aan Tekenelementsoorten' });
    const next = modal.getByRole('button', { name: 'Volgende' });
    const size = modal.getByLabel('Standaardmaat');
    await modal.getByLabel('Waarde', { exact: true }).fill('Meetlat');
    await next.click();
    // Step 2 needs its symbol before it lets go.
    await next.click();
    await modal.getByText(required).waitFor();
    await modal
      .getByLabel('SVG-symbool', { exact: true })
      .fill('<svg viewBox="0 0 10 2"><rect width="10" height="2"/></svg>');
    await modal.getByRole('button', { name: 'Vorige' }).click();
    expect(await modal.getByLabel('Waarde', { exact: true }).inputValue()).toBe('Meetlat');
    await next.click();
    await next.click();

    // Step 3: the default size shows only with "has a size", and is then required.
    expect(await size.count()).toBe(0);
    await modal.getByLabel('Heeft een maat').check();
    await size.waitFor();
    expect(await modal.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await size.fill('30');
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.waitFor({ state: 'hidden' });

    await itemRows(list).getByText('Meetlat').click();
    await page.waitForURL(/\/svg_element_types\/\d+$/);
    const card = itemCard(page);
    const cardSize = card.getByLabel('Standaardmaat');
    expect(await cardSize.inputValue()).toBe('30');
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByLabel('Heeft een maat').uncheck();
    expect(await cardSize.count()).toBe(0);
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();

    // After a reload the size is gone: hidden, it was saved as nothing.
    await page.reload();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByLabel('Heeft een maat').check();
    expect(await cardSize.inputValue()).toBe('');
    await page.close();
  });

  it('opens items of lists with routes of their own there, with their own tabs', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await variablesLink(page).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setUrl = page.url();

    // An application opens at /toepassing/{id} and shows its category by name.
    const card = itemCard(page);
    await page.goto(`${setUrl}/toepassingen`);
    await itemRows(table(page, 'Toepassingen')).getByText('Golfplaten', { exact: true }).click();
    await page.waitForURL(/\/toepassing\/\d+$/);
    await card.getByRole('group', { name: 'Categorie' }).getByText('Dak').waitFor();
    await page.reload();
    await card.getByRole('heading', { name: 'Golfplaten' }).waitFor();

    // A capability's required certificates are a tab with a URL of its own.
    await page.goto(`${setUrl}/inventarisatie_user_capabilities`);
    await itemRows(table(page, 'Bevoegdheden gebruikers')).getByText('Monsterneming').click();
    await page.waitForURL(/\/inventarisatieUserCapability\/\d+$/);
    await card.getByRole('tab', { name: 'Vereiste certificaten' }).click();
    await page.waitForURL(/\/inventarisatieUserCapability\/\d+\/capabilityRequirement$/);
    const certificates = 'Certificaattypen die deze bekwaamheid vereist';
    // The Gegevens tab, still on screen a moment, has a Bewerken too: first this tab's form.
    await card.getByRole('group', { name: certificates }).waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByRole('combobox', { name: new RegExp(`^${certificates}`) }).click();
    await page.getByRole('option', { name: 'DIA' }).click();
    await page.getByRole('option', { name: 'VCA Basis' }).click();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    await page.reload();
    await card.getByRole('group', { name: certificates }).getByText('DIA, VCA Basis').waitFor();
    await page.close();
  });

  it('manages the sample kinds, analysis methods and result amounts of a material type by URL', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await variablesLink(page).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setUrl = page.url();

    await page.goto(`${setUrl}/materiaal_types`);
    await itemRows(table(page, 'Materiaalsoorten'))
      .getByText('Asbestcement', { exact: true })
      .click();
    await page.waitForURL(/\/materiaalType\/\d+$/);
    const card = itemCard(page);
    // The card's own table: of the tab's child list, or of the item's children.
    const children = itemRows(card.getByRole('table'));
    await card.getByRole('tab', { name: 'Monstersoorten' }).click();
    await page.waitForURL(/\/materiaalType\/\d+\/monsterSoorten$/);
    await children.getByText('Materiaalmonster').waitFor();

    // A new sample kind under this material type, then its own card.
    await card.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Toevoegen aan Monstersoorten' });
    await modal.getByLabel('Waarde', { exact: true }).fill('Kernboring');
    await modal.getByLabel('Voorvoegsel').fill('KB');
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.waitFor({ state: 'hidden' });
    await children.getByText('Kernboring').click();
    await page.waitForURL(/\/materiaalType\/\d+\/monsterSoorten\/\d+$/);
    await card.getByText('Asbestcement › Monstersoorten').waitFor();
    expect(await card.getByLabel('Voorvoegsel').inputValue()).toBe('KB');

    // Its analysis methods: chosen on their tab, each with a URL of its own.
    await card.getByRole('tab', { name: 'Analysemethoden' }).click();
    await page.waitForURL(/\/monsterSoorten\/\d+\/analyseMethodes$/);
    // The Gegevens tab, still on screen a moment, has a Bewerken too: first this tab's form.
    const methods = 'Analysemethoden voor deze monstersoort';
    await card.getByRole('group', { name: methods }).waitFor();
    await card.getByRole('button', { name: 'Bewerken' }).click();
    await card.getByRole('combobox', { name: new RegExp(`^${methods}`) }).click();
    await page.getByRole('option', { name: 'NEN 5896' }).click();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByRole('img', { name: 'Opgeslagen' }).waitFor();
    const chosen = table(page, 'Gekozen').getByRole('button', { name: 'NEN 5896' });
    await chosen.click();
    await page.waitForURL(/\/analyseMethodes\/\d+$/);
    await page.reload();
    // The URL marks the chosen item's row as the current one.
    await expect.poll(() => chosen.getAttribute('aria-current')).toBe('true');

    // Closing the sample kind goes back to the material type's tab that lists it.
    await page
      .getByRole('region', { name: 'Kernboring' })
      .getByRole('link', { name: 'Sluiten' })
      .click();
    await page.waitForURL(/\/materiaalType\/\d+\/monsterSoorten$/);

    // An analysis material lists its result amounts; each has a card with its status.
    await card.getByRole('tab', { name: 'Analysematerialen' }).click();
    await page.waitForURL(/\/materiaalType\/\d+\/analyseMaterialen$/);
    await children.getByText('Chrysotiel').click();
    await page.waitForURL(/\/analyseMaterialen\/\d+$/);
    await children.getByText('> 50 %').waitFor();
    expect(await children.count()).toBe(6);
    await children.getByText('< 2 %').click();
    await page.waitForURL(/\/analyseMaterialen\/\d+\/analyseResultaten\/\d+$/);
    await card
      .getByRole('group', { name: 'Materiaalstatus', exact: true })
      .getByText('Asbesthoudend')
      .waitFor();
    await card.getByRole('tab', { name: /Mappings|Koppelingen/ }).click();
    await page.waitForURL(/\/analyseResultaten\/\d+\/resultaatVariableMapping$/);
    await page.close();
  });

  it('shows an item mapping card with its own URL', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await variablesLink(page).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    await page.goto(`${new URL(page.url()).pathname}/eenheden`);
    await itemRows(table(page, 'Eenheden')).getByText('stuks', { exact: true }).click();
    await itemCard(page)
      .getByRole('tab', { name: /^Koppelingen/ })
      .click();
    await page.waitForURL(/\/eenheden\/\d+\/mappings$/);
    await table(page, 'koppelingen').getByRole('cell', { name: 'ST', exact: true }).click();
    await page.waitForURL(/\/mappings\/\d+$/);
    await page.reload();
    const mapping = page.getByRole('region', { name: 'ST', exact: true });
    await mapping.getByRole('heading', { name: 'ST', exact: true }).waitFor();
    await mapping.getByRole('link', { name: 'Sluiten' }).click();
    await page.waitForURL(/\/mappings$/);
  });

  it('shows the validation messages in English under /en', async () => {
    const page = await app.newPage();
    await logIn(page, 'manager@vezel.test');
    await variablesLink(page).click();
    await page.waitForURL(/\/admin\/variabelen\/\d+$/);
    const set = /\/admin\/variabelen\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await page.goto(`/en/admin/variables/${set}/eenheden`);
    await page.getByRole('heading', { name: 'Units', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Add to Units' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('This field is required').waitFor();
  });

  it('keeps surveyors out: no drawer entry, the forbidden page', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await drawer.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await variablesLink(page).count()).toBe(0);
    await page.goto('/admin/variabelen');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
    await page.goto('/admin/variabelen/1/eenheden');
    await page.getByText('Je hebt geen rechten om dit te doen').waitFor();
  });

  it("shows another organisation's set to nobody", async () => {
    const manager = await app.newPage();
    await logIn(manager, 'manager@vezel.test');
    await variablesLink(manager).click();
    await manager.waitForURL(/\/admin\/variabelen\/\d+$/);
    const setPath = new URL(manager.url()).pathname;

    const page = await app.newPage();
    await logIn(page, 'other@vezel.test');
    await page.goto(`${setPath}/eenheden`);
    const notFound = page.getByRole('heading', { name: 'Pagina niet gevonden', level: 1 });
    await notFound.waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBe(1);
    expect(await page.getByText('stuks').count()).toBe(0);
    await page.goto(setPath);
    await notFound.waitFor();
  });
});
