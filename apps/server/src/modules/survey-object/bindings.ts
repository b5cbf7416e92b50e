import { surveyFloorResource, surveySpaceResource } from '@vezel/domain';
import type { Executor } from '../../db/client';
import { surveyFloors, surveys, surveySpaces } from '../../db/tables';
import type { ResourceBinding } from '../../resources/binding';
import { floorAndSpaceBindings } from '../assets/floors-and-spaces';
import { openOwnedSurvey, openSurvey, surveyParent } from '../surveys/access';
import { SurveyFloorRef, SurveySpaceRef, type SurveyFloorRow, type SurveySpaceRow } from './schema';

/**
 * A survey's floors and spaces, kept as an asset's are; every change, the sort included,
 * first checks in its transaction that the survey is open.
 */
const surveyFloorsAndSpaces = floorAndSpaceBindings({
  owner: { type: 'survey', key: 'surveyId', table: surveys, parent: surveyParent },
  floors: { table: surveyFloors, declaration: surveyFloorResource, ref: SurveyFloorRef },
  spaces: { table: surveySpaces, declaration: surveySpaceResource, ref: SurveySpaceRef },
  otherFloor: 'error.surveySpaceFloor',
  beforeWrite: openSurvey,
});

export const surveyFloorBinding: ResourceBinding<SurveyFloorRow> =
  surveyFloorsAndSpaces.floorBinding;
export const surveySpaceBinding: ResourceBinding<SurveySpaceRow> =
  surveyFloorsAndSpaces.spaceBinding;

/** Applies a space template to an open survey of the organisation, as to an asset. */
export async function applySpaceTemplateToSurvey(
  tx: Executor,
  organisationId: number,
  surveyId: number,
  templateId: number,
): Promise<void> {
  const survey = await openOwnedSurvey(tx, organisationId, surveyId);
  await surveyFloorsAndSpaces.applySpaceTemplate(tx, organisationId, survey, templateId);
}
