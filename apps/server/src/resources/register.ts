import {
  isVisible,
  typeNameOf,
  validateValues,
  type FieldDeclaration,
  type ResourceDeclaration,
  type RoleName,
  type RuleFailure,
} from '@vezel/domain';
import type { ObjectRef } from '@pothos/core';
import { builder, type BuilderTypes } from '../graphql/builder';
import { organisationOf, viewerOf, type Context } from '../graphql/context';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, badInput } from '../graphql/errors';
import type { Access, ResourceBinding, ResourceValues } from './binding';

/** The caller as resource bindings see it. */
export function accessOf(context: Context): Access {
  const viewer = viewerOf(context);
  return {
    organisationId: organisationOf(context),
    profileId: viewer.profileId,
    manager: viewer.permissions.manager,
    secrets: context.secrets,
    files: context.files,
    locale: context.locale,
  };
}

const scopeOf = (role: RoleName) =>
  role === 'administrator'
    ? { administrator: true }
    : role === 'manager'
      ? { manager: true }
      : { member: true };

const ConnectionInput = builder.inputType('ResourceConnection', {
  description: 'A relation by type and id, e.g. { type: "variableSet", id: "3" }',
  fields: (t) => ({
    type: t.string({ required: true }),
    id: t.id({ required: true }),
  }),
});

type Scalar = 'String' | 'Boolean' | 'Int' | 'ID';
const scalarOf = (field: FieldDeclaration): Scalar =>
  field.type === 'boolean'
    ? 'Boolean'
    : field.type === 'integer'
      ? 'Int'
      : field.type === 'file' || field.type === 'item'
        ? 'ID'
        : 'String';

/** The GraphQL input type of these declared fields. */
export function inputTypeFor(fields: readonly FieldDeclaration[], name: string) {
  return builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          // A file or a chosen item is its id, several chosen items their ids.
          field.type === 'items' ? t.idList() : t.field({ type: scalarOf(field) }),
        ]),
      ),
  });
}

/**
 * Checks the values with the declared rules: all of them on create, the given ones on
 * update. A field the input's own values hide (a Dutch postcode beside a foreign country)
 * is checked only for its length, as the form does not check it; the binding stores it as
 * hidden.
 */
export function checkValues(
  declaration: ResourceDeclaration,
  values: ResourceValues,
  creating: boolean,
): void {
  const hiddenByInput = (field: FieldDeclaration) => {
    const condition = field.visibleWhen;
    const decidable =
      typeof condition === 'function' || (condition !== undefined && condition.field in values);
    return decidable && !isVisible(field, values);
  };
  const given = declaration.fields.filter((field) => creating || field.name in values);
  const fields = given.filter((field) => !hiddenByInput(field));
  // A hidden field's value is not checked as the form would, but it must still fit.
  const limitsOnly = (field: FieldDeclaration) =>
    (field.rules ?? []).filter((rule) => rule.rule === 'maxLength');
  const failures: Record<string, RuleFailure | null> = validateValues(
    values,
    Object.fromEntries(
      given.map((field) => [
        field.name,
        hiddenByInput(field) ? limitsOnly(field) : (field.rules ?? []),
      ]),
    ),
  );
  for (const field of fields) {
    const value = values[field.name];
    if (field.options && typeof value === 'string' && !field.options.includes(value)) {
      failures[field.name] = { key: 'error.badInput' };
    }
  }
  if (!creating) {
    const shown = declaration.fields.filter((field) => !hiddenByInput(field));
    Object.assign(failures, unpairedDates(shown, values));
  }
  const invalid = badInput(failures);
  if (invalid) throw invalid;
}

/**
 * An end date is checked against its start, so an update that gives one of the two must
 * give both: the stored other half is not in the input's format to compare with.
 */
function unpairedDates(
  fields: readonly FieldDeclaration[],
  values: ResourceValues,
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const field of fields) {
    for (const rule of field.rules ?? []) {
      if ((rule.rule !== 'date' && rule.rule !== 'dateTime') || rule.after === undefined) continue;
      const given = field.name in values;
      if (given !== rule.after in values) {
        failures[given ? rule.after : field.name] = { key: 'validation.required' };
      }
    }
  }
  return failures;
}

function defaultsOf(declaration: ResourceDeclaration): ResourceValues {
  return Object.fromEntries(
    declaration.fields
      .filter((field) => field.default !== undefined && field.default !== 'today')
      .map((field) => [field.name, field.default as string | number | boolean]),
  );
}

/**
 * A unique index refused the row although the binding checked for a duplicate first:
 * another request saved the same at the same moment. Say so instead of failing.
 */
function refuseSavedMeanwhile(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('BAD_USER_INPUT', 'error.savedMeanwhile');
  throw error;
}

/** An id argument; anything that cannot be an id is a record that does not exist. */
export const toId = (value: string | number): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  return id;
};

/** Input values without the absent ones, texts trimmed. */
export function cleanInput(input: object | null | undefined): ResourceValues {
  const values: ResourceValues = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue;
    values[key] = typeof value === 'string' ? value.trim() : (value as ResourceValues[string]);
  }
  return values;
}

/** A resource's create and update input types, for mutations of its own that take them. */
export interface ResourceInputs {
  create: ReturnType<typeof inputTypeFor>;
  update: ReturnType<typeof inputTypeFor>;
}

