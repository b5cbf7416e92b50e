import { surveyResource, type AssetKind } from '@vezel/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assets,
  branches,
  clients,
  surveys,
  surveyStatusChanges,
  surveySurveyors,
  userProfiles,
} from '../../db/tables';
import { AppError, badInput } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  type Access,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { declaredColumns } from '../../resources/declared-columns';
import { findOwned } from '../../resources/owned';
import { insertRow, updateRow } from '../../resources/rows';
import { itemId } from '../../resources/variable-items';
import { referenceColumn } from '../../resources/input-fields';
import { findSurvey, openOwnedSurvey, type SurveyRow } from './access';
import { copyAssetSpaces } from './asset-spaces';
import { SurveyRef } from './schema';
import { assertNotSentToLavs } from '../lavs/kept';

/** The book a survey's client is found in: vessels belong to maritime clients. */
const bookOf = (kind: AssetKind) => (kind === 'vessel' ? 'maritime' : 'property');

const clientColumn = (
  tx: Executor,
  organisationId: number,
  kind: AssetKind,
  values: ResourceValues,
) =>
  referenceColumn(
    values,
    'client',
    'clientId',
    async (id) =>
      (
        await tx
          .select({ id: clients.id })
          .from(clients)
          .where(
            and(
              eq(clients.id, id),
              eq(clients.organisationId, organisationId),
              eq(clients.book, bookOf(kind)),
            ),
          )
      )[0],
    'error.surveyClient',
  );

const branchColumn = (tx: Executor, organisationId: number, values: ResourceValues) =>
  referenceColumn(
    values,
    'branch',
    'branchId',
    (id) => findOwned(tx, branches, organisationId, id),
    'error.surveyBranch',
  );

/** The chosen surveyors: profiles of the organisation; undefined when not given. */
async function surveyorIds(
  tx: Executor,
  organisationId: number,
  values: ResourceValues,
): Promise<number[] | undefined> {
  const value = values.surveyors;
  if (value === undefined) return undefined;
  const refuse = () => badInput({ surveyors: { key: 'error.surveyors' } })!;
  if (value !== null && !Array.isArray(value)) throw refuse();
  const ids = [...new Set((value ?? []).map(Number))];
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw refuse();
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(inArray(userProfiles.id, ids), eq(userProfiles.organisationId, organisationId)));
  if (found.length !== ids.length) throw refuse();
  return ids;
}

async function setSurveyors(tx: Executor, surveyId: number, ids: readonly number[] | undefined) {
  if (ids === undefined) return;
  await tx.delete(surveySurveyors).where(eq(surveySurveyors.surveyId, surveyId));
  if (ids.length > 0) {
    await tx.insert(surveySurveyors).values(ids.map((profileId) => ({ surveyId, profileId })));
  }
}

/** A survey number is the firm's job number: once per organisation, the duplicate named. */
async function assertNewNumber(
  tx: Executor,
  organisationId: number,
  number: string | undefined,
  exceptId?: number,
) {
  if (number === undefined) return;
  const [existing] = await tx
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        eq(surveys.organisationId, organisationId),
        eq(surveys.number, number),
        ...(exceptId === undefined ? [] : [ne(surveys.id, exceptId)]),
      ),
    );
  if (existing) {
    const values = { number };
    throw new AppError('BAD_USER_INPUT', 'error.duplicateSurveyNumber', values, {
      number: { key: 'error.duplicateSurveyNumber', values },
    });
  }
}

/** The planning columns an input gives, each checked against the organisation. */
async function planningColumns(
  tx: Executor,
  organisationId: number,
  kind: AssetKind,
  values: ResourceValues,
) {
  const surveyType = await itemId(
    tx,
    organisationId,
    values.survey_type,
    'onderzoek_types',
    'survey_type',
  );
  const surveyKind = await itemId(
    tx,
    organisationId,
    values.survey_kind,
    'onderzoek_soorten',
    'survey_kind',
  );
  return {
    // clientColumn and branchColumn check them in the organisation.
    ...declaredColumns(surveyResource, surveys, values, { client: null, branch: null }),
    ...(await clientColumn(tx, organisationId, kind, values)),
    ...(await branchColumn(tx, organisationId, values)),
    ...(surveyType !== undefined && { surveyTypeItemId: surveyType }),
    ...(surveyKind !== undefined && { surveyKindItemId: surveyKind }),
  };
}

/** A line of the survey's history. */
export async function recordStatusChange(
  tx: Executor,
  surveyId: number,
  profileId: number | null,
  fromStatus: string | null,
  toStatus: string,
  reason = '',
) {
  await tx
    .insert(surveyStatusChanges)
    .values({ surveyId, profileId, fromStatus, toStatus, reason });
}

/**
 * Plans a survey on an asset of the organisation: the survey (proposed), its surveyors,
 * its own copy of the asset's floors and spaces, and the first line of its history.
 */
export async function insertSurvey(
  tx: Executor,
  access: Access,
  asset: typeof assets.$inferSelect,
  values: ResourceValues,
): Promise<SurveyRow> {
  const { organisationId } = access;
  const kind: AssetKind = asset.assetType === 'vessel' ? 'vessel' : 'property';
  const columns = await planningColumns(tx, organisationId, kind, values);
  await assertNewNumber(tx, organisationId, columns.number);
  const surveyors = await surveyorIds(tx, organisationId, values);
  const row = await insertRow(tx, surveys, {
    ...columns,
    number: inputText(values.number),
    organisationId,
    assetId: asset.id,
    assetType: kind,
    status: 'proposed',
    createdByProfileId: access.profileId,
  });
  await setSurveyors(tx, row.id, surveyors);
  await copyAssetSpaces(tx, row.id, asset.id);
  await recordStatusChange(tx, row.id, access.profileId, null, 'proposed');
  return row;
}

export const surveyBinding: ResourceBinding<SurveyRow> = {
  declaration: surveyResource,
  ref: SurveyRef,
  find: (tx, { organisationId }, id) => findSurvey(tx, organisationId, id),
  findConnection: connectionTo('asset', {
    find: (tx, { organisationId }, id) => findOwned(tx, assets, organisationId, id),
  }),
  async insert(tx, access, values, connections) {
    const assetId = connections.get('asset');
    if (assetId === undefined) throw new Error('survey without asset');
    const asset = await findOwned(tx, assets, access.organisationId, assetId);
    if (!asset) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    return insertSurvey(tx, access, asset, values);
  },
  async update(tx, access, row, values) {
    const { organisationId } = access;
    // The planning of a completed or cancelled survey is part of its record.
    const survey = await openOwnedSurvey(tx, organisationId, row.id);
    const kind: AssetKind = survey.assetType === 'vessel' ? 'vessel' : 'property';
    const columns = await planningColumns(tx, organisationId, kind, values);
    await assertNewNumber(tx, organisationId, columns.number, survey.id);
    await setSurveyors(tx, survey.id, await surveyorIds(tx, organisationId, values));
    return updateRow(tx, surveys, survey.id, columns);
  },
  async remove(tx, row) {
    // Once under way a survey is a record to keep: it is cancelled, not deleted.
    const [survey] = await tx
      .select({ status: surveys.status })
      .from(surveys)
      .where(eq(surveys.id, row.id))
      .for('update');
    if (survey?.status !== 'proposed') {
      throw new AppError('BAD_USER_INPUT', 'error.surveyNotProposed');
    }
    await assertNotSentToLavs(tx, { surveyId: row.id });
    await tx.delete(surveys).where(eq(surveys.id, row.id));
  },
};
