import {
  aboveThreshold,
  domainMessages,
  parseId,
  toStoredDate,
  translate,
  validateValue,
} from '@vezel/domain';
import { ordersAtLab } from '@vezel/domain/lab/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import {
  labCertificates,
  labOrderSamples,
  labOrders,
  laboratories,
  sampleAnalyses,
  sampleAnalysisResults,
  surveySamples,
  variableItems,
} from '../../db/tables';
import { FileRef, loadFile } from '../../files/schema';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { AppError, badInput } from '../../graphql/errors';
import { batchLoad } from '../../graphql/request-cache';
import { accessOf, toId } from '../../resources/register';
import {
  loadOrganisationItem,
  VariableItemRef,
  type VariableItemRow,
} from '../../resources/variable-items';
import {
  SurveySampleRef,
  SurveySourceLocationRef,
  SurveySourceRef,
  SurveyVscpEntryRef,
} from '../survey-sources/schema';
import { LabOrderRef } from '../survey-lab-orders/schema';
import { findSurvey, openSurvey } from '../surveys/access';
import {
  createLabCertificate,
  deleteLabCertificate,
  findLabCertificate,
  updateLabCertificate,
  type LabCertificateRow,
} from './certificates';
import { importLabResultsCsv, previewLabResultsCsv } from './csv';
import { settleLabOrderStatus } from './record';
import { loadLabStatuses, type LabStatus } from './statuses';
import { saveTypedAnalysis } from './typed';
import { addVscpSample, saveVesselAnalysis, updateEntryFinding } from './vessel';

type AnalysisRow = typeof sampleAnalyses.$inferSelect;
type ResultRow = typeof sampleAnalysisResults.$inferSelect;

export const LabStatusRef = builder.objectRef<LabStatus>('LabStatus').implement({
  description:
    'The material status (materiaal_statussen) lab results give a sample, location or source: the most severe one',
  fields: (t) => ({
    id: t.exposeID('id'),
    value: t.exposeString('value'),
    priority: t.int({
      nullable: true,
      description: '1 is the most severe',
      resolve: (status) => status.prioriteit,
    }),
    color: t.exposeString('color', { nullable: true }),
    highlight_color: t.exposeString('highlightColor', { nullable: true }),
  }),
});

const statusOf = async (
  context: Context,
  surveyId: number,
  pick: 'samples' | 'locations' | 'sources',
  id: number,
) => (await loadLabStatuses(context, surveyId))[pick].get(id) ?? null;

builder.objectField(SurveySampleRef, 'lab_status', (t) =>
  t.field({
    type: LabStatusRef,
    nullable: true,
    description: "The status the sample's lab results give it; null without results",
    resolve: (sample, _args, context) => statusOf(context, sample.surveyId, 'samples', sample.id),
  }),
);
builder.objectField(SurveySourceLocationRef, 'lab_status', (t) =>
  t.field({
    type: LabStatusRef,
    nullable: true,
    description: "The most severe status of the location's samples; null without results",
    resolve: (location, _args, context) =>
      statusOf(context, location.surveyId, 'locations', location.id),
  }),
);
builder.objectField(SurveySourceRef, 'lab_status', (t) =>
  t.field({
    type: LabStatusRef,
    nullable: true,
    description: "The most severe status of the source's locations; null without results",
    resolve: (source, _args, context) => statusOf(context, source.surveyId, 'sources', source.id),
  }),
);

export const LabCertificateRef = builder.objectRef<LabCertificateRow>('LabCertificate');
export const SampleAnalysisRef = builder.objectRef<AnalysisRow>('SampleAnalysis');
const SampleAnalysisResultRef = builder.objectRef<ResultRow>('SampleAnalysisResult');