/**
 * create{Type}, update{Type}, delete{Type} and update{Type}SortTable (spec section 7) for
 * one resource: organisation-scoped, role-checked, validated, each in one transaction (a
 * binding's `prepare` runs before the create's or update's).
 */
export function registerResource<Row extends { id: number }, Prepared = undefined>(
  binding: ResourceBinding<Row, Prepared>,
): ResourceInputs {
  const { declaration } = binding;
  // Pothos resolves a resolver's return type conditionally, which a generic Row defeats;
  // every row has an id, and the object type's own fields read the rest.
  const ref: ObjectRef<BuilderTypes, { id: number }> = binding.ref;
  const typeName = typeNameOf(declaration);
  const writeScope = scopeOf(declaration.permissions.write);
  const CreateInput = inputTypeFor(declaration.fields, `${typeName}CreateInput`);
  const UpdateInput = inputTypeFor(
    declaration.fields.filter((field) => !field.createOnly),
    `${typeName}UpdateInput`,
  );

  builder.mutationField(`create${typeName}`, (t) =>
    t.field({
      type: ref,
      authScopes: writeScope,
      args: {
        input: t.arg({ type: CreateInput }),
        connect: t.arg({ type: [ConnectionInput] }),
      },
      resolve: async (_root, args, context) => {
        if (!args.input) throw new AppError('BAD_USER_INPUT', 'error.inputRequired');
        if (!args.connect?.length && declaration.connects.length > 0) {
          throw new AppError('BAD_USER_INPUT', 'error.connectionRequired');
        }
        const values = { ...defaultsOf(declaration), ...cleanInput(args.input) };
        checkValues(declaration, values, true);
        const access = accessOf(context);
        const prepared = await binding.prepare?.(context.db, access, values, null);
        return context.db
          .transaction(async (tx) => {
            const connections = new Map<string, number>();
            for (const connection of args.connect ?? []) {
              const id = declaration.connects.includes(connection.type)
                ? await binding.findConnection(tx, access, connection.type, toId(connection.id))
                : null;
              if (id === null) throw new AppError('NOT_FOUND', 'error.recordNotFound');
              connections.set(connection.type, id);
            }
            if (declaration.connects.some((type) => !connections.has(type))) {
              throw new AppError('BAD_USER_INPUT', 'error.connectionRequired');
            }
            return binding.insert(tx, access, values, connections, prepared);
          })
          .catch(refuseSavedMeanwhile);
      },
    }),
  );

  builder.mutationField(`update${typeName}`, (t) =>
    t.field({
      type: ref,
      authScopes: writeScope,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput }) },
      resolve: async (_root, args, context) => {
        if (!args.input) throw new AppError('BAD_USER_INPUT', 'error.inputRequired');
        const values = cleanInput(args.input);
        checkValues(declaration, values, false);
        const access = accessOf(context);
        const id = toId(args.id);
        let prepared: Prepared | undefined;
        if (binding.prepare) {
          const stored = await binding.find(context.db, access, id);
          if (!stored) throw new AppError('NOT_FOUND', 'error.recordNotFound');
          prepared = await binding.prepare(context.db, access, values, stored);
        }
        return context.db
          .transaction(async (tx) => {
            const row = await binding.find(tx, access, id);
            if (!row) throw new AppError('NOT_FOUND', 'error.recordNotFound');
            return binding.update(tx, access, row, values, prepared);
          })
          .catch(refuseSavedMeanwhile);
      },
    }),
  );

  builder.mutationField(`delete${typeName}`, (t) =>
    t.field({
      type: 'ID',
      authScopes: writeScope,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const access = accessOf(context);
        return context.db.transaction(async (tx) => {
          const row = await binding.find(tx, access, toId(args.id));
          if (!row) throw new AppError('NOT_FOUND', 'error.recordNotFound');
          await binding.remove(tx, row);
          return row.id;
        });
      },
    }),
  );

  const { siblings, setOrder } = binding;
  const inputs = { create: CreateInput, update: UpdateInput };
  if (!declaration.sortable || !siblings || !setOrder) return inputs;
  builder.mutationField(`update${typeName}SortTable`, (t) =>
    t.field({
      type: ref,
      description:
        'Moves the row from position index_from to index_to among the rows sharing its order',
      authScopes: writeScope,
      args: {
        id: t.arg.id({ required: true }),
        index_from: t.arg.string(),
        index_to: t.arg.string(),
      },
      resolve: async (_root, args, context) => {
        const from = Number(args.index_from);
        const to = Number(args.index_to);
        if (
          !args.index_from?.trim() ||
          !args.index_to?.trim() ||
          !Number.isInteger(from) ||
          !Number.isInteger(to)
        ) {
          throw new AppError('BAD_USER_INPUT', 'error.sortIndexRequired');
        }
        const access = accessOf(context);
        return context.db.transaction(async (tx) => {
          const row = await binding.find(tx, access, toId(args.id));
          if (!row) throw new AppError('NOT_FOUND', 'error.recordNotFound');
          const ids = await siblings(tx, row);
          // The table shows an order; if someone changed it meanwhile, do not guess.
          if (ids[from] !== row.id || to < 0 || to >= ids.length) {
            throw new AppError('BAD_USER_INPUT', 'error.sortOutOfDate');
          }
          ids.splice(from, 1);
          ids.splice(to, 0, row.id);
          await setOrder(tx, ids);
          return row;
        });
      },
    }),
  );
  return inputs;
}
