import type { CDPSession, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import {
  addMaterialSample,
  openPropertySurvey,
  recordSourceWithLocation,
} from './support/survey-work';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const surveyNumber = '2026-0002';
const planTitle = 'Begane grond schuur';

/** A floor plan as a surveyor scans it: walls on white, 1200 × 800 px. */
const floorPlan = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <rect width="1200" height="800" fill="#ffffff"/>
      <rect x="40" y="40" width="1120" height="720" fill="none" stroke="#333333" stroke-width="12"/>
      <line x1="600" y1="40" x2="600" y2="500" stroke="#333333" stroke-width="8"/>
      <line x1="40" y1="420" x2="420" y2="420" stroke="#333333" stroke-width="8"/>
    </svg>`),
  )
    .png()
    .toBuffer();

/** The rows of a table, found by its name, without its header row. */
const rowsOf = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

const drawingOf = (page: Page) =>
  page.getByRole('application', { name: `Plattegrond ${planTitle}` });
const unplacedOf = (page: Page) => page.getByRole('region', { name: 'Nog te plaatsen' });
const legendOf = (page: Page) => page.getByRole('region', { name: 'Legenda' });

/** Waits until every edit is stored, as the toolbar says. */
const allSaved = (page: Page) =>
  page.getByRole('toolbar', { name: 'Tekengereedschap' }).getByText('Alles opgeslagen').waitFor();

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point of the drawing, from its top left corner, on the page. */
async function onDrawing(page: Page, x: number, y: number) {
  const box = await drawingOf(page).boundingBox();
  if (!box) throw new Error('no drawing');
  return { x: box.x + x, y: box.y + y };
}

async function addObservation(page: Page, type: string, description: string) {
  await page.getByRole('tab', { name: 'Waarnemingen', exact: true }).first().click();
  await page.waitForURL(/\/onderzoeken\/\d+\/observations$/);
  await page.getByRole('table', { name: 'waarnemingen', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const create = page.getByRole('dialog', { name: 'Waarneming toevoegen' });
  await create.getByRole('combobox', { name: /^Soort waarneming/ }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await create.getByLabel('Omschrijving', { exact: true }).fill(description);
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await rowsOf(page, 'waarnemingen').filter({ hasText: description }).waitFor();
}

async function addPlan(page: Page) {
  await page.getByRole('tab', { name: 'Plattegronden', exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/plans$/);
  await page.getByRole('table', { name: 'plattegronden', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const create = page.getByRole('dialog', { name: 'Plattegrond toevoegen' });
  await create.getByRole('textbox', { name: /^Titel/ }).fill(planTitle);
  await create.getByLabel('Bestand kiezen').setInputFiles({
    name: 'begane-grond.png',
    mimeType: 'image/png',
    buffer: await floorPlan(),
  });
  await create.getByRole('link', { name: 'begane-grond.png' }).waitFor();
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await create.waitFor({ state: 'hidden' });
}

/** From the survey's plans, the plan's drawing. */
async function openDrawing(page: Page) {
  await page.getByRole('tab', { name: 'Plattegronden', exact: true }).click();
  await page.waitForURL(/\/onderzoeken\/\d+\/plans$/);
  await rowsOf(page, 'plattegronden')
    .filter({ hasText: planTitle })
    .getByRole('button', { name: 'Tekenen' })
    .click();
  await page.waitForURL(/\/plans\?plan=\d+$/);
  await page.getByRole('heading', { name: `Tekening: ${planTitle}` }).waitFor();
  await drawingOf(page).waitFor();
}

/** Every element's place on the plan (its transform), by name. */
async function placesOf(page: Page): Promise<Record<string, string>> {
  return drawingOf(page)
    .locator('[data-plan-element]')
    .evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => [
          element.getAttribute('aria-label') ?? '',
          element.getAttribute('transform') ?? '',
        ]),
      ),
    );
}

describe('plan drawings', () => {
  it('places pins, draws a symbol and an area with the mouse and keyboard, keeps them, and undoes', async () => {
    const page = await app.newPage({ viewport: { width: 1600, height: 1000 } });
    await logIn(page, 'surveyor@vezel.test');
    await openPropertySurvey(page, surveyNumber);
    const { location } = await recordSourceWithLocation(page, 'Asbestcement', 'Golfplaten schuur');
    const sample = await addMaterialSample(page, location);
    await addObservation(page, 'Asbestresten', 'Losse resten bij de schuur');
    await addPlan(page);
    await openDrawing(page);
    const drawing = drawingOf(page);
    const unplaced = unplacedOf(page);
    const legend = legendOf(page);

    // Nothing is on the plan yet: the legend is empty, the three records wait to be placed.
    await legend.getByText('Er staat nog niets op deze plattegrond.').waitFor();
    const nowhere = unplaced.getByRole('list', { name: 'Nog op geen enkele plattegrond' });
    await nowhere.getByRole('button', { name: `${sample} plaatsen` }).waitFor();
    await nowhere.getByRole('button', { name: 'AR01 plaatsen' }).waitFor();

    // The source location, the sample and the observation, each where it was clicked.
    const placements: [RegExp | string, RegExp, number, number][] = [
      // A pin is named by its number and what and where it is.
      [/^B\d+ plaatsen$/, /^B\d+ \(.*Golfplaten schuur.*\)$/, 240, 200],
      [`${sample} plaatsen`, new RegExp(`^${sample} \\(`), 320, 260],
      ['AR01 plaatsen', /^AR01 \(/, 400, 200],
    ];
    for (const [button, pin, x, y] of placements) {
      await nowhere.getByRole('button', { name: button }).click();
      await page.getByText(/^Klik op de plattegrond om .* te plaatsen/).waitFor();
      await drawing.click({ position: { x, y } });
      await drawing.getByRole('img', { name: pin }).waitFor();
      await expect.poll(() => nowhere.getByRole('button', { name: button }).count()).toBe(0);
    }
    await unplaced
      .getByText('Alle bronlocaties, monsters en waarnemingen staan op een plattegrond.')
      .waitFor();
    for (const text of ['Bronlocatie', 'Materiaalmonster', 'Asbestresten']) {
      await legend.getByText(text, { exact: true }).waitFor();
    }

    // A north arrow from the palette, moved by dragging it and turned by its handle.
    const palette = page.getByRole('region', { name: 'Symbolen' });
    await palette.getByRole('button', { name: 'Noordpijl' }).click();
    await drawing.click({ position: { x: 520, y: 300 } });
    const arrow = drawing.getByRole('img', { name: 'Noordpijl' });
    await arrow.waitFor();
    await page.getByText('Noordpijl geselecteerd').waitFor();
    const start = await centreOf(arrow);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 90, start.y + 40, { steps: 6 });
    await page.mouse.up();
    const moved = await centreOf(arrow);
    expect(moved.x - start.x).toBeGreaterThan(80);
    expect(moved.y - start.y).toBeGreaterThan(30);
    const handle = drawing.locator('[data-handle="rotate"]');
    const grip = await centreOf(handle);
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(moved.x + 60, moved.y - 30, { steps: 3 });
    await page.mouse.move(moved.x + 120, moved.y, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => arrow.getAttribute('transform')).toContain('rotate(90)');
    await legend.getByText('Noordpijl', { exact: true }).waitFor();

    // A text beside the arrow, set in the selected element's controls above the plan.
    const selection = page.getByRole('group', { name: 'Geselecteerd element' });
    const label = selection.getByRole('textbox', { name: 'Tekst' });
    await label.fill('Noord');
    await label.press('Enter');
    await drawing.getByRole('img', { name: 'Noordpijl: Noord' }).waitFor();
    await drawing.getByText('Noord', { exact: true }).waitFor();

    // An area: its corners clicked, finished by a double click, filled with the first pattern.
    await palette.getByRole('button', { name: 'Vlak' }).click();
    await page.getByText(/^Klik de hoekpunten van Vlak aan/).waitFor();
    await drawing.click({ position: { x: 640, y: 120 } });
    await drawing.click({ position: { x: 820, y: 120 } });
    await drawing.click({ position: { x: 820, y: 280 } });
    await drawing.dblclick({ position: { x: 640, y: 280 } });
    const area = drawing.getByRole('img', { name: 'Vlak' });
    await area.waitFor();
    await legend.getByText('Vlak – Effen').waitFor();
    expect(await area.locator('polygon').first().getAttribute('points')).toMatch(
      /^0,0 [\d.]+,0 [\d.]+,[\d.]+ 0,[\d.]+$/,
    );
    await allSaved(page);

    // After a reload everything is where it was put.
    const places = await placesOf(page);
    expect(Object.keys(places)).toHaveLength(5);
    await page.reload();
    await arrow.waitFor();
    expect(await placesOf(page)).toEqual(places);
    await legend.getByText('Vlak – Effen').waitFor();
    await drawing.getByText('Noord', { exact: true }).waitFor();

    // The keys: Tab steps through the elements bottom to top (the area, then the source
    // location), Shift+arrow moves one further; undo puts it back.
    const locationPin = drawing.getByRole('img', { name: /^B\d+ \(/ });
    const locationName = (await locationPin.getAttribute('aria-label')) ?? '';
    await drawing.focus();
    await page.keyboard.press('Tab');
    await page.getByText('Vlak geselecteerd').waitFor();
    await page.keyboard.press('Tab');
    await page.getByText(`${locationName} geselecteerd`).waitFor();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => locationPin.getAttribute('transform')).not.toBe(places[locationName]);
    await allSaved(page);
    await page
      .getByRole('toolbar', { name: 'Tekengereedschap' })
      .getByRole('button', { name: 'Ongedaan maken' })
      .click();
    await expect.poll(() => locationPin.getAttribute('transform')).toBe(places[locationName]);

    // Delete the area, and undo it: it is drawn again, and redo deletes the new one.
    await area.click();
    await page.getByText('Vlak geselecteerd').waitFor();
    await page.keyboard.press('Delete');
    await expect.poll(() => area.count()).toBe(0);
    await expect.poll(() => legend.getByText('Vlak – Effen').count()).toBe(0);
    await page.keyboard.press('Control+z');
    await area.waitFor();
    expect(await area.getAttribute('transform')).toBe(places.Vlak);
    await legend.getByText('Vlak – Effen').waitFor();
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => area.count()).toBe(0);
    await page.keyboard.press('Control+z');
    await area.waitFor();
    await allSaved(page);
    await page.reload();
    await area.waitFor();
    expect(await placesOf(page)).toEqual(places);
  });

  it('places, moves and turns with one finger, draws and undoes an area by taps, zooms with two at tablet size', async () => {
    const page = await app.newPage({ viewport: { width: 1024, height: 768 } });
    await logIn(page, 'surveyor@vezel.test');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await openPropertySurvey(page, surveyNumber);
    await recordSourceWithLocation(page, 'Asbestcement', 'Kitvoeg raamkozijn');
    await openDrawing(page);
    const drawing = drawingOf(page);
    const unplaced = unplacedOf(page);

    // The new location waits to be placed; the earlier ones are on the plan.
    const place = unplaced.getByRole('button', { name: /^B\d+ plaatsen$/ });
    await place.waitFor();
    const number = ((await place.getAttribute('aria-label')) ?? '').replace(' plaatsen', '');
    // At tablet size the list is below the plan.
    await place.scrollIntoViewIfNeeded();
    await tap(cdp, await centreOf(place));
    await page
      .getByText(`Klik op de plattegrond om ${number} te plaatsen`, { exact: false })
      .waitFor();
    await drawing.scrollIntoViewIfNeeded();
    await tap(cdp, await onDrawing(page, 180, 320));
    const pin = drawing.getByRole('img', { name: new RegExp(`^${number} \\(`) });
    await pin.waitFor();
    await allSaved(page);
    const placed = await pin.getAttribute('transform');

    // An area tapped corner by corner, finished by its button, and undone. (The buttons are
    // tapped before any swipe: after a swipe sent through CDP, Chromium makes no click of
    // the next tap.)
    const areas = drawing.getByRole('img', { name: 'Vlak' });
    const areasBefore = await areas.count();
    const palette = page.getByRole('region', { name: 'Symbolen' });
    await palette.scrollIntoViewIfNeeded();
    await tap(cdp, await centreOf(palette.getByRole('button', { name: 'Vlak' })));
    await page.getByText(/^Klik de hoekpunten van Vlak aan/).waitFor();
    await drawing.scrollIntoViewIfNeeded();
    for (const [x, y] of [
      [120, 60],
      [260, 60],
      [260, 160],
    ] as const) {
      await tap(cdp, await onDrawing(page, x, y));
    }
    const tools = page.getByRole('toolbar', { name: 'Tekengereedschap' });
    await tap(cdp, await centreOf(tools.getByRole('button', { name: 'Vorm afronden' })));
    await expect.poll(() => areas.count()).toBe(areasBefore + 1);
    await allSaved(page);
    await tap(cdp, await centreOf(tools.getByRole('button', { name: 'Ongedaan maken' })));
    await expect.poll(() => areas.count()).toBe(areasBefore);
    await allSaved(page);

    // One finger moves the pin.
    const from = await centreOf(pin);
    await swipe(cdp, [from], [{ x: from.x + 70, y: from.y + 50 }]);
    await expect.poll(async () => (await centreOf(pin)).x).toBeGreaterThan(from.x + 60);
    await allSaved(page);
    const movedTo = await pin.getAttribute('transform');
    expect(movedTo).not.toBe(placed);

    // A tap selects the north arrow; one finger on its handle turns it to the left.
    const arrow = drawing.getByRole('img', { name: 'Noordpijl' });
    await tap(cdp, await centreOf(arrow));
    // The text the first test gave it names it too.
    await page.getByText('Noordpijl: Noord geselecteerd').waitFor();
    // Its symbol's centre: the text beside it widens the element's box.
    const arrowAt = await centreOf(arrow.locator('use'));
    const handle = await centreOf(drawing.locator('[data-handle="rotate"]'));
    await swipe(cdp, [handle], [{ x: arrowAt.x - 120, y: arrowAt.y }]);
    await expect.poll(() => arrow.getAttribute('transform')).toContain('rotate(270)');

    // Two fingers spread apart zoom in: the pin is drawn larger, and nothing is saved.
    const sizeBefore = (await pin.boundingBox())?.width ?? 0;
    const middle = await onDrawing(page, 400, 250);
    await swipe(
      cdp,
      [
        { x: middle.x - 40, y: middle.y },
        { x: middle.x + 40, y: middle.y },
      ],
      [
        { x: middle.x - 160, y: middle.y },
        { x: middle.x + 160, y: middle.y },
      ],
    );
    await expect
      .poll(async () => (await pin.boundingBox())?.width ?? 0)
      .toBeGreaterThan(sizeBefore * 2);
    expect(await pin.getAttribute('transform')).toBe(movedTo);

    // The legend has the pin's symbol, and after a reload the pin is where the finger left it.
    await legendOf(page).getByText('Bronlocatie', { exact: true }).waitFor();
    await page.reload();
    await pin.waitFor();
    expect(await pin.getAttribute('transform')).toBe(movedTo);
    expect(await unplaced.getByRole('button', { name: `${number} plaatsen` }).count()).toBe(0);
  });
  it("shows a completed survey's drawing read-only, with its legend", async () => {
    const page = await app.newPage({ viewport: { width: 1600, height: 1000 } });
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/completed');
    await page
      .getByRole('table', { name: 'onderzoeken' })
      .getByRole('link', { name: '2026-0001', exact: true })
      .click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByRole('tab', { name: 'Plattegronden', exact: true }).click();
    await rowsOf(page, 'plattegronden')
      .filter({ hasText: 'Plattegrond begane grond en zolder' })
      .getByRole('button', { name: 'Bekijken' })
      .click();
    await page.getByText('Je kunt deze tekening alleen bekijken', { exact: false }).waitFor();
    const drawing = page.getByRole('application', {
      name: /^Plattegrond Plattegrond begane grond/,
    });
    await drawing
      .getByRole('img', { name: /^B\d+ \(/ })
      .first()
      .waitFor();
    // A location's legend line names its lab status.
    await legendOf(page)
      .getByText(/^Bronlocatie/)
      .first()
      .waitFor();
    // Nothing to draw with, nothing to place, and a press does not move a pin.
    expect(await page.getByRole('region', { name: 'Symbolen' }).count()).toBe(0);
    expect(await unplacedOf(page).count()).toBe(0);
    expect(
      await page
        .getByRole('toolbar', { name: 'Tekengereedschap' })
        .getByRole('button', { name: 'Ongedaan maken' })
        .count(),
    ).toBe(0);
    const pin = drawing.getByRole('img', { name: /^B\d+ \(/ }).first();
    const before = await pin.getAttribute('transform');
    const from = await centreOf(pin);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 60, { steps: 4 });
    await page.mouse.up();
    expect(await pin.getAttribute('transform')).toBe(before);
  });
});

type Point = { x: number; y: number };

const touchPoints = (points: readonly Point[]) =>
  points.map((point, index) => ({ x: point.x, y: point.y, id: index + 1, radiusX: 4, radiusY: 4 }));

/** A tap of one finger. */
async function tap(cdp: CDPSession, point: Point) {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: touchPoints([point]),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Fingers put down at `from` and moved together to `to` in a few steps, then lifted. */
async function swipe(cdp: CDPSession, from: readonly Point[], to: readonly Point[], steps = 8) {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: touchPoints(from),
  });
  for (let step = 1; step <= steps; step += 1) {
    const at = from.map((start, index) => {
      const end = to[index] ?? start;
      return {
        x: start.x + ((end.x - start.x) * step) / steps,
        y: start.y + ((end.y - start.y) * step) / steps,
      };
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touchPoints(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
