import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * A survey (onderzoek) and the groups of its information page. Managers plan surveys: the
 * planning fields are theirs. Surveyors record on site, so they fill in the information
 * groups (each a resource of its own whose update takes the survey's id) while the survey
 * is open. The status moves through `changeSurveyStatus` (surveys/statuses.ts), not a form.
 */

const longText = (name: string) =>
  ({
    name,
    type: 'textarea',
    rules: [{ rule: 'maxLength', max: 5000 }],
  }) as const satisfies FieldDeclaration;

const item = (name: string, list: string) =>
  ({ name, type: 'item', itemsOf: list }) as const satisfies FieldDeclaration;

/**
 * What a manager plans: the number (unique in the organisation), the client (of the
 * asset kind's book: maritime clients for vessels), survey type and kind, the planned
 * dates, the surveyors (user profiles of the organisation, whose ids a screen offers:
 * `surveyorOptions`) and the certified branch it is carried out under.
 */
export const surveyResource = {
  type: 'survey',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['asset'],
  fields: [
    {
      name: 'number',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 50 }],
      column: 'text',
      searchable: true,
    },
    { name: 'client', type: 'select' },
    item('survey_type', 'onderzoek_types'),
    item('survey_kind', 'onderzoek_soorten'),
    {
      name: 'planned_start',
      type: 'date',
      rules: [{ rule: 'required' }, { rule: 'date' }],
      default: 'today',
      column: 'date',
    },
    { name: 'planned_end', type: 'date', rules: [{ rule: 'date', after: 'planned_start' }] },
    { name: 'surveyors', type: 'items' },
    { name: 'branch', type: 'select' },
    { name: 'project_number', type: 'text', rules: [{ rule: 'maxLength', max: 50 }] },
  ],
} as const satisfies ResourceDeclaration;

/** information/surveyinfo: what the survey is for and how far it goes. */
export const surveyInfoResource = {
  type: 'surveyInfo',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: [],
  fields: [
    longText('description'),
    item('purpose', 'asbestos_survey_purposes'),
    item('scope', 'asbestos_survey_scopes'),
    item('extent', 'asbestos_survey_extends'),
    longText('out_of_scope'),
  ],
} as const satisfies ResourceDeclaration;

/** The kinds of asbestos inventory (SC-540): A visible and accessible, B destructive. */
export const asbestosInventoryTypes = ['type_a', 'type_b'] as const;

/** information/asbestosuitability: the risk assessment and how the asbestos was researched. */
export const surveyAsbestosResearchResource = {
  type: 'surveyAsbestosResearch',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: [],
  fields: [
    item('risk_assessment', 'asbestos_risk_assessments'),
    {
      name: 'inventory_type',
      type: 'radio',
      options: asbestosInventoryTypes,
      default: 'type_a',
    },
    { name: 'destructive_research', type: 'boolean', default: false },
    longText('remarks'),
  ],
} as const satisfies ResourceDeclaration;

/** information/execution: when the survey was carried out on site, and how it went. */
export const surveyExecutionResource = {
  type: 'surveyExecution',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: [],
  fields: [
    { name: 'executed_on', type: 'date', rules: [{ rule: 'date' }] },
    { name: 'started_at', type: 'text', rules: [{ rule: 'dateTime' }] },
    { name: 'ended_at', type: 'text', rules: [{ rule: 'dateTime', after: 'started_at' }] },
    { name: 'accompanied_by', type: 'text', rules: [{ rule: 'maxLength' }] },
    { name: 'weather', type: 'text', rules: [{ rule: 'maxLength' }] },
    longText('remarks'),
  ],
} as const satisfies ResourceDeclaration;

/** The information groups a survey keeps, each in its own column. */
export const surveyGroupResources = [
  surveyInfoResource,
  surveyAsbestosResearchResource,
  surveyExecutionResource,
] as const;
