import { validateValue, type RuleSpec } from '../validation/declarative';
import { toStoredDate, toStoredDateTime } from '../validation/dates';
import type { RuleFailure } from '../validation/failure';

/**
 * A dossier-check answer as it is kept (by question id): a checkbox ticked or not, a date
 * 'YYYY-MM-DD', a date and time 'YYYY-MM-DD HH:mm:ss', the chosen option's text (radio),
 * the chosen options' texts (multiple choice), or text.
 */
export type DossierCheckAnswer = string | string[] | boolean | null;

/** What the answer checks read of a question. */
export interface AnswerableQuestion {
  id: number | string;
  questionType: string;
  options: readonly string[];
  required: boolean;
}

const typeRules: Record<string, readonly RuleSpec[]> = {
  date: [{ rule: 'date' }],
  datetime: [{ rule: 'dateTime' }],
  text: [{ rule: 'text' }],
  textarea: [{ rule: 'maxLength', max: 5000 }],
};

/**
 * The rules of a question's answer as the form holds it (a date 'DD-MM-YYYY', a date and
 * time 'DD-MM-YYYY HH:mm'): its type's, and 'required' when the question is. The web's
 * answer form and the server both use them.
 */
export function answerRules(questionType: string, required: boolean): RuleSpec[] {
  // A checkbox is always answered, ticked or not.
  const mandatory = required && questionType !== 'checkbox';
  return [
    ...(mandatory ? [{ rule: 'required' } as const] : []),
    ...(typeRules[questionType] ?? []),
  ];
}

/** The field (form) and failure key of a question's answer. */
export const answerField = (questionId: number | string): string => `question-${questionId}`;

const badInput: RuleFailure = { key: 'error.badInput' };
const notAnOption: RuleFailure = { key: 'error.dossierCheckOption' };

type Checked = { answer: DossierCheckAnswer } | { failure: RuleFailure };

function checkAnswer(question: AnswerableQuestion, given: unknown): Checked {
  const rules = answerRules(question.questionType, question.required);
  const value = typeof given === 'string' ? given.trim() : given;
  switch (question.questionType) {
    case 'checkbox':
      if (value === undefined || value === null) return { answer: false };
      return typeof value === 'boolean' ? { answer: value } : { failure: badInput };
    case 'multiple_choice': {
      const chosen = value === undefined || value === null ? [] : value;
      if (!Array.isArray(chosen) || chosen.some((option) => typeof option !== 'string')) {
        return { failure: badInput };
      }
      const texts = new Set(chosen.map((option: string) => option.trim()));
      if ([...texts].some((option) => !question.options.includes(option))) {
        return { failure: notAnOption };
      }
      if (question.required && texts.size === 0) return { failure: { key: 'validation.required' } };
      return { answer: question.options.filter((option) => texts.has(option)) };
    }
    default: {
      if (value !== undefined && value !== null && typeof value !== 'string') {
        return { failure: badInput };
      }
      const text = value ?? '';
      const failure = validateValue(text, rules, { values: {} });
      if (failure) return { failure };
      if (question.questionType === 'radio' && text && !question.options.includes(text)) {
        return { failure: notAnOption };
      }
      if (!text)
        return {
          answer:
            question.questionType === 'text' || question.questionType === 'textarea' ? '' : null,
        };
      if (question.questionType === 'date') return { answer: toStoredDate(text) };
      if (question.questionType === 'datetime') {
        const [day = '', time = ''] = text.split(' ');
        return { answer: toStoredDateTime(day, time) };
      }
      return { answer: text };
    }
  }
}

/**
 * Checks the answers to a checklist's questions (by question id, as the form gives them)
 * with the questions' rules: each of its type, radio and multiple choice only their
 * options, and required ones given unless it is a draft (a surveyor answers in parts; the
 * survey's completion asks for them, see missingRequiredAnswers). Returns the answers as
 * kept, or the failures by answer field; an answer to a question the checklist does not
 * have is refused.
 */
export function checkDossierCheckAnswers(
  questions: readonly AnswerableQuestion[],
  given: Readonly<Record<string, unknown>>,
  { draft = false }: { draft?: boolean } = {},
):
  | { answers: Record<string, DossierCheckAnswer>; failures: null }
  | { answers: null; failures: Record<string, RuleFailure> } {
  const answers: Record<string, DossierCheckAnswer> = {};
  const failures: Record<string, RuleFailure> = {};
  const known = new Set(questions.map((question) => String(question.id)));
  for (const key of Object.keys(given)) {
    if (!known.has(key)) failures[answerField(key)] = badInput;
  }
  for (const question of questions) {
    const judged = draft ? { ...question, required: false } : question;
    const checked = checkAnswer(judged, given[String(question.id)]);
    if ('failure' in checked) failures[answerField(question.id)] = checked.failure;
    else answers[String(question.id)] = checked.answer;
  }
  return Object.keys(failures).length > 0
    ? { answers: null, failures }
    : { answers, failures: null };
}

/** Whether a kept answer answers its question (a checkbox always does, ticked or not). */
function isAnswered(questionType: string, answer: unknown): boolean {
  if (questionType === 'checkbox') return true;
  if (Array.isArray(answer)) return answer.length > 0;
  return typeof answer === 'string' && answer.trim() !== '';
}

/**
 * The required questions the kept answers leave open, in the checklist's order: a draft is
 * complete when there are none. Completing a survey needs that; so will its report and the
 * LAVS notification.
 */
export const missingRequiredAnswers = (
  questions: readonly AnswerableQuestion[],
  answers: Readonly<Record<string, unknown>>,
): AnswerableQuestion[] =>
  questions.filter(
    (question) =>
      question.required && !isAnswered(question.questionType, answers[String(question.id)]),
  );
