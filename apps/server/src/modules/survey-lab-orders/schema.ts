import {
  cancelRight,
  isLabOrderEditable,
  orderableMethods,
  sendStateOf,
} from '@vezel/domain/lab/orders';
import { parseId } from '@vezel/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  jobs,
  labCertificates,
  labOrderSamples,
  labOrderStatusChanges,
  labOrders,
  laboratories,
  surveySamples,
  variableItems,
} from '../../db/tables';
import { JobRef, loadJob } from '../../jobs/schema';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { batchLoad } from '../../graphql/request-cache';
import { FileRef, loadFile } from '../../files/schema';
import { accessOf, toId } from '../../resources/register';
import { loadOrganisationItem, VariableItemRef } from '../../resources/variable-items';
import { LaboratoryRef } from '../laboratories/schema';
import { LabCertificateRef } from '../survey-lab-results/schema';
import { loadProfileName } from '../accounts/full-name';
import { findSurvey } from '../surveys/access';
import { SurveySampleRef } from '../survey-sources/schema';
import {
  cancelLabOrder,
  cancelNoticeJobKind,
  createLabOrder,
  deleteLabOrder,
  fetchResultsJobKind,
  findLabOrder,
  markLabOrderReceived,
  retryLabOrderResults,
  sendLabOrder,
  updateLabOrder,
  type LabOrderInput,
  type LabOrderRow,
} from './orders';
import './jobs';

type OrderSampleRow = typeof labOrderSamples.$inferSelect;
type StatusChangeRow = typeof labOrderStatusChanges.$inferSelect;
type CertificateRow = typeof labCertificates.$inferSelect;

/** The latest job of a kind of each order (its results poll...), for a list at once. */
const loadOrderJob = (context: Context, kind: string, orderId: number) =>
  batchLoad(context, `lab-order-jobs:${kind}`, orderId, async (ids) => {
    const rows = await context.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          inArray(sql<number>`(${jobs.payload}->>'labOrderId')::int`, [...ids]),
        ),
      )
      .orderBy(asc(jobs.id));
    return new Map(rows.map((row) => [Number(row.payload.labOrderId), row]));
  });

/** The certificates the laboratory gave for each order, for a list at once. */
const loadCertificates = (context: Context, orderId: number) =>
  batchLoad(context, 'lab-order-certificates', orderId, async (ids) => {
    const rows = await context.db
      .select()
      .from(labCertificates)
      .where(inArray(labCertificates.labOrderId, [...ids]))
      .orderBy(asc(labCertificates.issuedOn), asc(labCertificates.id));
    const grouped = new Map<number, CertificateRow[]>();
    for (const row of rows) {
      if (row.labOrderId === null) continue;
      grouped.set(row.labOrderId, [...(grouped.get(row.labOrderId) ?? []), row]);
    }
    return grouped;
  }).then((rows) => rows ?? []);

/**
 * Who made a change: a person (their profile), else the laboratory (what its API reported:
 * received, results) or Vezel itself (the send job). Told apart by the status reached: the
 * changes without a person are only those, so no column is needed.
 */
const changeActor = (change: StatusChangeRow): 'person' | 'laboratory' | 'vezel' =>
  change.profileId !== null
    ? 'person'
    : ['received', 'partly_analysed', 'analysed'].includes(change.toStatus)
      ? 'laboratory'
      : 'vezel';

const LabOrderStatusChangeRef = builder
  .objectRef<StatusChangeRow>('LabOrderStatusChange')
  .implement({
    description:
      "A change of a lab order's status: by whom (a person, the laboratory or Vezel) and when",
    fields: (t) => ({
      id: t.exposeID('id'),
      from_status: t.exposeString('fromStatus', { nullable: true }),
      to_status: t.exposeString('toStatus'),
      note: t.exposeString('note'),
      changed_by_kind: t.string({
        description:
          'person (changed_by names them), laboratory (reported through its API) or vezel (done by Vezel itself, e.g. sending)',
        resolve: (change) => changeActor(change),
      }),
      changed_by: t.string({
        nullable: true,
        resolve: (change, _args, context) => loadProfileName(context, change.profileId),
      }),
      changed_at: t.expose('changedAt', { type: 'DateTime' }),
    }),
  });

