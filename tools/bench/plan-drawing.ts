import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buildPath } from '@vezel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { openPglite, type Database } from '@vezel/server/db/client';
import { seedDemo } from '@vezel/server/db/seed/demo';
import {
  files,
  organisations,
  surveyPlanElements,
  surveyRecords,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  variableItems,
} from '@vezel/server/db/tables/index';
import { imagePreview } from '@vezel/server/files/images';
import { fileStore } from '@vezel/server/files/storage';
import {
  postGraphql,
  repositoryRoot,
  startServerProcess,
} from '@vezel/server/testing/server-process';
import { launchChromium } from '@vezel/e2e/support/browser';
import type { Page, Request } from 'playwright-core';
import { ms, summarise } from './stats';

/**
 * The plan drawing editor with a full plan: 300 pins (100 source locations, 100 samples,
 * 100 observations) and 50 polygons (25 hatched areas, 25 lines) on a 1600 × 1131 plan of
 * an active demo survey, in a real server process with the built web app and Chromium.
 * Measures the time to first render (navigation start to the editor's
 * 'vezel:plan-drawing:ready' mark) and, in the page, the time per step of dragging a pin.
 * Targets: 500 ms and 16 ms.
 */
const sources = 100;
const observations = 100;
const areas = 25;
const lines = 25;
const planWidth = 1600;
const planHeight = 1131;
const loads = 6;
const dragSteps = 120;
const firstRenderTarget = 500;
const stepTarget = 16;
const readyMark = 'vezel:plan-drawing:ready';
const queryCalls = 20;

/** What the editor asks for a plan (the contract's fields). */
const planDrawingQuery = `query ($planId: ID!) { planDrawing(plan_id: $planId) {
  plan_id survey_id title floor_name width height image { id } editable
  elements { id kind symbol_type_id record_id x y rotation scale_x scale_y size points
    pattern_id color label sort_index version }
  symbol_types { id value description svg svg_active locked_aspect_ratio svg_move svg_rotate
    svg_scale_x svg_scale_y is_poly is_area has_size default_size active }
  patterns { id value svg }
  records { kind id number description svg size color legend_key legend placed_on } } }`;