/** The results of analyses by analysis id, for every analysis of a request at once. */
const loadResults = (context: Context, analysisId: number) =>
  batchLoad(context, 'lab-results', analysisId, async (ids) => {
    const rows = await context.db
      .select()
      .from(sampleAnalysisResults)
      .where(inArray(sampleAnalysisResults.analysisId, [...ids]))
      .orderBy(asc(sampleAnalysisResults.sortIndex), asc(sampleAnalysisResults.id));
    const byAnalysis = new Map<number, ResultRow[]>();
    for (const row of rows) {
      byAnalysis.set(row.analysisId, [...(byAnalysis.get(row.analysisId) ?? []), row]);
    }
    return byAnalysis;
  }).then((rows) => rows ?? []);

const loadLaboratoryName = (context: Context, id: number | null) =>
  id === null
    ? Promise.resolve(null)
    : batchLoad(context, 'lab-laboratory-names', id, async (ids) => {
        const rows = await context.db
          .select({ id: laboratories.id, name: laboratories.name })
          .from(laboratories)
          .where(inArray(laboratories.id, [...ids]));
        return new Map(rows.map((row) => [row.id, row.name]));
      }).then((name) => name ?? null);

const loadOrderNumber = (context: Context, id: number | null) =>
  id === null
    ? Promise.resolve(null)
    : batchLoad(context, 'lab-order-numbers', id, async (ids) => {
        const rows = await context.db
          .select({ id: labOrders.id, number: labOrders.number })
          .from(labOrders)
          .where(inArray(labOrders.id, [...ids]));
        return new Map(rows.map((row) => [row.id, row.number]));
      }).then((number) => number ?? null);

const loadCertificate = (context: Context, id: number | null) =>
  id === null
    ? Promise.resolve(null)
    : batchLoad(context, 'lab-certificates', id, async (ids) => {
        const rows = await context.db
          .select()
          .from(labCertificates)
          .where(inArray(labCertificates.id, [...ids]));
        return new Map(rows.map((row) => [row.id, row]));
      }).then((row) => row ?? null);

/** The status an amount item names, for a result's own status. */
async function amountStatus(context: Context, amountItemId: number | null) {
  const amount = await loadOrganisationItem(context, amountItemId);
  const statusId = Number(amount?.data.materiaal_status);
  if (!Number.isSafeInteger(statusId)) return null;
  const status = await loadOrganisationItem(context, statusId);
  if (!status) return null;
  const priority = Number(status.data.prioriteit);
  return {
    id: status.id,
    value: status.value,
    prioriteit: Number.isFinite(priority) ? priority : null,
    color: typeof status.data.color === 'string' ? status.data.color : null,
    highlightColor:
      typeof status.data.highlight_color === 'string' ? status.data.highlight_color : null,
  };
}

SampleAnalysisResultRef.implement({
  description:
    'One result of an analysis: an asbestos type with its amount and percentage as reported',
  fields: (t) => ({
    id: t.exposeID('id'),
    analysis_material: t.id({
      nullable: true,
      description: 'The analyse_materialen item (asbestos type)',
      resolve: (row) => row.analysisMaterialItemId,
    }),
    analysis_material_item: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (row, _args, context) => loadOrganisationItem(context, row.analysisMaterialItemId),
    }),
    amount: t.id({
      nullable: true,
      description: 'The analyse_resultaat_hoeveelheden item',
      resolve: (row) => row.amountItemId,
    }),
    amount_item: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (row, _args, context) => loadOrganisationItem(context, row.amountItemId),
    }),
    percentage: t.exposeString('percentage', { description: 'As reported: "3.5", "2 - 5"' }),
    hazardous_material: t.exposeString('hazardousMaterial', {
      nullable: true,
      description: "A vessel's result: the IHM hazardous material's code",
    }),
    concentration: t.string({
      nullable: true,
      description: 'A decimal number as text, in `unit`',
      resolve: (row) => (row.concentration === null ? null : String(Number(row.concentration))),
    }),
    unit: t.exposeString('unit', { nullable: true, description: '% or mg/kg' }),
    above_threshold: t.boolean({
      nullable: true,
      description: "Whether the concentration is above the material's IHM threshold",
      resolve: (row) =>
        row.hazardousMaterial === null || row.concentration === null
          ? null
          : (aboveThreshold(
              row.hazardousMaterial,
              Number(row.concentration),
              row.unit === '%' ? '%' : 'mg/kg',
            ) ?? null),
    }),
    status: t.field({
      type: LabStatusRef,
      nullable: true,
      description: 'The materiaal_status the amount means',
      resolve: (row, _args, context) => amountStatus(context, row.amountItemId),
    }),
  }),
});

