import {
  pchmFinding,
  sourceAssessmentLists,
  sourceStatusLists,
  storedDecimal,
  surveySampleResource,
  surveySourceLocationResource,
  surveySourceResource,
  surveyVscpEntryResource,
  toStoredDate,
  type LookupListKey,
} from '@vezel/domain';
import { and, asc, eq, ne, or, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  organisations,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveyVscpEntries,
  variableItems,
  vscpTemplateEntries,
  vscpTemplates,
  type SurveyFormValues,
} from '../../db/tables';
import { AppError, badInput } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  textColumns,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { optionalId } from '../../resources/input-fields';
import { findOwned } from '../../resources/owned';
import { insertRow, updateRow } from '../../resources/rows';
import { itemId } from '../../resources/variable-items';
import {
  openOwnedSurvey,
  openSurvey,
  removeSurveyRow,
  sameSurveyColumn,
  surveyOrder,
  surveyParent,
  type SurveyRow,
} from '../surveys/access';
import { vscpItemLists } from '../vscp-templates/schema';
// A sample at the laboratory keeps its number: the lab's results refer to it.
import { refuseSentSamples } from '../survey-lab-orders/orders';
import { syncSourceClassification } from '../survey-risk-classes/sync';
import { nextSampleNumber, nextSourceNumber } from './numbering';
import {
  findSurveyRecord,
  storedItemId,
  SurveySampleRef,
  SurveySourceLocationRef,
  SurveySourceRef,
  SurveyVscpEntryRef,
  type SurveySampleRow,
  type SurveySourceLocationRow,
  type SurveySourceRow,
  type SurveyVscpEntryRow,
} from './schema';

/**
 * Item fields kept in a jsonb group (a source's status, a location's assessment, a VSCP
 * entry's places): each checked to be an item of its list in the organisation's set.
 */
