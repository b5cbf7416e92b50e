import { storedFileSelection } from '../resources/selection';
import type { FieldDeclaration, ResourceDeclaration } from '../resources/types';

/**
 * The survey's simple records (issue 6, "the survey file"): one declaration per kind, all
 * kept in one table (`survey_records`: `kind`, the declared values in `data`, the space,
 * file, parent, source and location in their own columns). Surveyors record them on site.
 */

/** What a report is suitable for (DOMAIN.md): the four statements a report makes. */
export const surveySuitabilities = [
  'removal_named_materials',
  'renovation_without_structure',
  'full_renovation_or_demolition',
  'not_suitable_for_removal',
] as const;

/** Who was interviewed. */
export const interviewRoles = ['owner', 'occupant', 'manager', 'caretaker', 'other'] as const;

const text = (name: string, options: { required?: boolean; max?: number; column?: boolean } = {}) =>
  ({
    name,
    type: 'text',
    rules: [
      ...(options.required ? [{ rule: 'required' } as const] : []),
      { rule: 'maxLength', ...(options.max === undefined ? {} : { max: options.max }) },
    ],
    ...(options.column ? { column: 'text', searchable: true } : {}),
  }) as const satisfies FieldDeclaration;

const longText = (name: string, options: { required?: boolean; column?: boolean } = {}) =>
  ({
    name,
    type: 'textarea',
    rules: [
      ...(options.required ? [{ rule: 'required' } as const] : []),
      { rule: 'maxLength', max: 5000 },
    ],
    ...(options.column ? { column: 'text', searchable: true } : {}),
  }) as const satisfies FieldDeclaration;

const dateField = (name: string) =>
  ({
    name,
    type: 'date',
    rules: [{ rule: 'date' }],
    column: 'date',
  }) as const satisfies FieldDeclaration;

const item = (name: string, list: string, required = false) =>
  ({
    name,
    type: 'item',
    itemsOf: list,
    rules: required ? [{ rule: 'required' }] : [],
  }) as const satisfies FieldDeclaration;

const file = (name: string, required = false) =>
  ({
    name,
    type: 'file',
    rules: required ? [{ rule: 'required' }] : [],
  }) as const satisfies FieldDeclaration;

/** The survey space a record concerns (a select of the survey's spaces); stored in its column. */
const space = (required = false) =>
  ({
    name: 'space',
    type: 'select',
    rules: required ? [{ rule: 'required' }] : [],
  }) as const satisfies FieldDeclaration;

const caption = text('caption', { column: true });

const record = (
  type: string,
  sortable: boolean,
  fields: readonly FieldDeclaration[],
  connects: readonly string[] = ['survey'],
) =>
  ({
    type,
    sortable,
    permissions: { read: 'surveyor', write: 'surveyor' },
    connects,
    fields,
  }) as const satisfies ResourceDeclaration;

/** What could not be surveyed, where, and why (the report lists them). */
export const surveyLimitationResource = record('surveyLimitation', true, [
  space(),
  item('limitation', 'beperkingen'),
  longText('description', { required: true, column: true }),
  longText('reason', { column: true }),
]);

/** A space or part left out of the survey's scope, and why (type B allows none). */
export const surveyExclusionResource = record('surveyExclusion', true, [
  space(true),
  longText('description', { required: true, column: true }),
  longText('reason', { required: true, column: true }),
]);

/** An interview with the owner, occupant or manager of the asset. */
export const surveyInterviewResource = record('surveyInterview', false, [
  text('person', { required: true, column: true }),
  { name: 'role', type: 'select', options: interviewRoles, rules: [{ rule: 'required' }] },
  { ...dateField('date'), rules: [{ rule: 'required' }, { rule: 'date' }] },
  longText('summary'),
]);

/**
 * Something noted on site, of an observation type (waarneming_types), in a space and
 * optionally at a source location. The server numbers it by the type's prefix (W01, W02...)
 * or, for a type without one, with a running number.
 */
export const surveyObservationResource = record('surveyObservation', false, [
  { name: 'number', type: 'text', hidden: true, column: 'text', searchable: true },
  item('observation_type', 'waarneming_types', true),
  space(),
  { name: 'location', type: 'select' },
  longText('description', { required: true, column: true }),
]);

/** An other remark of the survey (information/other). */
export const surveyRemarkResource = record('surveyRemark', true, [
  text('title', { required: true, column: true }),
  longText('text', { required: true }),
]);

/** What the report is suitable for, with remarks. */
export const surveySuitabilityResource = record('surveySuitability', true, [
  {
    name: 'suitability',
    type: 'select',
    options: surveySuitabilities,
    rules: [{ rule: 'required' }],
    column: 'text',
  },
  longText('remarks', { column: true }),
]);

/** An earlier report of the same asset (a PDF). */
export const surveyOldReportResource = record('surveyOldReport', false, [
  text('title', { required: true, column: true }),
  dateField('date'),
  text('firm', { column: true }),
  text('report_number', { max: 100, column: true }),
  file('file'),
]);

/** A photo in the report, in a manual order. */
export const surveyReportPhotoResource = record('surveyReportPhoto', true, [
  file('file', true),
  caption,
]);

/** A document studied before the site visit (desk research). */
export const surveyDeskResearchDocumentResource = record('surveyDeskResearchDocument', true, [
  item('document_type', 'document_types'),
  text('title', { required: true, column: true }),
  dateField('date'),
  file('file'),
]);

