import { nameField } from './common-fields';
import type { ResourceDeclaration } from './types';

/** The question types of a checklist (spec section 3), as the surveyor answers them. */
export const questionTypes = [
  'checkbox',
  'date',
  'datetime',
  'radio',
  'text',
  'textarea',
  'multiple_choice',
] as const;

export type QuestionType = (typeof questionTypes)[number];

/** Question types whose answer is chosen from the question's answer options. */
export const hasAnswerOptions = (type: unknown): boolean =>
  type === 'radio' || type === 'multiple_choice';

/** The rules of a question's answer options, where its type has them. */
export const answerOptionsRules = [{ rule: 'required' }, { rule: 'answerOptions' }] as const;

const description = {
  name: 'description',
  type: 'textarea',
  rules: [{ rule: 'maxLength', max: 2000 }],
} as const;

/**
 * A dossier-check template (spec section 2, dossier checks): the checklist a surveyor fills
 * in on the inventories of the survey types it names.
 */
export const dossierCheckTemplateResource = {
  type: 'dossierCheckTemplate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: [],
  fields: [
    nameField,
    { ...description, column: 'text', searchable: true },
    { name: 'survey_types', type: 'items', itemsOf: 'onderzoek_types' },
    { name: 'active', type: 'boolean', default: true, column: 'boolean' },
  ],
} as const satisfies ResourceDeclaration;

/** A part of a template: a heading with its questions, in a manual order. */
export const dossierCheckPartResource = {
  type: 'dossierCheckPart',
  sortable: true,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['dossierCheckTemplate'],
  fields: [nameField, { ...description, column: 'text', searchable: true }],
} as const satisfies ResourceDeclaration;

/**
 * A question of a part, in a manual order. Radio and multiple-choice questions carry their
 * answer options, typed one per line; other types have none.
 */
export const dossierCheckQuestionResource = {
  type: 'dossierCheckQuestion',
  sortable: true,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['dossierCheckPart'],
  fields: [
    {
      name: 'question',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 500 }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'question_type',
      type: 'select',
      options: questionTypes,
      default: 'checkbox',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      name: 'options',
      type: 'textarea',
      rules: answerOptionsRules,
      visibleWhen: (values) => hasAnswerOptions(values.question_type),
    },
    {
      // A checkbox is always answered, ticked or not.
      name: 'required',
      type: 'boolean',
      default: false,
      column: 'boolean',
      visibleWhen: { field: 'question_type', equals: 'checkbox', negate: true },
    },
    { name: 'help', type: 'textarea', rules: [{ rule: 'maxLength', max: 1000 }] },
  ],
} as const satisfies ResourceDeclaration;
