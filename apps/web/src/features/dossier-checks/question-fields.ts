import type { RuleSpec } from '@vezel/domain/validation/declarative';
import type { FieldType } from '@vezel/domain/resources/types';
import type { FormField } from '../../components/resource/form-logic';
import type { DossierCheckQuestion } from './dossier-check-operations';

const fieldTypes: Record<string, FieldType> = {
  checkbox: 'boolean',
  date: 'date',
  datetime: 'text',
  radio: 'radio',
  text: 'text',
  textarea: 'textarea',
  multiple_choice: 'items',
};

const typeRules: Record<string, readonly RuleSpec[]> = {
  date: [{ rule: 'date' }],
  datetime: [{ rule: 'dateTime' }],
  text: [{ rule: 'text' }],
  textarea: [{ rule: 'maxLength', max: 5000 }],
};

/**
 * A question as the form field a surveyor answers it in, with the rules its type and its
 * required flag give. Options are chosen by their position, as an option's text may hold
 * the comma that separates several chosen values.
 */
export function questionField(
  question: DossierCheckQuestion,
  dateTimePlaceholder: string,
): FormField {
  return {
    name: `question-${question.id}`,
    type: fieldTypes[question.question_type] ?? 'text',
    label: question.question,
    rules: [
      ...(question.required ? [{ rule: 'required' } as const] : []),
      ...(typeRules[question.question_type] ?? []),
    ],
    options: question.options.map((option, index) => ({ value: String(index), label: option })),
    placeholder: question.question_type === 'datetime' ? dateTimePlaceholder : undefined,
    step: 0,
    createOnly: false,
  };
}