const LabOrderSampleRef = builder.objectRef<OrderSampleRow>('LabOrderSample').implement({
  description: 'A sample on a lab order with the analysis method asked for',
  fields: (t) => ({
    id: t.exposeID('id'),
    sample_id: t.exposeID('sampleId'),
    sample: t.field({
      type: SurveySampleRef,
      resolve: async (row, _args, context) => {
        const sample = await batchLoad(context, 'lab-order-samples', row.sampleId, async (ids) => {
          const rows = await context.db
            .select()
            .from(surveySamples)
            .where(inArray(surveySamples.id, [...ids]));
          return new Map(rows.map((sample) => [sample.id, sample]));
        });
        if (!sample) throw new Error(`sample ${row.sampleId} missing`);
        return sample;
      },
    }),
    analysis_method_id: t.id({ nullable: true, resolve: (row) => row.analysisMethodItemId }),
    analysis_method: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (row, _args, context) => loadOrganisationItem(context, row.analysisMethodItemId),
    }),
    active: t.exposeBoolean('active'),
  }),
});

/** A job's state as the screen shows it. */
export const LabOrderRef = builder.objectRef<LabOrderRow>('LabOrder').implement({
  description: "A lab order: samples of a survey sent to one of the organisation's laboratories",
  fields: (t) => ({
    id: t.exposeID('id'),
    survey_id: t.exposeID('surveyId'),
    laboratory_id: t.exposeID('laboratoryId'),
    laboratory: t.field({
      type: LaboratoryRef,
      resolve: async (order, _args, context) => {
        const laboratory = await batchLoad(
          context,
          'lab-order-laboratories',
          order.laboratoryId,
          async (ids) => {
            const rows = await context.db
              .select()
              .from(laboratories)
              .where(inArray(laboratories.id, [...ids]));
            return new Map(rows.map((row) => [row.id, row]));
          },
        );
        if (!laboratory) throw new Error(`laboratory ${order.laboratoryId} missing`);
        return laboratory;
      },
    }),
    number: t.exposeString('number'),
    status: t.exposeString('status', {
      description: 'draft, sent, received, partly_analysed, analysed or cancelled',
    }),
    priority: t.exposeString('priority', { description: 'normal, directly or urgent' }),
    remarks: t.exposeString('remarks'),
    channel: t.exposeString('channel', { nullable: true, description: 'email or api, once sent' }),
    external_reference: t.exposeString('externalReference', { nullable: true }),
    created_by: t.string({
      nullable: true,
      resolve: (order, _args, context) => loadProfileName(context, order.createdBy),
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    sent_at: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    order_file: t.field({
      type: FileRef,
      nullable: true,
      description: 'The order form PDF as sent',
      resolve: (order, _args, context) =>
        loadFile(context, organisationOf(context), order.orderFileId),
    }),
    send_state: t.string({
      description: 'none, sending, sent or failed',
      resolve: async (order, _args, context) =>
        sendStateOf(order.status, (await loadJob(context, order.sendJobId))?.status),
    }),
    send_job: t.field({
      type: JobRef,
      nullable: true,
      resolve: (order, _args, context) => loadJob(context, order.sendJobId),
    }),
    results_job: t.field({
      type: JobRef,
      nullable: true,
      description: "The poll for an API laboratory's results",
      resolve: async (order, _args, context) =>
        (await loadOrderJob(context, fetchResultsJobKind, order.id)) ?? null,
    }),
    cancel_job: t.field({
      type: JobRef,
      nullable: true,
      description:
        'Telling the laboratory the order is cancelled (an order it had); null for a draft cancelled',
      resolve: async (order, _args, context) =>
        (await loadOrderJob(context, cancelNoticeJobKind, order.id)) ?? null,
    }),
    certificates: t.field({
      type: [LabCertificateRef],
      description: "The laboratory's certificates of analysis for this order",
      resolve: (order, _args, context) => loadCertificates(context, order.id),
    }),
    editable: t.boolean({
      description: 'A draft not being sent: its surveyor may change, delete and send it',
      resolve: async (order, _args, context) =>
        isLabOrderEditable(order.status) &&
        sendStateOf(order.status, (await loadJob(context, order.sendJobId))?.status) !== 'sending',
    }),
    can_cancel: t.boolean({
      description: 'Whether the caller may cancel it (an order the lab has: managers only)',
      resolve: (order, _args, context) => {
        const right = cancelRight(order.status);
        return right === 'surveyor' || (right === 'manager' && accessOf(context).manager);
      },
    }),
    samples: t.field({
      type: [LabOrderSampleRef],
      resolve: (order, _args, context) =>
        batchLoad(context, 'lab-order-sample-rows', order.id, async (ids) => {
          const rows = await context.db
            .select()
            .from(labOrderSamples)
            .where(inArray(labOrderSamples.labOrderId, [...ids]))
            .orderBy(asc(labOrderSamples.sortIndex), asc(labOrderSamples.id));
          const grouped = new Map<number, OrderSampleRow[]>();
          for (const row of rows) {
            grouped.set(row.labOrderId, [...(grouped.get(row.labOrderId) ?? []), row]);
          }
          return grouped;
        }).then((rows) => rows ?? []),
    }),
    history: t.field({
      type: [LabOrderStatusChangeRef],
      description: 'Every change of status, newest first',
      resolve: (order, _args, context) =>
        batchLoad(context, 'lab-order-history', order.id, async (ids) => {
          const rows = await context.db
            .select()
            .from(labOrderStatusChanges)
            .where(inArray(labOrderStatusChanges.labOrderId, [...ids]))
            .orderBy(desc(labOrderStatusChanges.changedAt), desc(labOrderStatusChanges.id));
          const grouped = new Map<number, StatusChangeRow[]>();
          for (const row of rows) {
            grouped.set(row.labOrderId, [...(grouped.get(row.labOrderId) ?? []), row]);
          }
          return grouped;
        }).then((rows) => rows ?? []),
    }),
  }),
});

interface OrderableSample {
  sample: typeof surveySamples.$inferSelect;
  methodIds: number[];
}

const OrderableSampleRef = builder.objectRef<OrderableSample>('OrderableSample').implement({
  description: 'A sample on no order yet, with the analysis methods a laboratory can do on it',
  fields: (t) => ({
    sample: t.field({ type: SurveySampleRef, resolve: (row) => row.sample }),
    methods: t.field({
      type: [VariableItemRef],
      resolve: async (row, _args, context) =>
        (await Promise.all(row.methodIds.map((id) => loadOrganisationItem(context, id)))).filter(
          (item) => item !== null,
        ),
    }),
  }),
});

interface SurveyLaboratory {
  laboratory: typeof laboratories.$inferSelect;
  orderCount: number;
  orderableCount: number;
}

const SurveyLaboratoryRef = builder.objectRef<SurveyLaboratory>('SurveyLaboratory').implement({
  description: "One of the organisation's laboratories as a survey sees it",
  fields: (t) => ({
    laboratory: t.field({ type: LaboratoryRef, resolve: (row) => row.laboratory }),
    order_count: t.int({ resolve: (row) => row.orderCount }),
    orderable_sample_count: t.int({
      description: 'Samples on no order that this laboratory can analyse',
      resolve: (row) => row.orderableCount,
    }),
  }),
});

/** Samples of a survey on no order that holds them, with their kinds' analysis methods. */
async function unorderedSamples(db: Executor, surveyId: number) {
  return db
    .select({ sample: surveySamples, kindData: variableItems.data })
    .from(surveySamples)
    .leftJoin(variableItems, eq(variableItems.id, surveySamples.sampleKindItemId))
    .where(
      and(
        eq(surveySamples.surveyId, surveyId),
        // Only an order that holds its samples has them active (cancelling frees them).
        sql`not exists (select 1 from ${labOrderSamples}
          where ${labOrderSamples.sampleId} = ${surveySamples.id} and ${labOrderSamples.active})`,
      ),
    )
    .orderBy(asc(surveySamples.number), asc(surveySamples.id));
}

const kindMethods = (data: Record<string, unknown> | null): number[] =>
  Array.isArray(data?.analyse_methodes)
    ? (data.analyse_methodes as unknown[]).filter((id): id is number => typeof id === 'number')
    : [];

builder.queryField('surveyLaboratories', (t) =>
  t.field({
    type: [SurveyLaboratoryRef],
    description:
      "The organisation's laboratories for a survey: its orders there, and the samples on no order that each can analyse",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const organisationId = organisationOf(context);
      const surveyId = parseId(args.surveyId);
      if (surveyId === null || !(await findSurvey(context.db, organisationId, surveyId))) return [];
      const labs = await context.db
        .select()
        .from(laboratories)
        .where(eq(laboratories.organisationId, organisationId))
        .orderBy(asc(laboratories.name));
      const counts = await context.db
        .select({ laboratoryId: labOrders.laboratoryId, orders: sql<number>`count(*)::int` })
        .from(labOrders)
        .where(eq(labOrders.surveyId, surveyId))
        .groupBy(labOrders.laboratoryId);
      const samples = await unorderedSamples(context.db, surveyId);
      return labs.map((laboratory) => ({
        laboratory,
        orderCount: counts.find((row) => row.laboratoryId === laboratory.id)?.orders ?? 0,
        orderableCount: samples.filter(
          (row) => orderableMethods(kindMethods(row.kindData), laboratory.analysisMethodIds).length,
        ).length,
      }));
    },
  }),
);

builder.queryField('orderableSamples', (t) =>
  t.field({
    type: [OrderableSampleRef],
    description:
      'Samples of the survey on no order that the laboratory can analyse, with the methods it can use; `labOrderId` adds those of that draft',
    authScopes: { member: true },
    args: {
      surveyId: t.arg.id({ required: true }),
      laboratoryId: t.arg.id({ required: true }),
      labOrderId: t.arg.id(),
    },
    resolve: async (_root, args, context) => {
      const organisationId = organisationOf(context);
      const surveyId = parseId(args.surveyId);
      const laboratoryId = parseId(args.laboratoryId);
      if (surveyId === null || laboratoryId === null) return [];
      if (!(await findSurvey(context.db, organisationId, surveyId))) return [];
      const [laboratory] = await context.db
        .select()
        .from(laboratories)
        .where(
          and(eq(laboratories.id, laboratoryId), eq(laboratories.organisationId, organisationId)),
        );
      if (!laboratory) return [];
      const rows = await unorderedSamples(context.db, surveyId);
      const draftId = args.labOrderId ? parseId(args.labOrderId) : null;
      const draft =
        draftId === null ? null : await findLabOrder(context.db, organisationId, draftId);
      if (draft && draft.surveyId === surveyId) {
        const own = await context.db
          .select({ sample: surveySamples, kindData: variableItems.data })
          .from(labOrderSamples)
          .innerJoin(surveySamples, eq(surveySamples.id, labOrderSamples.sampleId))
          .leftJoin(variableItems, eq(variableItems.id, surveySamples.sampleKindItemId))
          .where(and(eq(labOrderSamples.labOrderId, draft.id), eq(labOrderSamples.active, true)));
        rows.push(...own);
        rows.sort((a, b) => a.sample.number.localeCompare(b.sample.number));
      }
      return rows
        .map((row) => ({
          sample: row.sample,
          methodIds: orderableMethods(kindMethods(row.kindData), laboratory.analysisMethodIds),
        }))
        .filter((row) => row.methodIds.length > 0);
    },
  }),
);

builder.queryField('labOrders', (t) =>
  t.field({
    type: [LabOrderRef],
    description: "A survey's lab orders, newest first, optionally of one laboratory",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }), laboratoryId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const surveyId = parseId(args.surveyId);
      if (surveyId === null || !(await findSurvey(context.db, organisationOf(context), surveyId))) {
        return [];
      }
      const laboratoryId = args.laboratoryId ? parseId(args.laboratoryId) : null;
      return context.db
        .select()
        .from(labOrders)
        .where(
          and(
            eq(labOrders.surveyId, surveyId),
            laboratoryId === null ? undefined : eq(labOrders.laboratoryId, laboratoryId),
          ),
        )
        .orderBy(desc(labOrders.createdAt), desc(labOrders.id));
    },
  }),
);

