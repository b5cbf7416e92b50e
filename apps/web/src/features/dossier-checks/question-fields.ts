import { answerField, answerRules } from '@vezel/domain/surveys/dossier-check-answers';
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
    name: answerField(question.id),
    type: fieldTypes[question.question_type] ?? 'text',
    label: question.question,
    // The server checks a survey's answers with the same rules.
    rules: answerRules(question.question_type, question.required),
    options: question.options.map((option, index) => ({ value: String(index), label: option })),
    placeholder: question.question_type === 'datetime' ? dateTimePlaceholder : undefined,
    step: 0,
    createOnly: false,
  };
}
