import type { PlanPoint } from '@vezel/domain/surveys/plan-drawings';
import { and, eq, inArray } from 'drizzle-orm';
import { previewLongestSide } from '../../files/images';
import type { Transaction } from '../client';
import {
  surveyPlanElements,
  surveyRecords,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  variableItems,
} from '../tables';
import { floorPlanPage, type PlacedRoom } from './demo-pdfs';

type ElementRow = typeof surveyPlanElements.$inferInsert;

/** The floor plan's page in plan units: the pixels of its preview (1600 px wide). */
const planScale = previewLongestSide / floorPlanPage.width;
const toPlan = (points: number) => Math.round(points * planScale * 10) / 10;

/**
 * Pins in one room sit side by side, this far apart (plan units: room for a number to
 * each one's right), a third down the room (in the attic: on the roof face's area).
 */
const pinSpacing = 76;
const pinRow = 1 / 3;

/**
 * What the surveyor drew on the demo plan of a survey: a pin for each source location,
 * sample and observation, in the room of its space (the plan's rooms carry the spaces'
 * names), a north arrow, an arrow pointing at the first location of `arrowAt`'s room and
 * a hatched area over the top half of the `areaRoom` (a roof face seen from the attic).
 * Geometry is in the plan's own units: the pixels of the PDF's preview.
 */
export async function seedDemoPlanDrawing(
  tx: Transaction,
  {
    surveyId,
    planId,
    variableSetId,
    rooms,
    arrowAt,
    areaRoom,
  }: {
    surveyId: number;
    planId: number;
    variableSetId: number;
    rooms: readonly PlacedRoom[];
    arrowAt: string;
    areaRoom: string;
  },
): Promise<void> {
  const spaceName = tx
    .select({ id: surveySpaces.id, name: surveySpaces.name })
    .from(surveySpaces)
    .where(eq(surveySpaces.surveyId, surveyId))
    .as('space');
  const locations = await tx
    .select({ id: surveySourceLocations.id, number: surveySources.number, room: spaceName.name })
    .from(surveySourceLocations)
    .innerJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
    .leftJoin(spaceName, eq(spaceName.id, surveySourceLocations.spaceId))
    .where(eq(surveySourceLocations.surveyId, surveyId))
    .orderBy(surveySources.number);
  const samples = await tx
    .select({ id: surveySamples.id, locationId: surveySamples.locationId })
    .from(surveySamples)
    .where(eq(surveySamples.surveyId, surveyId))
    .orderBy(surveySamples.number);
  const observations = await tx
    .select({ id: surveyRecords.id, room: spaceName.name })
    .from(surveyRecords)
    .leftJoin(spaceName, eq(spaceName.id, surveyRecords.spaceId))
    .where(and(eq(surveyRecords.surveyId, surveyId), eq(surveyRecords.kind, 'observation')));
  const items = await tx
    .select({ id: variableItems.id, list: variableItems.list, value: variableItems.value })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, variableSetId),
        inArray(variableItems.list, ['svg_element_types', 'svg_patterns']),
      ),
    );
  const item = (list: string, value: string) => {
    const found = items.find((candidate) => candidate.list === list && candidate.value === value);
    if (!found) throw new Error(`demo item ${list} "${value}" is missing`);
    return found.id;
  };
  const room = (name: string | null) => {
    const found = rooms.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`the demo plan has no room ${name ?? '(none)'}`);
    return found;
  };

  // Each room's pins: its locations, each followed by its samples, then its observations.
  type Pin = Pick<ElementRow, 'kind' | 'locationId' | 'sampleId' | 'observationId'>;
  const pinsByRoom = new Map<PlacedRoom, Pin[]>();
  const pinIn = (name: string | null, pin: Pin) => {
    const placed = room(name);
    pinsByRoom.set(placed, [...(pinsByRoom.get(placed) ?? []), pin]);
  };
  for (const location of locations) {
    pinIn(location.room, { kind: 'location', locationId: location.id });
    for (const sample of samples.filter((candidate) => candidate.locationId === location.id)) {
      pinIn(location.room, { kind: 'sample', sampleId: sample.id });
    }
  }
  for (const observation of observations) {
    pinIn(observation.room, { kind: 'observation', observationId: observation.id });
  }

  const elements: ElementRow[] = [];
  const add = (element: Omit<ElementRow, 'surveyId' | 'planId' | 'sortIndex'>) =>
    elements.push({ ...element, surveyId, planId, sortIndex: elements.length });

  // The area first: the pins are drawn on top of it.
  const roof = room(areaRoom);
  const corners: PlanPoint[] = [
    [0, 0],
    [roof.width, 0],
    [roof.width, roof.height / 2],
    [0, roof.height / 2],
  ];
  add({
    kind: 'symbol',
    symbolItemId: item('svg_element_types', 'Vlak'),
    x: toPlan(roof.x),
    y: toPlan(roof.y),
    points: corners.map(([x, y]) => [toPlan(x), toPlan(y)]),
    patternItemId: item('svg_patterns', 'Diagonale arcering'),
    color: '#D32F2F',
  });

  for (const [{ x, y, width, height }, pins] of pinsByRoom) {
    const first = toPlan(x + width / 2) - ((pins.length - 1) * pinSpacing) / 2;
    pins.forEach((pin, index) =>
      add({ ...pin, x: first + index * pinSpacing, y: toPlan(y + height * pinRow) }),
    );
  }

  // An arrow from the lower left, pointing up at the room's first pin.
  const target = elements.find(
    (element) =>
      element.kind === 'location' &&
      locations.find((location) => location.id === element.locationId)?.room === arrowAt,
  );
  if (target) {
    add({
      kind: 'symbol',
      symbolItemId: item('svg_element_types', 'Pijl'),
      x: target.x - 30,
      y: target.y + 30,
      rotation: 315,
      scaleX: 2,
    });
  }
  add({
    kind: 'symbol',
    symbolItemId: item('svg_element_types', 'Noordpijl'),
    x: previewLongestSide - 80,
    y: 120,
    size: 48,
  });
  await tx.insert(surveyPlanElements).values(elements);
}
