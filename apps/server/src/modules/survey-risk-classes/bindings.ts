import { smartRiskCertificateResource } from '@vezel/domain/lab/risk-classes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smartRiskCertificates, surveySourceLocations, surveySources } from '../../db/tables';
import { pdfType } from '../../files/images';
import { fileIdFromInput } from '../../files/schema';
import { AppError, badInput } from '../../graphql/errors';
import {
  connectionTo,
  textColumns,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { optionalId } from '../../resources/input-fields';
import { insertRow, updateRow } from '../../resources/rows';
import { itemId } from '../../resources/variable-items';
import { openSurvey } from '../surveys/access';
import { surveySourceBinding } from '../survey-sources/bindings';
import { findSurveyRecord } from '../survey-sources/schema';
import type { SmartRiskCertificateRow } from './facts';
import { SmartRiskCertificateRef } from './schema';
import { setSourceRiskClass } from './sync';

/** The location a classification is for: null for the source, else one of its locations. */
async function locationOf(
  tx: Executor,
  sourceId: number,
  value: ResourceValues[string] | undefined,
): Promise<number | null> {
  const id = optionalId(value, 'location', 'error.smartRiskLocation');
  if (id === undefined || id === null) return null;
  const [location] = await tx
    .select({ id: surveySourceLocations.id })
    .from(surveySourceLocations)
    .where(and(eq(surveySourceLocations.id, id), eq(surveySourceLocations.sourceId, sourceId)));
  if (!location) throw badInput({ location: { key: 'error.smartRiskLocation' } })!;
  return location.id;
}

/** The columns an input gives: class, reference, remarks and the printout (a PDF). */
async function columnsOf(tx: Executor, organisationId: number, values: ResourceValues) {
  const riskClass = await itemId(
    tx,
    organisationId,
    values.risk_class,
    'smart_risicoklasses',
    'risk_class',
  );
  const printout = await fileIdFromInput(
    tx,
    organisationId,
    values.printout,
    [pdfType],
    'printout',
  );
  return {
    ...textColumns(values, { reference: 'reference', remarks: 'remarks' }),
    ...(riskClass !== undefined && { riskClassItemId: riskClass }),
    ...(printout !== undefined && { printoutFileId: printout }),
  };
}

/**
 * A source's SMA-rt classification, or a location's where its class differs. One per
 * source and per location; the source's own class is its `risk_class` too (sync.ts).
 */
export const smartRiskCertificateBinding: ResourceBinding<SmartRiskCertificateRow> = {
  declaration: smartRiskCertificateResource,
  ref: SmartRiskCertificateRef,
  find: (tx, { organisationId }, id) =>
    findSurveyRecord(tx, smartRiskCertificates, organisationId, id),
  findConnection: connectionTo('surveySource', surveySourceBinding),
  async insert(tx, { organisationId }, values, connections) {
    const sourceId = connections.get('surveySource');
    if (sourceId === undefined) throw new Error('SMA-rt class without source');
    const [source] = await tx.select().from(surveySources).where(eq(surveySources.id, sourceId));
    if (!source) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    await openSurvey(tx, source.surveyId);
    const locationId = await locationOf(tx, source.id, values.location);
    const [taken] = await tx
      .select({ id: smartRiskCertificates.id })
      .from(smartRiskCertificates)
      .where(
        and(
          eq(smartRiskCertificates.sourceId, source.id),
          locationId === null
            ? isNull(smartRiskCertificates.locationId)
            : eq(smartRiskCertificates.locationId, locationId),
        ),
      );
    if (taken) {
      throw badInput({
        [locationId === null ? 'risk_class' : 'location']: { key: 'error.smartRiskClassTaken' },
      })!;
    }
    const row = await insertRow(tx, smartRiskCertificates, {
      ...(await columnsOf(tx, organisationId, values)),
      surveyId: source.surveyId,
      sourceId: source.id,
      locationId,
    });
    if (locationId === null) await setSourceRiskClass(tx, source.id, row.riskClassItemId);
    return row;
  },
  async update(tx, { organisationId }, row, values) {
    await openSurvey(tx, row.surveyId);
    const updated = await updateRow(
      tx,
      smartRiskCertificates,
      row.id,
      await columnsOf(tx, organisationId, values),
    );
    if (updated.locationId === null) {
      await setSourceRiskClass(tx, updated.sourceId, updated.riskClassItemId);
    }
    return updated;
  },
  async remove(tx, row) {
    await openSurvey(tx, row.surveyId);
    await tx.delete(smartRiskCertificates).where(eq(smartRiskCertificates.id, row.id));
    if (row.locationId === null) await setSourceRiskClass(tx, row.sourceId, null);
  },
};