async function itemValues(
  tx: Executor,
  organisationId: number,
  values: ResourceValues,
  lists: Readonly<Record<string, string>>,
): Promise<SurveyFormValues> {
  const result: SurveyFormValues = {};
  for (const [field, list] of Object.entries(lists)) {
    const id = await itemId(tx, organisationId, values[field], list as LookupListKey, field);
    if (id !== undefined) result[field] = id;
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// Sources

async function sourceColumns(tx: Executor, organisationId: number, values: ResourceValues) {
  const application = await itemId(
    tx,
    organisationId,
    values.application,
    'toepassingen',
    'application',
  );
  const materialType = await itemId(
    tx,
    organisationId,
    values.material_type,
    'materiaal_types',
    'material_type',
  );
  return {
    ...textColumns(values, { description: 'description' }),
    ...(application !== undefined && { applicationItemId: application }),
    ...(materialType !== undefined && { materialTypeItemId: materialType }),
    status: await itemValues(tx, organisationId, values, sourceStatusLists),
  };
}

/**
 * A source's material type decides its sample kinds: it may change only while no sample
 * of the source is of a kind that the new type lacks.
 */
async function assertSamplesFit(tx: Executor, sourceId: number, materialTypeId: number | null) {
  const [misfit] = await tx
    .select({ id: surveySamples.id })
    .from(surveySamples)
    .innerJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
    .leftJoin(variableItems, eq(variableItems.id, surveySamples.sampleKindItemId))
    .where(
      and(
        eq(surveySourceLocations.sourceId, sourceId),
        materialTypeId === null
          ? undefined
          : or(isNull(variableItems.parentItemId), ne(variableItems.parentItemId, materialTypeId)),
      ),
    )
    .limit(1);
  if (misfit) throw badInput({ material_type: { key: 'error.sourceMaterialSampled' } })!;
}

const sourceOrder = surveyOrder(surveySources, (source: Pick<SurveySourceRow, 'surveyId'>) =>
  eq(surveySources.surveyId, source.surveyId),
);

export const surveySourceBinding: ResourceBinding<SurveySourceRow> = {
  declaration: surveySourceResource,
  ref: SurveySourceRef,
  find: (tx, { organisationId }, id) => findSurveyRecord(tx, surveySources, organisationId, id),
  findConnection: connectionTo('survey', surveyParent),
  async insert(tx, { organisationId }, values, connections) {
    const surveyId = connections.get('survey');
    if (surveyId === undefined) throw new Error('source without survey');
    await openSurvey(tx, surveyId);
    const { status, ...columns } = await sourceColumns(tx, organisationId, values);
    const source = await insertRow(tx, surveySources, {
      ...columns,
      surveyId,
      number: await nextSourceNumber(tx, surveyId),
      data: status,
      sortIndex: await sourceOrder.next(tx, { surveyId }),
    });
    const riskClass = storedItemId(status, 'risk_class');
    if (riskClass !== null) await syncSourceClassification(tx, source, riskClass);
    return source;
  },
  async update(tx, { organisationId }, row, values) {
    await openSurvey(tx, row.surveyId);
    const { status, ...columns } = await sourceColumns(tx, organisationId, values);
    if (
      columns.materialTypeItemId !== undefined &&
      columns.materialTypeItemId !== row.materialTypeItemId
    ) {
      await assertSamplesFit(tx, row.id, columns.materialTypeItemId);
    }
    // The SMA-rt classification keeps the same class (survey-risk-classes/sync.ts).
    if (status.risk_class !== undefined && status.risk_class !== row.data.risk_class) {
      await syncSourceClassification(tx, row, storedItemId(status, 'risk_class'));
    }
    return updateRow(tx, surveySources, row.id, { ...columns, data: { ...row.data, ...status } });
  },
  async remove(tx, row) {
    await refuseSentSamples(tx, { sourceId: row.id });
    await removeSurveyRow(surveySources)(tx, row);
  },
  ...sourceOrder.binding,
};

// ---------------------------------------------------------------------------------------
// Source locations

async function locationColumns(
  tx: Executor,
  organisationId: number,
  surveyId: number,
  values: ResourceValues,
) {
  const unit = await itemId(tx, organisationId, values.unit, 'eenheden', 'unit');
  const amount = values.amount === undefined ? undefined : inputText(values.amount);
  return {
    ...textColumns(values, { description: 'description' }),
    ...(await sameSurveyColumn(tx, surveyId, values, {
      name: 'space',
      table: surveySpaces,
      column: 'spaceId',
      error: 'error.sourceSpace',
    })),
    ...(amount !== undefined && { amount: amount === '' ? null : storedDecimal(amount) }),
    ...(unit !== undefined && { unitItemId: unit }),
    assessment: await itemValues(tx, organisationId, values, sourceAssessmentLists),
  };
}

const locationOrder = surveyOrder(
  surveySourceLocations,
  (location: Pick<SurveySourceLocationRow, 'surveyId' | 'sourceId'>) =>
    eq(surveySourceLocations.sourceId, location.sourceId),
);

export const surveySourceLocationBinding: ResourceBinding<SurveySourceLocationRow> = {
  declaration: surveySourceLocationResource,
  ref: SurveySourceLocationRef,
  find: (tx, { organisationId }, id) =>
    findSurveyRecord(tx, surveySourceLocations, organisationId, id),
  findConnection: connectionTo('surveySource', surveySourceBinding),
  async insert(tx, { organisationId }, values, connections) {
    const sourceId = connections.get('surveySource');
    if (sourceId === undefined) throw new Error('location without source');
    const [source] = await tx.select().from(surveySources).where(eq(surveySources.id, sourceId));
    if (!source) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    await openSurvey(tx, source.surveyId);
    const columns = await locationColumns(tx, organisationId, source.surveyId, values);
    const place = { surveyId: source.surveyId, sourceId };
    return insertRow(tx, surveySourceLocations, {
      ...columns,
      ...place,
      sortIndex: await locationOrder.next(tx, place),
    });
  },
  async update(tx, { organisationId }, row, values) {
    await openSurvey(tx, row.surveyId);
    const { assessment, ...columns } = await locationColumns(
      tx,
      organisationId,
      row.surveyId,
      values,
    );
    return updateRow(tx, surveySourceLocations, row.id, {
      ...columns,
      assessment: { ...row.assessment, ...assessment },
    });
  },
  async remove(tx, row) {
    await refuseSentSamples(tx, { locationId: row.id });
    await removeSurveyRow(surveySourceLocations)(tx, row);
  },
  ...locationOrder.binding,
};

// ---------------------------------------------------------------------------------------
// Samples

/**
 * The sample kind of a new sample: a sample kind (monster_soorten) of the source's
 * material type in the organisation's set, with the prefix its samples are numbered by.
 */
async function sampleKind(
  tx: Executor,
  organisationId: number,
  source: SurveySourceRow,
  values: ResourceValues,
): Promise<{ id: number; prefix: string }> {
  const id = optionalId(values.sample_kind, 'sample_kind', 'error.sampleKind');
  const refuse = () => badInput({ sample_kind: { key: 'error.sampleKind' } })!;
  if (!id || source.materialTypeItemId === null) throw refuse();
  const [kind] = await tx
    .select({ id: variableItems.id, data: variableItems.data })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(variableItems.id, id),
        eq(variableItems.list, 'monster_soorten'),
        eq(variableItems.parentItemId, source.materialTypeItemId),
        eq(organisations.id, organisationId),
      ),
    );
  if (!kind) throw refuse();
  const prefix = typeof kind.data.prefix === 'string' ? kind.data.prefix.trim() : '';
  if (!prefix) throw badInput({ sample_kind: { key: 'error.sampleKindPrefix' } })!;
  return { id: kind.id, prefix };
}