/** A floor plan as an architect's export looks: a grid of rooms with walls and names. */
function planImage(): Promise<Buffer> {
  const rooms: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 8; column++) {
      const x = 40 + column * 190;
      const y = 40 + row * 210;
      rooms.push(
        `<rect x="${x}" y="${y}" width="180" height="200" fill="none" stroke="#333" stroke-width="6"/>`,
        `<text x="${x + 12}" y="${y + 30}" font-size="20" fill="#333">Ruimte ${row * 8 + column + 1}</text>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${planWidth}" height="${planHeight}"><rect width="100%" height="100%" fill="#fff"/>${rooms.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A point of the plan, spread evenly: the `index`-th of `count` on a grid. */
function gridPoint(index: number, count: number): [number, number] {
  const columns = Math.ceil(Math.sqrt((count * planWidth) / planHeight));
  const rows = Math.ceil(count / columns);
  const column = index % columns;
  const row = Math.floor(index / columns);
  return [
    Math.round(((column + 0.5) * planWidth) / columns),
    Math.round(((row + 0.5) * planHeight) / rows),
  ];
}

/**
 * The demo, and on its active survey 2026-0002 a plan with the records and elements above,
 * written straight into the database before the server starts (PGlite is the server's
 * alone once it runs). Returns the survey and plan ids and a pin to drag.
 */
async function prepare(
  db: Database,
  dataDir: string,
): Promise<{ surveyId: number; planId: number; pinId: number }> {
  const store = fileStore(dataDir);
  await seedDemo(db, store);
  const [survey] = await db
    .select({ id: surveys.id, setId: organisations.variableSetId, org: surveys.organisationId })
    .from(surveys)
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .where(and(eq(surveys.number, '2026-0002'), eq(surveys.status, 'active')));
  if (!survey?.setId) throw new Error('the demo has no active survey 2026-0002');
  const items = await db
    .select({
      id: variableItems.id,
      list: variableItems.list,
      value: variableItems.value,
      parent: variableItems.parentItemId,
    })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, survey.setId),
        inArray(variableItems.list, [
          'materiaal_types',
          'monster_soorten',
          'waarneming_types',
          'svg_element_types',
          'svg_patterns',
        ]),
      ),
    );
  const item = (list: string, value: string, parent: number | null = null) => {
    const found = items.find(
      (row) =>
        row.list === list && row.value === value && (parent === null || row.parent === parent),
    );
    if (!found) throw new Error(`demo item ${list} "${value}" is missing`);
    return found.id;
  };
  const material = item('materiaal_types', 'Asbestcement');

  return db.transaction(async (tx) => {
    const original = await store.store(Readable.from([await planImage()]), {
      maxBytes: 25 * 1024 * 1024,
      allowed: ['image/png'],
    });
    const preview = await imagePreview(store, store.pathOf(original.sha256));
    const [planFile, previewFile] = await tx
      .insert(files)
      .values([
        { organisationId: survey.org, ...fileRow(original), name: 'plattegrond.png' },
        { organisationId: survey.org, ...fileRow(preview), name: 'plattegrond-voorbeeld.jpg' },
      ])
      .returning({ id: files.id });
    const [plan] = await tx
      .insert(surveyRecords)
      .values({
        surveyId: survey.id,
        kind: 'plan',
        fileId: planFile!.id,
        data: {
          title: 'Meetplattegrond',
          floor_name: 'Begane grond',
          preview_file: previewFile!.id,
          preview_width: preview.width,
          preview_height: preview.height,
        },
      })
      .returning({ id: surveyRecords.id });

    const sourceRows = await tx
      .insert(surveySources)
      .values(
        Array.from({ length: sources }, (_, index) => ({
          surveyId: survey.id,
          number: `B${String(index + 1).padStart(3, '0')}`,
          materialTypeItemId: material,
          description: `Meetbron ${index + 1}`,
          sortIndex: index,
        })),
      )
      .returning({ id: surveySources.id });
    const locations = await tx
      .insert(surveySourceLocations)
      .values(
        sourceRows.map((source) => ({
          surveyId: survey.id,
          sourceId: source.id,
          description: 'Meetlocatie',
        })),
      )
      .returning({ id: surveySourceLocations.id });
    const samples = await tx
      .insert(surveySamples)
      .values(
        locations.map((location, index) => ({
          surveyId: survey.id,
          locationId: location.id,
          sampleKindItemId: item('monster_soorten', 'Materiaalmonster', material),
          number: `M${String(index + 1).padStart(3, '0')}`,
          description: `Meetmonster ${index + 1}`,
        })),
      )
      .returning({ id: surveySamples.id });
    const observationRows = await tx
      .insert(surveyRecords)
      .values(
        Array.from({ length: observations }, (_, index) => ({
          surveyId: survey.id,
          kind: 'observation',
          data: {
            number: `AR${String(index + 1).padStart(3, '0')}`,
            observation_type: item('waarneming_types', 'Asbestresten'),
            description: `Meetwaarneming ${index + 1}`,
          },
        })),
      )
      .returning({ id: surveyRecords.id });

    const base = { surveyId: survey.id, planId: plan!.id };
    const pins = [
      ...locations.map((row) => ({ kind: 'location', locationId: row.id })),
      ...samples.map((row) => ({ kind: 'sample', sampleId: row.id })),
      ...observationRows.map((row) => ({ kind: 'observation', observationId: row.id })),
    ];
    const polygon = (index: number, corners: number): [number, number][] =>
      Array.from({ length: corners }, (_, corner) => {
        const angle = (corner / corners) * 2 * Math.PI + index;
        const radius = 40 + ((corner * 7 + index) % 5) * 8;
        return [Math.round(Math.cos(angle) * radius), Math.round(Math.sin(angle) * radius)];
      });
    const shapes = [
      ...Array.from({ length: areas }, (_, index) => ({
        kind: 'symbol',
        symbolItemId: item('svg_element_types', 'Vlak'),
        points: polygon(index, 8),
        patternItemId: item('svg_patterns', index % 2 ? 'Kruisarcering' : 'Diagonale arcering'),
        color: index % 3 ? '#D32F2F' : '#1976D2',
      })),
      ...Array.from({ length: lines }, (_, index) => ({
        kind: 'symbol',
        symbolItemId: item('svg_element_types', 'Lijn'),
        points: polygon(index, 6),
      })),
    ];
    const elements = [...shapes, ...pins].map((element, index) => {
      const [x, y] = gridPoint(index, shapes.length + pins.length);
      return { ...base, ...element, x, y, sortIndex: index };
    });
    const inserted = await tx
      .insert(surveyPlanElements)
      .values(elements)
      .returning({ id: surveyPlanElements.id, kind: surveyPlanElements.kind });
    const pin = inserted.find((row) => row.kind === 'location');
    if (!pin) throw new Error('no pin inserted');
    return { surveyId: survey.id, planId: plan!.id, pinId: pin.id };
  });
}

const fileRow = (stored: { sha256: string; size: number; mimeType: string }) => ({
  sha256: stored.sha256,
  size: stored.size,
  mimeType: stored.mimeType,
});

/**
 * In the page: drags the pin `pinId` by `steps` pointer moves of 3 px. Each step is timed
 * from dispatching its pointermove until the drawing's DOM has changed for it (a
 * MutationObserver on the SVG) and the layout is computed again (getBoundingClientRect):
 * the work the browser does before it can paint the step. Returns the steps' times and
 * how far the pin moved on screen.
 */
function dragInPage({ pinId, steps }: { pinId: string; steps: number }) {
  const svg = document.querySelector<SVGSVGElement>('[data-testid="plan-drawing"]');
  const pin = document.querySelector<SVGGElement>(`[data-plan-element="${pinId}"]`);
  if (!svg || !pin) throw new Error('no drawing or no pin');
  const start = pin.getBoundingClientRect();
  const x = start.left + start.width / 2;
  const y = start.top + start.height / 2;
  const pointer = (type: string, target: EventTarget, clientX: number, clientY: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX,
        clientY,
      }),
    );
  const changed = () =>
    new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(svg, { attributes: true, childList: true, subtree: true });
    });
  return (async () => {
    pointer('pointerdown', pin, x, y);
    // The press may select the pin first: let that render before the moves are timed.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const times: number[] = [];
    for (let step = 1; step <= steps; step++) {
      const done = changed();
      const begin = performance.now();
      pointer('pointermove', svg, x + step * 3, y + step * 2);
      await done;
      pin.getBoundingClientRect();
      times.push(performance.now() - begin);
    }
    pointer('pointerup', svg, x + steps * 3, y + steps * 2);
    const end = pin.getBoundingClientRect();
    return { times, moved: Math.hypot(end.left - start.left, end.top - start.top) };
  })();
}

/**
 * The GraphQL requests a load made before its ready mark, in the order they started, each
 * as "operation start–end" in ms since the page's navigation start.
 */
async function graphqlWaterfall(page: Page, requests: Request[], ready: number): Promise<string> {
  const origin = await page.evaluate(() => performance.timeOrigin);
  return requests
    .map((request) => {
      const timing = request.timing();
      const start = timing.startTime - origin;
      const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(
        (request.postDataJSON() as { query?: string } | null)?.query ?? '',
      )?.[1];
      return { name: name ?? 'anonymous', start, end: start + timing.responseEnd };
    })
    .filter((request) => request.end <= ready)
    .sort((a, b) => a.start - b.start)
    .map((request) => `${request.name} ${request.start.toFixed(0)}–${request.end.toFixed(0)}`)
    .join(', ');
}

export async function measurePlanDrawing(): Promise<string[]> {
  const webDist = process.env.WEB_DIST ?? path.join(repositoryRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    return [`plan drawing: skipped, no built web app in ${webDist} (npm run build, or WEB_DIST)`];
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-plan-'));
  const database = await openPglite(path.join(dataDir, 'pglite'));
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    await database.migrate();
    prepared = await prepare(database.db, dataDir);
  } finally {
    await database.close();
  }
  const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: webDist });
  const browser = await launchChromium();
  try {
    const login = await postGraphql<{ login: { token: string } }>(
      server.url,
      'mutation { login(email: "surveyor@vezel.test", password: "vezel-demo-2026") { token } }',
    );
    const token = login.body.data?.login.token;
    if (!token) throw new Error(JSON.stringify(login.body.errors));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'vezel_session', value: token, url: server.url }]);
    // tsx keeps function names with an `__name` helper that the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const url = `${server.url}${buildPath('surveyPlans', 'nl', { survey: String(prepared.surveyId) })}?plan=${prepared.planId}`;

    // The drawing's query alone, as the server answers it on loopback.
    const queryTimes: number[] = [];
    let queryBytes = 0;
    for (let call = 0; call < queryCalls; call++) {
      const start = performance.now();
      const answer = await postGraphql(
        server.url,
        planDrawingQuery,
        { planId: String(prepared.planId) },
        token,
      );
      queryTimes.push(performance.now() - start);
      if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
      queryBytes = answer.bytes;
    }

    // The first load fetches the editor's chunks; the warm ones are what a user sees when
    // opening a plan during work. Each load also notes when the app asked its first GraphQL
    // question and when the last answer before the mark (the drawing's) came in: what is
    // left after it is the editor's render.
    const renders: number[] = [];
    const started: number[] = [];
    const answered: number[] = [];
    const renderTimes: number[] = [];
    let waterfall = '';
    for (let load = 0; load < loads; load++) {
      const page = await context.newPage();
      const requests: Request[] = [];
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/graphql') requests.push(request);
      });
      await page.goto(url);
      const mark = await page.waitForFunction(
        (name) => {
          const ready = performance.getEntriesByName(name, 'mark')[0]?.startTime;
          if (ready === undefined) return null;
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === '/graphql')
            .map((entry) => entry as PerformanceResourceTiming)
            .filter((entry) => entry.responseEnd <= ready);
          return {
            ready,
            firstRequest: Math.min(...requests.map((entry) => entry.startTime)),
            lastAnswer: Math.max(...requests.map((entry) => entry.responseEnd)),
          };
        },
        readyMark,
        { timeout: 30_000 },
      );
      const { ready, firstRequest, lastAnswer } = (await mark.jsonValue())!;
      renders.push(ready);
      started.push(firstRequest);
      answered.push(lastAnswer);
      renderTimes.push(ready - lastAnswer);
      if (load === loads - 1) waterfall = await graphqlWaterfall(page, requests, ready);
      const shown = await page.locator('[data-plan-element]').count();
      if (shown !== 350) throw new Error(`expected 350 elements drawn, found ${shown}`);
      if (load < loads - 1) await page.close();
    }
    // Opening the plan from the survey's plans list, as a surveyor does during work: from
    // the click on "Tekenen" to the mark, the app already running.
    const opens: number[] = [];
    const listUrl = url.replace(/\?plan=.*$/, '');
    for (let open = 0; open < loads; open++) {
      const list = await context.newPage();
      await list.goto(listUrl);
      const draw = list.getByRole('button', { name: 'Tekenen' }).first();
      await draw.waitFor();
      const clickedAt = await list.evaluate(() => performance.now());
      await draw.click();
      const ready = await list.waitForFunction(
        (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? null,
        readyMark,
        { timeout: 30_000 },
      );
      opens.push((await ready.jsonValue())! - clickedAt);
      await list.close();
    }
    const opened = summarise(opens.slice(1));

    const page = context.pages().at(-1)!;
    const drag = await page.evaluate(dragInPage, {
      pinId: String(prepared.pinId),
      steps: dragSteps,
    });
    if (drag.moved < dragSteps) throw new Error(`the pin moved ${drag.moved} px only`);
    const warm = summarise(renders.slice(1));
    const median = (values: number[]) => ms(summarise(values.slice(1)).median);
    const query = summarise(queryTimes);
    const steps = summarise(drag.times);
    return [
      `plan drawing (300 pins, 50 polygons, ${planWidth} × ${planHeight} plan): first render, navigation start to the '${readyMark}' mark: first load ${ms(renders[0]!)}, ${loads - 1} warm loads median ${ms(warm.median)} max ${ms(warm.max)} (target ${ms(firstRenderTarget)}: ${warm.median <= firstRenderTarget ? 'within' : 'OVER'})`,
      `plan drawing:   of which (warm medians): the app's first GraphQL request at ${median(started)}, the drawing's data in at ${median(answered)}, drawn ${median(renderTimes)} after it; the planDrawing query alone (${queryCalls} calls, ${(queryBytes / 1024).toFixed(0)} KiB JSON): median ${ms(query.median)} p95 ${ms(query.p95)}`,
      `plan drawing: opening it from the plans list ("Tekenen", the app running): first ${ms(opens[0]!)}, ${loads - 1} more median ${ms(opened.median)} max ${ms(opened.max)} (target ${ms(firstRenderTarget)}: ${opened.median <= firstRenderTarget ? 'within' : 'OVER'})`,
      `plan drawing:   the last load's GraphQL requests before the mark (operation start–end, ms since navigation start): ${waterfall}`,
      `plan drawing: dragging a pin, ${dragSteps} steps: median ${ms(steps.median)} p95 ${ms(steps.p95)} max ${ms(steps.max)} per step (target ${ms(stepTarget)}: ${steps.median <= stepTarget ? 'within' : 'OVER'})`,
      `plan drawing: method: in the page, each step dispatches a pointermove on the drawing and is timed until a MutationObserver on the SVG sees the DOM change for it and getBoundingClientRect() has laid the page out again; paint and compositing are not included`,
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
