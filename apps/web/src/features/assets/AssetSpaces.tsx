import { spaceDisplayName } from '@vezel/domain/assets/spaces';
import { assetFloorResource, assetSpaceResource } from '@vezel/domain/resources/assets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useAssetKind } from './asset-kind';
import { applyTemplateMutation, assetTypenames, type AssetWithSpaces } from './asset-operations';
import { FloorsAndSpacesPanel } from './FloorsAndSpacesPanel';

const declarations = { floor: assetFloorResource, space: assetSpaceResource };

/**
 * The spaces tab of an asset: its floors (decks of a vessel) in their order, its spaces on
 * them, and a template to create both at once. A space's card has its URL.
 */
export function AssetSpaces({ asset }: { asset: AssetWithSpaces }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { typeName, kind } = useAssetKind();
  const spaceId = useParams().space;
  const [, applyTemplate] = useMutation(applyTemplateMutation);
  const unknown = t('asset.space.unknown');
  const spaces = useMemo(
    () =>
      asset.spaces.map((space) => ({
        ...space,
        display_name: spaceDisplayName(space.floor?.name, space.name, unknown),
      })),
    [asset.spaces, unknown],
  );
  const base = { assettype: typeName, asset: asset.id };

  return (
    <FloorsAndSpacesPanel
      kind={kind}
      declarations={declarations}
      ownerId={asset.id}
      floors={asset.floors}
      spaces={spaces}
      typenames={assetTypenames}
      templateTypenames={assetTypenames}
      onApplyTemplate={async (templateId) =>
        (await applyTemplate({ assetId: asset.id, templateId }, assetTypenames)).error
      }
      spacesPath={path('assetSpaces', base)}
      spacePath={(id) => path('assetSpace', { ...base, space: id })}
      selectedSpaceId={spaceId}
      testPrefix="asset"
    />
  );
}
