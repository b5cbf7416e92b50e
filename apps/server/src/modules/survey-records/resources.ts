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
} from '../../db/schema';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { registerResource } from '../../resources/register';
import { findSurvey } from '../surveys/access';
import { findSurveyRecord, surveyRecordBinding } from './bindings';
import { locationName, SurveyRecordRef } from './schema';

for (const kind of surveyRecordKinds) registerResource(surveyRecordBinding(kind));

/** An optional id argument: undefined when absent, null when it cannot be an id. */
const optionalId = (value: string | number | null | undefined): number | null | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const toIdOrNull = (value: string | number): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

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
      const surveyId = toIdOrNull(args.surveyId);
      if (surveyId === null || !isSurveyRecordKind(args.kind)) return [];
      const survey = await findSurvey(context.db, organisationOf(context), surveyId);
      if (!survey) return [];
      const parentId = optionalId(args.parentId);
      const sourceId = optionalId(args.sourceId);
      const locationId = optionalId(args.locationId);
      if (parentId === null || sourceId === null || locationId === null) return [];
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
    resolve: (_root, args, context) => {
      const id = toIdOrNull(args.id);
      return id === null ? null : findSurveyRecord(context.db, organisationOf(context), id);
    },
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
      const surveyId = toIdOrNull(args.surveyId);
      const survey =
        surveyId === null ? null : await findSurvey(context.db, organisationOf(context), surveyId);
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
      const surveyId = toIdOrNull(args.surveyId);
      const organisationId = organisationOf(context);
      const survey =
        surveyId === null ? null : await findSurvey(context.db, organisationId, surveyId);
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
