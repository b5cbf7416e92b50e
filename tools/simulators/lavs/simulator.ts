import http from 'node:http';
import { createHash } from 'node:crypto';
import {
  lavsMessageIssues,
  type LavsAnswerMessage,
  type LavsInventoryUpdate,
  type LavsIssue,
} from '@vezel/domain/lavs/message';
import { listen, readBody, userOf } from '../shared/http';

/**
 * LAVS, the national asbestos tracking system, as Vezel's adapter (apps/server/src/modules/
 * lavs/lavs-adapter.ts) speaks to it, for tests and the demo: HTTP + JSON behind basic auth.
 *
 * - POST /v1/inventarisaties (`LavsInventoryUpdate`, header Idempotency-Key): 202 with the
 *   request's id; 400 `{ issues }` when `lavsMessageIssues` refuses fields. The same key again
 *   (per account) with the same body answers the same request: one inventory, however often
 *   it is resent; with another body 422 `{ issues: [{ path: 'requestId', code: 'format' }] }`.
 * - GET /v1/verzoeken/{requestId}: `processing` for `processingMs` after the request came in,
 *   then `processed` or `rejected` with messages (see `answerMessages`). Attachments too.
 * - POST /v1/verzoeken/{dataRequestId}/bijlagen: the report as a PDF (raw body, headers
 *   Idempotency-Key, X-Bijlage-Soort: report, X-Bestandsnaam URI-encoded) for a processed
 *   inventory; 400 `{ issues: [{ path: 'attachment', code }] }` for no PDF or a data request
 *   it does not know or has not processed.
 * - While down (`setDown`, POST /_simulator/outage) every /v1 call answers 503.
 * - /_simulator/* (no auth) controls it: the outage, the projects LAVS holds (PUT and DELETE
 *   /_simulator/projects/{reference}), what it holds (GET /_simulator/inventories); GET /
 *   shows that as a page, so a demo user sees where Vezel's messages went.
 *
 * Everything is kept in memory: a restarted simulator knows no request (404).
 */

export interface LavsOrganisation {
  kvkNumber: string;
  branchNumber: string;
}

/** A project LAVS holds for a firm's reference, dates as 'YYYY-MM-DD'. */
export interface LavsProject {
  calamity: boolean;
  startsOn: string;
  endsOn: string;
}

export interface LavsSimulatorOptions {
  port?: number;
  host?: string;
  /** username → password of the firms' accounts. */
  users: Record<string, string>;
  /** The firms LAVS knows; an inventory of another is rejected (`unknownOrganisation`). */
  organisations: LavsOrganisation[];
  /** How long a request is `processing` after it came in (3 s by default). */
  processingMs?: number;
}

export type LavsRequestState = 'processing' | 'processed' | 'rejected';

/** An attachment as the simulator holds it: what came in, not its bytes. */
export interface SimulatedAttachment {
  requestId: string;
  kind: string;
  fileName: string;
  size: number;
  sha256: string;
  status: LavsRequestState;
}

/** An inventory update the simulator accepted, with where its processing is. */
export interface SimulatedInventory {
  requestId: string;
  user: string;
  idempotencyKey: string;
  receivedAt: string;
  status: LavsRequestState;
  messages: LavsAnswerMessage[];
  message: LavsInventoryUpdate;
  attachments: SimulatedAttachment[];
}

export interface LavsSimulator {
  url: string;
  /** Down: every /v1 call answers 503 until it is up again. */
  setDown(down: boolean): void;
  /** LAVS holds this project for the reference: an inventory that differs is rejected. */
  registerProject(reference: string, project: LavsProject): void;
  removeProject(reference: string): void;
  /** The inventories it accepted, oldest first, with their attachments. */
  inventories(): SimulatedInventory[];
  /** How many requests it took (inventory updates and attachments; a resend counts once). */
  requestCount(): number;
  close(): Promise<void>;
}

interface StoredRequest {
  requestId: string;
  user: string;
  idempotencyKey: string;
  receivedAt: number;
  /** Settled once its processing time has passed (`settle`). */
  state: LavsRequestState;
  messages: LavsAnswerMessage[];
  data?: { message: LavsInventoryUpdate; attachments: string[] };
  attachment?: Omit<SimulatedAttachment, 'requestId' | 'status'>;
}

/** What a JSON body or a control call may take: far more than an inventory of 1000 sources. */
const maxJsonBytes = 5 * 1024 * 1024;
/** The largest attachment LAVS takes. */
export const maxAttachmentBytes = 25 * 1024 * 1024;

