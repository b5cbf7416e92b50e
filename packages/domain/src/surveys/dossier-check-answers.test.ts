import { describe, expect, it } from 'vitest';
import { answerRules, checkDossierCheckAnswers } from './dossier-check-answers';

const questions = [
  { id: 1, questionType: 'checkbox', options: [], required: false },
  { id: 2, questionType: 'date', options: [], required: true },
  { id: 3, questionType: 'radio', options: ['Ja', 'Nee'], required: false },
  { id: 4, questionType: 'multiple_choice', options: ['A', 'B'], required: true },
];

describe('dossier-check answers', () => {
  it('never requires a checkbox, which is answered ticked or not', () => {
    expect(answerRules('checkbox', true)).toEqual([]);
    expect(answerRules('date', true)).toEqual([{ rule: 'required' }, { rule: 'date' }]);
  });

  it('keeps valid answers in their stored form', () => {
    expect(checkDossierCheckAnswers(questions, { 2: '29-02-2024', 3: '', 4: ['B', 'A'] })).toEqual({
      answers: { 1: false, 2: '2024-02-29', 3: null, 4: ['A', 'B'] },
      failures: null,
    });
  });

  it('names each failing answer by its form field', () => {
    const checked = checkDossierCheckAnswers(questions, { 1: 'x', 2: '', 3: 'Misschien', 4: [] });
    expect(checked.failures).toEqual({
      'question-1': { key: 'error.badInput' },
      'question-2': { key: 'validation.required' },
      'question-3': { key: 'error.dossierCheckOption' },
      'question-4': { key: 'validation.required' },
    });
  });
});
