import { assetTypeOf } from '@vezel/domain/assets/asset-types';
import { propertyResource, vesselResource, type AssetKind } from '@vezel/domain/resources/assets';
import { useParams } from 'react-router';

/** The kind the URL's type name stands for (spec's prefix rule); maritime is the vessel side. */
export function useAssetKind(): { typeName: string; kind: AssetKind } {
  const typeName = useParams().assettype ?? '';
  return { typeName, kind: assetTypeOf(typeName) === 'property' ? 'property' : 'vessel' };
}

export const declarationOf = (kind: AssetKind) =>
  kind === 'vessel' ? vesselResource : propertyResource;
