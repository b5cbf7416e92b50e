import type { DomainMessageKey } from '@vezel/domain';
import type { LavsAnswerMessage, LavsInventoryUpdate, LavsIssue } from '@vezel/domain/lavs/message';

/**
 * The asbestos registry an inventory is registered in. LAVS today (`lavs-adapter.ts`, HTTP
 * with the organisation's settings; tools/simulators/lavs speaks the same protocol); LAVS is
 * to be replaced by reporting through the DSO, which will be another implementation of this.
 *
 * Every call reports the exchange it made (`onExchange`) before it answers or throws, so
 * the firm keeps proof of every request and answer. A registry that cannot be reached (a
 * network failure, a timeout, a 5xx) throws `RegistryUnavailable`; any other failure that is
 * not an answer below throws `RegistryFailure` with a message key.
 */
export interface AsbestosRegistry {
  /** The registry's name as the user reads it ("LAVS"), for "{name} is temporarily not available". */
  readonly name: string;
  /** Sends an inventory update; the same `message.requestId` again answers the same request. */
  sendInventoryUpdate(message: LavsInventoryUpdate): Promise<RegistrySubmission>;
  /** Sends the report of an inventory the registry has processed, as its attachment. */
  sendAttachment(attachment: RegistryAttachment): Promise<RegistrySubmission>;
  /**
   * Where the registry is with a request: the data's or the attachment's (`of`, which the
   * exchange is recorded as; the registry's ids do not say).
   */
  requestStatus(requestId: string, of: 'data' | 'attachment'): Promise<RegistryRequestStatus>;
}

/** The registry took the request (`accepted`, with its id) or refused its fields. */
export type RegistrySubmission =
  { accepted: true; requestId: string } | { accepted: false; issues: LavsIssue[] };

export interface RegistryAttachment {
  /** Vezel's idempotency key of this attachment. */
  requestId: string;
  /** The registry's id of the processed inventory update it belongs to. */
  dataRequestId: string;
  /** 'report': the signed report with its advice. */
  kind: 'report';
  fileName: string;
  content: Buffer;
}

/** `processing`, `processed`, or `rejected` with the registry's messages (mismatches). */
export type RegistryRequestStatus =
  | { state: 'processing' }
  | { state: 'processed' }
  | { state: 'rejected'; messages: LavsAnswerMessage[] };

/** One call to the registry as it went, for `lavs_exchanges`. */
export interface RegistryExchange {
  kind: 'sendData' | 'dataStatus' | 'sendAttachment' | 'attachmentStatus';
  method: string;
  url: string;
  /** The JSON sent; an attachment as `{ fileName, size, sha256, kind }`. */
  requestBody: unknown;
  /** Null when no answer came. */
  responseStatus: number | null;
  responseBody: unknown;
  durationMs: number;
}

/** The registry did not answer (network, timeout, 5xx): try again later. */
export class RegistryUnavailable extends Error {
  constructor(readonly registryName: string) {
    super(`${registryName} unavailable`);
  }
}

/**
 * A failure that waiting will not heal: credentials refused (`lavs.registry.credentials`),
 * an address that is none (`lavs.registry.address`), a redirect, an answer Vezel cannot
 * read (`lavs.registry.answer`), a request refused without fields (`lavs.registry.refused`),
 * an unknown request (`lavs.registry.unknownRequest`).
 */
export class RegistryFailure extends Error {
  constructor(readonly messageKey: DomainMessageKey) {
    super(messageKey);
  }
}

/** How the LAVS adapter reaches the registry: the organisation's settings, password unsealed. */
export interface LavsConnection {
  /** The registry's address, e.g. http://127.0.0.1:4010 (the simulator). */
  endpoint: string;
  username: string;
  password: string;
}

/** Told of every exchange, before the call answers or throws. */
export type ExchangeListener = (exchange: RegistryExchange) => Promise<void>;