builder.queryField('labOrder', (t) =>
  t.field({
    type: LabOrderRef,
    nullable: true,
    description: "A lab order of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = parseId(args.id);
      return id === null ? null : findLabOrder(context.db, organisationOf(context), id);
    },
  }),
);

const LabOrderSampleInput = builder.inputType('LabOrderSampleInput', {
  fields: (t) => ({
    sampleId: t.id({ required: true }),
    analysisMethodId: t.id({ required: true }),
  }),
});

const LabOrderInputRef = builder.inputType('LabOrderInput', {
  fields: (t) => ({
    laboratoryId: t.id(),
    priority: t.string({ required: true, description: 'normal, directly or urgent' }),
    remarks: t.string(),
    samples: t.field({ type: [LabOrderSampleInput], required: true }),
  }),
});

const orderInput = (input: {
  laboratoryId?: string | number | null;
  priority: string;
  remarks?: string | null;
  samples: { sampleId: string | number; analysisMethodId: string | number }[];
}): LabOrderInput => ({
  ...(input.laboratoryId != null && { laboratoryId: toId(input.laboratoryId) }),
  priority: input.priority,
  remarks: input.remarks ?? '',
  samples: input.samples.map((sample) => ({
    sampleId: toId(sample.sampleId),
    analysisMethodId: toId(sample.analysisMethodId),
  })),
});

