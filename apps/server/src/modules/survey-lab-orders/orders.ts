import {
  cancelRight,
  canMarkReceived,
  isLabOrderEditable,
  isLabOrderPriority,
  nextLabOrderNumber,
  ordersAtLab,
  ordersAwaitingResults,
  sendStateOf,
} from '@vezel/domain/lab/orders';
import { validateValue, type Locale } from '@vezel/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  jobs,
  labOrderSamples,
  labOrderStatusChanges,
  labOrders,
  laboratories,
  surveySamples,
  surveySourceLocations,
  variableItems,
} from '../../db/tables';
import { AppError, badInput, forbidden } from '../../graphql/errors';
import { enqueue } from '../../jobs/queue';
import type { Access } from '../../resources/binding';
import { findOwnLaboratory } from '../laboratories/own';
import { openOwnedSurvey, openSurvey } from '../surveys/access';

export type LabOrderRow = typeof labOrders.$inferSelect;
export type LaboratoryRow = typeof laboratories.$inferSelect;

export const sendJobKind = 'labOrder.send';
export const fetchResultsJobKind = 'labOrder.fetchResults';
export const cancelNoticeJobKind = 'labOrder.cancelNotice';

export interface LabOrderInput {
  laboratoryId?: number;
  priority: string;
  remarks: string;
  samples: { sampleId: number; analysisMethodId: number }[];
}

const remarksRules = [{ rule: 'maxLength', max: 2000 }] as const;
/** More than any lab takes in one box; keeps one order's statements bounded. */
const maxSamples = 500;

/** A lab order of the organisation, by way of its survey; null for another's. */
export async function findLabOrder(
  tx: Executor,
  organisationId: number,
  id: number,
): Promise<LabOrderRow | null> {
  const [row] = await tx
    .select({ order: labOrders })
    .from(labOrders)
    .innerJoin(laboratories, eq(laboratories.id, labOrders.laboratoryId))
    .where(and(eq(labOrders.id, id), eq(laboratories.organisationId, organisationId)));
  return row?.order ?? null;
}

/**
 * An order of the organisation locked for a change, after its survey: every path that
 * changes an order (here, the results poll, recordLabResults and the CSV import) locks the
 * survey first and the order second, so two of them never wait for each other. The order is
 * read again under its lock: its state is the one the caller checks.
 */
export async function lockLabOrder(
  tx: Executor,
  organisationId: number,
  id: number,
): Promise<LabOrderRow> {
  const found = await findLabOrder(tx, organisationId, id);
  if (!found) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  await openSurvey(tx, found.surveyId);
  const [order] = await tx.select().from(labOrders).where(eq(labOrders.id, id)).for('update');
  // Deleted (a draft) while this transaction waited for the survey.
  if (!order) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  return order;
}

/** The order's laboratory, one of the organisation's: else a refusal of the form's field. */
async function ownLaboratory(tx: Executor, organisationId: number, id: number | undefined) {
  const laboratory = id === undefined ? null : await findOwnLaboratory(tx, organisationId, id);
  if (!laboratory) throw badInput({ laboratory: { key: 'labOrder.error.laboratory' } })!;
  return laboratory;
}

export async function recordLabOrderStatus(
  tx: Executor,
  orderId: number,
  profileId: number | null,
  from: string | null,
  to: string,
  note = '',
): Promise<void> {
  await tx.insert(labOrderStatusChanges).values({
    labOrderId: orderId,
    fromStatus: from,
    toStatus: to,
    profileId,
    note,
  });
}

/**
 * Checks an order's samples: of the survey, each at most once, on no other order that holds
 * it, and each with an analysis method of its sample kind that the laboratory offers. A
 * refusal names the sample's number.
 */
