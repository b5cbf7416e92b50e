import { asbestosTypes } from '../lab/results';
import type { ItemListKey } from '../rules/lookup-lists';
import type { FieldDeclaration } from './types';

const flag = (name: string, step: number, defaultValue = false): FieldDeclaration => ({
  name,
  type: 'boolean',
  default: defaultValue,
  step,
});

/**
 * The special fields of some lookup lists (spec section 3), kept in the item's `data`.
 * The item form shows them after value, description and active; `step` splits a create
 * form into steps after the first (which holds the common fields).
 */
export const listFields: Partial<Record<ItemListKey, readonly FieldDeclaration[]>> = {
  materiaal_statussen: [
    { name: 'prioriteit', type: 'integer', rules: [{ rule: 'required' }, { rule: 'integer' }] },
    {
      name: 'color',
      type: 'color',
      column: 'color',
      rules: [{ rule: 'required' }, { rule: 'color' }],
    },
    { name: 'highlight_color', type: 'color', column: 'color', rules: [{ rule: 'color' }] },
  ],
  materiaal_types: [
    {
      name: 'materiaal_statussen',
      type: 'items',
      itemsOf: 'materiaal_statussen',
      tab: 'materiaalStatussen',
    },
  ],
  monster_soorten: [
    { name: 'prefix', type: 'text', rules: [{ rule: 'required' }, { rule: 'maxLength', max: 5 }] },
    { name: 'svg', type: 'textarea', rules: [{ rule: 'maxLength', max: 20_000 }] },
    { name: 'size', type: 'integer', default: 24, rules: [{ rule: 'integer' }] },
    {
      name: 'analyse_methodes',
      type: 'items',
      itemsOf: 'analyse_methodes',
      tab: 'analyseMethodes',
    },
    // Its samples are adhesive samples (kleefmonsters), which LAVS registers apart.
    flag('adhesive', 0),
  ],
  // The NEN 5896 type an analysed material is (CSV rows and the indicative SMA-rt class
  // recognise it by this, not by its Dutch name), and the range of percentages an amount
  // covers, so a reported percentage finds its amount (`amountForPercentage`, lab/results).
  analyse_materialen: [
    {
      name: 'asbestos_type',
      type: 'select',
      options: asbestosTypes,
      column: 'text',
    },
  ],
  analyse_resultaat_hoeveelheden: [
    { name: 'materiaal_status', type: 'item', itemsOf: 'materiaal_statussen', column: 'text' },
    { name: 'min_percentage', type: 'text', column: 'text', rules: [{ rule: 'decimal' }] },
    { name: 'max_percentage', type: 'text', column: 'text', rules: [{ rule: 'decimal' }] },
  ],
  waarneming_types: [
    { name: 'prefix', type: 'text', rules: [{ rule: 'required' }, { rule: 'maxLength', max: 5 }] },
    { name: 'svg', type: 'textarea', rules: [{ rule: 'maxLength', max: 20_000 }] },
    { name: 'size', type: 'integer', default: 24, rules: [{ rule: 'integer' }] },
  ],
  svg_element_types: [
    {
      name: 'svg',
      type: 'textarea',
      step: 1,
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 20_000 }],
    },
    { name: 'svg_active', type: 'textarea', step: 1, rules: [{ rule: 'maxLength', max: 20_000 }] },
    flag('locked_aspect_ratio', 2, true),
    flag('svg_move', 2, true),
    flag('svg_rotate', 2),
    flag('svg_scale_x', 2),
    flag('svg_scale_y', 2),
    flag('is_poly', 2),
    flag('is_area', 2),
    flag('has_size', 2),
    {
      name: 'default_size',
      type: 'integer',
      step: 2,
      rules: [{ rule: 'required' }, { rule: 'integer' }],
      visibleWhen: { field: 'has_size', equals: true },
    },
  ],
  // A fill of an area on a plan: the tile's markup in an 8 × 8 box, drawn in the area's
  // colour through `currentColor`.
  svg_patterns: [
    {
      name: 'svg',
      type: 'textarea',
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 20_000 }],
    },
  ],
  toepassingen: [
    {
      name: 'toepassing_category',
      type: 'item',
      itemsOf: 'toepassing_categories',
      column: 'text',
      rules: [{ rule: 'required' }],
    },
  ],
  vscp_components: [{ name: 'vscp_system', type: 'item', itemsOf: 'vscp_systems', column: 'text' }],
  ihm_scopes: [
    {
      name: 'table',
      type: 'radio',
      options: ['A', 'B', 'EU'],
      default: 'A',
      column: 'text',
      rules: [{ rule: 'required' }],
    },
    { name: 'threshold', type: 'text', rules: [{ rule: 'maxLength' }] },
  ],
  // The flags the indicative SMA-rt class and the lab completeness list read
  // (`riskClassFlags` in lab/risk-classes.ts), so no rule depends on an item's wording.
  afschermingen: [flag('fully_enclosed', 0)],
  bron_adviezen: [flag('removal', 0)],
  bindingen: [flag('bonded', 0)],
  condities: [flag('intact', 0)],
  beschadigingen: [flag('intact', 0)],
  asbest_statussen: [flag('contains_asbestos', 0)],
  smart_risicoklasses: [
    { name: 'risk_class', type: 'radio', options: ['1', '2', '2A', '3'], column: 'text' },
  ],
  onderzoek_foto_sizes: [
    { name: 'breedte_mm', type: 'integer', rules: [{ rule: 'required' }, { rule: 'integer' }] },
    { name: 'hoogte_mm', type: 'integer', rules: [{ rule: 'required' }, { rule: 'integer' }] },
  ],
  inventarisatie_user_capabilities: [
    // Shown on the capability's own tab (capabilityRequirement), not in its form.
    {
      name: 'certificate_types',
      type: 'items',
      itemsOf: 'inventarisatie_user_certificate_types',
      tab: 'capabilityRequirement',
    },
  ],
  external_systems: [
    { name: 'base_url', type: 'text', rules: [{ rule: 'maxLength', max: 500 }] },
    {
      name: 'environment',
      type: 'radio',
      options: ['simulator', 'acceptance', 'production', 'none'],
      default: 'none',
      rules: [{ rule: 'required' }],
    },
  ],
};

export function listFieldsOf(list: string): readonly FieldDeclaration[] {
  return (Object.hasOwn(listFields, list) && listFields[list as ItemListKey]) || [];
}
