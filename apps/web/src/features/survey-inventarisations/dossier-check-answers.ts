import type {
  AnswerableQuestion,
  DossierCheckAnswer,
} from '@vezel/domain/surveys/dossier-check-answers';
import { answerField } from '@vezel/domain/surveys/dossier-check-answers';
import { fromStoredDate, fromStoredDateTime } from '@vezel/domain/validation/dates';
import { chosenIds, type FormValue, type FormValues } from '../../components/resource/form-logic';
import type { DossierCheckQuestion } from '../dossier-checks/dossier-check-operations';

/** A stored date or date-time as the form shows it; what cannot be read stays as it is. */
function shown(read: (stored: string) => string, stored: string): string {
  try {
    return read(stored);
  } catch {
    return stored;
  }
}

/**
 * The kept answers as the values of the questions' form fields (question-fields.ts): a
 * radio or multiple-choice answer by the position of its option, dates as typed.
 */
export function answerValues(
  questions: readonly DossierCheckQuestion[],
  answers: Readonly<Record<string, DossierCheckAnswer | undefined>>,
): FormValues {
  const values: FormValues = {};
  for (const question of questions) {
    const answer = answers[question.id];
    let value: FormValue;
    switch (question.question_type) {
      case 'checkbox':
        value = answer === true;
        break;
      case 'radio':
        value =
          typeof answer === 'string' && question.options.includes(answer)
            ? String(question.options.indexOf(answer))
            : '';
        break;
      case 'multiple_choice':
        value = (Array.isArray(answer) ? answer : [])
          .map((option) => question.options.indexOf(option))
          .filter((index) => index >= 0)
          .join(',');
        break;
      case 'date':
        value = typeof answer === 'string' ? shown(fromStoredDate, answer) : '';
        break;
      case 'datetime':
        value = typeof answer === 'string' ? shown(fromStoredDateTime, answer) : '';
        break;
      default:
        value = typeof answer === 'string' ? answer : '';
    }
    values[answerField(question.id)] = value;
  }
  return values;
}

/** The form's values as the answers the server checks (dates as typed, options by text). */
export function answersOf(
  questions: readonly DossierCheckQuestion[],
  values: FormValues,
): Record<string, DossierCheckAnswer> {
  const answers: Record<string, DossierCheckAnswer> = {};
  for (const question of questions) {
    const value = values[answerField(question.id)] ?? '';
    const option = (index: string) => question.options[Number(index)];
    switch (question.question_type) {
      case 'checkbox':
        answers[question.id] = value === true;
        break;
      case 'radio':
        answers[question.id] =
          typeof value === 'string' && value !== '' ? (option(value) ?? '') : '';
        break;
      case 'multiple_choice':
        answers[question.id] = chosenIds(value).flatMap((index) => option(index) ?? []);
        break;
      default:
        answers[question.id] = typeof value === 'string' ? value : '';
    }
  }
  return answers;
}

/** The questions as the domain's answer checks read them. */
export const answerable = (questions: readonly DossierCheckQuestion[]): AnswerableQuestion[] =>
  questions.map((question) => ({
    id: question.id,
    questionType: question.question_type,
    options: question.options,
    required: question.required,
  }));
