/**
 * The lookup lists of a variable set (spec section 3). Their keys are the GraphQL field
 * names on VariableSet and stay Dutch where the spec names them so.
 */
export const lookupListKeys = [
  'afschermingen',
  'analyse_methodes',
  'asbestos_risk_assessments',
  'asbestos_survey_extends',
  'asbestos_survey_purposes',
  'asbestos_survey_scopes',
  'asbest_statussen',
  'asbest_regisseur_locaties',
  'asbest_regisseur_reden_inv_later',
  'behandeling_statussen',
  'behandelmomenten',
  'beheersmaatregel_types',
  'beperkingen',
  'bereikbaarheden',
  'beschadigingen',
  'bevestigingen',
  'bindingen',
  'blootstellingen',
  'bron_adviezen',
  'bron_locatie_analysemethodes',
  'bron_locatie_foto_labels',
  'capability_certificate_requirements',
  'condities',
  'deck_names',
  'document_types',
  'eenheden',
  'element_types',
  'entry_materiaal_statussen',
  'external_systems',
  'ihm_scopes',
  'inventarisatie_asset_document_types',
  'inventarisatie_rollen',
  'inventarisatie_user_capabilities',
  'inventarisatie_user_certificate_types',
  'location_names',
  'materiaal_statussen',
  'materiaal_types',
  'onderzoek_foto_sizes',
  'onderzoek_soorten',
  'onderzoek_statussen',
  'onderzoek_types',
  'producten',
  'project_aarden',
  'project_soorten',
  'project_statussen',
  'project_types',
  'ruimte_namen',
  'sanerings_adviezen',
  'smart_risicoklasses',
  'structuren',
  'svg_element_types',
  'svg_patterns',
  'toepassingen',
  'toepassing_categories',
  'uitrusting_types',
  'verdieping_namen',
  'vscp_check_procedures',
  'vscp_components',
  'vscp_materials',
  'vscp_systems',
  'vscp_zones',
  'waarneming_types',
] as const;

export type LookupListKey = (typeof lookupListKeys)[number];

export function isLookupListKey(value: string): value is LookupListKey {
  return (lookupListKeys as readonly string[]).includes(value);
}

/**
 * Lists whose items belong to an item of another list (spec section 2, material types):
 * the sample kinds and analysis materials of a material type, and the result amounts of an
 * analysis material. Each child list names its parent's list.
 */
export const childLists = {
  monster_soorten: 'materiaal_types',
  analyse_materialen: 'materiaal_types',
  analyse_resultaat_hoeveelheden: 'analyse_materialen',
} as const;

export type ChildListKey = keyof typeof childLists;

/** A lookup list or a child list: what an item's `list` may be. */
export type ItemListKey = LookupListKey | ChildListKey;

export const itemListKeys: readonly ItemListKey[] = [
  ...lookupListKeys,
  ...(Object.keys(childLists) as ChildListKey[]),
];

export function isChildListKey(value: string): value is ChildListKey {
  return Object.hasOwn(childLists, value);
}

export function isItemListKey(value: string): value is ItemListKey {
  return isLookupListKey(value) || isChildListKey(value);
}

/** The list of the parent an item of this list must have; null for a lookup list. */
export function parentListOf(list: string): ItemListKey | null {
  return isChildListKey(list) ? childLists[list] : null;
}

/** Directions a mapping to an external system can take. */
export const mappingDirections = ['import', 'export', 'both'] as const;
export type MappingDirection = (typeof mappingDirections)[number];
