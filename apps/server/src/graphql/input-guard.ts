import { rewireTypes } from '@graphql-tools/utils';
import {
  GraphQLError,
  GraphQLID,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  visit,
  type ASTNode,
  type GraphQLObjectType,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasUnstorableCharacters, parseId, type DomainMessageKey } from '@vezel/domain';
import { AppError } from './errors';

/**
 * Thrown by the id scalar. Not a GraphQLError, so that graphql wraps it in one that points
 * at the value; its extensions travel along to that error.
 */
class InvalidIdError extends Error {
  readonly extensions = { code: 'BAD_USER_INPUT', messageKey: 'error.invalidId' };
  constructor() {
    super('not a valid id');
  }
}

const idOf = (value: unknown): string => {
  const id = parseId(value);
  if (id === null) throw new InvalidIdError();
  return String(id);
};

/**
 * Every ID of the schema, argument or input field, arrives as the canonical digits of an id
 * that fits the id columns; anything else is refused before a resolver runs.
 */
const IdScalar = new GraphQLScalarType({
  name: 'ID',
  description: 'The id of a record: a whole number from 1 to 2147483647, sent as a string',
  serialize: GraphQLID.serialize,
  parseValue: idOf,
  parseLiteral: (node) =>
    idOf(node.kind === Kind.STRING || node.kind === Kind.INT ? node.value : undefined),
});

/**
 * The schema with graphql's lenient ID (any string, any integer) replaced by IdScalar
 * wherever it is used. (graphql-tools' mapSchema leaves the built-in scalars alone.)
 */
export function withCheckedIds(schema: GraphQLSchema): GraphQLSchema {
  const { typeMap, directives } = rewireTypes(
    { ...schema.getTypeMap(), ID: IdScalar },
    schema.getDirectives(),
  );
  const rootOf = (type: GraphQLObjectType | null | undefined) =>
    type ? (typeMap[type.name] as GraphQLObjectType) : undefined;
  return new GraphQLSchema({
    ...schema.toConfig(),
    query: rootOf(schema.getQueryType()),
    mutation: rootOf(schema.getMutationType()),
    subscription: rootOf(schema.getSubscriptionType()),
    types: Object.values(typeMap),
    directives,
  });
}

/** The field an invalid value was given for, as graphql's error for it tells. */
function fieldOfInvalidValue(error: GraphQLError): string {
  // A variable: 'Variable "$input" got invalid value "x" at "input.owner"; ...'
  const variable = error.message.match(
    /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?;/s,
  );
  if (variable) {
    const path = (variable[2] ?? variable[1] ?? '').replace(/\[\d+\]/g, '');
    return path.slice(path.lastIndexOf('.') + 1);
  }
  // A literal: the name before the value in the document ('id: "0x2"', 'ids: ["1", "x"]').
  const position = error.positions?.[0];
  const before = position === undefined ? '' : (error.source?.body.slice(0, position) ?? '');
  return before.match(/(\w+)\s*:[^:]*$/)?.[1] ?? 'id';
}

/** The caller's message for an invalid id names the field it was given for. */
export function namingInvalidField(error: GraphQLError): GraphQLError {
  if (error.extensions?.messageKey !== 'error.invalidId' || error.extensions.values) return error;
  const field = fieldOfInvalidValue(error);
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      ...error.extensions,
      values: { field },
      fields: { [field]: { key: 'error.invalidId', values: { field } } },
    },
  });
}

const invalidText = (field: string) => {
  const key: DomainMessageKey = 'error.invalidCharacters';
  return new AppError('BAD_USER_INPUT', key, { field }, { [field]: { key, values: { field } } });
};

/** The first text of the variables that cannot be stored, by the name of its field. */
function unstorableVariable(value: unknown, field: string): string | null {
  if (typeof value === 'string') return hasUnstorableCharacters(value) ? field : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorableVariable(inner, Array.isArray(value) ? field : key);
    if (found) return found;
  }
  return null;
}

/** The first text literal of the document that cannot be stored, by the name of its field. */
function unstorableLiteral(document: ASTNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node: ValueNode, _key, _parent, _path, ancestors) {
      if (found || node.kind !== Kind.STRING || !hasUnstorableCharacters(node.value)) return;
      const named = [...ancestors]
        .reverse()
        .find(
          (ancestor): ancestor is ASTNode & { name: { value: string } } =>
            !Array.isArray(ancestor) &&
            ((ancestor as ASTNode).kind === Kind.ARGUMENT ||
              (ancestor as ASTNode).kind === Kind.OBJECT_FIELD),
        );
      found = named?.name.value ?? 'input';
    },
  });
  return found;
}

/**
 * No text that PostgreSQL cannot store reaches a resolver: a NUL or a lone surrogate in
 * any argument, variable or search is refused, with its field named.
 */
export function useStorableText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const field =
        unstorableVariable(args.variableValues ?? {}, 'input') ?? unstorableLiteral(args.document);
      if (field) setResultAndStopExecution({ errors: [invalidText(field)] });
    },
  };
}
