import type { CopyAssetKind, CopyField } from '@vezel/domain/surveys/copy';
import { graphql } from '../../graphql/graphql';

export const copyOnderzoekMutation = graphql(`
  mutation CopyOnderzoek($input: CopyOnderzoekInput!) {
    copyOnderzoek(input: $input) {
      id
      asset_type
      survey_ids
    }
  }
`);

/**
 * The fields of a row typed in by hand (the required ones of spec section 5 and what
 * usually goes with them); the table shows the same columns. A CSV may bring more columns:
 * they are copied to a new asset though the table does not show them.
 */
export const manualCopyFields: Record<CopyAssetKind, readonly CopyField[]> = {
  property: [
    'onderzoeknr',
    'naam',
    'straatnaam',
    'huisnummer',
    'toevoeging',
    'postcode',
    'plaats',
    'soort',
    'startdatum',
    'einddatum',
  ],
  vessel: ['onderzoeknr', 'imo', 'name', 'vessel_type', 'flag', 'startdatum', 'einddatum'],
};

/** The sample files of the import (apps/web/public/samples). */
export const copySampleFiles: Record<CopyAssetKind, string> = {
  property: '/samples/copy-property.csv',
  vessel: '/samples/copy-vessel.csv',
};
