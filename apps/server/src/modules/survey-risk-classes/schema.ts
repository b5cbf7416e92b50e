import {
  indicativeReasons,
  riskClassDiffers,
  smartRiskCertificateResource,
  type IndicativeClass,
} from '@vezel/domain/lab/risk-classes';
import { labCompletenessCodes, type LabCompletenessEntry } from '@vezel/domain/lab/completeness';
import { smartRiskCertificates } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { batchLoad, memoize } from '../../graphql/request-cache';
import { declaredObjectType } from '../../resources/object-type';
import { toId } from '../../resources/register';
import { itemsByIds, VariableItemRef } from '../../resources/variable-items';
import { findSurvey } from '../surveys/access';
import { SurveyRef } from '../surveys/schema';
import { SurveySourceLocationRef, SurveySourceRef } from '../survey-sources/schema';
import {
  surveyLabFacts,
  type LocationRiskClass,
  type SmartRiskCertificateRow,
  type SourceRiskClass,
  type SurveyLabFacts,
} from './facts';

/** The items a request's classifications name, read once per request for all of them. */
const loadRiskClassItem = async (context: Context, id: number | null) =>
  id === null
    ? null
    : ((await batchLoad(context, 'smart-risk-class-items', id, async (ids) => {
        const items = await itemsByIds(context.db, ids);
        return new Map(items.map((item) => [item.id, item]));
      })) ?? null);

export const SmartRiskCertificateRef = declaredObjectType(
  smartRiskCertificateResource,
  smartRiskCertificates,
  {
    description:
      'The SMA-rt classification of a source, or of one of its locations: class, reference, printout',
    fields: (t) => ({
      source_id: t.id({ resolve: (row) => row.sourceId }),
      location: t.id({
        nullable: true,
        description: 'The location it is for; null: the source as a whole',
        resolve: (row) => row.locationId,
      }),
      risk_class_item: t.field({
        type: VariableItemRef,
        nullable: true,
        resolve: (row, _args, context) => loadRiskClassItem(context, row.riskClassItemId),
      }),
      remarks: t.exposeString('remarks'),
    }),
  },
);

const IndicativeReasonRef = builder.enumType('IndicativeRiskReason', {
  values: indicativeReasons,
});

const IndicativeClassRef = builder.objectRef<IndicativeClass>('IndicativeRiskClass').implement({
  description:
    'The SMA-rt class Vezel expects from the recorded results and assessment (indicative only)',
  fields: (t) => ({
    risk_class: t.string({
      nullable: true,
      description: '1, 2 or 2A; null where no class is suggested (see reason)',
      resolve: (indicative) => indicative.riskClass,
    }),
    reason: t.field({ type: IndicativeReasonRef, resolve: (indicative) => indicative.reason }),
  }),
});

/** Whether the entered class (its item's `risk_class`) differs from the indicative one. */
const differs = (
  row: { certificate: SmartRiskCertificateRow | null; indicative: IndicativeClass },
  classOf: SourceRiskClass['classOf'],
) => riskClassDiffers(classOf(row.certificate?.riskClassItemId ?? null), row.indicative);

const LocationRiskClassRef = builder
  .objectRef<LocationRiskClass & { classOf: SourceRiskClass['classOf'] }>('LocationRiskClass')
  .implement({
    description: "A source location's indicative class, and its own SMA-rt class if it has one",
    fields: (t) => ({
      location: t.field({ type: SurveySourceLocationRef, resolve: (row) => row.location }),
      indicative: t.field({ type: IndicativeClassRef, resolve: (row) => row.indicative }),
      classification: t.field({
        type: SmartRiskCertificateRef,
        nullable: true,
        resolve: (row) => row.certificate,
      }),
      differs: t.boolean({
        description: "The location's entered class is not the indicative one",
        resolve: (row) => differs(row, row.classOf),
      }),
    }),
  });

const SourceRiskClassRef = builder.objectRef<SourceRiskClass>('SourceRiskClass').implement({
  description: "A source's indicative SMA-rt class, its entered classification and its locations'",
  fields: (t) => ({
    source: t.field({ type: SurveySourceRef, resolve: (row) => row.source }),
    indicative: t.field({ type: IndicativeClassRef, resolve: (row) => row.indicative }),
    classification: t.field({
      type: SmartRiskCertificateRef,
      nullable: true,
      resolve: (row) => row.certificate,
    }),
    differs: t.boolean({
      description: "The source's entered class is not the indicative one",
      resolve: (row) => differs(row, row.classOf),
    }),
    locations: t.field({
      type: [LocationRiskClassRef],
      resolve: (row) => row.locations.map((location) => ({ ...location, classOf: row.classOf })),
    }),
  }),
});

const LabCompletenessCodeRef = builder.enumType('LabCompletenessCode', {
  values: labCompletenessCodes,
});

const LabCompletenessEntryRef = builder
  .objectRef<LabCompletenessEntry>('LabCompletenessEntry')
  .implement({
    description:
      'What a survey lacks from the laboratory or SMA-rt: a source without result, class or printout, a sample at the lab',
    fields: (t) => ({
      code: t.field({ type: LabCompletenessCodeRef, resolve: (entry) => entry.code }),
      target: t.id({
        description: 'The source (or, for sampleAtLab, the sample) it is in',
        resolve: (entry) => entry.target,
      }),
      label: t.string({
        description: 'The source or sample number',
        resolve: (entry) => entry.label,
      }),
    }),
  });

/** The facts of the surveys a request asks for, read together (facts.ts). */
const labFactsOf = (context: Context, surveyId: number): Promise<SurveyLabFacts | undefined> => {
  const organisationId = organisationOf(context);
  return batchLoad(context, `survey-lab-facts:${organisationId}`, surveyId, (ids) =>
    surveyLabFacts(context.db, organisationId, ids),
  );
};

builder.objectField(SurveyRef, 'labCompleteness', (t) =>
  t.field({
    type: [LabCompletenessEntryRef],
    description:
      'Sources without result, class or printout, and samples still at the lab, in source order',
    resolve: async (survey, _args, context) =>
      (await labFactsOf(context, survey.id))?.completeness ?? [],
  }),
);

builder.queryField('surveyRiskClasses', (t) =>
  t.field({
    type: [SourceRiskClassRef],
    description:
      "A survey's sources with their indicative and entered SMA-rt classes; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const surveyId = toId(args.surveyId);
      return memoize(context, `survey-risk-classes:${surveyId}`, async () => {
        if (!(await findSurvey(context.db, organisationOf(context), surveyId))) return [];
        return (await labFactsOf(context, surveyId))?.riskClasses ?? [];
      });
    },
  }),
);
