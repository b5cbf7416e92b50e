import {
  isSurveyOpen,
  isSurveyStatus,
  surveyAsbestosResearchResource,
  surveyExecutionResource,
  surveyInfoResource,
  surveyStatuses,
  transitionsFrom,
  type ResourceDeclaration,
  type SurveyStatus,
} from '@vezel/domain';
import type { FieldMap } from '@pothos/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assets,
  branches,
  clients,
  surveyStatusChanges,
  surveySurveyors,
  userProfiles,
  users,
  variableItems,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf } from '../../graphql/context';
import { memoize } from '../../graphql/request-cache';
import { fullName } from '../accounts/full-name';
import { VariableItemRef } from '../../resources/variable-items';
import { AssetRef, propertyTitle } from '../assets/schema';
import { findSurvey, type SurveyRow } from './access';
import { CompletionGapRef, completionGapsField } from './completion';

export const SurveyStatusRef = builder.enumType('SurveyStatus', { values: surveyStatuses });
export const SurveyActionRef = builder.enumType('SurveyAction', {
  values: ['activate', 'complete', 'cancel', 'reopen'] as const,
});

/** A stored status as the enum; a value outside it would be a bug, not the caller's. */
export const statusOf = (value: string): SurveyStatus => {
  if (!isSurveyStatus(value)) throw new Error(`unknown survey status ${value}`);
  return value;
};

export interface SurveyPerson {
  id: number;
  fullName: string;
}

export const SurveyPersonRef = builder.objectRef<SurveyPerson>('SurveyPerson').implement({
  description: 'A person of the organisation, by the id of their profile',
  fields: (t) => ({
    id: t.exposeID('id'),
    full_name: t.exposeString('fullName'),
  }),
});

