import { describe, expect, it } from 'vitest';
import { completionGapsOf, isDossierCheckComplete, type CompletionFacts } from './completion';
import { checkDossierCheckAnswers, missingRequiredAnswers } from './dossier-check-answers';

const questions = [
  { id: 1, questionType: 'checkbox', options: [], required: true },
  { id: 2, questionType: 'date', options: [], required: true },
  { id: 3, questionType: 'multiple_choice', options: ['A', 'B'], required: true },
  { id: 4, questionType: 'text', options: [], required: false },
];
const checklist = (answers: Record<string, unknown> | null) => ({
  templateId: 7,
  name: 'Dossiercheck',
  questions,
  answers,
});
const complete = { 1: false, 2: '2024-01-01', 3: ['A'] };

const ready: CompletionFacts = {
  hasClient: true,
  hasSurveyType: true,
  surveyorCount: 1,
  sources: [{ id: 5, number: 'B01', asbestosStatus: 12 }],
  vscpEntries: [],
  requiredChecks: [{ templateId: 7, name: 'Dossiercheck' }],
  inventarisations: [{ id: 3, checks: [checklist(complete)] }],
};

describe('completing a survey', () => {
  it('is open to a survey with everything in place', () => {
    expect(completionGapsOf(ready)).toEqual([]);
  });

  it('lists what an empty survey lacks', () => {
    expect(
      completionGapsOf({
        hasClient: false,
        hasSurveyType: false,
        surveyorCount: 0,
        sources: [],
        vscpEntries: [],
        requiredChecks: [],
        inventarisations: [],
      }).map((gap) => gap.code),
    ).toEqual(['client', 'surveyType', 'surveyor', 'noSources']);
  });

  it('points at each unassessed source and VSCP entry', () => {
    const gaps = completionGapsOf({
      ...ready,
      sources: [
        { id: 5, number: 'B01', asbestosStatus: null },
        { id: 6, number: 'B02', asbestosStatus: 12 },
      ],
      vscpEntries: [
        { id: 8, finding: 'unknown', material: 'asbestos' },
        { id: 9, finding: 'potentially_containing', material: 'pcb' },
        { id: 10, finding: 'not_contained', material: 'lead' },
      ],
    });
    expect(gaps).toEqual([
      { code: 'sourceUnassessed', target: '5', label: 'B01' },
      { code: 'vscpUnassessed', target: '8', label: 'asbestos' },
    ]);
  });

  it('takes a vessel with only VSCP entries as having sources', () => {
    const vessel = { ...ready, sources: [], requiredChecks: [], inventarisations: [] };
    const entries = [{ id: 8, finding: 'contained', material: 'asbestos' }];
    expect(completionGapsOf({ ...vessel, vscpEntries: entries })).toEqual([]);
    expect(completionGapsOf(vessel).map((gap) => gap.code)).toEqual(['noSources']);
  });

  it('asks for the checklists of the type, and every checklist of an inventory answered', () => {
    expect(completionGapsOf({ ...ready, inventarisations: [] })).toEqual([
      { code: 'dossierCheckMissing', target: null, label: 'Dossiercheck' },
    ]);
    const draft = { 1: true, 2: null, 3: [] };
    expect(
      completionGapsOf({ ...ready, inventarisations: [{ id: 3, checks: [checklist(draft)] }] }),
    ).toEqual([{ code: 'dossierCheckIncomplete', target: '3', label: 'Dossiercheck' }]);
    const unsaved = [{ id: 3, checks: [checklist(null)] }];
    expect(completionGapsOf({ ...ready, inventarisations: unsaved })).toHaveLength(1);
  });
});

describe('a dossier check as a draft', () => {
  it('keeps partial answers, still checking each by its type and options', () => {
    const partial = checkDossierCheckAnswers(questions, { 1: true }, { draft: true });
    expect(partial.answers).toEqual({ 1: true, 2: null, 3: [], 4: '' });
    expect(checkDossierCheckAnswers(questions, { 1: true }).failures).toMatchObject({
      'question-2': { key: 'validation.required' },
      'question-3': { key: 'validation.required' },
    });
    const wrong = checkDossierCheckAnswers(
      questions,
      { 2: '31-02-2000', 3: ['C'] },
      { draft: true },
    );
    expect(wrong.failures).toEqual({
      'question-2': { key: 'validation.date' },
      'question-3': { key: 'error.dossierCheckOption' },
    });
  });

  it('is complete once no required question is open (a checkbox always answers)', () => {
    expect(missingRequiredAnswers(questions, { 2: ' ', 3: [] }).map((q) => q.id)).toEqual([2, 3]);
    expect(isDossierCheckComplete(checklist(complete))).toBe(true);
    expect(isDossierCheckComplete(checklist({ ...complete, 3: [] }))).toBe(false);
  });
});
