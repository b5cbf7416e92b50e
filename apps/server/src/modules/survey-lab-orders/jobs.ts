import { Readable } from 'node:stream';
import {
  domainMessages,
  isLocale,
  spaceDisplayName,
  translate,
  type DomainMessageKey,
  type Locale,
} from '@vezel/domain';
import { ordersAwaitingResults } from '@vezel/domain/lab/orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  branches,
  files,
  jobs,
  labOrderSamples,
  labOrders,
  laboratories,
  organisations,
  surveyFloors,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveys,
  userProfiles,
  users,
  variableItems,
} from '../../db/tables';
import {
  enqueue,
  JobError,
  registerJobHandler,
  type JobRow,
  type JobServices,
} from '../../jobs/queue';
import { maxUploadBytes } from '../../files/storage';
import { AppError } from '../../graphql/errors';
import { fullNameSql } from '../accounts/full-name';
import { recordLabResults } from '../survey-lab-results/record';
import { openOwnedSurvey } from '../surveys/access';
import {
  cancelLabOrderAtLab,
  labOrderCertificate,
  labOrderResults,
  labOrderStatus,
  submitLabOrder,
  type LabApiConnection,
  type LabApiResults,
} from './lab-api';
import { orderPdf, type OrderForm } from './order-pdf';
import {
  cancelNoticeJobKind,
  fetchResultsJobKind,
  recordLabOrderStatus,
  sendJobKind,
  type LabOrderRow,
  type LaboratoryRow,
} from './orders';

/**
 * How long the results poll waits before its first question to the laboratory; each
 * unanswered one doubles the wait, up to `maxResultsPollMs` (a lab takes days, not seconds).
 */
export const resultsPollMs = 5_000;
export const maxResultsPollMs = 15 * 60 * 1000;
/** After this long without results the poll gives up; the user may ask again. */
export const resultsPollLimitMs = 14 * 24 * 60 * 60 * 1000;

/** The wait after the `polls`th unanswered question. */
export const resultsPollDelay = (polls: number): number =>
  Math.min(maxResultsPollMs, resultsPollMs * 2 ** Math.min(Math.max(0, polls), 30));

const idIn = (payload: Record<string, unknown>, key: string): number => {
  const value = payload[key];
  if (typeof value !== 'number') throw new Error(`job payload without ${key}`);
  return value;
};

