import type { CombinedError } from 'urql';
import type { ErrorCode } from '@vezel/domain/i18n/error-codes';

export type MessageValues = Record<string, string | number>;

/** A message key with its values, as the server and the domain rules describe errors. */
export interface KeyedMessage {
  key: string;
  values?: MessageValues;
}

export interface ServerError {
  code: string | null;
  message: string;
  messageKey: string | null;
  values: MessageValues;
  fields: Record<string, KeyedMessage>;
  network: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageValues(value: unknown): MessageValues {
  if (!isRecord(value)) return {};
  const values: MessageValues = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') values[name] = item;
  }
  return values;
}

function fieldMessages(value: unknown): Record<string, KeyedMessage> {
  if (!isRecord(value)) return {};
  const fields: Record<string, KeyedMessage> = {};
  for (const [name, item] of Object.entries(value)) {
    if (isRecord(item) && typeof item.key === 'string') {
      fields[name] = { key: item.key, values: messageValues(item.values) };
    }
  }
  return fields;
}

/** The first error of a result, in the shape the screens need. */
export function serverError(error: CombinedError | undefined | null): ServerError | null {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  if (!first) {
    return {
      code: null,
      message: error.networkError?.message ?? error.message,
      messageKey: null,
      values: {},
      fields: {},
      network: true,
    };
  }
  const extensions: Record<string, unknown> = first.extensions ?? {};
  return {
    code: typeof extensions.code === 'string' ? extensions.code : null,
    message: first.message,
    messageKey: typeof extensions.messageKey === 'string' ? extensions.messageKey : null,
    values: messageValues(extensions.values),
    fields: fieldMessages(extensions.fields),
    network: false,
  };
}

export function hasErrorCode(error: CombinedError | undefined | null, code: ErrorCode): boolean {
  return serverError(error)?.code === code;
}
