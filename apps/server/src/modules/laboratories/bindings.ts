import { laboratoryResource, storedPostcode, type LookupListKey } from '@vezel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { laboratories, organisations, variableItems } from '../../db/schema';
import { AppError } from '../../graphql/errors';
import {
  inputText,
  type Access,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { LaboratoryRef, type LaboratoryRow } from './schema';

/**
 * Chosen items as ids of the given list of the organisation's variable set; undefined when
 * not given. Any other id is refused with the field named.
 */
async function itemIds(
  tx: Executor,
  organisationId: number,
  value: ResourceValues[string] | undefined,
  list: LookupListKey,
  field: string,
): Promise<number[] | undefined> {
  if (value === undefined) return undefined;
  const ids = [...new Set((Array.isArray(value) ? value : []).map(Number))];
  const refuse = () =>
    new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
      [field]: { key: 'error.badInput' },
    });
  if (!Array.isArray(value) || ids.some((id) => !Number.isSafeInteger(id))) throw refuse();
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        inArray(variableItems.id, ids),
        eq(variableItems.list, list),
        eq(organisations.id, organisationId),
      ),
    );
  if (found.length !== ids.length) throw refuse();
  return ids;
}

/**
 * The password column after an input: sealed when one is typed, kept when left empty,
 * removed when the field is hidden (orders go by e-mail) and so arrives as null.
 */
function sealedPassword(access: Access, value: ResourceValues[string] | undefined) {
  if (value === undefined || value === '') return undefined;
  if (value === null || typeof value !== 'string' || value.trim() === '') return null;
  return access.secrets.seal(value);
}

async function laboratoryColumns(tx: Executor, access: Access, values: ResourceValues) {
  const analysisMethodIds = await itemIds(
    tx,
    access.organisationId,
    values.analysis_methods,
    'analyse_methodes',
    'analysis_methods',
  );
  const materialIds = await itemIds(
    tx,
    access.organisationId,
    values.materials,
    'materiaal_types',
    'materials',
  );
  const apiPasswordSealed = sealedPassword(access, values.api_password);
  const set = (field: string) =>
    values[field] === undefined ? undefined : inputText(values[field]);
  const columns = {
    name: set('name'),
    accreditationNumber: set('accreditation_number'),
    email: set('email'),
    phone: set('phone'),
    street: set('street'),
    houseNumber: set('house_number'),
    postcode:
      values.postcode === undefined ? undefined : storedPostcode(inputText(values.postcode)),
    city: set('city'),
    orderChannel: set('order_channel'),
    orderEmail: set('order_email'),
    apiUrl: set('api_url'),
    apiUsername: set('api_username'),
    analysisMethodIds,
    materialIds,
    apiPasswordSealed,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<typeof laboratories.$inferInsert>;
}

export const laboratoryBinding: ResourceBinding<LaboratoryRow> = {
  declaration: laboratoryResource,
  ref: LaboratoryRef,
  async find(tx, { organisationId }, id) {
    const [row] = await tx
      .select()
      .from(laboratories)
      .where(and(eq(laboratories.id, id), eq(laboratories.organisationId, organisationId)));
    return row ?? null;
  },
  findConnection: () => Promise.resolve(null),
  async insert(tx, access, values) {
    const [row] = await tx
      .insert(laboratories)
      .values({
        ...(await laboratoryColumns(tx, access, values)),
        organisationId: access.organisationId,
        name: inputText(values.name),
      })
      .returning();
    if (!row) throw new Error('laboratory insert returned nothing');
    return row;
  },
  async update(tx, access, row, values) {
    const [updated] = await tx
      .update(laboratories)
      .set({ ...(await laboratoryColumns(tx, access, values)), updatedAt: new Date() })
      .where(eq(laboratories.id, row.id))
      .returning();
    if (!updated) throw new Error('laboratory update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    await tx.delete(laboratories).where(eq(laboratories.id, row.id));
  },
};