/** The sample's own fields, kept in its data: when it was taken and remarks. */
function sampleData(values: ResourceValues): SurveyFormValues {
  const data: SurveyFormValues = {};
  if (values.taken_at !== undefined) {
    const takenAt = inputText(values.taken_at);
    data.taken_at = takenAt === '' ? null : toStoredDate(takenAt);
  }
  if (values.remarks !== undefined) data.remarks = inputText(values.remarks);
  return data;
}

const sampleOrder = surveyOrder(
  surveySamples,
  (sample: Pick<SurveySampleRow, 'surveyId' | 'locationId'>) =>
    sample.locationId === null
      ? and(eq(surveySamples.surveyId, sample.surveyId), isNull(surveySamples.locationId))
      : eq(surveySamples.locationId, sample.locationId),
);

export const surveySampleBinding: ResourceBinding<SurveySampleRow> = {
  declaration: surveySampleResource,
  ref: SurveySampleRef,
  find: (tx, { organisationId }, id) => findSurveyRecord(tx, surveySamples, organisationId, id),
  findConnection: connectionTo('surveySourceLocation', surveySourceLocationBinding),
  async insert(tx, { organisationId }, values, connections) {
    const locationId = connections.get('surveySourceLocation');
    if (locationId === undefined) throw new Error('sample without location');
    const [found] = await tx
      .select({ location: surveySourceLocations, source: surveySources })
      .from(surveySourceLocations)
      .innerJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
      .where(eq(surveySourceLocations.id, locationId));
    if (!found) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    const { location, source } = found;
    await openSurvey(tx, location.surveyId);
    const kind = await sampleKind(tx, organisationId, source, values);
    const place = { surveyId: location.surveyId, locationId };
    return insertRow(tx, surveySamples, {
      ...textColumns(values, { description: 'description' }),
      ...place,
      sampleKindItemId: kind.id,
      number: await nextSampleNumber(tx, location.surveyId, kind.prefix),
      data: { taken_at: null, remarks: '', ...sampleData(values) },
      sortIndex: await sampleOrder.next(tx, place),
    });
  },
  async update(tx, _access, row, values) {
    await openSurvey(tx, row.surveyId);
    await refuseSentSamples(tx, { sampleId: row.id });
    return updateRow(tx, surveySamples, row.id, {
      ...textColumns(values, { description: 'description' }),
      data: { ...row.data, ...sampleData(values) },
    });
  },
  async remove(tx, row) {
    await refuseSentSamples(tx, { sampleId: row.id });
    await removeSurveyRow(surveySamples)(tx, row);
  },
  ...sampleOrder.binding,
};

// ---------------------------------------------------------------------------------------
// VSCP entries

/** VSCP entries belong to vessel surveys: a property survey has none. */
function assertVesselSurvey(survey: SurveyRow): void {
  if (survey.assetType !== 'vessel') throw new AppError('BAD_USER_INPUT', 'error.vscpVesselOnly');
}

const vscpTexts = ['check_method', 'hazardous_material', 'pchm_reason', 'remarks'] as const;

/** The item fields of an entry: the check's, as a template names them, and the quantity's unit. */
const vscpEntryItemLists = { ...vscpItemLists, unit: 'eenheden' } as const;

/**
 * An entry's values merged over what it holds. A finding other than PCHM clears the
 * reason (the form hides it); PCHM without a reason is refused.
 */
