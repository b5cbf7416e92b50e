import { floorResource, spaceResource } from '../resources/floors-and-spaces';

/**
 * A survey's own floors (decks of a vessel) and spaces: copied from its asset when the
 * survey is planned and recorded on site from then on, so later edits of the asset do not
 * rewrite a survey. Shown as the asset's are ("floor ❯ space", unknown without a name).
 */
export const surveyFloorResource = floorResource('surveyFloor', 'survey');

/** A space of a survey, in a manual order: on one of the survey's floors (its id) or on none. */
export const surveySpaceResource = spaceResource('surveySpace', 'survey');
