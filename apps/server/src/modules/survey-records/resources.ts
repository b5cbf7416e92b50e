import {
  isSurveyRecordKind,
  isValidIframeUrl,
  surveyIframeUrl,
  surveyRecordKinds,
} from '@vezel/domain';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  organisations,
  surveyRecords,
  surveySourceLocations,
  surveySources,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { registerResource } from '../../resources/register';
import { findSurvey } from '../surveys/access';
import { findSurveyRecord, surveyRecordBinding } from './bindings';
import { locationName, SurveyRecordRef } from './schema';

for (const kind of surveyRecordKinds) registerResource(surveyRecordBinding(kind));

/** An optional id argument (the ID scalar has checked it): undefined when absent. */
const idArgument = (value: string | null | undefined): number | undefined =>
  value == null ? undefined : Number(value);

builder.queryFields((t) => ({
  surveyRecords: t.field({
    type: [SurveyRecordRef],
    description:
      "A survey's records of one kind in their order; with parentId a document's entries, with sourceId a source's, with locationId a location's. [] for another organisation's survey",
    authScopes: { member: true },
    args: {
      surveyId: t.arg.id({ required: true }),
      kind: t.arg.string({ required: true }),
      parentId: t.arg.id(),
      sourceId: t.arg.id(),
      locationId: t.arg.id(),
    },
    resolve: async (_root, args, context) => {
      if (!isSurveyRecordKind(args.kind)) return [];
      const survey = await findSurvey(context.db, organisationOf(context), Number(args.surveyId));
      if (!survey) return [];
      const parentId = idArgument(args.parentId);
      const sourceId = idArgument(args.sourceId);
      const locationId = idArgument(args.locationId);
      const conditions: SQL[] = [
        eq(surveyRecords.surveyId, survey.id),
        eq(surveyRecords.kind, args.kind),
      ];
      if (parentId !== undefined) conditions.push(eq(surveyRecords.parentId, parentId));
      if (sourceId !== undefined) conditions.push(eq(surveyRecords.sourceId, sourceId));
      if (locationId !== undefined) conditions.push(eq(surveyRecords.locationId, locationId));
      // A document's entries are listed under their document only.
      if (args.kind === 'deskResearchEntry' && parentId === undefined) {
        conditions.push(isNull(surveyRecords.id));
      }
      return context.db
        .select()
        .from(surveyRecords)
        .where(and(...conditions))
        .orderBy(asc(surveyRecords.sortIndex), asc(surveyRecords.id));
    },
  }),
  surveyRecord: t.field({
    type: SurveyRecordRef,
    nullable: true,
    description: "One record of a survey of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      findSurveyRecord(context.db, organisationOf(context), Number(args.id)),
  }),
}));

interface LocationOption {
  id: number;
  name: string;
}

const LocationOptionRef = builder
  .objectRef<LocationOption>('SurveyRecordLocationOption')
  .implement({
    description: 'A source location as a choice of where an observation was made',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

builder.queryField('surveyRecordLocationOptions', (t) =>
  t.field({
    type: [LocationOptionRef],
    description:
      "The survey's source locations by source number, named as records show them; [] for another organisation's survey",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const survey = await findSurvey(context.db, organisationOf(context), Number(args.surveyId));
      if (!survey) return [];
      const locations = await context.db
        .select({ id: surveySourceLocations.id })
        .from(surveySourceLocations)
        .innerJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
        .where(eq(surveySourceLocations.surveyId, survey.id))
        .orderBy(
          asc(surveySources.sortIndex),
          asc(surveySources.id),
          asc(surveySourceLocations.sortIndex),
          asc(surveySourceLocations.id),
        );
      const options: LocationOption[] = [];
      for (const location of locations) {
        const name = await locationName(context.db, context.locale, location.id);
        options.push({ id: location.id, name: name ?? '' });
      }
      return options;
    },
  }),
);

/** The organisation's external survey page (a template with {survey} and {number}). */
async function iframeTemplate(db: Executor, organisationId: number): Promise<string> {
  const [organisation] = await db
    .select({ url: organisations.surveyIframeUrl })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return organisation?.url ?? '';
}

interface SurveyIframe {
  template: string;
  url: string | null;
}

const SurveyIframeRef = builder.objectRef<SurveyIframe>('SurveyIframe').implement({
  description: "The organisation's external page shown on a survey's iframe tab",
  fields: (t) => ({
    template: t.exposeString('template', {
      description: 'The URL as set, with {survey} and {number} where the survey goes; "" when none',
    }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'The page for this survey; null when the organisation has set none',
    }),
  }),
});

builder.queryField('surveyIframe', (t) =>
  t.field({
    type: SurveyIframeRef,
    nullable: true,
    description: "The external page for a survey of the caller's organisation; null for another's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const organisationId = organisationOf(context);
      const survey = await findSurvey(context.db, organisationId, Number(args.surveyId));
      if (!survey) return null;
      const template = await iframeTemplate(context.db, organisationId);
      return {
        template,
        url: template && isValidIframeUrl(template) ? surveyIframeUrl(template, survey) : null,
      };
    },
  }),
);

builder.mutationField('updateSurveyIframeUrl', (t) =>
  t.string({
    description:
      "Sets the organisation's external survey page: an https URL in which {survey} and {number} are filled in; '' removes it",
    authScopes: { manager: true },
    args: { url: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const url = args.url.trim();
      if (url !== '' && !isValidIframeUrl(url)) {
        throw new AppError('BAD_USER_INPUT', 'error.surveyRecordIframeUrl', undefined, {
          url: { key: 'error.surveyRecordIframeUrl' },
        });
      }
      await context.db
        .update(organisations)
        .set({ surveyIframeUrl: url })
        .where(eq(organisations.id, organisationOf(context)));
      return url;
    },
  }),
);
