import { declaredSelection, typeNameOf } from '@vezel/domain/resources/selection';
import type { FieldDeclaration, ResourceDeclaration } from '@vezel/domain/resources/types';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useClient,
  useQuery,
  type CombinedError,
  type TypedDocumentNode,
  type UseQueryState,
} from 'urql';
import { isTranslationKey } from '../../app/i18n';
import { useAnnounce } from '../announcer';
import type { StoredFile } from '../FileViewer';
import { declaredDocument } from '../../graphql/declared-document';
import type { InputValue } from './form-logic';

export type ResourceInput = Record<string, InputValue>;

/** The records a new record is connected to, by type: `{ branch: '3' }`. */
export type Connections = Readonly<Record<string, string>>;

type Declared = Pick<ResourceDeclaration, 'type'>;
type Sortable = Pick<ResourceDeclaration, 'type' | 'sortable'>;

/**
 * The request context that refetches the lists of these resources after a mutation (a
 * deleted row's list holds no row of its type to tell urql's cache which lists to refetch).
 */
export const typenamesOf = (...declarations: readonly (Declared | string)[]) => ({
  additionalTypenames: [
    ...new Set(
      declarations.map((declared) =>
        typeof declared === 'string' ? declared : typeNameOf(declared),
      ),
    ),
  ],
});

type Row = { id: string };

interface ResourceDocuments {
  create: TypedDocumentNode<
    Record<string, Row | null>,
    { input: ResourceInput; connect: { type: string; id: string }[] }
  >;
  update: TypedDocumentNode<Record<string, Row | null>, { id: string; input: ResourceInput }>;
  remove: TypedDocumentNode<Record<string, string | null>, { id: string }>;
  /** Only a resource with a manual order has one. */
  sort?: TypedDocumentNode<Record<string, Row | null>, { id: string; from: string; to: string }>;
}

const documents = new Map<string, ResourceDocuments>();

/**
 * The create{Type}, update{Type}, delete{Type} and update{Type}SortTable mutations that the
 * server's `registerResource` derives from a declaration (one set per type, so urql sees the
 * same documents every render); each answers with the record's id. A resource the server
 * writes otherwise has other mutations: a user is invited (createUser) and updated
 * (updateUser) through documents of its own, a survey's information groups are only updated.
 */
export function resourceDocuments(declaration: Sortable): ResourceDocuments {
  const key = declaration.type;
  const known = documents.get(key);
  if (known) return known;
  const type = typeNameOf(declaration);
  const made: ResourceDocuments = {
    create: declaredDocument(`
      mutation Create${type}($input: ${type}CreateInput, $connect: [ResourceConnection!]) {
        create${type}(input: $input, connect: $connect) { id }
      }
    `),
    update: declaredDocument(`
      mutation Update${type}($id: ID!, $input: ${type}UpdateInput) {
        update${type}(id: $id, input: $input) { id }
      }
    `),
    remove: declaredDocument(`
      mutation Delete${type}($id: ID!) { delete${type}(id: $id) }
    `),
    ...(declaration.sortable && {
      sort: declaredDocument(`
        mutation Sort${type}($id: ID!, $from: String, $to: String) {
          update${type}SortTable(id: $id, index_from: $from, index_to: $to) { id }
        }
      `),
    }),
  };
  documents.set(key, made);
  return made;
}

/** What a mutation of a declared resource answers: the record's id, or why it failed. */
export interface MutationOutcome {
  error?: CombinedError;
  id?: string;
}

export interface ResourceMutations {
  create: (input: ResourceInput, connect?: Connections) => Promise<MutationOutcome>;
  update: (id: string, input: ResourceInput) => Promise<MutationOutcome>;
  remove: (id: string) => Promise<MutationOutcome>;
  /** Moves a row of a manual order (the shape `useReorder` takes). */
  sort: (move: { id: string; from: string; to: string }) => Promise<MutationOutcome>;
}

export interface ResourceMutationOptions {
  /**
   * The types whose lists change with this one: the object type where it is not named after
   * the resource (a property is an Asset, a record kind a SurveyRecord), and a child list
   * shown inside the record.
   */
  refetches?: readonly string[];
}

type Operation = 'created' | 'saved' | 'deleted' | 'sorted';

/**
 * What a screen reader hears after an operation succeeded: named after the resource where
 * the locale has a label for it (`resources.<type>.label`), else in general terms.
 */
