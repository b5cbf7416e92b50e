import fs from 'node:fs';
import * as domain from '@vezel/domain';
import { typeNameOf } from '@vezel/domain/resources/selection';
import { surveyRecordKinds } from '@vezel/domain/surveys/records';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  validate,
  type DocumentNode,
} from 'graphql';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordsQuery } from '../../features/survey-records/survey-record-operations';
import nl from '../../locales/nl.json';
import { operationMessage, resourceDocuments, resourceListDocument } from './resource-operations';

// The documents made from declarations are not in the source text that `npm run typecheck`
// checks, so each is checked here against the schema the server prints.
const schema = buildSchema(
  fs.readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8'),
);
const mutations = schema.getMutationType()?.getFields() ?? {};

const declarations = (Object.values(domain) as unknown[]).filter(
  (value): value is domain.ResourceDeclaration =>
    typeof value === 'object' && value !== null && 'type' in value && 'fields' in value,
);
// The resources the server registers from their declaration (a user is invited instead).
const mutable = declarations.filter((declaration) =>
  mutations[`create${typeNameOf(declaration)}`]?.args.some((arg) => arg.name === 'connect'),
);

// Types that give more or other than their declaration says, so the declared selection is
// not theirs: a user's role and a survey's people as objects, an item's parent, a space's
// floor.
const handWritten = new Set(['User', 'VariableItem', 'Survey', 'SurveySpace']);

// The list and record fields of the query type that give a declared resource's own type.
const queries = Object.values(schema.getQueryType()?.getFields() ?? {});
const readFieldsOf = (declaration: domain.ResourceDeclaration) =>
  queries.filter(
    (field) =>
      getNamedType(field.type).name === typeNameOf(declaration) &&
      !handWritten.has(typeNameOf(declaration)),
  );
const listFields = declarations.flatMap((declaration) =>
  readFieldsOf(declaration)
    .filter((field) => isListType(getNullableType(field.type)) && field.args.length === 0)
    .map((field) => [field.name, declaration] as const),
);
const problemsOf = (document: DocumentNode) =>
  validate(schema, document).map((error) => error.message);

// The mutations a resource has that are not the derived ones: the web sends its own.
const ownDocuments = new Set(['createUser', 'updateUser']);

const mutationFieldOf = (document: DocumentNode) => {
  const [operation] = document.definitions;
  const [field] =
    operation?.kind === Kind.OPERATION_DEFINITION ? operation.selectionSet.selections : [];
  return field?.kind === Kind.FIELD ? field.name.value : '';
};

// Every derived document whose mutation the server has: what `useResourceMutations` can send.
const sendable = declarations.flatMap((declaration) =>
  Object.values(resourceDocuments(declaration))
    .map((document) => [mutationFieldOf(document), document] as const)
    .filter(([field]) => Object.hasOwn(mutations, field) && !ownDocuments.has(field)),
);

describe('documents made from resource declarations', () => {
  it('finds the declared resources the server has mutations for', () => {
    expect(mutable.length).toBeGreaterThan(20);
  });

  it.each(mutable.map((declaration) => [declaration.type, declaration] as const))(
    'the create, update, delete and sort mutations of %s are valid',
    (_type, declaration) => {
      const documents = resourceDocuments(declaration);
      expect(documents.sort !== undefined).toBe(declaration.sortable);
      for (const document of Object.values(documents)) {
        expect(problemsOf(document)).toEqual([]);
      }
    },
  );

  it.each(sendable)('the mutation %s as the hook sends it is valid', (_field, document) => {
    expect(problemsOf(document)).toEqual([]);
  });

  it.each(surveyRecordKinds)('the records list of %s is valid', (kind) => {
    expect(problemsOf(recordsQuery(kind))).toEqual([]);
  });

  it.each(listFields)('the list %s reads the declared fields', (field, declaration) => {
    expect(problemsOf(resourceListDocument(declaration, field))).toEqual([]);
  });

  it('a field the schema does not have is found', () => {
    expect(
      problemsOf(
        resourceListDocument(
          { type: 'branch', fields: [{ name: 'nonsense', type: 'text' }] },
          'branches',
        ),
      ),
    ).toEqual(['Cannot query field "nonsense" on type "Branch".']);
  });
});

describe('operationMessage', () => {
  beforeAll(() =>
    i18next.init({
      lng: 'nl',
      resources: { nl: { translation: nl } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    }),
  );

  it('names the resource where the locale has its label', () => {
    expect(operationMessage(i18next.t, 'client', 'saved')).toBe('Klant opgeslagen');
    expect(operationMessage(i18next.t, 'userCertificate', 'created')).toBe(
      'Certificaat toegevoegd',
    );
    expect(operationMessage(i18next.t, 'surveySource', 'deleted')).toBe('Bron verwijderd');
    expect(operationMessage(i18next.t, 'surveySource', 'sorted')).toBe('Volgorde opgeslagen');
  });

  it('speaks in general terms of a resource without a label', () => {
    expect(operationMessage(i18next.t, 'somethingNew', 'saved')).toBe('Opgeslagen');
  });

  it.each(mutable.map((declaration) => declaration.type))('%s has a label', (type) => {
    expect(nl).toHaveProperty([`resources.${type}.label`]);
  });
});
