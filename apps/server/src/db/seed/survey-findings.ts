import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  organisations,
  surveyRecords,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  variableItems,
} from '../tables';

/**
 * What the surveyor found in the demo's completed survey 2026-0001 (the house at
 * Prijssestraat 24, built 1958): asbestos-cement roof sheets in the attic with a sample, loose
 * remains on the attic floor, and a crawl space that could not be entered.
 */
export async function seedSurveyFindings(tx: Transaction, organisationId: number): Promise<void> {
  const [survey] = await tx
    .select({ id: surveys.id, start: surveys.plannedStart, setId: organisations.variableSetId })
    .from(surveys)
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .where(and(eq(surveys.organisationId, organisationId), eq(surveys.number, '2026-0001')));
  if (!survey) throw new Error('demo survey 2026-0001 is missing');
  const items = await tx
    .select({
      id: variableItems.id,
      list: variableItems.list,
      value: variableItems.value,
      parent: variableItems.parentItemId,
    })
    .from(variableItems)
    .where(eq(variableItems.variableSetId, survey.setId ?? -1));
  const item = (list: string, value: string, parent: number | null = null) => {
    const found = items.find(
      (candidate) =>
        candidate.list === list &&
        candidate.value === value &&
        (parent === null || candidate.parent === parent),
    );
    if (!found) throw new Error(`demo item ${list} "${value}" is missing`);
    return found.id;
  };
  const [attic] = await tx
    .select({ id: surveySpaces.id })
    .from(surveySpaces)
    .where(and(eq(surveySpaces.surveyId, survey.id), eq(surveySpaces.name, 'Zolder')));

  const asbestosCement = item('materiaal_types', 'Asbestcement');
  const [source] = await tx
    .insert(surveySources)
    .values({
      surveyId: survey.id,
      number: 'B01',
      applicationItemId: item('toepassingen', 'Golfplaten'),
      materialTypeItemId: asbestosCement,
      description: 'Golfplaten onder de dakpannen, zichtbaar vanaf de zolder',
      data: { asbestos_status: item('asbest_statussen', 'Asbesthoudend') },
    })
    .returning({ id: surveySources.id });
  if (!source) throw new Error('source insert returned nothing');
  const [location] = await tx
    .insert(surveySourceLocations)
    .values({
      surveyId: survey.id,
      sourceId: source.id,
      spaceId: attic?.id ?? null,
      description: 'Dakvlak voorzijde',
      amount: '24.00',
      unitItemId: item('eenheden', 'm²'),
      assessment: {
        binding: item('bindingen', 'Hechtgebonden'),
        condition: item('condities', 'Matig'),
      },
    })
    .returning({ id: surveySourceLocations.id });
  if (!location) throw new Error('location insert returned nothing');
  await tx.insert(surveySamples).values({
    surveyId: survey.id,
    locationId: location.id,
    sampleKindItemId: item('monster_soorten', 'Materiaalmonster', asbestosCement),
    number: 'M01',
    description: 'Breukvlak golfplaat, dakvlak voorzijde',
    data: { taken_at: survey.start, remarks: '' },
  });
  await tx.insert(surveyRecords).values([
    {
      surveyId: survey.id,
      kind: 'observation',
      spaceId: attic?.id ?? null,
      locationId: location.id,
      data: {
        number: 'AR01',
        observation_type: item('waarneming_types', 'Asbestresten'),
        description: 'Losse stukjes golfplaat op de zoldervloer onder het dakvlak',
      },
    },
    {
      surveyId: survey.id,
      kind: 'limitation',
      data: {
        limitation: item('beperkingen', 'Niet bereikbaar'),
        description: 'Kruipruimte',
        reason: 'Het luik in de hal is dichtgeschroefd en betegeld.',
      },
    },
  ]);
}