/** The people of these profiles with their full names. */
async function peopleOf(db: Executor, profileIds: readonly number[]): Promise<SurveyPerson[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({
      id: userProfiles.id,
      name: users.name,
      surnamePrefix: users.surnamePrefix,
      surname: users.surname,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(inArray(userProfiles.id, [...profileIds]));
  return rows.map((row) => ({ id: row.id, fullName: fullName(row) }));
}

/** The people who changed a survey's status, in one query for its whole history. */
async function historyPeopleOf(db: Executor, surveyId: number): Promise<SurveyPerson[]> {
  const rows = await db
    .selectDistinct({
      id: userProfiles.id,
      name: users.name,
      surnamePrefix: users.surnamePrefix,
      surname: users.surname,
    })
    .from(surveyStatusChanges)
    .innerJoin(userProfiles, eq(userProfiles.id, surveyStatusChanges.profileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(surveyStatusChanges.surveyId, surveyId));
  return rows.map((row) => ({ id: row.id, fullName: fullName(row) }));
}

/** Everyone of the organisation who may carry out a survey, by name. */
export async function surveyorOptions(
  db: Executor,
  organisationId: number,
): Promise<SurveyPerson[]> {
  const rows = await db
    .select({
      id: userProfiles.id,
      name: users.name,
      surnamePrefix: users.surnamePrefix,
      surname: users.surname,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.organisationId, organisationId))
    .orderBy(asc(users.name), asc(users.surname), asc(userProfiles.id));
  return rows.map((row) => ({ id: row.id, fullName: fullName(row) }));
}

export const surveyorIdsOf = async (db: Executor, surveyId: number): Promise<number[]> =>
  (
    await db
      .select({ id: surveySurveyors.profileId })
      .from(surveySurveyors)
      .where(eq(surveySurveyors.surveyId, surveyId))
      .orderBy(asc(surveySurveyors.profileId))
  ).map((row) => row.id);

type StatusChangeRow = typeof surveyStatusChanges.$inferSelect;

const SurveyStatusChangeRef = builder.objectRef<StatusChangeRow>('SurveyStatusChange').implement({
  description: "One change of a survey's status: who, when, from, to and why",
  fields: (t) => ({
    id: t.exposeID('id'),
    from: t.field({
      type: SurveyStatusRef,
      nullable: true,
      description: "Null for the survey's creation",
      resolve: (change) => (change.fromStatus === null ? null : statusOf(change.fromStatus)),
    }),
    to: t.field({ type: SurveyStatusRef, resolve: (change) => statusOf(change.toStatus) }),
    reason: t.exposeString('reason'),
    changed_at: t.expose('changedAt', { type: 'DateTime' }),
    by: t.field({
      type: SurveyPersonRef,
      nullable: true,
      resolve: async (change, _args, context) => {
        if (change.profileId === null) return null;
        const people = await memoize(context, `status-change-people:${change.surveyId}`, () =>
          historyPeopleOf(context.db, change.surveyId),
        );
        return people.find((person) => person.id === change.profileId) ?? null;
      },
    }),
  }),
});

interface TransitionOption {
  action: 'activate' | 'complete' | 'cancel' | 'reopen';
  to: SurveyStatus;
  reasonRequired: boolean;
}

const SurveyTransitionOptionRef = builder
  .objectRef<TransitionOption>('SurveyTransitionOption')
  .implement({
    description: 'A status change the viewer may make',
    fields: (t) => ({
      action: t.field({ type: SurveyActionRef, resolve: (option) => option.action }),
      to: t.field({ type: SurveyStatusRef, resolve: (option) => option.to }),
      reason_required: t.exposeBoolean('reasonRequired'),
    }),
  });

async function itemOf(db: Executor, id: unknown) {
  const itemId = typeof id === 'number' ? id : Number(id);
  if (!Number.isSafeInteger(itemId) || itemId <= 0) return null;
  const [item] = await db.select().from(variableItems).where(eq(variableItems.id, itemId));
  return item ?? null;
}

/** The column of the survey each information group lives in. */
export const groupColumns = {
  surveyInfo: 'surveyInfo',
  surveyAsbestosResearch: 'asbestosResearch',
  surveyExecution: 'execution',
} as const satisfies Record<string, keyof SurveyRow>;

type GroupType = keyof typeof groupColumns;

/**
 * One information group of a survey as an object type: its declared fields as the form
 * reads them (an item as its id, a date as YYYY-MM-DD, text as '' when empty), and each
 * item field's item beside it (`purpose_item`). The group's id is the survey's.
 */
function groupRef(name: string, declaration: ResourceDeclaration & { type: GroupType }) {
  const column = groupColumns[declaration.type];
  const valueOf = (survey: SurveyRow, field: string) => {
    if (field === 'out_of_scope') return survey.outOfScope;
    return survey[column][field] ?? null;
  };
  return builder.objectRef<SurveyRow>(name).implement({
    description: `The survey's ${declaration.type} group; its id is the survey's`,
    fields: (t) => {
      const fields: FieldMap = { id: t.exposeID('id') };
      for (const field of declaration.fields) {
        const name = field.name;
        if (field.type === 'item') {
          fields[name] = t.id({
            nullable: true,
            resolve: (survey) => {
              const value = valueOf(survey, name);
              return typeof value === 'number' ? value : null;
            },
          });
          fields[`${name}_item`] = t.field({
            type: VariableItemRef,
            nullable: true,
            resolve: (survey, _args, context) => itemOf(context.db, valueOf(survey, name)),
          });
        } else if (field.type === 'boolean') {
          fields[name] = t.boolean({ resolve: (survey) => valueOf(survey, name) === true });
        } else if (field.type === 'date') {
          fields[name] = t.string({
            nullable: true,
            description: 'YYYY-MM-DD',
            resolve: (survey) => {
              const value = valueOf(survey, name);
              return typeof value === 'string' && value ? value : null;
            },
          });
        } else {
          fields[name] = t.string({
            resolve: (survey) => {
              const value = valueOf(survey, name);
              return value === null || value === undefined ? '' : String(value);
            },
          });
        }
      }
      return fields;
    },
  });
}

export const SurveyInfoRef = groupRef('SurveyInfo', surveyInfoResource);
export const SurveyAsbestosResearchRef = groupRef(
  'SurveyAsbestosResearch',
  surveyAsbestosResearchResource,
);
export const SurveyExecutionRef = groupRef('SurveyExecution', surveyExecutionResource);

const SurveyAssetRef = builder
  .objectRef<{ id: number; title: string }>('SurveyAssetRef')
  .implement({
    description: 'The surveyed property or vessel, by id and title',
    fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
  });

const SurveyAssetLinkRef = builder
  .objectRef<{ id: number; asset: { id: number; title: string } }>('SurveyAssetLink')
  .implement({
    description: 'inventarisatie_asset of spec section 3: the surveyed asset',
    fields: (t) => ({
      id: t.exposeID('id'),
      asset: t.field({ type: SurveyAssetRef, resolve: (link) => link.asset }),
    }),
  });

const SurveyClientRef = builder.objectRef<{ id: number; naam: string }>('SurveyClient').implement({
  description: 'onderzoek_klant of spec section 3: the survey client',
  fields: (t) => ({ id: t.exposeID('id'), naam: t.exposeString('naam') }),
});

async function assetOf(db: Executor, survey: SurveyRow) {
  const [asset] = await db.select().from(assets).where(eq(assets.id, survey.assetId));
  if (!asset) throw new Error(`survey ${survey.id} without its asset`);
  return asset;
}

export const assetTitle = (asset: typeof assets.$inferSelect) =>
  asset.assetType === 'vessel' ? asset.name : propertyTitle(asset);

async function clientOf(db: Executor, survey: SurveyRow) {
  if (survey.clientId === null) return null;
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, survey.clientId), eq(clients.organisationId, survey.organisationId)));
  return client ?? null;
}