const day = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
/** LAVS writes dates in its messages the Dutch way. */
const dutchDate = (date: string) => date.replace(day, '$3-$2-$1');

/** The bytes as JSON; undefined when there are none (too large) or they are no JSON. */
function parseJson(body: Buffer | null): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON body; undefined when it is none (or too large). */
async function readJson(request: http.IncomingMessage): Promise<unknown> {
  return parseJson(await readBody(request, maxJsonBytes));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The lists of the message that are not lists of objects (or a source's references that
 * are not lists): `lavsMessageIssues` reads a message of the right shape, so these are
 * refused first, as LAVS refuses a message it cannot parse.
 */
function shapeIssues(message: Record<string, unknown>): LavsIssue[] {
  const issues: LavsIssue[] = [];
  const lists = ['buildingParts', 'sources', 'samples', 'adhesiveSamples', 'exclusions'];
  for (const list of lists) {
    const value = message[list];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      issues.push({ path: list, code: 'format' });
      continue;
    }
    value.forEach((entry: unknown, index) => {
      if (!isRecord(entry)) {
        issues.push({ path: `${list}.${index}`, code: 'format' });
        return;
      }
      if (list !== 'sources') return;
      for (const references of ['buildingParts', 'sampleNumbers']) {
        if (entry[references] !== undefined && !Array.isArray(entry[references])) {
          issues.push({ path: `${list}.${index}.${references}`, code: 'format' });
        }
      }
    });
  }
  return issues;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export async function startLavsSimulator(options: LavsSimulatorOptions): Promise<LavsSimulator> {
  const processingMs = options.processingMs ?? 3000;
  const requests = new Map<string, StoredRequest>();
  /**
   * `${user}\n${kind}\n${idempotency key}` → the request it made and the SHA-256 of the body
   * it came with: the key again with the same body is a resend, with another a client error.
   */
  const byKey = new Map<string, { requestId: string; bodyHash: string }>();
  const projects = new Map<string, LavsProject>();
  const counters = { data: 0, attachment: 0 };
  let down = false;

  const known = (organisation: LavsInventoryUpdate['organisation']) =>
    options.organisations.some(
      (firm) =>
        firm.kvkNumber === organisation.kvkNumber &&
        firm.branchNumber === organisation.branchNumber,
    );

  /**
   * What LAVS answers when it processes an inventory: an unknown firm, or for a project it
   * holds, each field that differs (several at once), dates as LAVS writes them.
   */
  function answerMessages(message: LavsInventoryUpdate): LavsAnswerMessage[] {
    if (!known(message.organisation)) return [{ code: 'unknownOrganisation' }];
    const project = projects.get(message.project.reference.trim());
    if (!project) return [];
    const messages: LavsAnswerMessage[] = [];
    if (project.calamity !== message.project.calamity) messages.push({ code: 'calamityMismatch' });
    for (const [code, sent, held] of [
      ['startMismatch', message.order.startsOn, project.startsOn],
      ['endMismatch', message.order.endsOn, project.endsOn],
    ] as const) {
      if (sent.trim() !== held) {
        messages.push({
          code,
          values: { sgiDate: dutchDate(sent.trim()), lavsDate: dutchDate(held) },
        });
      }
    }
    return messages;
  }

  /** Ends a request's processing once its time has passed; its outcome stays as it was then. */
  function settle(stored: StoredRequest): StoredRequest {
    if (stored.state === 'processing' && Date.now() - stored.receivedAt >= processingMs) {
      stored.messages = stored.data ? answerMessages(stored.data.message) : [];
      stored.state = stored.messages.length ? 'rejected' : 'processed';
    }
    return stored;
  }

  function inventories(): SimulatedInventory[] {
    return [...requests.values()].flatMap((stored) => {
      if (!stored.data) return [];
      settle(stored);
      return [
        {
          requestId: stored.requestId,
          user: stored.user,
          idempotencyKey: stored.idempotencyKey,
          receivedAt: new Date(stored.receivedAt).toISOString(),
          status: stored.state,
          messages: stored.messages,
          message: stored.data.message,
          attachments: stored.data.attachments.map((id) => {
            const attachment = settle(requests.get(id)!);
            return { requestId: id, ...attachment.attachment!, status: attachment.state };
          }),
        },
      ];
    });
  }

  /** A new request of `user` under its idempotency key, with the hash of its body. */
  function take(
    user: string,
    idempotencyKey: string,
    kind: 'data' | 'attachment',
    bodyHash: string,
    made: Omit<StoredRequest, 'requestId' | 'user' | 'idempotencyKey'>,
  ): StoredRequest {
    counters[kind] += 1;
    const requestId = `LAVS-${kind === 'data' ? 'R' : 'B'}-${String(counters[kind]).padStart(6, '0')}`;
    const stored = { requestId, user, idempotencyKey, ...made };
    requests.set(requestId, stored);
    byKey.set(`${user}\n${kind}\n${idempotencyKey}`, { requestId, bodyHash });
    return stored;
  }

  /**
   * Answers a request whose idempotency key `user` used before: the same request for the
   * same body (a resend), 422 for another body (a key that is not the client's own).
   * False when the key is new.
   */
  function answeredByKey(
    response: http.ServerResponse,
    user: string,
    kind: 'data' | 'attachment',
    idempotencyKey: string,
    bodyHash: string,
  ): boolean {
    const existingRequest = idempotencyKey && byKey.get(`${user}\n${kind}\n${idempotencyKey}`);
    if (!existingRequest) return false;
    if (existingRequest.bodyHash === bodyHash) {
      send(response, 202, { requestId: existingRequest.requestId });
    } else {
      send(response, 422, { issues: [{ path: 'requestId', code: 'format' }] });
    }
    return true;
  }

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: http.ServerResponse, issues: LavsIssue[]) =>
    send(response, 400, { issues });

  async function postInventory(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    user: string,
  ) {
    const bytes = await readBody(request, maxJsonBytes);
    const body = parseJson(bytes);
    if (!bytes || !isRecord(body)) {
      send(response, 400, { error: 'the body is no JSON object' });
      return;
    }
    const idempotencyKey = String(request.headers['idempotency-key'] ?? '').trim();
    const bodyHash = sha256(bytes);
    if (answeredByKey(response, user, 'data', idempotencyKey, bodyHash)) return;
    const shape = shapeIssues(body);
    const issues = shape.length ? shape : lavsMessageIssues(body as unknown as LavsInventoryUpdate);
    if (!idempotencyKey) issues.unshift({ path: 'requestId', code: 'required' });
    if (issues.length) {
      refuse(response, issues);
      return;
    }
    const message = body as unknown as LavsInventoryUpdate;
    const stored = take(user, idempotencyKey, 'data', bodyHash, {
      receivedAt: Date.now(),
      state: 'processing',
      messages: [],
      data: { message, attachments: [] },
    });
    send(response, 202, { requestId: stored.requestId });
  }

  async function postAttachment(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    user: string,
    dataRequestId: string,
  ) {
    const body = await readBody(request, maxAttachmentBytes);
    const idempotencyKey = String(request.headers['idempotency-key'] ?? '').trim();
    const bodyHash = body ? sha256(body) : '';
    if (body && answeredByKey(response, user, 'attachment', idempotencyKey, bodyHash)) return;
    const issues: LavsIssue[] = [];
    if (!idempotencyKey) issues.push({ path: 'requestId', code: 'required' });
    const kind = String(request.headers['x-bijlage-soort'] ?? '');
    if (kind !== 'report')
      issues.push({ path: 'attachment.kind', code: kind ? 'format' : 'required' });
    let fileName = '';
    try {
      fileName = decodeURIComponent(String(request.headers['x-bestandsnaam'] ?? '')).trim();
    } catch {
      issues.push({ path: 'attachment.fileName', code: 'format' });
    }
    if (!fileName && !issues.some((issue) => issue.path === 'attachment.fileName')) {
      issues.push({ path: 'attachment.fileName', code: 'required' });
    }
    const data = requests.get(dataRequestId);
    if (!data?.data || data.user !== user || settle(data).state !== 'processed') {
      issues.push({ path: 'attachment', code: 'unknownReference' });
    }
    // A PDF starts with its header; anything else (or more than LAVS takes) is refused.
    if (!body || !body.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      issues.push({ path: 'attachment', code: 'format' });
    }
    if (issues.length || !body || !data?.data) {
      refuse(response, issues);
      return;
    }
    const stored = take(user, idempotencyKey, 'attachment', bodyHash, {
      receivedAt: Date.now(),
      state: 'processing',
      messages: [],
      attachment: { kind, fileName, size: body.length, sha256: bodyHash },
    });
    data.data.attachments.push(stored.requestId);
    send(response, 202, { requestId: stored.requestId });
  }

  async function control(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
  ) {
    if (request.method === 'POST' && path === 'outage') {
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.down !== 'boolean') {
        send(response, 400, { error: 'expected { "down": true | false }' });
        return;
      }
      down = body.down;
      send(response, 200, { down });
      return;
    }
    if (request.method === 'GET' && path === 'inventories') {
      send(response, 200, inventories());
      return;
    }
    const project = /^projects\/([^/]+)$/.exec(path);
    let reference = '';
    try {
      reference = project ? decodeURIComponent(project[1]!).trim() : '';
    } catch {
      // A reference that is no URI component is none: answered as an unknown path below.
    }
    if (reference && request.method === 'PUT') {
      const body = await readJson(request);
      const valid =
        isRecord(body) &&
        typeof body.calamity === 'boolean' &&
        typeof body.startsOn === 'string' &&
        day.test(body.startsOn) &&
        typeof body.endsOn === 'string' &&
        day.test(body.endsOn);
      if (!valid) {
        send(response, 400, {
          error:
            'expected { "calamity": boolean, "startsOn": "YYYY-MM-DD", "endsOn": "YYYY-MM-DD" }',
        });
        return;
      }
      const held = { calamity: body.calamity, startsOn: body.startsOn, endsOn: body.endsOn };
      projects.set(reference, held as LavsProject);
      send(response, 200, { reference, ...held });
      return;
    }
    if (reference && request.method === 'DELETE') {
      projects.delete(reference);
      send(response, 200, { reference });
      return;
    }
    send(response, 404, { error: 'not found' });
  }

  function page(response: http.ServerResponse) {
    const rows = inventories()
      .map((inventory) => {
        const answers = inventory.messages
          .map((message) =>
            [message.code, message.values?.sgiDate, message.values?.lavsDate]
              .filter(Boolean)
              .join(' '),
          )
          .join('; ');
        const attachments = inventory.attachments
          .map(
            (attachment) =>
              `${attachment.fileName} (${attachment.size} bytes, ${attachment.status})`,
          )
          .join(', ');
        return `<tr>${[
          inventory.requestId,
          inventory.receivedAt,
          inventory.message.project.reference,
          `${inventory.message.organisation.kvkNumber} / ${inventory.message.organisation.branchNumber}`,
          `${inventory.message.sources?.length ?? 0} / ${inventory.message.samples?.length ?? 0}`,
          inventory.status,
          answers,
          attachments,
        ]
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join('')}</tr>`;
      })
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LAVS simulator</title></head>
<body>
<h1>LAVS simulator</h1>
<p>This is not LAVS: a simulator of the Landelijk Asbestvolgsysteem that Vezel's demo sends
its inventories to. It keeps them in memory until it stops.</p>
<table border="1" cellpadding="4">
<thead><tr><th>Request</th><th>Received</th><th>Project</th><th>KvK / branch</th>
<th>Sources / samples</th><th>Status</th><th>Messages</th><th>Attachments</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="8">No inventories yet.</td></tr>'}
</tbody></table>
</body></html>`;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'",
    });
    response.end(html);
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/') {
      page(response);
      return;
    }
    if (path.startsWith('/_simulator/')) {
      await control(request, response, path.slice('/_simulator/'.length));
      return;
    }
    if (!path.startsWith('/v1/')) {
      send(response, 404, { error: 'not found' });
      return;
    }
    if (down) {
      send(response, 503, { error: 'LAVS is temporarily unavailable' });
      return;
    }
    const user = userOf(request, options.users);
    if (!user) {
      response.setHeader('www-authenticate', 'Basic realm="LAVS"');
      send(response, 401, { error: 'unauthorised' });
      return;
    }
    if (request.method === 'POST' && path === '/v1/inventarisaties') {
      await postInventory(request, response, user);
      return;
    }
    const attachment = /^\/v1\/verzoeken\/([\w-]+)\/bijlagen$/.exec(path);
    if (request.method === 'POST' && attachment) {
      await postAttachment(request, response, user, attachment[1]!);
      return;
    }
    const status = /^\/v1\/verzoeken\/([\w-]+)$/.exec(path);
    const stored = status && request.method === 'GET' ? requests.get(status[1]!) : undefined;
    if (!stored || stored.user !== user) {
      send(response, 404, { error: 'not found' });
      return;
    }
    settle(stored);
    send(response, 200, { status: stored.state, messages: stored.messages });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, { error: 'failed' });
      else response.end();
    });
  });
  const url = await listen(server, options);
  return {
    url,
    setDown: (value) => {
      down = value;
    },
    registerProject: (reference, project) => {
      projects.set(reference.trim(), { ...project });
    },
    removeProject: (reference) => {
      projects.delete(reference.trim());
    },
    inventories,
    requestCount: () => requests.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
