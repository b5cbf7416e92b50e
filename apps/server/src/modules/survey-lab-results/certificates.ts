import { toStoredDate, validateValues, type RuleSpec } from '@vezel/domain';
import { and, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { labCertificates, sampleAnalyses, surveySamples, surveys } from '../../db/tables';
import { fileIdFromInput } from '../../files/schema';
import { AppError, badInput } from '../../graphql/errors';
import type { Access } from '../../resources/binding';
import { openOwnedSurvey } from '../surveys/access';
import { ownLaboratory } from './csv';

export type LabCertificateRow = typeof labCertificates.$inferSelect;

export interface LabCertificateInput {
  number: string;
  /** 'DD-MM-YYYY', as the form's date field gives it. */
  issuedOn: string | null;
  /** A PDF of the organisation; null for none. */
  file: string | number | null;
  sampleIds: readonly number[];
}

const rules: Record<string, readonly RuleSpec[]> = {
  number: [{ rule: 'required' }, { rule: 'maxLength', max: 100 }],
  issued_on: [{ rule: 'date' }],
};

/** A lab certificate of a survey of the organisation, or null. */
export async function findLabCertificate(
  tx: Executor,
  organisationId: number,
  id: number,
): Promise<LabCertificateRow | null> {
  const [found] = await tx
    .select({ row: labCertificates })
    .from(labCertificates)
    .innerJoin(surveys, eq(surveys.id, labCertificates.surveyId))
    .where(and(eq(labCertificates.id, id), eq(surveys.organisationId, organisationId)));
  return found?.row ?? null;
}

/**
 * Checks a certificate's fields and links it to the samples it covers: their analyses by
 * the certificate's laboratory point at it, and analyses no longer covered let go of it.
 * A sample without an analysis of that laboratory is refused.
 */
async function linkSamples(
  tx: Executor,
  certificate: LabCertificateRow,
  sampleIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(sampleIds)];
  if (ids.length > 0) {
    const analysed = await tx
      .selectDistinct({ sampleId: sampleAnalyses.sampleId })
      .from(sampleAnalyses)
      .innerJoin(surveySamples, eq(surveySamples.id, sampleAnalyses.sampleId))
      .where(
        and(
          inArray(sampleAnalyses.sampleId, ids),
          eq(surveySamples.surveyId, certificate.surveyId),
          eq(sampleAnalyses.laboratoryId, certificate.laboratoryId),
        ),
      );
    if (analysed.length !== ids.length) {
      throw badInput({ samples: { key: 'labResults.certificateSamples' } })!;
    }
  }
  await tx
    .update(sampleAnalyses)
    .set({ certificateId: null, updatedAt: new Date() })
    .where(
      and(
        eq(sampleAnalyses.certificateId, certificate.id),
        ...(ids.length > 0 ? [notInArray(sampleAnalyses.sampleId, ids)] : []),
      ),
    );
  if (ids.length > 0) {
    await tx
      .update(sampleAnalyses)
      .set({ certificateId: certificate.id, updatedAt: new Date() })
      .where(
        and(
          inArray(sampleAnalyses.sampleId, ids),
          eq(sampleAnalyses.laboratoryId, certificate.laboratoryId),
          or(
            isNull(sampleAnalyses.certificateId),
            ne(sampleAnalyses.certificateId, certificate.id),
          ),
        ),
      );
  }
}

async function checkedValues(tx: Executor, access: Access, input: LabCertificateInput) {
  const number = input.number.trim();
  const issuedOn = input.issuedOn?.trim() || null;
  const invalid = badInput(validateValues({ number, issued_on: issuedOn ?? '' }, rules));
  if (invalid) throw invalid;
  // The form's date, 'DD-MM-YYYY', as stored.
  const fileId = await fileIdFromInput(
    tx,
    access.organisationId,
    input.file,
    ['application/pdf'],
    'file',
  );
  return { number, issuedOn: issuedOn && toStoredDate(issuedOn), fileId: fileId ?? null };
}

async function refuseDuplicate(
  tx: Executor,
  row: { surveyId: number; laboratoryId: number; number: string },
  exceptId: number | null,
) {
  const [duplicate] = await tx
    .select({ id: labCertificates.id })
    .from(labCertificates)
    .where(
      and(
        eq(labCertificates.surveyId, row.surveyId),
        eq(labCertificates.laboratoryId, row.laboratoryId),
        eq(labCertificates.number, row.number),
        ...(exceptId === null ? [] : [ne(labCertificates.id, exceptId)]),
      ),
    );
  if (duplicate) {
    throw new AppError(
      'BAD_USER_INPUT',
      'error.duplicateValue',
      { value: row.number },
      {
        number: { key: 'error.duplicateValue', values: { value: row.number } },
      },
    );
  }
}

/** Adds a laboratory's certificate to an open survey, linked to the samples it covers. */
export async function createLabCertificate(
  tx: Executor,
  access: Access,
  surveyId: number,
  laboratoryId: number,
  input: LabCertificateInput,
): Promise<LabCertificateRow> {
  await openOwnedSurvey(tx, access.organisationId, surveyId);
  await ownLaboratory(tx, access.organisationId, laboratoryId);
  const values = await checkedValues(tx, access, input);
  await refuseDuplicate(tx, { surveyId, laboratoryId, number: values.number }, null);
  const [row] = await tx
    .insert(labCertificates)
    .values({ surveyId, laboratoryId, ...values })
    .returning();
  await linkSamples(tx, row!, input.sampleIds);
  return row!;
}

/** Changes a certificate's number, date, PDF and the samples it covers. */
export async function updateLabCertificate(
  tx: Executor,
  access: Access,
  id: number,
  input: LabCertificateInput,
): Promise<LabCertificateRow> {
  const existing = await findLabCertificate(tx, access.organisationId, id);
  if (!existing) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  await openOwnedSurvey(tx, access.organisationId, existing.surveyId);
  const values = await checkedValues(tx, access, input);
  await refuseDuplicate(tx, { ...existing, number: values.number }, existing.id);
  const [row] = await tx
    .update(labCertificates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(labCertificates.id, id))
    .returning();
  await linkSamples(tx, row!, input.sampleIds);
  return row!;
}

/** Removes a certificate; its analyses stay, without it. */
export async function deleteLabCertificate(tx: Executor, access: Access, id: number) {
  const existing = await findLabCertificate(tx, access.organisationId, id);
  if (!existing) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  await openOwnedSurvey(tx, access.organisationId, existing.surveyId);
  await tx.delete(labCertificates).where(eq(labCertificates.id, id));
}
