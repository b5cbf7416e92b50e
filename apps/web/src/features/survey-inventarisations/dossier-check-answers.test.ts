import { describe, expect, it } from 'vitest';
import type { DossierCheckQuestion } from '../dossier-checks/dossier-check-operations';
import { answersOf, answerValues } from './dossier-check-answers';

const question = (id: string, type: string, options: string[] = []): DossierCheckQuestion => ({
  id,
  question: `Vraag ${id}`,
  question_type: type,
  options,
  required: false,
  help: '',
});

const questions = [
  question('1', 'checkbox'),
  question('2', 'date'),
  question('3', 'datetime'),
  question('4', 'radio', ['Ja', 'Nee, niet']),
  question('5', 'text'),
  question('6', 'multiple_choice', ['A', 'B, of C', 'D']),
];

describe('dossier-check answers in the form', () => {
  it('shows kept answers as form values: options by position, dates as typed', () => {
    expect(
      answerValues(questions, {
        1: true,
        2: '2024-06-05',
        3: '2024-06-05 09:30:00',
        4: 'Nee, niet',
        5: 'Tekst',
        6: ['B, of C', 'D', 'weg'],
      }),
    ).toEqual({
      'question-1': true,
      'question-2': '05-06-2024',
      'question-3': '05-06-2024 09:30',
      'question-4': '1',
      'question-5': 'Tekst',
      'question-6': '1,2',
    });
    expect(answerValues(questions, {})['question-1']).toBe(false);
  });

  it('sends the form values as answers by question id, options by text', () => {
    expect(
      answersOf(questions, {
        'question-1': false,
        'question-2': '05-06-2024',
        'question-3': '05-06-2024 09:30',
        'question-4': '0',
        'question-5': '',
        'question-6': '0,1',
      }),
    ).toEqual({
      1: false,
      2: '05-06-2024',
      3: '05-06-2024 09:30',
      4: 'Ja',
      5: '',
      6: ['A', 'B, of C'],
    });
  });
});
