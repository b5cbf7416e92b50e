import { createHash } from 'node:crypto';
import {
  lavsAnswerCodes,
  type LavsAnswerMessage,
  type LavsInventoryUpdate,
  type LavsIssue,
  type LavsIssueCode,
} from '@vezel/domain/lavs/message';
import { apiBase, BodyTooLarge, readCappedBody } from '../../http/outbound';
import {
  RegistryFailure,
  RegistryUnavailable,
  type AsbestosRegistry,
  type ExchangeListener,
  type LavsConnection,
  type RegistryAttachment,
  type RegistryExchange,
  type RegistryRequestStatus,
  type RegistrySubmission,
} from './registry';

/**
 * LAVS over HTTP (the protocol tools/simulators/lavs speaks): basic auth with the
 * organisation's account on every call, JSON, the message's requestId as the
 * Idempotency-Key so a resend after a crash answers the request LAVS already has.
 */

/** The registry's name as users read it ("LAVS is temporarily not available"). */
export const lavsRegistryName = 'LAVS';
/** A JSON call: LAVS answers at once (it processes later), so a slow answer is an outage. */
const timeoutMs = 15_000;
/** Sending a report of up to 25 MB over a slow line takes longer. */
const attachmentTimeoutMs = 120_000;
/** The most an answer may take: far more than the issues of an inventory of 1000 sources. */
export const maxAnswerBytes = 1024 * 1024;
/** What of an answer that is no JSON is kept as proof (an HTML error page, a proxy's text). */
const textExcerptLength = 500;

interface Call {
  kind: RegistryExchange['kind'];
  method: 'GET' | 'POST';
  path: string;
  /** What the exchange records as sent. */
  requestBody: unknown;
  body?: { contentType: string; content: string | Uint8Array<ArrayBuffer> };
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The answer's body as proof: its JSON, a short text when it is none, null when empty. */
function answerBody(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.length > textExcerptLength ? `${text.slice(0, textExcerptLength)}…` : text;
  }
}

/**
 * An address as the exchanges and screens show it: never a user or password someone typed
 * into it (members read the exchanges); '' when it is no address at all.
 */