async function checkedSamples(
  tx: Executor,
  surveyId: number,
  laboratory: LaboratoryRow,
  samples: LabOrderInput['samples'],
  exceptOrderId: number | null,
) {
  if (samples.length === 0) throw badInput({ samples: { key: 'labOrder.error.noSamples' } })!;
  if (samples.length > maxSamples) {
    throw badInput({
      samples: { key: 'labOrder.error.tooManySamples', values: { max: maxSamples } },
    })!;
  }
  const ids = samples.map((sample) => sample.sampleId);
  const rows = await tx
    .select({ id: surveySamples.id, number: surveySamples.number, kindData: variableItems.data })
    .from(surveySamples)
    .leftJoin(variableItems, eq(variableItems.id, surveySamples.sampleKindItemId))
    .where(and(eq(surveySamples.surveyId, surveyId), inArray(surveySamples.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = await tx
    .select({ sampleId: labOrderSamples.sampleId, number: labOrders.number })
    .from(labOrderSamples)
    .innerJoin(labOrders, eq(labOrders.id, labOrderSamples.labOrderId))
    .where(
      and(
        inArray(labOrderSamples.sampleId, ids),
        // Only an order that holds its samples has them active (a cancelled one has not).
        eq(labOrderSamples.active, true),
        exceptOrderId === null ? undefined : ne(labOrders.id, exceptOrderId),
      ),
    );
  const orderOf = new Map(ordered.map((row) => [row.sampleId, row.number]));
  const seen = new Set<number>();
  samples.forEach((input, index) => {
    const sample = byId.get(input.sampleId);
    const field = `samples.${index}`;
    if (!sample || seen.has(input.sampleId)) {
      throw badInput({ [field]: { key: 'labOrder.error.sample' } })!;
    }
    seen.add(input.sampleId);
    const otherOrder = orderOf.get(input.sampleId);
    if (otherOrder) {
      throw badInput({
        [field]: {
          key: 'labOrder.error.sampleOrdered',
          values: { sample: sample.number, order: otherOrder },
        },
      })!;
    }
    const kindMethods = Array.isArray(sample.kindData?.analyse_methodes)
      ? (sample.kindData.analyse_methodes as unknown[])
      : [];
    if (
      !kindMethods.includes(input.analysisMethodId) ||
      !laboratory.analysisMethodIds.includes(input.analysisMethodId)
    ) {
      throw badInput({
        [field]: { key: 'labOrder.error.method', values: { sample: sample.number } },
      })!;
    }
  });
}

function checkedFields(input: LabOrderInput) {
  const remarks = input.remarks.trim();
  const invalid = badInput({
    priority: isLabOrderPriority(input.priority) ? null : { key: 'labOrder.error.priority' },
    remarks: validateValue(remarks, remarksRules, { values: {} }),
  });
  if (invalid) throw invalid;
  return { priority: input.priority, remarks };
}

async function writeSamples(tx: Executor, orderId: number, samples: LabOrderInput['samples']) {
  await tx.insert(labOrderSamples).values(
    samples.map((sample, index) => ({
      labOrderId: orderId,
      sampleId: sample.sampleId,
      analysisMethodItemId: sample.analysisMethodId,
      sortIndex: index,
    })),
  );
}

/** A draft order of samples of the survey for one of the organisation's laboratories. */
export async function createLabOrder(
  tx: Executor,
  access: Access,
  surveyId: number,
  input: LabOrderInput,
): Promise<LabOrderRow> {
  const survey = await openOwnedSurvey(tx, access.organisationId, surveyId);
  const laboratory = await ownLaboratory(tx, access.organisationId, input.laboratoryId);
  const fields = checkedFields(input);
  await checkedSamples(tx, survey.id, laboratory, input.samples, null);
  const taken = await tx
    .select({ number: labOrders.number })
    .from(labOrders)
    .where(eq(labOrders.surveyId, survey.id));
  const [order] = await tx
    .insert(labOrders)
    .values({
      surveyId: survey.id,
      laboratoryId: laboratory.id,
      number: nextLabOrderNumber(
        survey.number,
        taken.map((row) => row.number),
      ),
      ...fields,
      createdBy: access.profileId,
    })
    .returning();
  if (!order) throw new Error('lab order insert returned nothing');
  await writeSamples(tx, order.id, input.samples);
  await recordLabOrderStatus(tx, order.id, access.profileId, null, 'draft');
  return order;
}

/** The send job of an order, when it has one. */
async function sendJobOf(tx: Executor, order: LabOrderRow) {
  if (order.sendJobId === null) return null;
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, order.sendJobId));
  return job ?? null;
}

/** A draft that is not being sent: the only order its surveyor may still change. */
async function draftForChange(tx: Executor, access: Access, id: number): Promise<LabOrderRow> {
  const order = await lockLabOrder(tx, access.organisationId, id);
  if (!isLabOrderEditable(order.status)) {
    throw new AppError('BAD_USER_INPUT', 'labOrder.error.notDraft');
  }
  if (sendStateOf(order.status, (await sendJobOf(tx, order))?.status) === 'sending') {
    throw new AppError('BAD_USER_INPUT', 'labOrder.error.sending');
  }
  return order;
}

export async function updateLabOrder(
  tx: Executor,
  access: Access,
  id: number,
  input: LabOrderInput,
): Promise<LabOrderRow> {
  const order = await draftForChange(tx, access, id);
  const laboratory = await ownLaboratory(
    tx,
    access.organisationId,
    input.laboratoryId ?? order.laboratoryId,
  );
  const fields = checkedFields(input);
  await checkedSamples(tx, order.surveyId, laboratory, input.samples, order.id);
  await tx.delete(labOrderSamples).where(eq(labOrderSamples.labOrderId, order.id));
  await writeSamples(tx, order.id, input.samples);
  const [updated] = await tx
    .update(labOrders)
    .set({ ...fields, laboratoryId: laboratory.id, updatedAt: new Date() })
    .where(eq(labOrders.id, order.id))
    .returning();
  if (!updated) throw new Error('lab order update returned nothing');
  return updated;
}

export async function deleteLabOrder(tx: Executor, access: Access, id: number): Promise<number> {
  const order = await draftForChange(tx, access, id);
  await tx.delete(labOrders).where(eq(labOrders.id, order.id));
  return order.id;
}

/** Whether the laboratory can take orders the way it is set up. */
function assertReachable(laboratory: LaboratoryRow) {
  const ready =
    laboratory.orderChannel === 'api'
      ? Boolean(laboratory.apiUrl?.trim())
      : Boolean(laboratory.orderEmail?.trim());
  if (!ready) throw new AppError('BAD_USER_INPUT', 'labOrder.error.channel');
}

/**
 * Sends a draft (again, after a failure): the job makes the PDF and delivers it by the
 * laboratory's channel; the order stays a draft, "being sent", until it is delivered.
 */
export async function sendLabOrder(
  tx: Executor,
  access: Access,
  id: number,
  locale: Locale,
): Promise<LabOrderRow> {
  const order = await draftForChange(tx, access, id);
  const [laboratory] = await tx
    .select()
    .from(laboratories)
    .where(eq(laboratories.id, order.laboratoryId));
  if (!laboratory) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  assertReachable(laboratory);
  const job = await enqueue(tx, {
    organisationId: access.organisationId,
    kind: sendJobKind,
    payload: { labOrderId: order.id, profileId: access.profileId, locale },
  });
  const [updated] = await tx
    .update(labOrders)
    .set({ sendJobId: job.id, updatedAt: new Date() })
    .where(eq(labOrders.id, order.id))
    .returning();
  if (!updated) throw new Error('lab order update returned nothing');
  return updated;
}

/**
 * Asks an API laboratory for an order's results again, after the poll gave up (the lab was
 * down for hours, or a survey was closed meanwhile): a new poll, unless one is under way.
 */
export async function retryLabOrderResults(
  tx: Executor,
  access: Access,
  id: number,
): Promise<LabOrderRow> {
  const order = await lockLabOrder(tx, access.organisationId, id);
  if (order.channel !== 'api' || !ordersAwaitingResults.includes(order.status)) {
    throw new AppError('BAD_USER_INPUT', 'labOrder.error.transition');
  }
  const [polling] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, fetchResultsJobKind),
        inArray(jobs.status, ['queued', 'running']),
        sql`(${jobs.payload}->>'labOrderId')::int = ${order.id}`,
      ),
    );
  if (!polling) {
    await enqueue(tx, {
      organisationId: access.organisationId,
      kind: fetchResultsJobKind,
      payload: { labOrderId: order.id },
      maxAttempts: 10,
    });
  }
  return order;
}

