import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organisations,
  surveyFloors,
  surveyPlanElements,
  surveyRecords,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  variableItems,
} from '../../db/tables';
import {
  insertSurvey,
  itemsOfList,
  organisationOfUser,
  setSurveyStatus,
} from '../../testing/survey-fixtures';
import { createTestApp, errorCode, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { onePagePdf } from '../../testing/one-page-pdf';

const elementFields = `id kind symbol_type_id record_id x y rotation scale_x scale_y size points
  pattern_id color label sort_index version`;
const drawingQuery = `query ($plan: ID!) { planDrawing(plan_id: $plan) {
  plan_id survey_id title floor_name width height image { id mime_type } editable
  elements { ${elementFields} }
  symbol_types { id value description svg svg_active locked_aspect_ratio svg_move svg_rotate
    svg_scale_x svg_scale_y is_poly is_area has_size default_size active }
  patterns { id value svg }
  records { kind id number description svg size color legend_key legend placed_on } } }`;
const createMutation = `mutation ($plan: ID!, $input: PlanElementInput!) {
  createPlanElement(plan_id: $plan, input: $input) { ${elementFields} } }`;
const updateMutation = `mutation ($id: ID!, $version: Int!, $input: PlanElementChange!) {
  updatePlanElement(id: $id, version: $version, input: $input) { ${elementFields} } }`;
const deleteMutation = `mutation ($id: ID!, $version: Int!) { deletePlanElement(id: $id, version: $version) }`;

interface Element {
  id: string;
  kind: string;
  symbol_type_id: string | null;
  record_id: string | null;
  x: number;
  y: number;
  rotation: number;
  scale_x: number;
  scale_y: number;
  size: number | null;
  points: number[][] | null;
  pattern_id: string | null;
  color: string | null;
  label: string | null;
  sort_index: number;
  version: number;
}
interface PlanRecord {
  kind: string;
  id: string;
  number: string;
  description: string;
  svg: string;
  size: number;
  color: string | null;
  legend_key: string;
  legend: string;
  placed_on: string[];
}
interface Drawing {
  plan_id: string;
  survey_id: string;
  title: string;
  floor_name: string | null;
  width: number;
  height: number;
  image: { id: string; mime_type: string } | null;
  editable: boolean;
  elements: Element[];
  symbol_types: { id: string; value: string; svg: string; is_area: boolean; active: boolean }[];
  patterns: { id: string; value: string; svg: string }[];
  records: PlanRecord[];
}

let app: TestApp;
let surveyor: string;
let other: string;
let mainOrganisation: number;
let otherOrganisation: number;
let surveyId: number;
let planId: number;
let closedPlanId: number;
let closedElementId: number;
let otherPlanId: number;
let locationId: number;
let sampleId: number;
let observationId: number;
let secondSurveyLocationId: number;
/** svg_element_types of the main organisation by value, and of the other organisation. */
const symbols = new Map<string, string>();
let otherSymbol: string;
let pattern: string;
let otherPattern: string;

const db = () => app.database.db;

async function insertPlan(survey: number, title: string) {
  const [plan] = await db()
    .insert(surveyRecords)
    .values({ surveyId: survey, kind: 'plan', data: { title, floor_name: 'Begane grond' } })
    .returning();
  return plan!.id;
}

/** A source with a location in a space, a sample of it and an observation there. */
async function insertFindings(survey: number, organisationId: number) {
  const [floor] = await db()
    .insert(surveyFloors)
    .values({ surveyId: survey, name: 'Begane grond' })
    .returning();
  const [space] = await db()
    .insert(surveySpaces)
    .values({ surveyId: survey, floorId: floor!.id, name: 'Keuken' })
    .returning();
  const application = (await itemsOfList(app, organisationId, 'toepassingen')).find(
    (item) => item.value === 'Golfplaten',
  )!;
  const [source] = await db()
    .insert(surveySources)
    .values({ surveyId: survey, number: 'B01', applicationItemId: application.id })
    .returning();
  const [location] = await db()
    .insert(surveySourceLocations)
    .values({ surveyId: survey, sourceId: source!.id, spaceId: space!.id })
    .returning();
  const [kind] = await itemsOfList(app, organisationId, 'monster_soorten');
  const [sample] = await db()
    .insert(surveySamples)
    .values({
      surveyId: survey,
      locationId: location!.id,
      sampleKindItemId: kind!.id,
      number: 'M01',
    })
    .returning();
  const type = (await itemsOfList(app, organisationId, 'waarneming_types')).find(
    (item) => item.value === 'Asbestresten',
  )!;
  const [observation] = await db()
    .insert(surveyRecords)
    .values({
      surveyId: survey,
      kind: 'observation',
      spaceId: space!.id,
      data: { number: 'AR01', observation_type: type.id, description: 'Resten op de vloer' },
    })
    .returning();
  return { location: location!.id, sample: sample!.id, observation: observation!.id };
}

async function drawing(plan: number, token = surveyor, locale?: string) {
  const result = await app.gql<{ planDrawing: Drawing | null }>(
    drawingQuery,
    { plan: String(plan) },
    { token, ...(locale && { locale }) },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.planDrawing;
}

const create = (input: object, plan = planId, token = surveyor) =>
  app.gql<{ createPlanElement: Element }>(createMutation, { plan: String(plan), input }, { token });
const update = (id: string | number, version: number, input: object, token = surveyor) =>
  app.gql<{ updatePlanElement: Element }>(
    updateMutation,
    { id: String(id), version, input },
    { token },
  );
const remove = (id: string | number, version: number, token = surveyor) =>
  app.gql<{ deletePlanElement: string }>(deleteMutation, { id: String(id), version }, { token });

async function created(input: object, plan = planId) {
  const result = await create(input, plan);
  expect(result.errors).toBeUndefined();
  return result.data!.createPlanElement;
}

/** The failing fields of a refusal, with their message keys. */
function refusedFields(result: GraphqlResult) {
  expect(errorCode(result)).toBe('BAD_USER_INPUT');
  const fields = result.errors![0]!.extensions!.fields as Record<string, { key: string }>;
  return Object.fromEntries(Object.entries(fields).map(([field, failure]) => [field, failure.key]));
}

const messageKey = (result: GraphqlResult) => result.errors?.[0]?.extensions?.messageKey;

const allElements = () => db().select().from(surveyPlanElements).orderBy(surveyPlanElements.id);

beforeAll(async () => {
  app = await createTestApp();
  [surveyor, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  mainOrganisation = await organisationOfUser(app, 'surveyor@vezel.test');
  otherOrganisation = await organisationOfUser(app, 'other@vezel.test');
  surveyId = await insertSurvey(app, mainOrganisation);
  planId = await insertPlan(surveyId, 'Plattegrond');
  ({
    location: locationId,
    sample: sampleId,
    observation: observationId,
  } = await insertFindings(surveyId, mainOrganisation));
  const secondSurvey = await insertSurvey(app, mainOrganisation);
  secondSurveyLocationId = (await insertFindings(secondSurvey, mainOrganisation)).location;

  for (const item of await itemsOfList(app, mainOrganisation, 'svg_element_types')) {
    symbols.set(item.value, String(item.id));
  }
  pattern = String((await itemsOfList(app, mainOrganisation, 'svg_patterns'))[0]!.id);
  otherSymbol = String((await itemsOfList(app, otherOrganisation, 'svg_element_types'))[0]!.id);
  otherPattern = String((await itemsOfList(app, otherOrganisation, 'svg_patterns'))[0]!.id);

  const closedSurvey = await insertSurvey(app, mainOrganisation, { status: 'completed' });
  closedPlanId = await insertPlan(closedSurvey, 'Afgerond');
  const [closedElement] = await db()
    .insert(surveyPlanElements)
    .values({
      surveyId: closedSurvey,
      planId: closedPlanId,
      kind: 'symbol',
      symbolItemId: Number(symbols.get('Noordpijl')),
      x: 10,
      y: 10,
    })
    .returning();
  closedElementId = closedElement!.id;

  otherPlanId = await insertPlan(await insertSurvey(app, otherOrganisation), 'Van een ander');
}, 120_000);
afterAll(() => app.close());

describe('a plan drawing', () => {
  it("reads the plan's frame, the organisation's symbols and patterns and the survey's records", async () => {
    const read = (await drawing(planId))!;
    expect(read).toMatchObject({
      plan_id: String(planId),
      survey_id: String(surveyId),
      title: 'Plattegrond',
      floor_name: 'Begane grond',
      image: null,
      editable: true,
      elements: [],
    });
    // A plan without an image is drawn in a frame of its own.
    expect(read.width).toBeGreaterThan(0);
    expect(read.height).toBeGreaterThan(0);
    // The seeded list, in its order.
    expect(read.symbol_types.map((type) => type.value)).toEqual([
      'Vlak',
      'Lijn',
      'Pijl',
      'Tekst',
      'Noordpijl',
    ]);
    expect(read.symbol_types.find((type) => type.value === 'Vlak')).toMatchObject({
      is_area: true,
      active: true,
    });
    expect(read.patterns.length).toBeGreaterThan(0);
    expect(read.patterns.every((tile) => !/script|url\(/i.test(tile.svg))).toBe(true);
    expect(read.records).toEqual([
      expect.objectContaining({
        kind: 'location',
        id: String(locationId),
        number: 'B01',
        description: 'Golfplaten – Begane grond ❯ Keuken',
        // No results yet: no lab status to tell apart.
        legend_key: 'location:none',
        legend: 'Bronlocatie',
        placed_on: [],
      }),
      expect.objectContaining({ kind: 'sample', id: String(sampleId), number: 'M01' }),
      expect.objectContaining({
        kind: 'observation',
        id: String(observationId),
        number: 'AR01',
        description: 'Asbestresten – Begane grond ❯ Keuken',
        legend: 'Asbestresten',
        placed_on: [],
      }),
    ]);
    const observation = read.records[2]!;
    expect(observation.svg).toContain('<circle');
    expect(observation.legend_key).toMatch(/^observation:\d+$/);
    expect((await drawing(planId, surveyor, 'en'))!.records[0]!.legend).toBe('Source location');
  });

  it('takes a symbol and a pin for each kind of record, and tells where each is placed', async () => {
    const symbol = await created({
      kind: 'symbol',
      symbol_type_id: symbols.get('Noordpijl'),
      x: 100,
      y: 50,
      size: 30,
    });
    expect(symbol).toMatchObject({
      kind: 'symbol',
      x: 100,
      y: 50,
      size: 30,
      rotation: 0,
      version: 1,
    });
    const location = await created({
      kind: 'location',
      record_id: String(locationId),
      x: 200,
      y: 80,
    });
    const sample = await created({ kind: 'sample', record_id: String(sampleId), x: 210, y: 90 });
    const observation = await created({
      kind: 'observation',
      record_id: String(observationId),
      x: 300,
      y: 120,
    });
    expect([location, sample, observation].map((pin) => pin.record_id)).toEqual([
      String(locationId),
      String(sampleId),
      String(observationId),
    ]);
    expect(observation.sort_index).toBeGreaterThan(symbol.sort_index);
    const area = await created({
      kind: 'symbol',
      symbol_type_id: symbols.get('Vlak'),
      x: 400,
      y: 400,
      points: [
        [0, 0],
        [100, 0],
        [100, 60],
      ],
      pattern_id: pattern,
      color: '#d32f2f',
    });
    expect(area).toMatchObject({
      points: [
        [0, 0],
        [100, 0],
        [100, 60],
      ],
      pattern_id: pattern,
    });

    const read = (await drawing(planId))!;
    expect(read.elements.map((element) => element.id)).toEqual(
      [symbol, location, sample, observation, area].map((element) => element.id),
    );
    expect(read.records.map((record) => record.placed_on)).toEqual([
      [String(planId)],
      [String(planId)],
      [String(planId)],
    ]);
  });

  it('refuses a second pin for a record on the same plan, and changes nothing', async () => {
    const before = await allElements();
    const again = await create({ kind: 'location', record_id: String(locationId), x: 5, y: 5 });
    expect(refusedFields(again)).toEqual({ record_id: 'planDrawing.alreadyPlaced' });
    expect(await allElements()).toEqual(before);
  });

  it("refuses a symbol of another organisation's set, a pin for another survey's record and a foreign pattern", async () => {
    const before = await allElements();
    const cases: [object, Record<string, string>][] = [
      [
        { kind: 'symbol', symbol_type_id: otherSymbol, x: 1, y: 1 },
        { symbol_type_id: 'planDrawing.wrongSymbolType' },
      ],
      // An item of another list is no symbol type.
      [
        { kind: 'symbol', symbol_type_id: pattern, x: 1, y: 1 },
        { symbol_type_id: 'planDrawing.wrongSymbolType' },
      ],
      [{ kind: 'symbol', x: 1, y: 1 }, { symbol_type_id: 'planDrawing.wrongSymbolType' }],
      [
        { kind: 'location', record_id: String(secondSurveyLocationId), x: 1, y: 1 },
        { record_id: 'planDrawing.wrongRecord' },
      ],
      // A sample's id as a location, an observation's as a sample.
      [
        { kind: 'location', record_id: String(sampleId), x: 1, y: 1 },
        { record_id: 'planDrawing.wrongRecord' },
      ],
      [
        { kind: 'sample', record_id: String(observationId), x: 1, y: 1 },
        { record_id: 'planDrawing.wrongRecord' },
      ],
      [{ kind: 'observation', x: 1, y: 1 }, { record_id: 'planDrawing.wrongRecord' }],
      [
        {
          kind: 'symbol',
          symbol_type_id: symbols.get('Vlak'),
          x: 1,
          y: 1,
          points: [
            [0, 0],
            [5, 0],
            [5, 5],
          ],
          pattern_id: otherPattern,
        },
        { pattern_id: 'planDrawing.wrongPattern' },
      ],
      [{ kind: 'circle', x: 1, y: 1 }, { kind: 'planDrawing.wrongKind' }],
    ];
    for (const [input, fields] of cases) {
      expect(refusedFields(await create(input))).toEqual(fields);
    }
    expect(await allElements()).toEqual(before);
  });

  it("checks the geometry against what the element's type allows", async () => {
    const before = await allElements();
    const cases: [object, Record<string, string>][] = [
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Tekst'), x: 1, y: 1, rotation: 45 },
        { rotation: 'planDrawing.notRotatable' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Noordpijl'), x: 1, y: 1, size: 0 },
        { size: 'planDrawing.sizeRange' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Pijl'), x: 1, y: 1, scale_x: 100 },
        { scale_x: 'planDrawing.scaleRange' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Pijl'), x: 1, y: 1, scale_y: 2 },
        { scale_y: 'planDrawing.notScalable' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Pijl'), x: 1, y: 1, size: 10 },
        { size: 'planDrawing.noSize' },
      ],
      [
        {
          kind: 'symbol',
          symbol_type_id: symbols.get('Vlak'),
          x: 1,
          y: 1,
          points: [
            [0, 0],
            [5, 5],
          ],
        },
        { points: 'planDrawing.areaPoints' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Lijn'), x: 1, y: 1 },
        { points: 'planDrawing.polyPoints' },
      ],
      [
        {
          kind: 'symbol',
          symbol_type_id: symbols.get('Lijn'),
          x: 1,
          y: 1,
          points: [
            [0, 0],
            [5, 5],
          ],
          pattern_id: pattern,
        },
        { pattern_id: 'planDrawing.noPattern' },
      ],
      [
        {
          kind: 'symbol',
          symbol_type_id: symbols.get('Lijn'),
          x: 1,
          y: 1,
          points: [
            [0, 0],
            [5, 5, 5],
          ],
        },
        { points: 'planDrawing.outsidePlan' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Noordpijl'), x: 1e7, y: 1 },
        { x: 'planDrawing.outsidePlan' },
      ],
      [
        { kind: 'symbol', symbol_type_id: symbols.get('Noordpijl'), x: 1, y: 1, color: 'red' },
        { color: 'validation.color' },
      ],
      [
        {
          kind: 'symbol',
          symbol_type_id: symbols.get('Noordpijl'),
          x: 1,
          y: 1,
          label: 'x'.repeat(201),
        },
        { label: 'validation.maxLength' },
      ],
    ];
    for (const [input, fields] of cases) {
      expect(refusedFields(await create(input))).toEqual(fields);
    }
    expect(await allElements()).toEqual(before);
  });

  it('changes only the fields given, and refuses a change from a stale copy', async () => {
    const arrow = await created({
      kind: 'symbol',
      symbol_type_id: symbols.get('Pijl'),
      x: 10,
      y: 20,
      label: 'Detail A',
    });
    const moved = (await update(arrow.id, arrow.version, { x: 15 })).data!.updatePlanElement;
    expect(moved).toEqual({ ...arrow, x: 15, version: arrow.version + 1 });
    const turned = (await update(arrow.id, moved.version, { rotation: 90, scale_x: 2 })).data!
      .updatePlanElement;
    expect(turned).toEqual({ ...moved, rotation: 90, scale_x: 2, version: moved.version + 1 });

    // Someone else's copy, from before the turn.
    const [stored] = await db()
      .select()
      .from(surveyPlanElements)
      .where(eq(surveyPlanElements.id, Number(arrow.id)));
    const stale = await update(arrow.id, moved.version, { y: 99 });
    expect(errorCode(stale)).toBe('BAD_USER_INPUT');
    expect(messageKey(stale)).toBe('planDrawing.elementChanged');
    const staleDelete = await remove(arrow.id, arrow.version);
    expect(messageKey(staleDelete)).toBe('planDrawing.elementChanged');
    const [after] = await db()
      .select()
      .from(surveyPlanElements)
      .where(eq(surveyPlanElements.id, Number(arrow.id)));
    expect(after).toEqual(stored);

    // A change is checked against the stored element: a pin is not rotated, a Noordpijl not moved off the plan.
    const pin = (await drawing(planId))!.elements.find((element) => element.kind === 'location')!;
    expect(refusedFields(await update(pin.id, pin.version, { rotation: 30 }))).toEqual({
      rotation: 'planDrawing.notRotatable',
    });
    expect(refusedFields(await update(pin.id, pin.version, { x: null }))).toEqual({
      x: 'validation.required',
    });
    const area = (await drawing(planId))!.elements.find((element) => element.pattern_id !== null)!;
    expect(
      refusedFields(
        await update(area.id, area.version, {
          points: [
            [0, 0],
            [1, 1],
          ],
        }),
      ),
    ).toEqual({
      points: 'planDrawing.areaPoints',
    });
    expect(
      refusedFields(await update(area.id, area.version, { pattern_id: otherPattern })),
    ).toEqual({
      pattern_id: 'planDrawing.wrongPattern',
    });
    const uncoloured = (await update(area.id, area.version, { color: null })).data!
      .updatePlanElement;
    expect(uncoloured).toEqual({ ...area, color: null, version: area.version + 1 });

    const deleted = await remove(arrow.id, turned.version);
    expect(deleted.data).toEqual({ deletePlanElement: arrow.id });
    expect(
      await db()
        .select()
        .from(surveyPlanElements)
        .where(eq(surveyPlanElements.id, Number(arrow.id))),
    ).toEqual([]);
  });
});

describe('a turn', () => {
  it('is stored in [0, 360), however far the caller turned', async () => {
    const arrow = await created({
      kind: 'symbol',
      symbol_type_id: symbols.get('Pijl'),
      x: 10,
      y: 10,
      rotation: -90,
    });
    expect(arrow.rotation).toBe(270);
    const spun = (await update(arrow.id, arrow.version, { rotation: 1e308 })).data!
      .updatePlanElement;
    expect(spun.rotation).toBeGreaterThanOrEqual(0);
    expect(spun.rotation).toBeLessThan(360);
    await remove(arrow.id, spun.version);
  });
});

describe("the organisation's own symbols and patterns", () => {
  /** An item of the main organisation's set, as an administrator could have entered it. */
  async function insertItem(
    list: string,
    value: string,
    data: Record<string, unknown>,
    active = true,
  ) {
    const [organisation] = await db()
      .select({ setId: organisations.variableSetId })
      .from(organisations)
      .where(eq(organisations.id, mainOrganisation));
    const [item] = await db()
      .insert(variableItems)
      .values({ variableSetId: organisation!.setId!, list, value, active, data, sortIndex: 100 })
      .returning();
    return String(item!.id);
  }

  it('reach the drawing as shapes only, however hostile their markup', async () => {
    const hostile =
      '<circle cx="12" cy="12" r="9" fill="url(#x)" onload="alert(1)" />' +
      '<SCRIPT>alert(2)</SCRIPT><image href="https://evil.example/x.png" />' +
      '<rect width="8" height="8" style="fill:url(https://evil.example)" fill="#123456" />';
    const symbol = await insertItem('svg_element_types', 'Vijandig', { svg: hostile });
    const tile = await insertItem('svg_patterns', 'Vijandige arcering', { svg: hostile });
    const read = (await drawing(planId))!;
    const expected =
      '<circle cx="12" cy="12" r="9"></circle><rect width="8" height="8" fill="#123456"></rect>';
    expect(read.symbol_types.find((type) => type.id === symbol)!.svg).toBe(expected);
    expect(read.patterns.find((pattern) => pattern.id === tile)!.svg).toBe(expected);
  });

  it('are not placed anew once inactive, while what is drawn with them stays', async () => {
    const retired = await insertItem(
      'svg_element_types',
      'Oud',
      { svg: '<circle r="4" />' },
      false,
    );
    const placed = (
      await db()
        .insert(surveyPlanElements)
        .values({ surveyId, planId, kind: 'symbol', symbolItemId: Number(retired), x: 5, y: 5 })
        .returning()
    )[0]!;
    const before = await allElements();
    expect(
      refusedFields(await create({ kind: 'symbol', symbol_type_id: retired, x: 1, y: 1 })),
    ).toEqual({ symbol_type_id: 'planDrawing.inactiveSymbolType' });
    expect(await allElements()).toEqual(before);
    const read = (await drawing(planId))!;
    expect(read.symbol_types.find((type) => type.id === retired)).toMatchObject({ active: false });
    const moved = await update(placed.id, placed.version, { x: 6 });
    expect(moved.data!.updatePlanElement.x).toBe(6);
    await remove(placed.id, placed.version + 1);
  });
});

describe('another organisation', () => {
  it('cannot read or change a drawing', async () => {
    expect(await drawing(planId, other)).toBeNull();
    // Nor read a record that is no plan as one.
    expect(await drawing(observationId)).toBeNull();
    const before = await allElements();
    const element = before.find((row) => row.planId === planId)!;
    const results = [
      await create({ kind: 'symbol', symbol_type_id: otherSymbol, x: 1, y: 1 }, planId, other),
      await update(element.id, element.version, { x: 1 }, other),
      await remove(element.id, element.version, other),
    ];
    for (const result of results) {
      expect(errorCode(result)).toBe('NOT_FOUND');
      expect(result.data).toBeNull();
    }
    expect(await allElements()).toEqual(before);
    // And its own plan is not the main organisation's to draw on.
    expect(await drawing(otherPlanId)).toBeNull();
    expect(
      errorCode(
        await create(
          { kind: 'symbol', symbol_type_id: symbols.get('Noordpijl'), x: 1, y: 1 },
          otherPlanId,
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe("a closed survey's drawing", () => {
  it('reads as not editable and refuses every change', async () => {
    const read = (await drawing(closedPlanId))!;
    expect(read.editable).toBe(false);
    expect(read.elements).toHaveLength(1);
    const before = await allElements();
    for (const result of [
      await create(
        { kind: 'symbol', symbol_type_id: symbols.get('Noordpijl'), x: 1, y: 1 },
        closedPlanId,
      ),
      await update(closedElementId, 1, { x: 20 }),
      await remove(closedElementId, 1),
    ]) {
      expect(messageKey(result)).toBe('error.surveyClosed');
    }
    expect(await allElements()).toEqual(before);

    const closedSurvey = Number(read.survey_id);
    await setSurveyStatus(app, closedSurvey, 'cancelled');
    expect((await drawing(closedPlanId))!.editable).toBe(false);
    expect(messageKey(await update(closedElementId, 1, { x: 20 }))).toBe('error.surveyClosed');
    await setSurveyStatus(app, closedSurvey, 'active');
    expect((await drawing(closedPlanId))!.editable).toBe(true);
    await setSurveyStatus(app, closedSurvey, 'completed');
  });
});

describe("a plan's image", () => {
  async function upload(name: string, content: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${app.url}/files`, {
      method: 'POST',
      body: form,
      headers: { 'x-vezel-csrf': '1', authorization: `Bearer ${surveyor}` },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function planOf(file: string) {
    const result = await app.gql<{
      createSurveyPlan: { id: string; preview: { id: string } | null };
    }>(
      `mutation ($input: SurveyPlanCreateInput, $connect: [ResourceConnection!]) {
        createSurveyPlan(input: $input, connect: $connect) { id preview { id } } }`,
      { input: { title: 'Verdieping', file }, connect: [{ type: 'survey', id: String(surveyId) }] },
      { token: surveyor },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createSurveyPlan;
  }

  it("is the preview of an image plan, whose pixels are the drawing's frame", async () => {
    const image = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 200, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const plan = await planOf(await upload('plattegrond.jpg', image));
    const read = (await drawing(Number(plan.id)))!;
    expect(read).toMatchObject({ width: 1600, height: 800, image: { id: plan.preview!.id } });
  });

  it('keeps what is drawn on the same spot of the drawing when the plan gets a new file', async () => {
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
        .jpeg()
        .toBuffer();
    const plan = await planOf(await upload('oud.jpg', await jpeg(2400, 1200)));
    const pin = await created(
      { kind: 'location', record_id: String(locationId), x: 800, y: 400 },
      Number(plan.id),
    );
    const area = await created(
      {
        kind: 'symbol',
        symbol_type_id: symbols.get('Vlak'),
        x: 400,
        y: 200,
        points: [
          [0, 0],
          [160, 0],
          [160, 80],
        ],
      },
      Number(plan.id),
    );
    const arrow = await created(
      { kind: 'symbol', symbol_type_id: symbols.get('Noordpijl'), x: 100, y: 100, size: 40 },
      Number(plan.id),
    );
    // From a 1600 × 800 preview to a 1200 × 1200 one.
    const replaced = await app.gql(
      `mutation ($id: ID!, $input: SurveyPlanUpdateInput) {
        updateSurveyPlan(id: $id, input: $input) { id } }`,
      { id: plan.id, input: { file: await upload('nieuw.jpg', await jpeg(1200, 1200)) } },
      { token: surveyor },
    );
    expect(replaced.errors).toBeUndefined();
    const read = (await drawing(Number(plan.id)))!;
    expect(read).toMatchObject({ width: 1200, height: 1200 });
    const byId = new Map(read.elements.map((element) => [element.id, element]));
    expect(byId.get(pin.id)).toMatchObject({ x: 600, y: 600, version: pin.version + 1 });
    expect(byId.get(area.id)).toMatchObject({
      x: 300,
      y: 300,
      points: [
        [0, 0],
        [120, 0],
        [120, 120],
      ],
    });
    expect(byId.get(arrow.id)!.size).toBeCloseTo(40 * Math.sqrt(0.75 * 1.5), 6);
  });

  it("moves a drawing made before preview sizes were kept into the new file's frame", async () => {
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
        .jpeg()
        .toBuffer();
    const plan = await planOf(await upload('oud.jpg', await jpeg(2400, 1200)));
    // A plan from before drawings: its preview's size was not stored.
    const [stored] = await app.database.db
      .select({ data: surveyRecords.data })
      .from(surveyRecords)
      .where(eq(surveyRecords.id, Number(plan.id)));
    const { preview_width: _width, preview_height: _height, ...older } = stored!.data;
    await app.database.db
      .update(surveyRecords)
      .set({ data: older })
      .where(eq(surveyRecords.id, Number(plan.id)));
    const pin = await created(
      { kind: 'location', record_id: String(locationId), x: 800, y: 400 },
      Number(plan.id),
    );
    const replaced = await app.gql(
      `mutation ($id: ID!, $input: SurveyPlanUpdateInput) {
        updateSurveyPlan(id: $id, input: $input) { id } }`,
      { id: plan.id, input: { file: await upload('nieuw.jpg', await jpeg(1200, 1200)) } },
      { token: surveyor },
    );
    expect(replaced.errors).toBeUndefined();
    const read = (await drawing(Number(plan.id)))!;
    expect(read.elements.find((element) => element.id === pin.id)).toMatchObject({
      x: 600,
      y: 600,
    });
  });

  it("is the preview of a PDF plan's first page", async () => {
    const pdf = onePagePdf();
    const plan = await planOf(await upload('plattegrond.pdf', pdf));
    const read = (await drawing(Number(plan.id)))!;
    expect(read.image).toEqual({ id: plan.preview!.id, mime_type: 'image/png' });
    // An A4 page, upright, at 100 dpi.
    expect(read.width).toBe(827);
    expect(read.height / read.width).toBeCloseTo(842 / 595, 2);
  });
});