export function shownAddress(address: string): string {
  try {
    const url = new URL(address.trim());
    if (url.username === '' && url.password === '') return address.trim();
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return '';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const issueCodes: readonly LavsIssueCode[] = ['required', 'format', 'unknownReference'];

/** The refused fields of a 400, or null when the answer is not LAVS's list of issues. */
function issuesOf(body: unknown): LavsIssue[] | null {
  if (!isRecord(body) || !Array.isArray(body.issues)) return null;
  const issues: LavsIssue[] = [];
  for (const issue of body.issues as unknown[]) {
    if (!isRecord(issue) || typeof issue.path !== 'string') return null;
    const code = issueCodes.find((known) => known === issue.code);
    if (!code) return null;
    issues.push({ path: issue.path, code });
  }
  return issues;
}

/**
 * LAVS's processing messages, or null when one is not of a code Vezel knows or a date
 * mismatch lacks its dates.
 */
function answerMessagesOf(messages: unknown): LavsAnswerMessage[] | null {
  if (!Array.isArray(messages)) return null;
  const read: LavsAnswerMessage[] = [];
  for (const message of messages as unknown[]) {
    if (!isRecord(message)) return null;
    const code = lavsAnswerCodes.find((known) => known === message.code);
    if (!code) return null;
    if (code !== 'startMismatch' && code !== 'endMismatch') {
      read.push({ code });
      continue;
    }
    // A date mismatch names both dates, or it says nothing the user can act on.
    const values = isRecord(message.values) ? message.values : {};
    const { sgiDate, lavsDate } = values;
    if (typeof sgiDate !== 'string' || typeof lavsDate !== 'string') return null;
    read.push({ code, values: { sgiDate, lavsDate } });
  }
  return read;
}

export function lavsRegistry(
  connection: LavsConnection,
  onExchange: ExchangeListener,
): AsbestosRegistry {
  const authorization = `Basic ${Buffer.from(`${connection.username}:${connection.password}`).toString('base64')}`;

  /**
   * Makes one call and reports it (`onExchange`) before answering or throwing. Failures no
   * answer can heal throw here: unreachable, a timeout or a 5xx (`RegistryUnavailable`),
   * credentials refused, a redirect (it would take the credentials to an address no
   * manager entered), an answer too large to read.
   */
  async function exchange(call: Call): Promise<{ status: number; body: unknown }> {
    const started = performance.now();
    const report = (url: string, responseStatus: number | null, responseBody: unknown) =>
      onExchange({
        kind: call.kind,
        method: call.method,
        url,
        requestBody: call.requestBody,
        responseStatus,
        responseBody,
        durationMs: Math.round(performance.now() - started),
      });
    const base = apiBase(connection.endpoint);
    if (!base) {
      await report(shownAddress(connection.endpoint), null, null);
      throw new RegistryFailure('lavs.registry.address');
    }
    const url = new URL(call.path, base);
    // The timeout covers reading the answer too: a registry that stalls halfway is down.
    const signal = AbortSignal.timeout(call.timeoutMs ?? timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: call.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(call.body && { 'content-type': call.body.contentType }),
          ...call.headers,
        },
        body: call.body?.content,
        redirect: 'manual',
        signal,
      });
    } catch {
      await report(url.href, null, null);
      throw new RegistryUnavailable(lavsRegistryName);
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      await report(url.href, response.status, response.headers.get('location'));
      throw new RegistryFailure('lavs.registry.redirect');
    }
    let bytes: Buffer;
    try {
      bytes = await readCappedBody(response, maxAnswerBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        await report(url.href, response.status, `(more than ${maxAnswerBytes} bytes)`);
        throw new RegistryFailure('lavs.registry.answer');
      }
      await report(url.href, response.status, null);
      throw new RegistryUnavailable(lavsRegistryName);
    }
    const body = answerBody(bytes);
    await report(url.href, response.status, body);
    if (response.status === 401 || response.status === 403) {
      throw new RegistryFailure('lavs.registry.credentials');
    }
    if (response.status >= 500) throw new RegistryUnavailable(lavsRegistryName);
    return { status: response.status, body };
  }

  /**
   * A request LAVS took (2xx with its id) or refused (400 with the fields; 422 when the
   * idempotency key came before with another body; any other 4xx without them); else
   * unreadable.
   */
  function submission(answer: { status: number; body: unknown }): RegistrySubmission {
    if (answer.status >= 200 && answer.status < 300) {
      const requestId = isRecord(answer.body) ? answer.body.requestId : undefined;
      if (typeof requestId === 'string' && requestId.trim() !== '') {
        return { accepted: true, requestId };
      }
    }
    if (answer.status === 400 || answer.status === 422) {
      const issues = issuesOf(answer.body);
      if (issues) return { accepted: false, issues };
    }
    // Another refusal (too large, a conflict...) is an answer too: sending it again as it is
    // would be refused again, unlike an answer that did not arrive whole.
    if (answer.status >= 400) throw new RegistryFailure('lavs.registry.refused');
    throw new RegistryFailure('lavs.registry.answer');
  }

  return {
    name: lavsRegistryName,

    async sendInventoryUpdate(message: LavsInventoryUpdate) {
      return submission(
        await exchange({
          kind: 'sendData',
          method: 'POST',
          path: 'v1/inventarisaties',
          requestBody: message,
          body: { contentType: 'application/json', content: JSON.stringify(message) },
          headers: { 'idempotency-key': message.requestId },
        }),
      );
    },

    async sendAttachment(attachment: RegistryAttachment) {
      // The proof names the file and its hash; the bytes stay in the file store.
      const requestBody = {
        fileName: attachment.fileName,
        size: attachment.content.length,
        sha256: createHash('sha256').update(attachment.content).digest('hex'),
        kind: attachment.kind,
      };
      return submission(
        await exchange({
          kind: 'sendAttachment',
          method: 'POST',
          path: `v1/verzoeken/${encodeURIComponent(attachment.dataRequestId)}/bijlagen`,
          requestBody,
          // A copy fetch's types take: a Buffer may be a view of Node's shared pool.
          body: {
            contentType: 'application/pdf',
            content: new Uint8Array(attachment.content),
          },
          headers: {
            'idempotency-key': attachment.requestId,
            'x-bijlage-soort': attachment.kind,
            'x-bestandsnaam': encodeURIComponent(attachment.fileName),
          },
          timeoutMs: attachmentTimeoutMs,
        }),
      );
    },

    async requestStatus(requestId: string, of: 'data' | 'attachment') {
      const answer = await exchange({
        kind: of === 'data' ? 'dataStatus' : 'attachmentStatus',
        method: 'GET',
        path: `v1/verzoeken/${encodeURIComponent(requestId)}`,
        requestBody: null,
      });
      if (answer.status === 404) throw new RegistryFailure('lavs.registry.unknownRequest');
      const body = answer.status === 200 && isRecord(answer.body) ? answer.body : {};
      const status = body.status;
      if (status === 'processing' || status === 'processed') return { state: status };
      if (status === 'rejected') {
        const messages = answerMessagesOf(body.messages ?? []);
        if (messages) return { state: 'rejected', messages } satisfies RegistryRequestStatus;
      }
      throw new RegistryFailure('lavs.registry.answer');
    },
  };
}
