import type { ObjectRef } from '@pothos/core';
import type { Locale, ResourceDeclaration } from '@vezel/domain';
import type { Executor } from '../db/client';
import type { BuilderTypes } from '../graphql/builder';
import type { FileStore } from '../files/storage';
import type { SecretBox } from '../secrets/secret-box';

/** Input values after cleaning; several chosen items are a list of ids. */
export type ResourceValues = Record<
  string,
  string | number | boolean | null | readonly (string | number)[]
>;

/** An input value as the text a column keeps: trimmed, and empty for null or absent. */
export const inputText = (value: ResourceValues[string] | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** The text columns an input gives, by field name; absent fields are left alone. */
export function textColumns<Column extends string>(
  values: ResourceValues,
  columns: Record<string, Column>,
): Partial<Record<Column, string>> {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => values[field] !== undefined)
      .map(([field, column]) => [column, inputText(values[field])]),
  ) as Partial<Record<Column, string>>;
}

/** Who asks: rows are found only within the organisation, and some only for managers or their owner. */
export interface Access {
  organisationId: number;
  profileId: number | null;
  manager: boolean;
  /** Seals secrets a record keeps for another system (a laboratory's API password). */
  secrets: SecretBox;
  /** Stores the copies a binding derives from an uploaded file (a photo's thumbnail). */
  files: FileStore;
  /** The caller's language, for a refusal whose detail is a text of its own (a report query). */
  locale: Locale;
}

/**
 * The table-specific half of a resource: how its rows are found, written and ordered
 * within the caller's organisation. The generic half (register.ts) adds inputs,
 * validation, permissions, transactions and the mutations of spec section 7.
 */
export interface ResourceBinding<Row extends { id: number }, Prepared = undefined> {
  declaration: ResourceDeclaration;
  ref: ObjectRef<BuilderTypes, Row>;
  /** A row of the organisation, or null when it does not exist or belongs to another. */
  find(tx: Executor, access: Access, id: number): Promise<Row | null>;
  /** Checks that a relation to connect is the organisation's; null when it is not. */
  findConnection(tx: Executor, access: Access, type: string, id: number): Promise<number | null>;
  /**
   * Slow work for a create or update (an image's copies), done before its transaction: the
   * embedded database has one connection, which a transaction holds until it ends. `row` is
   * the stored row of an update. The transaction still checks the input, and what this makes
   * must be harmless when the transaction fails; its result goes to insert or update.
   */
  prepare?(
    db: Executor,
    access: Access,
    values: ResourceValues,
    row: Row | null,
  ): Promise<Prepared>;
  insert(
    tx: Executor,
    access: Access,
    values: ResourceValues,
    connections: ReadonlyMap<string, number>,
    prepared?: Prepared,
  ): Promise<Row>;
  update(
    tx: Executor,
    access: Access,
    row: Row,
    values: ResourceValues,
    prepared?: Prepared,
  ): Promise<Row>;
  remove(tx: Executor, row: Row): Promise<void>;
  /** Sortable resources: the ids of the rows sharing this row's manual order, in order. */
  siblings?(tx: Executor, row: Row): Promise<number[]>;
  /** Sortable resources: store this order (the ids of one group, first to last). */
  setOrder?(tx: Executor, ids: readonly number[]): Promise<void>;
}

/**
 * A child resource's `findConnection`: a new record connects only to a parent of the given
 * type that the caller's organisation owns.
 */
export const connectionTo =
  (type: string, parent: Pick<ResourceBinding<{ id: number }>, 'find'>) =>
  async (tx: Executor, access: Access, connectionType: string, id: number) =>
    connectionType === type ? ((await parent.find(tx, access, id))?.id ?? null) : null;
