import { hazardousMaterialCodes } from '../ihm/hazardous-materials';
import type { FieldDeclaration, ResourceDeclaration } from '../resources/types';
import { vscpCheckMethods } from '../resources/vscp-templates';

/**
 * What the surveyor records on site about asbestos (spec section 2, survey detail): the
 * sources, where each occurs (its locations, with the assessment the risk follows from),
 * the samples taken there, and on a vessel the VSCP entries with what was found. Every
 * item field names an item of the organisation's variable set.
 */

const item = (name: string, list: string, extra: Partial<FieldDeclaration> = {}) =>
  ({ name, type: 'item', itemsOf: list, ...extra }) as const satisfies FieldDeclaration;

/** An item field for each field of a group, with the list it names. */
const itemFields = <Field extends string>(
  lists: Readonly<Record<Field, string>>,
  extra: (name: Field) => Partial<FieldDeclaration> = () => ({}),
) =>
  (Object.entries(lists) as [Field, string][]).map(([name, list]) => item(name, list, extra(name)));

/** A record the surveyor keeps in a manual order under its parent (a survey, a source...). */
const surveyorRecord = <const Type extends string, const Parent extends string>(
  type: Type,
  parent: Parent,
) =>
  ({
    type,
    sortable: true,
    permissions: { read: 'surveyor', write: 'surveyor' },
    connects: [parent],
  }) as const;

/** A field that lists show and search. */
const listed = { column: 'text', searchable: true } as const;
const required = { rules: [{ rule: 'required' }] } as const;

const description = {
  name: 'description',
  type: 'textarea',
  rules: [{ rule: 'maxLength', max: 2000 }],
  column: 'text',
  searchable: true,
} as const satisfies FieldDeclaration;

/** The fields of a source's status tab, with the list each one's items come from. */
export const sourceStatusLists = {
  asbestos_status: 'asbest_statussen',
  treatment_status: 'behandeling_statussen',
  advice: 'bron_adviezen',
  treatment_moment: 'behandelmomenten',
  risk_class: 'smart_risicoklasses',
} as const;
export type SourceStatusField = keyof typeof sourceStatusLists;

/**
 * A source (bron): an (assumed) asbestos-containing application, numbered B01, B02... in
 * its survey by the server. The material type decides the kinds of sample taken of it.
 */
export const surveySourceResource = {
  ...surveyorRecord('surveySource', 'survey'),
  fields: [
    item('application', 'toepassingen', listed),
    item('material_type', 'materiaal_types', { ...required, ...listed }),
    description,
    ...itemFields(sourceStatusLists, (name) => ({
      tab: 'status',
      ...((name === 'asbestos_status' || name === 'risk_class') && { column: 'text' as const }),
    })),
  ],
} as const satisfies ResourceDeclaration;

/** The assessment of a source location, by field, with the list its items come from. */
export const sourceAssessmentLists = {
  binding: 'bindingen',
  condition: 'condities',
  damage: 'beschadigingen',
  accessibility: 'bereikbaarheden',
  fixing: 'bevestigingen',
  exposure: 'blootstellingen',
  shielding: 'afschermingen',
  structure: 'structuren',
  risk_assessment: 'asbestos_risk_assessments',
} as const;
export type SourceAssessmentField = keyof typeof sourceAssessmentLists;

/**
 * Where a source occurs (bronlocatie): a space of the survey, the amount and its unit, and
 * the assessment (binding, condition, damage...) the risk follows from.
 */
export const surveySourceLocationResource = {
  ...surveyorRecord('surveySourceLocation', 'surveySource'),
  fields: [
    { name: 'space', type: 'select', ...listed },
    description,
    { name: 'amount', type: 'text', rules: [{ rule: 'decimal' }], column: 'text' },
    item('unit', 'eenheden', { column: 'text' }),
    ...itemFields(sourceAssessmentLists),
  ],
} as const satisfies ResourceDeclaration;

/**
 * A sample taken at a source location. Its kind is a sample kind (monster_soorten) of the
 * source's material type; the server numbers it with the kind's prefix and the next free
 * number of that prefix in the survey (M01, M02, K01...). The lab's analysis and results
 * are not part of it.
 */
export const surveySampleResource = {
  ...surveyorRecord('surveySample', 'surveySourceLocation'),
  fields: [
    item('sample_kind', 'monster_soorten', { ...required, createOnly: true, ...listed }),
    description,
    { name: 'taken_at', type: 'date', rules: [{ rule: 'date' }], column: 'date' },
    { name: 'remarks', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;

/** What a VSCP check found of its hazardous material (IHM). */
export const vscpFindings = [
  'contained',
  'not_contained',
  'unknown',
  'potentially_containing',
] as const;
export type VscpFinding = (typeof vscpFindings)[number];

/** A finding of "potentially containing" (PCHM) needs a reason. */
export const pchmFinding = 'potentially_containing' satisfies VscpFinding;

/**
 * A VSCP entry of a vessel survey, in a manual order: the check as a template names it
 * (system, component, material, zone, procedure, method, hazardous material), what was
 * found and its approximate quantity and unit (IHM Part I); "potentially containing"
 * (PCHM) needs the reason.
 */
export const surveyVscpEntryResource = {
  ...surveyorRecord('surveyVscpEntry', 'survey'),
  fields: [
    item('system', 'vscp_systems', { ...required, ...listed }),
    item('component', 'vscp_components', { ...required, ...listed }),
    item('material', 'vscp_materials', { ...required, ...listed }),
    item('zone', 'vscp_zones', listed),
    item('check_procedure', 'vscp_check_procedures'),
    {
      name: 'check_method',
      type: 'radio',
      options: vscpCheckMethods,
      default: 'visual',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      name: 'hazardous_material',
      type: 'select',
      options: hazardousMaterialCodes,
      rules: [{ rule: 'required' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'finding',
      type: 'select',
      options: vscpFindings,
      default: 'unknown',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      name: 'pchm_reason',
      type: 'textarea',
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 2000 }],
      visibleWhen: { field: 'finding', equals: pchmFinding },
    },
    { name: 'quantity', type: 'text', rules: [{ rule: 'decimal' }], column: 'text' },
    item('unit', 'eenheden', { column: 'text' }),
    { name: 'remarks', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;