async function setStatus(
  tx: Executor,
  order: LabOrderRow,
  to: string,
  profileId: number | null,
  note = '',
): Promise<LabOrderRow> {
  const [updated] = await tx
    .update(labOrders)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(labOrders.id, order.id))
    .returning();
  if (!updated) throw new Error('lab order update returned nothing');
  await recordLabOrderStatus(tx, order.id, profileId, order.status, to, note);
  return updated;
}

/** The laboratory confirmed it has the samples (a surveyor marks it; the API poll too). */
export async function markLabOrderReceived(
  tx: Executor,
  access: Access,
  id: number,
): Promise<LabOrderRow> {
  const order = await lockLabOrder(tx, access.organisationId, id);
  if (!canMarkReceived(order.status)) {
    throw new AppError('BAD_USER_INPUT', 'labOrder.error.transition');
  }
  return setStatus(tx, order, 'received', access.profileId);
}

const reasonRules = [{ rule: 'maxLength', max: 2000 }] as const;

/**
 * Cancels an order and frees its samples for another. A draft is its surveyor's to cancel
 * (the screen offers to delete it instead: it never left the firm); an order the laboratory
 * has only a manager's, with a reason kept in the history, and the laboratory is told by
 * its channel (`labOrder.cancelNotice`: a mail to its order address, or its API).
 */
