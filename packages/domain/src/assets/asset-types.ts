/**
 * The kinds of asset (spec section 3): a property (pand) or a vessel. Maritime is how some
 * firms name the vessel side; its screens are the vessel ones.
 */
export type AssetType = 'property' | 'vessel' | 'maritime';

const prefixes: readonly (readonly [string, AssetType])[] = [
  ['pand', 'property'],
  ['propert', 'property'],
  ['asset', 'property'],
  ['vastgoed', 'property'],
  ['vessel', 'vessel'],
  ['schip', 'vessel'],
  ['schepen', 'vessel'],
  ['mariti', 'maritime'],
];

/**
 * The asset type a type name stands for, by the spec's prefix rule: pand, propert, asset or
 * vastgoed give property; vessel, schip or schepen give vessel; mariti gives maritime;
 * anything else gives property. Case and surrounding spaces do not count.
 */
export function assetTypeOf(typeName: string): AssetType {
  const name = typeName.trim().toLowerCase();
  return prefixes.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'property';
}

/** Whether records of this type are vessels (with decks, an IMO number...). */
export const isVesselType = (type: AssetType): boolean => type !== 'property';

/** The type name used in URLs for each kind: /pandenbeheer/panden, /pandenbeheer/schepen. */
export const assetTypeNames = { property: 'panden', vessel: 'schepen' } as const;