SampleAnalysisRef.implement({
  description:
    'The analysis of a sample (samples/{sample}/analysis/{analysis}): method, laboratory, certificate, date and results',
  fields: (t) => ({
    id: t.exposeID('id'),
    survey_id: t.exposeID('surveyId'),
    sample_id: t.exposeID('sampleId'),
    laboratory_id: t.id({ nullable: true, resolve: (row) => row.laboratoryId }),
    laboratory_name: t.string({
      nullable: true,
      resolve: (row, _args, context) => loadLaboratoryName(context, row.laboratoryId),
    }),
    lab_order_id: t.id({ nullable: true, resolve: (row) => row.labOrderId }),
    lab_order_number: t.string({
      nullable: true,
      resolve: (row, _args, context) => loadOrderNumber(context, row.labOrderId),
    }),
    certificate_id: t.id({ nullable: true, resolve: (row) => row.certificateId }),
    certificate: t.field({
      type: LabCertificateRef,
      nullable: true,
      resolve: (row, _args, context) => loadCertificate(context, row.certificateId),
    }),
    analysis_method: t.id({ nullable: true, resolve: (row) => row.analysisMethodItemId }),
    analysis_method_item: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (row, _args, context) => loadOrganisationItem(context, row.analysisMethodItemId),
    }),
    analysed_on: t.string({
      nullable: true,
      description: 'YYYY-MM-DD',
      resolve: (row) => row.analysedOn,
    }),
    asbestos_detected: t.exposeBoolean('asbestosDetected'),
    origin: t.exposeString('origin', { description: 'typed, csv or api' }),
    results: t.field({
      type: [SampleAnalysisResultRef],
      resolve: (row, _args, context) => loadResults(context, row.id),
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

LabCertificateRef.implement({
  description:
    "A laboratory's certificate of analysis for a survey: number, date, the PDF and the samples it covers",
  fields: (t) => ({
    id: t.exposeID('id'),
    survey_id: t.exposeID('surveyId'),
    laboratory_id: t.exposeID('laboratoryId'),
    lab_order_id: t.id({ nullable: true, resolve: (row) => row.labOrderId }),
    number: t.exposeString('number'),
    issued_on: t.string({
      nullable: true,
      description: 'YYYY-MM-DD',
      resolve: (row) => row.issuedOn,
    }),
    file: t.field({
      type: FileRef,
      nullable: true,
      resolve: (row, _args, context) => loadFile(context, organisationOf(context), row.fileId),
    }),
    samples: t.field({
      type: [SurveySampleRef],
      description: 'The samples whose analyses it covers, by number',
      resolve: (row, _args, context) =>
        context.db
          .selectDistinct({ sample: surveySamples })
          .from(surveySamples)
          .innerJoin(sampleAnalyses, eq(sampleAnalyses.sampleId, surveySamples.id))
          .where(eq(sampleAnalyses.certificateId, row.id))
          .orderBy(asc(surveySamples.number))
          .then((rows) => rows.map(({ sample }) => sample)),
    }),
  }),
});

/** The analyses of samples, newest first, for every sample of a request at once. */
const loadAnalyses = (context: Context, sampleId: number) =>
  batchLoad(context, 'lab-analyses', sampleId, async (ids) => {
    const rows = await context.db
      .select()
      .from(sampleAnalyses)
      .where(inArray(sampleAnalyses.sampleId, [...ids]))
      .orderBy(desc(sampleAnalyses.createdAt), desc(sampleAnalyses.id));
    const bySample = new Map<number, AnalysisRow[]>();
    for (const row of rows)
      bySample.set(row.sampleId, [...(bySample.get(row.sampleId) ?? []), row]);
    return bySample;
  }).then((rows) => rows ?? []);

builder.objectField(SurveySampleRef, 'analyses', (t) =>
  t.field({
    type: [SampleAnalysisRef],
    description: "The sample's analyses, newest first",
    resolve: (sample, _args, context) => loadAnalyses(context, sample.id),
  }),
);

/** An asbestos type a sample can be analysed for, with its amounts. */
interface AnalysisMaterialOption {
  item: VariableItemRow;
  amounts: VariableItemRow[];
}

const AnalysisMaterialOptionRef = builder
  .objectRef<AnalysisMaterialOption>('AnalysisMaterialOption')
  .implement({
    description:
      "An asbestos type (analyse_materialen) of the sample's material type, with the amounts it can be reported in",
    fields: (t) => ({
      id: t.id({ resolve: (option) => option.item.id }),
      value: t.string({ resolve: (option) => option.item.value }),
      asbestos_type: t.string({
        nullable: true,
        resolve: (option) =>
          typeof option.item.data.asbestos_type === 'string'
            ? option.item.data.asbestos_type
            : null,
      }),
      amounts: t.field({ type: [VariableItemRef], resolve: (option) => option.amounts }),
    }),
  });

/** The active asbestos types of the sample's source's material type, with their amounts. */
async function analysisMaterialsOf(db: Executor, organisationId: number, sampleId: number) {
  const rows = await rowsOf<{ item: VariableItemRow['id']; list: string }>(
    db,
    sql`select i.id as item, i.list
      from survey_samples m
      join survey_source_locations l on l.id = m.location_id
      join survey_sources s on s.id = l.source_id
      join organisations o on o.id = ${organisationId}
      join variable_items i on i.variable_set_id = o.variable_set_id and i.active
        and (
          (i.list = 'analyse_materialen' and i.parent_item_id = s.material_type_item_id)
          or (i.list = 'analyse_resultaat_hoeveelheden' and i.parent_item_id in (
            select p.id from variable_items p
            where p.list = 'analyse_materialen' and p.parent_item_id = s.material_type_item_id))
        )
      where m.id = ${sampleId}`,
  );
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(variableItems)
    .where(
      inArray(
        variableItems.id,
        rows.map((row) => row.item),
      ),
    )
    .orderBy(asc(variableItems.sortIndex), asc(variableItems.id));
  return items
    .filter((item) => item.list === 'analyse_materialen')
    .map((item) => ({
      item,
      amounts: items.filter(
        (amount) =>
          amount.list === 'analyse_resultaat_hoeveelheden' && amount.parentItemId === item.id,
      ),
    }));
}

builder.objectField(SurveySampleRef, 'analysis_materials', (t) =>
  t.field({
    type: [AnalysisMaterialOptionRef],
    description:
      "The asbestos types of the source's material type and their amounts: what the analysis form offers",
    resolve: (sample, _args, context) =>
      analysisMaterialsOf(context.db, organisationOf(context), sample.id),
  }),
);

/**
 * The order each sample is at the laboratory on (sent, received, (partly) analysed), for
 * every sample of a request at once: such a sample is not changed or deleted any more.
 */
const loadOrderAtLab = (context: Context, sampleId: number) =>
  batchLoad(context, 'lab-orders-at-lab', sampleId, async (ids) => {
    const rows = await context.db
      .select({ sampleId: labOrderSamples.sampleId, order: labOrders })
      .from(labOrderSamples)
      .innerJoin(labOrders, eq(labOrders.id, labOrderSamples.labOrderId))
      .where(
        and(
          inArray(labOrderSamples.sampleId, [...ids]),
          eq(labOrderSamples.active, true),
          inArray(labOrders.status, [...ordersAtLab]),
        ),
      );
    return new Map(rows.map((row) => [row.sampleId, row.order]));
  }).then((order) => order ?? null);

builder.objectField(SurveySampleRef, 'at_lab_order', (t) =>
  t.field({
    type: LabOrderRef,
    nullable: true,
    description:
      'The order the sample is at the laboratory on (sent, received, partly analysed or analysed): the sample, its location and source can no longer be changed or deleted; null when none',
    resolve: (sample, _args, context) => loadOrderAtLab(context, sample.id),
  }),
);

builder.objectField(SurveySampleRef, 'vscp_entry_id', (t) =>
  t.id({
    nullable: true,
    description: "A vessel's sample: the VSCP entry whose check by sampling it is",
    resolve: (sample) => sample.vscpEntryId,
  }),
);

builder.objectField(SurveyVscpEntryRef, 'samples', (t) =>
  t.field({
    type: [SurveySampleRef],
    description: 'The samples taken for the entry (check method sampling), by number',
    resolve: (entry, _args, context) =>
      batchLoad(context, 'lab-vscp-samples', entry.id, async (ids) => {
        const rows = await context.db
          .select()
          .from(surveySamples)
          .where(inArray(surveySamples.vscpEntryId, [...ids]))
          .orderBy(asc(surveySamples.number), asc(surveySamples.id));
        const byEntry = new Map<number, (typeof rows)[number][]>();
        for (const row of rows) {
          byEntry.set(row.vscpEntryId!, [...(byEntry.get(row.vscpEntryId!) ?? []), row]);
        }
        return byEntry;
      }).then((rows) => rows ?? []),
  }),
);

builder.queryFields((t) => ({
  sampleAnalysis: t.field({
    type: SampleAnalysisRef,
    nullable: true,
    description: "An analysis of a sample of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = parseId(args.id);
      if (id === null) return null;
      const [row] = await context.db.select().from(sampleAnalyses).where(eq(sampleAnalyses.id, id));
      if (!row || !(await findSurvey(context.db, organisationOf(context), row.surveyId)))
        return null;
      return row;
    },
  }),
  labCertificates: t.field({
    type: [LabCertificateRef],
    description:
      "A survey's certificates from one laboratory, by number; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }), laboratoryId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const surveyId = parseId(args.surveyId);
      const laboratoryId = parseId(args.laboratoryId);
      if (surveyId === null || laboratoryId === null) return [];
      if (!(await findSurvey(context.db, organisationOf(context), surveyId))) return [];
      return context.db
        .select()
        .from(labCertificates)
        .where(
          and(
            eq(labCertificates.surveyId, surveyId),
            eq(labCertificates.laboratoryId, laboratoryId),
          ),
        )
        .orderBy(asc(labCertificates.number), asc(labCertificates.id));
    },
  }),
  labCertificate: t.field({
    type: LabCertificateRef,
    nullable: true,
    description: "A lab certificate of a survey of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = parseId(args.id);
      return id === null ? null : findLabCertificate(context.db, organisationOf(context), id);
    },
  }),
}));

// ---------------------------------------------------------------------------------------
// CSV import

interface PreviewRow {
  row: number;
  sample: string;
  type: string;
  percentage: string;
  sampleId: number | null;
  material: string | null;
  amount: string | null;
  problem: string | null;
  problemDetail: string | null;
  problemKey: string | null;
  notice: string | null;
}

const LabResultsCsvRowRef = builder.objectRef<PreviewRow>('LabResultsCsvRow').implement({
  description: 'A row of a CSV of results: what it will write, or its problem',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'Its line in the file (the header is 1)' }),
    sample: t.exposeString('sample'),
    type: t.exposeString('type'),
    percentage: t.exposeString('percentage'),
    sample_id: t.id({ nullable: true, resolve: (row) => row.sampleId }),
    material: t.exposeString('material', { nullable: true }),
    amount: t.exposeString('amount', { nullable: true }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: "The row's problem in the caller's language",
    }),
    problem_detail: t.exposeString('problemDetail', {
      nullable: true,
      description: 'The problem without its row number, for a table that shows the row beside it',
    }),
    problem_key: t.exposeString('problemKey', { nullable: true }),
    notice: t.exposeString('notice', {
      nullable: true,
      description:
        'What the row will do besides writing, without its row number (an analysis it replaces); not a problem',
    }),
  }),
});

