import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const validQuery = 'query ($survey: ID!) { onderzoek(id: $survey) { id number } }';
const markup = '<p>Onderzoek {{ onderzoek.number }}</p>';

describe('report templates', () => {
  it('an administrator builds a template of a chapter and an element; an invalid query is refused', async () => {
    const page = await app.newPage();
    await logIn(page, 'admin@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Rapportsjablonen' })
      .click();
    await page.waitForURL(/\/admin\/rapporten$/);

    // An element on an A4 landscape page.
    await page.getByRole('tab', { name: 'Elementen' }).click();
    await page.waitForURL(/\/admin\/rapporten\/elements$/);
    await page.getByRole('table', { name: 'elementen' }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createElement = page.getByRole('dialog', { name: 'Element toevoegen' });
    await createElement.getByRole('textbox', { name: 'Titel' }).fill('Monsteroverzicht');
    await createElement.getByRole('combobox', { name: 'Richting' }).click();
    await page.getByRole('option', { name: 'liggend' }).click();
    await createElement.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/admin\/rapporten\/elements\/\d+$/);
    await page
      .getByRole('table', { name: 'elementen' })
      .getByRole('row')
      .filter({ hasText: 'Monsteroverzicht' })
      .getByText('A4 liggend')
      .waitFor();
    const elementCard = page.getByRole('region', { name: 'Monsteroverzicht' });

    // The query is checked against the schema as it is typed: an alert, and no saving.
    await elementCard.getByRole('button', { name: 'Inhoud bewerken' }).click();
    const query = elementCard.getByRole('textbox', { name: 'Query' });
    await query.fill('query ($survey: ID!) { onderzoek(id: $survey) { bestaatniet } }');
    const alert = elementCard.getByRole('alert');
    await alert
      .filter({
        hasText: 'Deze query klopt niet: Cannot query field "bestaatniet" on type "Survey".',
      })
      .waitFor();
    const save = elementCard.getByRole('button', { name: 'Opslaan' });
    // The editor shows its alert a render before the form hears of it and disables Opslaan.
    await expect.poll(() => save.isDisabled()).toBe(true);
    await query.fill('mutation { logout }');
    await alert.filter({ hasText: 'Een rapport leest alleen' }).waitFor();
    expect(await save.isDisabled()).toBe(true);

    await query.fill(validQuery);
    await alert.waitFor({ state: 'detached' });
    await elementCard.getByRole('textbox', { name: 'Opmaak' }).fill(markup);
    await save.click();
    await elementCard.getByRole('button', { name: 'Inhoud bewerken' }).waitFor();
    await page.reload();
    await elementCard.getByRole('textbox', { name: 'Query' }).getByText(validQuery).waitFor();
    await elementCard.getByRole('textbox', { name: 'Opmaak' }).getByText(markup).waitFor();

    // A chapter holding the element.
    await page.getByRole('tab', { name: 'Hoofdstukken' }).click();
    await page.waitForURL(/\/admin\/rapporten\/chapters$/);
    await page.getByRole('table', { name: 'hoofdstukken' }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createChapter = page.getByRole('dialog', { name: 'Hoofdstuk toevoegen' });
    await createChapter
      .getByRole('textbox', { name: 'Titel' })
      .fill('Resultaten van het onderzoek');
    await createChapter.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/admin\/rapporten\/chapters\/\d+$/);
    const chapterCard = page.getByRole('region', { name: 'Resultaten van het onderzoek' });
    // Its standard text, which each report copies: rich text.
    await chapterCard.getByText('Heeft nog geen tekst.').waitFor();
    await chapterCard.getByRole('button', { name: 'Tekst bewerken' }).click();
    await chapterCard
      .getByRole('textbox', { name: 'Standaardtekst' })
      .fill('De resultaten staan per bron hieronder.');
    await chapterCard.getByRole('button', { name: 'Opslaan' }).click();
    await chapterCard.getByRole('button', { name: 'Tekst bewerken' }).waitFor();
    await chapterCard.getByText('De resultaten staan per bron hieronder.').waitFor();
    await chapterCard.getByRole('button', { name: 'Toevoegen' }).click();
    const addElement = page.getByRole('dialog', { name: 'Element toevoegen' });
    await addElement.getByRole('combobox', { name: 'Element' }).click();
    await page.getByRole('option', { name: 'Monsteroverzicht' }).click();
    await addElement.getByRole('button', { name: 'Opslaan' }).click();
    await addElement.waitFor({ state: 'hidden' });
    await chapterCard
      .getByRole('table', { name: 'elementen' })
      .getByRole('row')
      .filter({ hasText: 'Monsteroverzicht' })
      .getByText('A4 liggend')
      .waitFor();

    // A template of that chapter; its chapter and element open inside it.
    await page.getByRole('tab', { name: 'Sjablonen' }).click();
    await page.waitForURL(/\/admin\/rapporten\/templates$/);
    await page.getByRole('table', { name: 'sjablonen' }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const createTemplate = page.getByRole('dialog', { name: 'Sjabloon toevoegen' });
    await createTemplate.getByRole('textbox', { name: 'Naam' }).fill('Inventarisatierapport kort');
    // Its reports print in English, whoever reads them.
    await createTemplate.getByRole('combobox', { name: /^Taal van het rapport/ }).click();
    await page.getByRole('option', { name: 'Engels' }).click();
    await createTemplate.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/admin\/rapporten\/templates\/\d+$/);
    await page
      .getByRole('table', { name: 'sjablonen' })
      .getByRole('row', { name: /Inventarisatierapport kort.*Engels/ })
      .waitFor();
    const templateCard = page.getByRole('region', { name: 'Inventarisatierapport kort' });
    await templateCard.getByRole('button', { name: 'Toevoegen' }).click();
    const addChapter = page.getByRole('dialog', { name: 'Hoofdstuk toevoegen' });
    await addChapter.getByRole('combobox', { name: 'Hoofdstuk' }).click();
    await page.getByRole('option', { name: 'Resultaten van het onderzoek' }).click();
    await addChapter.getByRole('button', { name: 'Opslaan' }).click();
    await addChapter.waitFor({ state: 'hidden' });
    await templateCard
      .getByRole('table', { name: 'hoofdstukken' })
      .getByRole('link', { name: 'Resultaten van het onderzoek' })
      .click();
    await page.waitForURL(/\/templates\/\d+\/chapters\/\d+$/);
    await templateCard
      .getByRole('table', { name: 'elementen' })
      .getByRole('link', { name: 'Monsteroverzicht' })
      .click();
    await page.waitForURL(/\/templates\/\d+\/chapters\/\d+\/elements\/\d+$/);
    await templateCard.getByRole('textbox', { name: 'Query' }).getByText(validQuery).waitFor();
    await templateCard.getByRole('link', { name: 'Resultaten van het onderzoek' }).click();
    await page.waitForURL(/\/templates\/\d+\/chapters\/\d+$/);
  });
});
