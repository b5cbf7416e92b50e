import type { Executor } from '../db/client';
import {
  assets,
  files,
  surveyFloors,
  surveyRecords,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
} from '../db/tables';

/** How much a survey built by `buildRichSurvey` holds. */
export interface RichSurveySize {
  floors: number;
  spaces: number;
  sources: number;
  /** Samples, spread over the locations (one location per source). */
  samples: number;
  /** Report, desk-research and location photos together; they share `files` file rows. */
  photos: number;
  files: number;
}

export const smallSurvey: RichSurveySize = {
  floors: 2,
  spaces: 3,
  sources: 2,
  samples: 3,
  photos: 3,
  files: 1,
};

/**
 * A survey with some of everything a copy can take along, written directly (tests and the
 * bench): floors, spaces, sources with a location each and their samples, and one or more
 * records of every kind, the photos among them referring to a few file rows.
 */
export async function buildRichSurvey(
  db: Executor,
  options: {
    organisationId: number;
    profileId: number | null;
    number: string;
    assetType?: 'property' | 'vessel';
    size?: RichSurveySize;
  },
): Promise<{ surveyId: number; assetId: number; fileIds: number[] }> {
  const size = options.size ?? smallSurvey;
  const assetType = options.assetType ?? 'property';
  const [asset] = await db
    .insert(assets)
    .values(
      assetType === 'vessel'
        ? { organisationId: options.organisationId, assetType, name: 'Bronschip', imo: '9321483' }
        : {
            organisationId: options.organisationId,
            assetType,
            street: 'Bronstraat',
            houseNumber: '1',
            postcode: '9999 ZZ',
            city: 'Bronstad',
          },
    )
    .returning({ id: assets.id });
  const fileRows = await db
    .insert(files)
    .values(
      Array.from({ length: size.files }, (_, index) => ({
        organisationId: options.organisationId,
        sha256: `${index}`.padStart(64, '0'),
        size: 1000,
        mimeType: 'image/jpeg',
        name: `foto-${index + 1}.jpg`,
      })),
    )
    .returning({ id: files.id });
  const fileIds = fileRows.map((row) => row.id);
  const fileAt = (index: number) => fileIds[index % fileIds.length] ?? null;
  const [survey] = await db
    .insert(surveys)
    .values({
      organisationId: options.organisationId,
      assetId: asset!.id,
      assetType,
      number: options.number,
      projectNumber: 'P-2026-17',
      frontImageFileId: fileAt(0),
      asbestosResearch: { remarks: 'Asbestonderzoek volgens SC-540' },
      execution: { weather: 'Droog' },
      outOfScope: 'Kruipruimte',
      createdByProfileId: options.profileId,
    })
    .returning({ id: surveys.id });
  const surveyId = survey!.id;
  const floors = await db
    .insert(surveyFloors)
    .values(
      Array.from({ length: size.floors }, (_, index) => ({
        surveyId,
        name: `Verdieping ${index}`,
        sortIndex: index,
      })),
    )
    .returning({ id: surveyFloors.id });
  const spaces = await db
    .insert(surveySpaces)
    .values(
      Array.from({ length: size.spaces }, (_, index) => ({
        surveyId,
        floorId: floors[index % floors.length]?.id ?? null,
        name: `Ruimte ${index + 1}`,
        sortIndex: index,
      })),
    )
    .returning({ id: surveySpaces.id });
  const sources = await db
    .insert(surveySources)
    .values(
      Array.from({ length: size.sources }, (_, index) => ({
        surveyId,
        number: `B${String(index + 1).padStart(2, '0')}`,
        description: `Bron ${index + 1}`,
        sortIndex: index,
      })),
    )
    .returning({ id: surveySources.id });
  const locations = await db
    .insert(surveySourceLocations)
    .values(
      sources.map((source, index) => ({
        surveyId,
        sourceId: source.id,
        spaceId: spaces[index % spaces.length]?.id ?? null,
        amount: '12.50',
        sortIndex: 0,
      })),
    )
    .returning({ id: surveySourceLocations.id });
  await db.insert(surveySamples).values(
    Array.from({ length: size.samples }, (_, index) => ({
      surveyId,
      locationId: locations[index % locations.length]!.id,
      number: `M${String(index + 1).padStart(2, '0')}`,
      sortIndex: index,
    })),
  );
  const record = (kind: string, extra: Partial<typeof surveyRecords.$inferInsert> = {}) => ({
    surveyId,
    kind,
    data: { title: kind },
    ...extra,
  });
  const [document] = await db
    .insert(surveyRecords)
    .values(record('deskResearchDocument'))
    .returning({ id: surveyRecords.id });
  const space = spaces[0]?.id ?? null;
  const location = locations[0]?.id ?? null;
  await db
    .insert(surveyRecords)
    .values([
      record('deskResearchEntry', { parentId: document!.id }),
      record('interview'),
      record('limitation', { spaceId: space }),
      record('suitability'),
      record('remark'),
      record('oldReport', { fileId: fileAt(0) }),
      record('exclusion', { spaceId: space }),
      record('plan', { fileId: fileAt(0), data: { title: 'Begane grond' } }),
      record('sanitationStrategy', { sourceId: sources[0]?.id ?? null }),
      record('controlMeasure', { locationId: location }),
      record('observation', { locationId: location, spaceId: space }),
    ]);
  // The photos: report photos, desk-research photos and location photos in turn.
  const photoKinds = ['reportPhoto', 'deskResearchPhoto', 'locationPhoto'] as const;
  await db.insert(surveyRecords).values(
    Array.from({ length: size.photos }, (_, index) => {
      const kind = photoKinds[index % photoKinds.length]!;
      return record(kind, {
        fileId: fileAt(index),
        sortIndex: index,
        ...(kind === 'locationPhoto' && {
          locationId: locations[index % locations.length]?.id ?? null,
        }),
      });
    }),
  );
  return { surveyId, assetId: asset!.id, fileIds };
}