/** A finding in a desk-research document: where (page), what, and the suspected material. */
export const surveyDeskResearchEntryResource = record(
  'surveyDeskResearchEntry',
  true,
  [
    { name: 'page', type: 'integer', rules: [{ rule: 'integer' }], column: 'text' },
    longText('text', { required: true, column: true }),
    text('suspected_material', { column: true }),
  ],
  ['surveyDeskResearchDocument'],
);

/** A photo made during desk research (an old photo, a photographed drawing). */
export const surveyDeskResearchPhotoResource = record('surveyDeskResearchPhoto', true, [
  file('file', true),
  text('title', { column: true }),
  dateField('date'),
]);

/** A floor plan of the survey: an image or a PDF, with the floor it shows. */
export const surveyPlanResource = record('surveyPlan', true, [
  text('title', { required: true, column: true }),
  text('floor_name', { column: true }),
  file('file', true),
]);

/** A measure to control exposure at a source location. */
export const surveyControlMeasureResource = record(
  'surveyControlMeasure',
  true,
  [item('measure_type', 'beheersmaatregel_types', true), longText('description', { column: true })],
  ['surveySourceLocation'],
);

/** How a source must be removed (removal advice). */
export const surveySanitationStrategyResource = record(
  'surveySanitationStrategy',
  true,
  [item('advice', 'sanerings_adviezen', true), longText('description', { column: true })],
  ['surveySource'],
);

/** A photo of a source location. */
export const surveyLocationPhotoResource = record(
  'surveyLocationPhoto',
  true,
  [file('file', true), caption],
  ['surveySourceLocation'],
);

/** Every kind of simple record by the name the table's `kind` column keeps. */
export const surveyRecordResources = {
  limitation: surveyLimitationResource,
  exclusion: surveyExclusionResource,
  interview: surveyInterviewResource,
  observation: surveyObservationResource,
  remark: surveyRemarkResource,
  suitability: surveySuitabilityResource,
  oldReport: surveyOldReportResource,
  reportPhoto: surveyReportPhotoResource,
  deskResearchDocument: surveyDeskResearchDocumentResource,
  deskResearchEntry: surveyDeskResearchEntryResource,
  deskResearchPhoto: surveyDeskResearchPhotoResource,
  plan: surveyPlanResource,
  controlMeasure: surveyControlMeasureResource,
  sanitationStrategy: surveySanitationStrategyResource,
  locationPhoto: surveyLocationPhotoResource,
} as const satisfies Record<string, ResourceDeclaration>;

export type SurveyRecordKind = keyof typeof surveyRecordResources;

/**
 * The GraphQL fields a kind's records are read with: its declared ones, an item's value,
 * the names of its space and location and its files. The web's record list and the bench
 * read records with it.
 */
export function surveyRecordSelection(kind: SurveyRecordKind): string {
  const declared = surveyRecordResources[kind].fields.flatMap((field) => {
    if (field.name === 'file') return [];
    if (field.type === 'item') return [field.name, `${field.name}_value`];
    return [field.name];
  });
  return [
    'id kind sort_index space space_name location location_name',
    ...['file', 'thumbnail', 'display', 'preview'].map(
      (name) => `${name} { ${storedFileSelection} }`,
    ),
    ...new Set(declared.filter((name) => !['space', 'location'].includes(name))),
  ].join(' ');
}

export const surveyRecordKinds = Object.keys(surveyRecordResources) as SurveyRecordKind[];

export const isSurveyRecordKind = (value: string): value is SurveyRecordKind =>
  Object.hasOwn(surveyRecordResources, value);

/** Kinds whose file is a photo: the server makes a display copy and a thumbnail of it. */
export const surveyPhotoKinds: readonly SurveyRecordKind[] = [
  'reportPhoto',
  'deskResearchPhoto',
  'locationPhoto',
];

/** The file types a kind's file may have: photos are images, the rest also PDFs. */
export const surveyRecordFileTypes = (kind: SurveyRecordKind): readonly string[] =>
  surveyPhotoKinds.includes(kind)
    ? ['image/jpeg', 'image/png', 'image/webp']
    : kind === 'oldReport'
      ? ['application/pdf']
      : ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/**
 * An observation's number: the type's prefix and a two-digit running number (W01, W02...),
 * or the running number alone for a type without a prefix. `taken` are the survey's numbers.
 */
export function nextObservationNumber(prefix: string, taken: readonly string[]): string {
  const clean = prefix.trim();
  const pattern = new RegExp(`^${clean.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)$`);
  const highest = taken.reduce((max, number) => {
    const match = pattern.exec(number);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  const next = highest + 1;
  return clean ? `${clean}${String(next).padStart(2, '0')}` : String(next);
}

/**
 * The organisation's external page for a survey: `{survey}` becomes the survey's id and
 * `{number}` its number (URL-encoded).
 */
export function surveyIframeUrl(template: string, survey: { id: number | string; number: string }) {
  return template
    .replaceAll('{survey}', encodeURIComponent(String(survey.id)))
    .replaceAll('{number}', encodeURIComponent(survey.number));
}

/** https, a host name (letters, digits, dots, hyphens), an optional port, then a path. */
const iframeUrlPattern = /^https:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?([/?#][^\s]*)?$/i;

/** An iframe URL a manager may set: https, with a host, no spaces, at most 2000 characters. */
export function isValidIframeUrl(value: string): boolean {
  return value.length <= 2000 && iframeUrlPattern.test(value);
}

/** The origin ('https://host:port') of a valid iframe URL, for the page's frame-src; else null. */
export function iframeOrigin(value: string): string | null {
  if (!isValidIframeUrl(value)) return null;
  const match = iframeUrlPattern.exec(value);
  return match ? `https://${match[1]!.toLowerCase()}${match[3] ?? ''}` : null;
}