interface Preview {
  rows: PreviewRow[];
  problem: string | null;
}

const LabResultsCsvPreviewRef = builder.objectRef<Preview>('LabResultsCsvPreview').implement({
  description: 'What importing a CSV of results would write; nothing has been written',
  fields: (t) => ({
    rows: t.field({ type: [LabResultsCsvRowRef], resolve: (preview) => preview.rows }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why the file cannot be read at all (missing columns, no rows)',
    }),
    problem_count: t.int({
      resolve: (preview) =>
        preview.rows.filter((row) => row.problem !== null).length + (preview.problem ? 1 : 0),
    }),
  }),
});

const LabResultsImportRef = builder
  .objectRef<{ analysisIds: number[]; rows: number }>('LabResultsImport')
  .implement({
    description: 'What an import wrote',
    fields: (t) => ({
      analysis_ids: t.idList({ resolve: (result) => result.analysisIds }),
      row_count: t.exposeInt('rows'),
    }),
  });

builder.queryField('labResultsCsvPreview', (t) =>
  t.field({
    type: LabResultsCsvPreviewRef,
    description:
      "Reads a laboratory's CSV of results (its text) with the laboratory's profile and says per row what importing would write or why not; writes nothing",
    authScopes: { member: true },
    args: {
      surveyId: t.arg.id({ required: true }),
      laboratoryId: t.arg.id({ required: true }),
      csv: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const preview = await previewLabResultsCsv(
        context.db,
        organisationOf(context),
        toId(args.surveyId),
        toId(args.laboratoryId),
        args.csv,
      );
      const say = (key: string, values?: Record<string, string | number>) =>
        translate(domainMessages, context.locale, key, values);
      // "Regel 3: monster M09 ..." as "Monster M09 ...": the table has a column of rows.
      const detail = (row: number, text: string) => {
        const prefix = say('labResults.csvRowPrefix', { row });
        if (!text.startsWith(prefix)) return text;
        const rest = text.slice(prefix.length);
        return rest.charAt(0).toLocaleUpperCase(context.locale) + rest.slice(1);
      };
      return {
        problem: preview.problem ? say(preview.problem.key, preview.problem.values) : null,
        rows: preview.rows.map((row) => {
          const problem = row.problem ? say(row.problem.key, row.problem.values) : null;
          return {
            row: row.row,
            sample: row.sample,
            type: row.type,
            percentage: row.percentage,
            sampleId: row.sampleId,
            material: row.material,
            amount: row.amount,
            problem,
            problemDetail: problem === null ? null : detail(row.row, problem),
            problemKey: row.problem?.key ?? null,
            notice: row.notice ? detail(row.row, say(row.notice.key, row.notice.values)) : null,
          };
        }),
      };
    },
  }),
);

