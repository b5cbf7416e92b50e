import { inventoryNeedsLateReason } from '../calendar/working-days';
import type { ResourceDeclaration } from '../resources/types';

/** A form's 'DD-MM-YYYY' as 'YYYY-MM-DD'; null for anything else. */
function storedDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/**
 * Whether the form's (or input's) values ask for a late reason: the inventory starts more
 * than 5 working days after it was ordered (spec section 9). Form and server both read it.
 */
export const lateReasonNeeded = (values: Readonly<Record<string, unknown>>): boolean =>
  inventoryNeedsLateReason(storedDay(values.ordered_on), storedDay(values.starts_on));

/**
 * The asbestos inventory of a property survey as LAVS tracks it: when it was ordered, when
 * it takes place, and why it is late when it starts more than 5 working days after the order.
 * A calamity (an urgent removal) is flagged.
 */
export const surveyInventarisationResource = {
  type: 'surveyInventarisation',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: ['survey'],
  fields: [
    {
      name: 'ordered_on',
      type: 'date',
      rules: [{ rule: 'required' }, { rule: 'date' }],
      column: 'date',
    },
    {
      name: 'starts_on',
      type: 'date',
      rules: [{ rule: 'required' }, { rule: 'date' }],
      column: 'date',
    },
    {
      name: 'ends_on',
      type: 'date',
      rules: [{ rule: 'date', after: 'starts_on' }],
      column: 'date',
    },
    {
      name: 'late_reason',
      type: 'item',
      itemsOf: 'asbest_regisseur_reden_inv_later',
      rules: [{ rule: 'required' }],
      visibleWhen: lateReasonNeeded,
    },
    { name: 'calamity', type: 'boolean', default: false, column: 'boolean' },
    { name: 'remarks', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;

/**
 * Whether a dossier-check template is one an inventory of a survey of this type is filled
 * in with: an active one naming the type (any active one while the survey has no type).
 */
export const checklistAppliesTo = (
  template: { active: boolean; surveyTypeIds: readonly number[] },
  surveyTypeId: number | null,
): boolean =>
  template.active && (surveyTypeId === null || template.surveyTypeIds.includes(surveyTypeId));
