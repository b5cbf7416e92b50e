import type { AssetWithSpaces } from './asset-operations';

/** A floor (a vessel's deck) of an asset or of a survey. */
export type Floor = AssetWithSpaces['floors'][number];

/** A space of an asset or of a survey, on one of its owner's floors or on none. */
export type Space = AssetWithSpaces['spaces'][number];