async function vscpValues(
  tx: Executor,
  organisationId: number,
  values: ResourceValues,
  stored: { finding: string; data: SurveyFormValues },
): Promise<{ finding: string; data: SurveyFormValues }> {
  const data: SurveyFormValues = {
    ...stored.data,
    ...(await itemValues(tx, organisationId, values, vscpEntryItemLists)),
  };
  for (const field of vscpTexts) {
    if (values[field] !== undefined) data[field] = inputText(values[field]);
  }
  if (values.quantity !== undefined) {
    const quantity = inputText(values.quantity);
    data.quantity = quantity === '' ? null : storedDecimal(quantity);
  }
  const finding = values.finding === undefined ? stored.finding : inputText(values.finding);
  if (finding !== pchmFinding) data.pchm_reason = '';
  else if (!inputText(data.pchm_reason as ResourceValues[string])) {
    throw badInput({ pchm_reason: { key: 'validation.required' } })!;
  }
  return { finding, data };
}

const emptyVscpData: SurveyFormValues = {
  system: null,
  component: null,
  material: null,
  zone: null,
  check_procedure: null,
  check_method: 'visual',
  hazardous_material: '',
  pchm_reason: '',
  quantity: null,
  unit: null,
  remarks: '',
};

const vscpOrder = surveyOrder(surveyVscpEntries, (entry: Pick<SurveyVscpEntryRow, 'surveyId'>) =>
  eq(surveyVscpEntries.surveyId, entry.surveyId),
);

export const surveyVscpEntryBinding: ResourceBinding<SurveyVscpEntryRow> = {
  declaration: surveyVscpEntryResource,
  ref: SurveyVscpEntryRef,
  find: (tx, { organisationId }, id) => findSurveyRecord(tx, surveyVscpEntries, organisationId, id),
  findConnection: connectionTo('survey', surveyParent),
  async insert(tx, { organisationId }, values, connections) {
    const surveyId = connections.get('survey');
    if (surveyId === undefined) throw new Error('VSCP entry without survey');
    assertVesselSurvey(await openSurvey(tx, surveyId));
    const entry = await vscpValues(tx, organisationId, values, {
      finding: 'unknown',
      data: emptyVscpData,
    });
    return insertRow(tx, surveyVscpEntries, {
      ...entry,
      surveyId,
      sortIndex: await vscpOrder.next(tx, { surveyId }),
    });
  },
  async update(tx, { organisationId }, row, values) {
    await openSurvey(tx, row.surveyId);
    const entry = await vscpValues(tx, organisationId, values, row);
    return updateRow(tx, surveyVscpEntries, row.id, entry);
  },
  remove: removeSurveyRow(surveyVscpEntries),
  ...vscpOrder.binding,
};

/**
 * Fills a vessel survey's VSCP from a template set of the organisation in one go: the
 * set's entries, in its order, after the survey's own, each with finding unknown.
 */
export async function fillSurveyVscpFromTemplate(
  tx: Executor,
  organisationId: number,
  surveyId: number,
  templateId: number,
): Promise<SurveyVscpEntryRow[]> {
  const survey = await openOwnedSurvey(tx, organisationId, surveyId);
  assertVesselSurvey(survey);
  const template = await findOwned(tx, vscpTemplates, organisationId, templateId);
  if (!template) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  const entries = await tx
    .select()
    .from(vscpTemplateEntries)
    .where(eq(vscpTemplateEntries.templateId, template.id))
    .orderBy(asc(vscpTemplateEntries.sortIndex), asc(vscpTemplateEntries.id));
  const first = await vscpOrder.next(tx, { surveyId: survey.id });
  if (entries.length > 0) {
    await tx.insert(surveyVscpEntries).values(
      entries.map((entry, index) => ({
        surveyId: survey.id,
        finding: 'unknown',
        sortIndex: first + index,
        data: {
          system: entry.systemItemId,
          component: entry.componentItemId,
          material: entry.materialItemId,
          zone: entry.zoneItemId,
          check_procedure: entry.checkProcedureItemId,
          check_method: entry.checkMethod,
          hazardous_material: entry.hazardousMaterial,
          pchm_reason: '',
          quantity: null,
          unit: null,
          remarks: entry.remarks,
        },
      })),
    );
  }
  return tx
    .select()
    .from(surveyVscpEntries)
    .where(eq(surveyVscpEntries.surveyId, survey.id))
    .orderBy(asc(surveyVscpEntries.sortIndex), asc(surveyVscpEntries.id));
}