export async function cancelLabOrder(
  tx: Executor,
  access: Access,
  id: number,
  reasonInput: string,
  locale: Locale = 'nl',
): Promise<LabOrderRow> {
  const order = await lockLabOrder(tx, access.organisationId, id);
  const right = cancelRight(order.status);
  if (!right) throw new AppError('BAD_USER_INPUT', 'labOrder.error.transition');
  if (right === 'manager' && !access.manager) throw forbidden();
  const reason = reasonInput.trim();
  const invalid = badInput({
    reason:
      right === 'manager' && reason === ''
        ? { key: 'validation.required' }
        : validateValue(reason, reasonRules, { values: {} }),
  });
  if (invalid) throw invalid;
  if (sendStateOf(order.status, (await sendJobOf(tx, order))?.status) === 'sending') {
    throw new AppError('BAD_USER_INPUT', 'labOrder.error.sending');
  }
  await tx
    .update(labOrderSamples)
    .set({ active: false })
    .where(eq(labOrderSamples.labOrderId, order.id));
  if (ordersAtLab.includes(order.status)) {
    await enqueue(tx, {
      organisationId: access.organisationId,
      kind: cancelNoticeJobKind,
      payload: { labOrderId: order.id, reason, locale },
    });
  }
  return setStatus(tx, order, 'cancelled', access.profileId, reason);
}

/**
 * Refuses a change to samples an order has taken to the laboratory: the lab's results
 * name them by number. `where` picks the samples: one, a location's or a source's.
 */
export async function refuseSentSamples(
  tx: Executor,
  where: { sampleId: number } | { locationId: number } | { sourceId: number },
): Promise<void> {
  const [sent] = await tx
    .select({ number: surveySamples.number, order: labOrders.number, status: labOrders.status })
    .from(labOrderSamples)
    .innerJoin(labOrders, eq(labOrders.id, labOrderSamples.labOrderId))
    .innerJoin(surveySamples, eq(surveySamples.id, labOrderSamples.sampleId))
    .where(
      and(
        eq(labOrderSamples.active, true),
        inArray(labOrders.status, [...ordersAtLab]),
        'sampleId' in where
          ? eq(surveySamples.id, where.sampleId)
          : 'locationId' in where
            ? eq(surveySamples.locationId, where.locationId)
            : inArray(
                surveySamples.locationId,
                tx
                  .select({ id: surveySourceLocations.id })
                  .from(surveySourceLocations)
                  .where(eq(surveySourceLocations.sourceId, where.sourceId)),
              ),
      ),
    )
    .orderBy(asc(surveySamples.number))
    .limit(1);
  if (sent) {
    throw new AppError('BAD_USER_INPUT', 'labOrder.error.sampleSent', {
      sample: sent.number,
      order: sent.order,
    });
  }
}