export const SurveyRef = builder.objectRef<SurveyRow>('Survey').implement({
  description: 'A survey (onderzoek) of one property or vessel, from planning to completion',
  fields: (t) => ({
    id: t.exposeID('id'),
    nummer: t.exposeString('number', { description: 'The survey number (spec section 3)' }),
    number: t.exposeString('number'),
    asset_typename: t.exposeString('assetType', {
      description: "The surveyed asset's type: property or vessel",
    }),
    asset_type: t.exposeString('assetType', { description: 'property or vessel' }),
    status: t.field({ type: SurveyStatusRef, resolve: (survey) => statusOf(survey.status) }),
    inventarisatie_asset: t.field({
      type: SurveyAssetLinkRef,
      resolve: async (survey, _args, context) => {
        const asset = await assetOf(context.db, survey);
        return { id: asset.id, asset: { id: asset.id, title: assetTitle(asset) } };
      },
    }),
    asset: t.field({
      type: AssetRef,
      resolve: (survey, _args, context) => assetOf(context.db, survey),
    }),
    onderzoek_klant: t.field({
      type: SurveyClientRef,
      nullable: true,
      resolve: async (survey, _args, context) => {
        const client = await clientOf(context.db, survey);
        return client && { id: client.id, naam: client.name };
      },
    }),
    client: t.id({ nullable: true, resolve: (survey) => survey.clientId }),
    survey_type: t.id({ nullable: true, resolve: (survey) => survey.surveyTypeItemId }),
    survey_type_item: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (survey, _args, context) => itemOf(context.db, survey.surveyTypeItemId),
    }),
    survey_kind: t.id({ nullable: true, resolve: (survey) => survey.surveyKindItemId }),
    survey_kind_item: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (survey, _args, context) => itemOf(context.db, survey.surveyKindItemId),
    }),
    branch: t.id({ nullable: true, resolve: (survey) => survey.branchId }),
    branch_name: t.string({
      nullable: true,
      resolve: async (survey, _args, context) => {
        if (survey.branchId === null) return null;
        const [branch] = await context.db
          .select({ name: branches.name })
          .from(branches)
          .where(
            and(
              eq(branches.id, survey.branchId),
              eq(branches.organisationId, survey.organisationId),
            ),
          );
        return branch?.name ?? null;
      },
    }),
    planned_start: t.exposeString('plannedStart', { nullable: true, description: 'YYYY-MM-DD' }),
    planned_end: t.exposeString('plannedEnd', { nullable: true, description: 'YYYY-MM-DD' }),
    project_number: t.exposeString('projectNumber'),
    out_of_scope: t.exposeString('outOfScope'),
    surveyors: t.idList({
      description: 'The profile ids of the surveyors',
      resolve: (survey, _args, context) =>
        memoize(context, `surveyors:${survey.id}`, () => surveyorIdsOf(context.db, survey.id)),
    }),
    surveyor_people: t.field({
      type: [SurveyPersonRef],
      resolve: async (survey, _args, context) =>
        (
          await peopleOf(
            context.db,
            await memoize(context, `surveyors:${survey.id}`, () =>
              surveyorIdsOf(context.db, survey.id),
            ),
          )
        ).sort((a, b) => a.fullName.localeCompare(b.fullName)),
    }),
    status_changes: t.field({
      type: [SurveyStatusChangeRef],
      description: "The survey's history, newest first",
      resolve: (survey, _args, context) =>
        context.db
          .select()
          .from(surveyStatusChanges)
          .where(eq(surveyStatusChanges.surveyId, survey.id))
          .orderBy(desc(surveyStatusChanges.changedAt), desc(surveyStatusChanges.id)),
    }),
    transitions: t.field({
      type: [SurveyTransitionOptionRef],
      description: 'The status changes the viewer may make now',
      resolve: (survey, _args, context) =>
        transitionsFrom(statusOf(survey.status), viewerOf(context).permissions.manager).map(
          (transition) => ({
            action: transition.action,
            to: transition.to,
            reasonRequired: transition.reasonRequired,
          }),
        ),
    }),
    completionGaps: t.field({
      type: [CompletionGapRef],
      description: 'What it still lacks to be completed; empty when it may be',
      resolve: (survey, _args, context) => completionGapsField(context, survey),
    }),
    editable: t.boolean({
      description: 'Whether its records may be changed: a proposed or active survey',
      resolve: (survey) => isSurveyOpen(statusOf(survey.status)),
    }),
    survey_info: t.field({ type: SurveyInfoRef, resolve: (survey) => survey }),
    asbestos_research: t.field({ type: SurveyAsbestosResearchRef, resolve: (survey) => survey }),
    execution: t.field({ type: SurveyExecutionRef, resolve: (survey) => survey }),
    status_changed_at: t.expose('statusChangedAt', { type: 'DateTime' }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('onderzoek', (t) =>
  t.field({
    type: SurveyRef,
    nullable: true,
    description: "A survey of the caller's organisation (spec section 7); null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) return null;
      return findSurvey(context.db, organisationOf(context), id);
    },
  }),
);

builder.queryField('surveyorOptions', (t) =>
  t.field({
    type: [SurveyPersonRef],
    description: 'The people of the organisation who may be chosen to carry out a survey',
    authScopes: { member: true },
    resolve: (_root, _args, context) => surveyorOptions(context.db, organisationOf(context)),
  }),
);