async function orderAndLaboratory(db: Executor, orderId: number) {
  const [row] = await db
    .select({ order: labOrders, laboratory: laboratories })
    .from(labOrders)
    .innerJoin(laboratories, eq(laboratories.id, labOrders.laboratoryId))
    .where(eq(labOrders.id, orderId));
  return row ?? null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** What the order form shows, in one query per kind of thing. */
export async function readOrderForm(
  db: Executor,
  order: LabOrderRow,
  laboratory: LaboratoryRow,
  locale: Locale,
): Promise<OrderForm> {
  const [head] = await db
    .select({
      surveyNumber: surveys.number,
      organisation: organisations.name,
      branch: branches,
      surveyor: sql<string | null>`(select ${fullNameSql}
        from ${users} join ${userProfiles} on ${userProfiles.userId} = ${users.id}
        where ${userProfiles.id} = ${order.createdBy})`,
    })
    .from(surveys)
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .leftJoin(branches, eq(branches.id, surveys.branchId))
    .where(eq(surveys.id, order.surveyId));
  if (!head) throw new Error(`survey of lab order ${order.id} missing`);
  const kind = sql<
    string | null
  >`(select value from ${variableItems} where id = ${surveySamples.sampleKindItemId})`;
  const material = sql<
    string | null
  >`(select value from ${variableItems} where id = ${surveySources.materialTypeItemId})`;
  const method = sql<
    string | null
  >`(select value from ${variableItems} where id = ${labOrderSamples.analysisMethodItemId})`;
  const rows = await db
    .select({
      number: surveySamples.number,
      kind,
      source: surveySources.number,
      material,
      space: surveySpaces.name,
      floor: surveyFloors.name,
      hasSpace: surveySpaces.id,
      method,
    })
    .from(labOrderSamples)
    .innerJoin(surveySamples, eq(surveySamples.id, labOrderSamples.sampleId))
    .leftJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
    .leftJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
    .leftJoin(surveySpaces, eq(surveySpaces.id, surveySourceLocations.spaceId))
    .leftJoin(surveyFloors, eq(surveyFloors.id, surveySpaces.floorId))
    .where(and(eq(labOrderSamples.labOrderId, order.id), eq(labOrderSamples.active, true)))
    .orderBy(asc(labOrderSamples.sortIndex), asc(labOrderSamples.id));
  const unknown = translate(domainMessages, locale, 'asset.space.unknown');
  const branch = head.branch;
  const address = (
    street: string | null,
    number: string | null,
    postcode: string | null,
    city: string | null,
  ) => [joined(street, number), joined(postcode, city)].filter(Boolean).join(', ');
  return {
    number: order.number,
    date: new Date().toISOString().slice(0, 10),
    priority: order.priority,
    remarks: order.remarks,
    surveyNumber: head.surveyNumber,
    laboratory: {
      name: laboratory.name,
      address: address(
        laboratory.street,
        laboratory.houseNumber,
        laboratory.postcode,
        laboratory.city,
      ),
      accreditation: laboratory.accreditationNumber ?? '',
    },
    firm: branch
      ? {
          name: branch.name,
          address: address(
            branch.street,
            joined(branch.houseNumber, branch.houseNumberSuffix),
            branch.postcode,
            branch.city,
          ),
          certificate: branch.processCertificateNumber,
        }
      : { name: head.organisation, address: '', certificate: '' },
    surveyor: head.surveyor ?? '',
    samples: rows.map((row) => ({
      number: row.number,
      kind: row.kind ?? '',
      source: row.source ?? '',
      material: row.material ?? '',
      location: row.hasSpace === null ? '' : spaceDisplayName(row.floor, row.space, unknown),
      method: row.method ?? '',
    })),
  };
}

function connectionOf(laboratory: LaboratoryRow, services: JobServices): LabApiConnection {
  let password = '';
  if (laboratory.apiPasswordSealed) {
    try {
      password = services.secrets.open(laboratory.apiPasswordSealed);
    } catch {
      // Sealed under another key (a data folder moved without its key): ask for it again.
      throw new JobError('labOrder.api.credentials', true);
    }
  }
  return {
    url: laboratory.apiUrl ?? '',
    username: laboratory.apiUsername ?? '',
    password,
  };
}

/** A stored file's row, made in the transaction that uses it (so a rerun adds none). */
async function insertFileRow(
  tx: Executor,
  stored: { sha256: string; size: number; mimeType: string },
  organisationId: number,
  name: string,
  profileId: number | null,
): Promise<number> {
  const [row] = await tx
    .insert(files)
    .values({ organisationId, ...stored, name, uploadedByProfileId: profileId })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

const storePdf = (services: JobServices, pdf: Buffer) =>
  services.files.store(Readable.from([pdf]), {
    maxBytes: maxUploadBytes,
    allowed: ['application/pdf'],
  });

/**
 * The order's idempotency key at the laboratory's API: its id and creation time, never
 * another order's (a deleted draft's number is given out again, its id is not; the time
 * tells apart the ids of a database started afresh).
 */
export const labApiKey = (order: Pick<LabOrderRow, 'id' | 'createdAt'>): string =>
  `vezel-${order.id}-${order.createdAt.getTime().toString(36)}`;

/**
 * Sends an order: makes the order form PDF, stores it, delivers it by the laboratory's
 * channel, then marks the order sent (with the PDF, channel and the lab's reference) and,
 * for an API laboratory, queues the poll for its results. Run twice after a crash, it
 * mails no second time once the job noted the delivery, the lab API answers the same
 * order for the same number, and an order that is no longer a draft is left alone.
 */
async function sendOrder(job: JobRow, services: JobServices): Promise<void> {
  const orderId = idIn(job.payload, 'labOrderId');
  const profileId = typeof job.payload.profileId === 'number' ? job.payload.profileId : null;
  const locale = isLocale(job.payload.locale) ? job.payload.locale : 'nl';
  const found = await orderAndLaboratory(services.db, orderId);
  if (!found || found.order.status !== 'draft') return;
  const { order, laboratory } = found;
  const form = await readOrderForm(services.db, order, laboratory, locale);
  const pdf = await orderPdf(form, locale);
  const stored = await storePdf(services, pdf);
  let reference: string | null = null;
  const channel = laboratory.orderChannel === 'api' ? 'api' : 'email';
  if (channel === 'api') {
    reference = await submitLabOrder(connectionOf(laboratory, services), {
      key: labApiKey(order),
      number: order.number,
      priority: order.priority,
      remarks: order.remarks,
      samples: form.samples.map((sample) => ({
        number: sample.number,
        kind: sample.kind,
        method: sample.method,
        material: sample.material,
      })),
    });
  } else if (job.progress?.delivered !== true) {
    const t = (key: DomainMessageKey) =>
      translate(domainMessages, locale, key, {
        number: order.number,
        firm: form.firm.name,
        count: form.samples.length,
        survey: form.surveyNumber,
      });
    const text = t('labOrder.mail.body');
    await services.mailer.send({
      to: laboratory.orderEmail ?? '',
      subject: t('labOrder.mail.subject'),
      text,
      html: `<p>${escapeHtml(text)}</p>`,
      attachments: [
        { filename: `${order.number}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    });
    await services.db
      .update(jobs)
      .set({ progress: { delivered: true } })
      .where(eq(jobs.id, job.id));
  }
  await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(labOrders)
      .where(eq(labOrders.id, order.id))
      .for('update');
    if (!current || current.status !== 'draft') return;
    const fileId = await insertFileRow(
      tx,
      stored,
      job.organisationId,
      `${order.number}.pdf`,
      profileId,
    );
    const now = new Date();
    await tx
      .update(labOrders)
      .set({
        status: 'sent',
        sentAt: now,
        orderFileId: fileId,
        channel,
        externalReference: reference,
        updatedAt: now,
      })
      .where(eq(labOrders.id, order.id));
    // Sent on behalf of the person who asked for it: the history names them.
    await recordLabOrderStatus(tx, order.id, profileId, 'draft', 'sent');
    if (channel === 'api') {
      await enqueue(tx, {
        organisationId: job.organisationId,
        kind: fetchResultsJobKind,
        payload: { labOrderId: order.id },
        // A poll keeps asking; a failure (unreachable lab) is retried this often.
        maxAttempts: 10,
        delayMs: resultsPollMs,
      });
    }
  });
}

/**
 * Asks an API laboratory about an order until its results are in, then writes them through
 * recordLabResults (origin 'api', with the certificate PDF). The lab's asbestos types are
 * found among the analysed materials of each sample's material type by their
 * `asbestos_type`. Writing again replaces the same order's analyses, so a rerun is harmless.
 * An unanswered question waits longer each time (the job's progress counts them); after
 * `resultsPollLimitMs` since this poll began it gives up, and the user may ask again.
 */
async function fetchResults(job: JobRow, services: JobServices) {
  const orderId = idIn(job.payload, 'labOrderId');
  const found = await orderAndLaboratory(services.db, orderId);
  if (!found || !ordersAwaitingResults.includes(found.order.status)) return;
  const { order, laboratory } = found;
  if (!order.externalReference) throw new JobError('labOrder.api.unknownOrder', true);
  if (Date.now() - job.createdAt.getTime() > resultsPollLimitMs) {
    throw new JobError('labOrder.api.gaveUp', true);
  }
  const connection = connectionOf(laboratory, services);
  const status = await labOrderStatus(connection, order.externalReference);
  if (status !== 'analysed') {
    if (order.status === 'sent') await markReceivedByLab(services.db, order.id);
    const polls = typeof job.progress?.polls === 'number' ? job.progress.polls + 1 : 1;
    return { again: resultsPollDelay(polls), progress: { polls } };
  }
  const results = await labOrderResults(connection, order.externalReference);
  const certificate = await storePdf(
    services,
    await labOrderCertificate(connection, order.externalReference),
  );
  await writeResults(services, job, order, laboratory, results, certificate);
}

/**
 * Writes what the laboratory answered, in one transaction. A closed survey (closed
 * meanwhile) is shown on the order and tried again later: a manager may reopen it. Any
 * other refusal by recordLabResults is of the lab's answer (a sample, material or
 * percentage Vezel does not take): asking again gives the same, so the job gives up and
 * says so; the user may ask again once the lab corrected it, or type the results in.
 */
async function writeResults(
  services: JobServices,
  job: JobRow,
  order: LabOrderRow,
  laboratory: LaboratoryRow,
  results: LabApiResults,
  certificate: { sha256: string; size: number; mimeType: string },
) {
  try {
    await services.db.transaction((tx) =>
      writeResultsIn(tx, job, order, laboratory, results, certificate),
    );
  } catch (error) {
    if (error instanceof AppError) {
      const key = error.extensions.messageKey as DomainMessageKey;
      if (key === 'error.surveyClosed') throw new JobError('error.surveyClosed');
      // The refusal as recordLabResults worded it, with the sample's number and what the
      // lab sent: the order shows which result the laboratory must correct. A refusal that
      // names nothing (a general one) is said in general words.
      const values = error.extensions.values as Record<string, string | number> | undefined;
      if (!values) throw new JobError('labOrder.api.resultsRefused', true);
      throw new JobError(key, true, values);
    }
    throw error;
  }
}

async function writeResultsIn(
  tx: Executor,
  job: JobRow,
  order: LabOrderRow,
  laboratory: LaboratoryRow,
  results: LabApiResults,
  certificate: { sha256: string; size: number; mimeType: string },
) {
  // The survey first, then the order: the order every path that changes an order takes.
  await openOwnedSurvey(tx, job.organisationId, order.surveyId);
  const [current] = await tx
    .select()
    .from(labOrders)
    .where(eq(labOrders.id, order.id))
    .for('update');
  if (!current || !ordersAwaitingResults.includes(current.status)) return;
  if (current.status === 'sent') {
    await tx.update(labOrders).set({ status: 'received' }).where(eq(labOrders.id, order.id));
    await recordLabOrderStatus(tx, order.id, null, 'sent', 'received');
  }
  const samples = await tx
    .select({
      id: surveySamples.id,
      number: surveySamples.number,
      method: labOrderSamples.analysisMethodItemId,
      materialType: surveySources.materialTypeItemId,
    })
    .from(labOrderSamples)
    .innerJoin(surveySamples, eq(surveySamples.id, labOrderSamples.sampleId))
    .leftJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
    .leftJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
    .where(and(eq(labOrderSamples.labOrderId, order.id), eq(labOrderSamples.active, true)));
  const byNumber = new Map(samples.map((sample) => [sample.number, sample]));
  const materialTypes = [
    ...new Set(samples.map((sample) => sample.materialType).filter((id) => id !== null)),
  ];
  const materials =
    materialTypes.length === 0
      ? []
      : await tx
          .select({
            id: variableItems.id,
            parent: variableItems.parentItemId,
            type: sql<string | null>`${variableItems.data}->>'asbestos_type'`,
          })
          .from(variableItems)
          .where(
            and(
              eq(variableItems.list, 'analyse_materialen'),
              inArray(variableItems.parentItemId, materialTypes),
            ),
          );
  const input = results.samples.flatMap((result) => {
    const sample = byNumber.get(result.number);
    if (!sample) return [];
    return [
      {
        sampleId: sample.id,
        analysisMethodItemId: sample.method,
        analysedOn: result.analysedOn,
        results: result.results.map((reported) => {
          const material = materials.find(
            (item) => item.parent === sample.materialType && item.type === reported.type,
          );
          if (!material) {
            throw new JobError('labOrder.api.unknownMaterial', true, {
              type: reported.type,
              sample: sample.number,
            });
          }
          return {
            analysisMaterialItemId: material.id,
            amountItemId: null,
            percentage: reported.percentage,
          };
        }),
      },
    ];
  });
  const fileId = await insertFileRow(
    tx,
    certificate,
    job.organisationId,
    `${results.certificate.number}.pdf`,
    null,
  );
  await recordLabResults(tx, {
    organisationId: job.organisationId,
    surveyId: order.surveyId,
    laboratoryId: laboratory.id,
    labOrderId: order.id,
    origin: 'api',
    profileId: null,
    certificate: { ...results.certificate, fileId },
    samples: input,
  });
}

async function markReceivedByLab(db: Database, orderId: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: labOrders.status })
      .from(labOrders)
      .where(eq(labOrders.id, orderId))
      .for('update');
    if (current?.status !== 'sent') return;
    await tx.update(labOrders).set({ status: 'received' }).where(eq(labOrders.id, orderId));
    await recordLabOrderStatus(tx, orderId, null, 'sent', 'received');
  });
}

/**
 * Tells the laboratory that an order it has is cancelled, by the channel the order went
 * by: a short mail to the laboratory's order address with the reason, or its API (which
 * answers a repeat the same). The order shows whether this went out (the job's status).
 */
async function noticeCancel(job: JobRow, services: JobServices): Promise<void> {
  const orderId = idIn(job.payload, 'labOrderId');
  const reason = typeof job.payload.reason === 'string' ? job.payload.reason : '';
  const locale = isLocale(job.payload.locale) ? job.payload.locale : 'nl';
  const found = await orderAndLaboratory(services.db, orderId);
  if (!found || found.order.status !== 'cancelled') return;
  const { order, laboratory } = found;
  if (order.channel === 'api') {
    if (!order.externalReference) throw new JobError('labOrder.api.unknownOrder', true);
    await cancelLabOrderAtLab(connectionOf(laboratory, services), order.externalReference, reason);
    return;
  }
  const to = laboratory.orderEmail?.trim();
  if (!to) throw new JobError('labOrder.error.channel', true);
  const form = await readOrderForm(services.db, order, laboratory, locale);
  const text = translate(domainMessages, locale, 'labOrder.cancelMail.body', {
    number: order.number,
    firm: form.firm.name,
    survey: form.surveyNumber,
    reason,
  });
  await services.mailer.send({
    to,
    subject: translate(domainMessages, locale, 'labOrder.cancelMail.subject', {
      number: order.number,
    }),
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  });
}

registerJobHandler(sendJobKind, sendOrder);
registerJobHandler(cancelNoticeJobKind, noticeCancel);
registerJobHandler(fetchResultsJobKind, fetchResults);
