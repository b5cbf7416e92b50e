import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Every query and mutation of the schema, found by introspection so that a new one is
 * covered without a change here, gets bad values of every kind in every argument and input
 * field: none may end in an internal error, and the server must go on answering.
 */

const badIds = [
  '2147483648',
  '99999999999999999999',
  '0x2',
  '2e0',
  ' 2 ',
  '+2',
  '02',
  '-1',
  'abc',
  '1.5',
  '',
];
const badTexts = ['a\u0000b', '\uD800x', 'x\uDC00', 'é'.repeat(5000)];
const badInts = [-2147483648, 2147483647];
const badDates = ['not a date', '9999-99-99T99:99:99Z'];

// These end the session the fuzz runs with: their arguments are fuzzed, the session kept.
const sessionEnding = new Set(['logout']);

type Path = (string | number)[];

interface Case {
  field: string;
  path: Path;
  value: unknown;
}

/** A value graphql accepts for the type, to fill what a case does not fuzz. */
function sample(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, depth);
  if (isListType(type)) return [sample(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) || depth < 1,
    );
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type, depth + 1)]));
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return '1';
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2026-01-01T00:00:00Z';
    default:
      return 'a';
  }
}

function badValuesOf(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  if (!isScalarType(named)) return [];
  const values =
    named.name === 'ID'
      ? badIds
      : named.name === 'Int'
        ? badInts
        : named.name === 'DateTime'
          ? [...badDates, ...badTexts]
          : named.name === 'String'
            ? badTexts
            : [];
  const unwrapped = isNonNullType(type) ? type.ofType : type;
  return isListType(unwrapped)
    ? values.map((value) => [sample(getNamedType(type) as never), value])
    : values;
}

/** Every leaf an argument has, up to two input objects deep, with its type. */
function leavesOf(type: GraphQLInputType, path: Path, depth = 0): [Path, GraphQLInputType][] {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return [[path, type]];
  if (depth > 2) return [];
  return Object.values(named.getFields()).flatMap((field) =>
    leavesOf(field.type, [...path, field.name], depth + 1),
  );
}

function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let cursor = target;
  for (const key of path.slice(0, -1)) {
    const next = cursor[key];
    cursor[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  cursor[path[path.length - 1]!] = value;
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type))
      ? ''
      : ' { __typename }';
  return `${kind}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

let app: TestApp;
let admin: string;
let schema: GraphQLSchema;

beforeAll(async () => {
  // The administrator is also a subscription user here, so that every scope is reached.
  app = await createTestApp({ SUBSCRIPTION_USER_IDS: '1', DEVELOPER_USER_IDS: '1' });
  admin = await app.login('admin@vezel.test');
  const introspection = await app.gql<IntrospectionQuery>(
    getIntrospectionQuery(),
    {},
    { token: admin },
  );
  expect(introspection.errors).toBeUndefined();
  schema = buildClientSchema(introspection.data!);
}, 120_000);
afterAll(() => app.close());

describe('the whole schema under bad input', () => {
  it('answers every bad id, text, number and date without an internal error', async () => {
    const roots = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const;
    let sent = 0;
    const internal: string[] = [];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        const operation = operationOf(kind, field);
        const base = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
        const cases: Case[] = field.args.flatMap((arg) =>
          leavesOf(arg.type, [arg.name]).flatMap(([path, type]) =>
            badValuesOf(type).map((value) => ({ field: field.name, path, value })),
          ),
        );
        for (const fuzz of cases) {
          const variables = structuredClone(base);
          setAt(variables, fuzz.path, fuzz.value);
          const result = await app.gql(operation, variables, {
            token: sessionEnding.has(field.name) ? undefined : admin,
          });
          sent++;
          for (const error of result.errors ?? []) {
            if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || result.status >= 500) {
              internal.push(
                `${field.name} ${fuzz.path.join('.')}=${JSON.stringify(fuzz.value).slice(0, 40)}: ${error.message}`,
              );
            }
          }
        }
      }
    }
    console.log(`schema fuzz: ${sent} cases sent, ${internal.length} internal errors`);
    expect(internal).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // The session was not ended by any case, and the server still answers.
    const me = await app.gql('{ me { id } }', {}, { token: admin });
    expect(me.errors).toBeUndefined();
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 900_000);
});

describe('HTTP routes under bad input', () => {
  const broken = '%E0%A4%A';

  it('answers broken cookies, odd and too large file ids with a refusal, and goes on', async () => {
    const answers = await Promise.all([
      fetch(`${app.url}/files/1`, { headers: { cookie: `vezel_session=${broken}` } }),
      fetch(`${app.url}/files`, { method: 'POST', headers: { cookie: `vezel_locale=${broken}` } }),
      fetch(`${app.url}/files`, {
        method: 'POST',
        headers: { cookie: `vezel_locale=${broken}`, 'x-vezel-csrf': '1' },
      }),
      ...['2147483648', '0x2', '02', '99999999999999999999999'].map((id) =>
        fetch(`${app.url}/files/${id}`, { headers: { authorization: `Bearer ${admin}` } }),
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await answer.text()).not.toMatch(/at .*\.ts:\d+/);
    }
    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { cookie: `vezel_locale=${broken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await graphql.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