builder.mutationField('createLabOrder', (t) =>
  t.field({
    type: LabOrderRef,
    description: 'A draft order of samples of the survey for a laboratory (surveyors and managers)',
    authScopes: { member: true },
    args: {
      surveyId: t.arg.id({ required: true }),
      input: t.arg({ type: LabOrderInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        createLabOrder(tx, accessOf(context), toId(args.surveyId), orderInput(args.input)),
      ),
  }),
);

builder.mutationField('updateLabOrder', (t) =>
  t.field({
    type: LabOrderRef,
    description: "A draft's laboratory, priority, remarks and samples",
    authScopes: { member: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: LabOrderInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        updateLabOrder(tx, accessOf(context), toId(args.id), orderInput(args.input)),
      ),
  }),
);

builder.mutationField('deleteLabOrder', (t) =>
  t.id({
    description: 'Deletes a draft; returns its id',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => deleteLabOrder(tx, accessOf(context), toId(args.id))),
  }),
);

builder.mutationField('sendLabOrder', (t) =>
  t.field({
    type: LabOrderRef,
    description:
      "Sends a draft (or again after a failure) by the laboratory's channel; it shows send_state sending until delivered",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        sendLabOrder(tx, accessOf(context), toId(args.id), context.locale),
      ),
  }),
);

builder.mutationField('markLabOrderReceived', (t) =>
  t.field({
    type: LabOrderRef,
    description: 'The laboratory confirmed it has the samples of a sent order',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => markLabOrderReceived(tx, accessOf(context), toId(args.id))),
  }),
);

builder.mutationField('cancelLabOrder', (t) =>
  t.field({
    type: LabOrderRef,
    description:
      'Cancels an order and frees its samples: a draft by its surveyor (the screen deletes drafts instead), an order the laboratory has by a manager with a reason; the laboratory is then told (cancel_job)',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        cancelLabOrder(tx, accessOf(context), toId(args.id), args.reason ?? '', context.locale),
      ),
  }),
);

builder.mutationField('retryLabOrderResults', (t) =>
  t.field({
    type: LabOrderRef,
    description: "Asks an API laboratory for an order's results again after fetching them failed",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => retryLabOrderResults(tx, accessOf(context), toId(args.id))),
  }),
);