// ---------------------------------------------------------------------------------------
// Mutations

const SampleAnalysisResultInput = builder.inputType('SampleAnalysisResultInput', {
  fields: (t) => ({
    analysis_material: t.id({ required: true, description: 'An analyse_materialen item' }),
    amount: t.id({ description: 'An amount of that material; empty: found by the percentage' }),
    percentage: t.string({ description: 'As reported: "3.5", "2 - 5", "< 2"' }),
  }),
});

const SampleAnalysisInput = builder.inputType('SampleAnalysisInput', {
  fields: (t) => ({
    laboratory: t.id({ required: true }),
    analysis_method: t.id({ description: 'An analyse_methodes item' }),
    analysed_on: t.string({ description: 'DD-MM-YYYY, as the form gives it' }),
    certificate: t.id({ description: "One of the survey's certificates of that laboratory" }),
    results: t.field({ type: [SampleAnalysisResultInput], required: true }),
  }),
});

const VesselResultInput = builder.inputType('VesselResultInput', {
  fields: (t) => ({
    hazardous_material: t.string({ required: true, description: 'An IHM hazardous material code' }),
    concentration: t.string({ required: true, description: 'Digits with a point or comma' }),
    unit: t.string({ required: true, description: '% or mg/kg' }),
  }),
});