export function operationMessage(t: TFunction, type: string, operation: Operation): string {
  const key = `resources.${type}.label`;
  const label = isTranslationKey(key) ? t(key) : null;
  switch (operation) {
    case 'created':
      return label ? t('announce.createdNamed', { label }) : t('announce.created');
    case 'saved':
      return label ? t('announce.savedNamed', { label }) : t('announce.saved');
    case 'deleted':
      return label ? t('announce.deletedNamed', { label }) : t('announce.deleted');
    case 'sorted':
      return t('announce.sorted');
  }
}

/**
 * Creates, updates, deletes and reorders records of a declared resource, without a
 * hand-written document; the lists of the type named after the resource and of `refetches`
 * refetch after each (a delete answers with a bare id, which names no type to urql). Each
 * success is announced (see `useAnnounce`); a failure is the caller's to show.
 */
export function useResourceMutations(
  declaration: Sortable,
  { refetches = [] }: ResourceMutationOptions = {},
): ResourceMutations {
  const client = useClient();
  const { t } = useTranslation();
  const announce = useAnnounce();
  const made = resourceDocuments(declaration);
  const type = typeNameOf(declaration);
  const refetched = refetches.join(' ');
  return useMemo(() => {
    const context = typenamesOf(type, ...refetched.split(' ').filter(Boolean));
    const run = async <Variables extends object>(
      document: TypedDocumentNode<Record<string, Row | string | null>, Variables>,
      variables: Variables,
      field: string,
      operation: Operation,
    ): Promise<MutationOutcome> => {
      const result = await client.mutation(document, variables, context).toPromise();
      const answer = result.data?.[field];
      const id = typeof answer === 'string' ? answer : answer?.id;
      if (!result.error) announce(operationMessage(t, declaration.type, operation));
      return { ...(result.error && { error: result.error }), ...(id && { id }) };
    };
    return {
      create: (input, connect = {}) =>
        run(
          made.create,
          { input, connect: Object.entries(connect).map(([to, id]) => ({ type: to, id })) },
          `create${type}`,
          'created',
        ),
      update: (id, input) => run(made.update, { id, input }, `update${type}`, 'saved'),
      remove: (id) => run(made.remove, { id }, `delete${type}`, 'deleted'),
      sort: (move) =>
        made.sort
          ? run(made.sort, move, `update${type}SortTable`, 'sorted')
          : Promise.reject(new Error(`${type} has no manual order`)),
    };
  }, [client, made, type, refetched, t, announce, declaration.type]);
}

type DeclaredValue<Field extends FieldDeclaration> = Field['type'] extends 'boolean'
  ? boolean
  : Field['type'] extends 'integer'
    ? number | null
    : Field['type'] extends 'file'
      ? StoredFile | null
      : Field['type'] extends 'items'
        ? { id: string; value: string; active: boolean }[]
        : string | null;

/** A row of a declared resource as `declaredSelection` reads it. */
export type DeclaredRow<Declaration extends Pick<ResourceDeclaration, 'fields'>> = {
  id: string;
} & {
  [
    Field in Declaration['fields'][number] as Field extends { writeOnly: true }
      ? never
      : Field['name']
  ]: DeclaredValue<Field>;
};

type Readable = Pick<ResourceDeclaration, 'type' | 'fields'>;

type ListDocument = TypedDocumentNode<Record<string, unknown[]>, Record<string, never>>;

const listDocuments = new Map<string, ListDocument>();

/** The query of a list field of the schema (`branches`) read with the declared selection. */
export function resourceListDocument(declaration: Readable, listField: string): ListDocument {
  const text = `query ${typeNameOf(declaration)}List { ${listField} { ${declaredSelection(declaration)} } }`;
  const known = listDocuments.get(text);
  if (known) return known;
  const made = declaredDocument<Record<string, unknown[]>, Record<string, never>>(text);
  listDocuments.set(text, made);
  return made;
}

/**
 * The rows of a declared resource from a list field of the schema, without a hand-written
 * document; refetched after any mutation of the resource.
 */
export function useResourceList<Declaration extends Readable>(
  declaration: Declaration,
  listField: string,
): [DeclaredRow<Declaration>[] | undefined, UseQueryState<unknown>] {
  const context = useMemo(() => typenamesOf(declaration), [declaration]);
  const [result] = useQuery({ query: resourceListDocument(declaration, listField), context });
  return [result.data?.[listField] as DeclaredRow<Declaration>[] | undefined, result];
}