const VesselAnalysisInput = builder.inputType('VesselAnalysisInput', {
  fields: (t) => ({
    laboratory: t.id({ required: true }),
    analysed_on: t.string({ description: 'DD-MM-YYYY, as the form gives it' }),
    results: t.field({ type: [VesselResultInput], required: true }),
  }),
});

const LabCertificateInput = builder.inputType('LabCertificateInput', {
  fields: (t) => ({
    number: t.string({ required: true }),
    issued_on: t.string({ description: 'DD-MM-YYYY, as the form gives it' }),
    file: t.id({ description: 'An uploaded PDF; empty for none' }),
    samples: t.idList({ required: true, description: 'The samples it covers' }),
  }),
});

const optionalNumber = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : toId(value);

const maxResults = 50;

/** A form's date ('DD-MM-YYYY') as stored; null when empty; refused on the field otherwise. */
function formDate(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const failure = validateValue(text, [{ rule: 'date' }], { values: {} });
  if (failure) throw badInput({ [field]: failure })!;
  return toStoredDate(text);
}

builder.mutationFields((t) => ({
  saveSampleAnalysis: t.field({
    type: SampleAnalysisRef,
    description:
      "Saves a sample's analysis typed in (a new one, or `id`'s, replaced as a whole with its results)",
    authScopes: { member: true },
    args: {
      sampleId: t.arg.id({ required: true }),
      id: t.arg.id(),
      input: t.arg({ type: SampleAnalysisInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const access = accessOf(context);
      if (args.input.results.length > maxResults) {
        throw new AppError('BAD_USER_INPUT', 'error.badInput');
      }
      const id = await context.db.transaction((tx) =>
        saveTypedAnalysis(tx, access, {
          sampleId: toId(args.sampleId),
          analysisId: optionalNumber(args.id),
          laboratoryId: toId(args.input.laboratory),
          analysisMethodItemId: optionalNumber(args.input.analysis_method),
          analysedOn: formDate(args.input.analysed_on, 'analysed_on'),
          certificateId: optionalNumber(args.input.certificate),
          results: args.input.results.map((result) => ({
            analysisMaterialItemId: toId(result.analysis_material),
            amountItemId: optionalNumber(result.amount),
            percentage: result.percentage ?? '',
          })),
        }),
      );
      const [row] = await context.db.select().from(sampleAnalyses).where(eq(sampleAnalyses.id, id));
      return row!;
    },
  }),
  deleteSampleAnalysis: t.boolean({
    description:
      "Deletes an analysis of a sample with its results (the sample's status goes with it; its order's status and a VSCP entry's finding follow)",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction(async (tx) => {
        const id = toId(args.id);
        const [row] = await tx.select().from(sampleAnalyses).where(eq(sampleAnalyses.id, id));
        const survey = row && (await findSurvey(tx, organisationOf(context), row.surveyId));
        if (!row || !survey) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        await openSurvey(tx, row.surveyId);
        await tx.delete(sampleAnalyses).where(eq(sampleAnalyses.id, id));
        // Its order counts its samples' analyses again: back from (partly) analysed.
        if (row.labOrderId !== null) {
          await settleLabOrderStatus(tx, row.labOrderId, accessOf(context).profileId);
        }
        const [sample] = await tx
          .select({ entryId: surveySamples.vscpEntryId })
          .from(surveySamples)
          .where(eq(surveySamples.id, row.sampleId));
        if (sample?.entryId) await updateEntryFinding(tx, sample.entryId);
        return true;
      }),
  }),
  addVscpSample: t.field({
    type: SurveySampleRef,
    description:
      'Takes a sample for a VSCP entry checked by sampling (numbered V01, V02... in the survey)',
    authScopes: { member: true },
    args: { entryId: t.arg.id({ required: true }), description: t.arg.string() },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        addVscpSample(tx, accessOf(context), toId(args.entryId), args.description ?? ''),
      ),
  }),
  saveVesselAnalysis: t.field({
    type: SampleAnalysisRef,
    description:
      "Saves a vessel sample's analysis (concentrations per IHM hazardous material); its VSCP entry's finding follows the thresholds",
    authScopes: { member: true },
    args: {
      sampleId: t.arg.id({ required: true }),
      id: t.arg.id(),
      input: t.arg({ type: VesselAnalysisInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const access = accessOf(context);
      if (args.input.results.length > maxResults) {
        throw new AppError('BAD_USER_INPUT', 'error.badInput');
      }
      const id = await context.db.transaction((tx) =>
        saveVesselAnalysis(tx, access, {
          sampleId: toId(args.sampleId),
          analysisId: optionalNumber(args.id),
          laboratoryId: toId(args.input.laboratory),
          analysedOn: formDate(args.input.analysed_on, 'analysed_on'),
          results: args.input.results.map((result) => ({
            hazardousMaterial: result.hazardous_material,
            concentration: result.concentration,
            unit: result.unit,
          })),
        }),
      );
      const [row] = await context.db.select().from(sampleAnalyses).where(eq(sampleAnalyses.id, id));
      return row!;
    },
  }),
  importLabResultsCsv: t.field({
    type: LabResultsImportRef,
    description:
      "Imports a laboratory's CSV of results (its text), checked again as the preview was: all rows or nothing",
    authScopes: { member: true },
    args: {
      surveyId: t.arg.id({ required: true }),
      laboratoryId: t.arg.id({ required: true }),
      csv: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => {
      const access = accessOf(context);
      return context.db.transaction((tx) =>
        importLabResultsCsv(tx, {
          organisationId: access.organisationId,
          profileId: access.profileId,
          surveyId: toId(args.surveyId),
          laboratoryId: toId(args.laboratoryId),
          csv: args.csv,
        }),
      );
    },
  }),
  createLabCertificate: t.field({
    type: LabCertificateRef,
    description: "Adds a laboratory's certificate (number, date, PDF) covering samples of a survey",
    authScopes: { member: true },
    args: {
      surveyId: t.arg.id({ required: true }),
      laboratoryId: t.arg.id({ required: true }),
      input: t.arg({ type: LabCertificateInput, required: true }),
    },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        createLabCertificate(tx, accessOf(context), toId(args.surveyId), toId(args.laboratoryId), {
          number: args.input.number,
          issuedOn: args.input.issued_on ?? null,
          file: args.input.file ?? null,
          sampleIds: args.input.samples.map(toId),
        }),
      ),
  }),
  updateLabCertificate: t.field({
    type: LabCertificateRef,
    description: "Changes a lab certificate's number, date, PDF and the samples it covers",
    authScopes: { member: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: LabCertificateInput, required: true }),
    },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        updateLabCertificate(tx, accessOf(context), toId(args.id), {
          number: args.input.number,
          issuedOn: args.input.issued_on ?? null,
          file: args.input.file ?? null,
          sampleIds: args.input.samples.map(toId),
        }),
      ),
  }),
  deleteLabCertificate: t.boolean({
    description: 'Deletes a lab certificate; the analyses it covered stay',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await context.db.transaction((tx) =>
        deleteLabCertificate(tx, accessOf(context), toId(args.id)),
      );
      return true;
    },
  }),
}));
