import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { listen, readBody, userOf } from '../shared/http';

/**
 * A laboratory's order API, as Vezel's adapter (apps/server/src/modules/survey-lab-orders/
 * lab-api.ts) speaks it, for tests and the demo: HTTP + JSON behind basic auth.
 *
 * - POST /orders { key, number, priority, remarks, samples: [{ number, kind, method,
 *   material }] } takes an order; `key` is the idempotency key (per firm), so sending it
 *   again (a retry after a crash) answers the same order: 201 the first time, 200 after.
 *   The number is what the order shows: another key with the same number is another order.
 * - GET /orders/{reference}: { reference, number, status: received | analysed }.
 * - GET /orders/{reference}/results: the certificate's number and date, and per sample the
 *   asbestos types found with a percentage (409 until analysed).
 * - GET /orders/{reference}/certificate.pdf: the certificate (409 until analysed).
 * - POST /orders/{reference}/cancel { reason }: the firm cancels the order; asking again
 *   answers the same (idempotent). A cancelled order reports status cancelled and has no
 *   results (409).
 *
 * An order is "analysed" `analyseAfterMs` after it came in; the results follow from each
 * sample's number (`simulatedResults`), so tests know them in advance. Orders are kept in
 * memory: a restarted simulator knows none (404), as a lab that lost them would answer.
 */

export interface SimulatedResult {
  /** An asbestos type of NEN 5896 (chrysotile, amosite...). */
  type: string;
  percentage: string;
}

/**
 * The results the simulator reports for a sample number: one of four outcomes chosen by
 * the sum of its characters, so M01, M02... cover them all. "0" means not detected.
 */
export function simulatedResults(sampleNumber: string): SimulatedResult[] {
  let sum = 0;
  for (const character of sampleNumber) sum += character.codePointAt(0) ?? 0;
  switch (sum % 4) {
    case 0:
      return [{ type: 'chrysotile', percentage: '0' }];
    case 1:
      return [{ type: 'chrysotile', percentage: '2 - 5' }];
    case 2:
      return [{ type: 'amosite', percentage: '5 - 15' }];
    default:
      return [
        { type: 'chrysotile', percentage: '15 - 50' },
        { type: 'crocidolite', percentage: '2 - 5' },
      ];
  }
}

interface OrderSample {
  number: string;
  kind: string;
  method: string;
  material: string;
}

interface StoredOrder {
  reference: string;
  user: string;
  key: string;
  number: string;
  priority: string;
  remarks: string;
  samples: OrderSample[];
  receivedAt: number;
  /** When the firm cancelled it, with its reason. */
  cancelled?: { at: number; reason: string };
}

export interface LaboratorySimulatorOptions {
  port?: number;
  host?: string;
  /** username → password of the firms that may order. */
  users: Record<string, string>;
  /** How long after an order comes in its results are ready. */
  analyseAfterMs?: number;
  /** The name on its certificates. */
  name?: string;
}

export interface LaboratorySimulator {
  url: string;
  /** How many orders came in (a resent one counts once). */
  orderCount(): number;
  /** The reason an order was cancelled with, by its reference; undefined if it was not. */
  cancellation(reference: string): string | undefined;
  close(): Promise<void>;
}

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A PDF text string: backslashes and parentheses escaped, only Latin-1. */
const pdfText = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);

/** A one-page PDF of lines of text: enough for a certificate a viewer opens. */
export function textPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 11 Tf 50 790 Td 15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A JSON body; null when it is none or passes 1 MB. */
async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const body = await readBody(request, 1024 * 1024);
  if (!body) return null;
  return JSON.parse(body.toString('utf8')) as unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function orderInput(
  body: unknown,
): Omit<StoredOrder, 'reference' | 'user' | 'receivedAt' | 'cancelled'> | null {
  if (typeof body !== 'object' || body === null) return null;
  const { key, number, priority, remarks, samples } = body as Record<string, unknown>;
  if (
    !isText(key) ||
    key.trim() === '' ||
    !isText(number) ||
    number.trim() === '' ||
    !Array.isArray(samples) ||
    samples.length === 0
  ) {
    return null;
  }
  const parsed: OrderSample[] = [];
  for (const sample of samples as unknown[]) {
    if (typeof sample !== 'object' || sample === null) return null;
    const fields = sample as Record<string, unknown>;
    if (!isText(fields.number) || fields.number === '') return null;
    parsed.push({
      number: fields.number,
      kind: isText(fields.kind) ? fields.kind : '',
      method: isText(fields.method) ? fields.method : '',
      material: isText(fields.material) ? fields.material : '',
    });
  }
  return {
    key,
    number,
    priority: isText(priority) ? priority : 'normal',
    remarks: isText(remarks) ? remarks : '',
    samples: parsed,
  };
}

export async function startLaboratorySimulator(
  options: LaboratorySimulatorOptions,
): Promise<LaboratorySimulator> {
  const analyseAfterMs = options.analyseAfterMs ?? 15_000;
  const name = options.name ?? 'Vezellab Zuid B.V. (simulator)';
  const orders = new Map<string, StoredOrder>();
  const byKey = new Map<string, string>();

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const analysed = (order: StoredOrder) => Date.now() - order.receivedAt >= analyseAfterMs;
  const certificateNumber = (order: StoredOrder) => `CERT-${order.number}`;

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (request.method === 'GET' && url.pathname === '/health') {
      send(response, 200, { status: 'ok', name });
      return;
    }
    const user = userOf(request, options.users);
    if (!user) {
      response.setHeader('www-authenticate', 'Basic realm="laboratory"');
      send(response, 401, { error: 'unauthorised' });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/orders') {
      const input = orderInput(await readJson(request).catch(() => null));
      if (!input) {
        send(response, 400, { error: 'invalid order' });
        return;
      }
      const key = `${user}\n${input.key}`;
      const known = byKey.get(key);
      if (known) {
        const order = orders.get(known)!;
        send(response, 200, { reference: order.reference, status: 'received' });
        return;
      }
      const order: StoredOrder = {
        ...input,
        reference: randomUUID(),
        user,
        receivedAt: Date.now(),
      };
      orders.set(order.reference, order);
      byKey.set(key, order.reference);
      send(response, 201, { reference: order.reference, status: 'received' });
      return;
    }
    const cancelMatch = /^\/orders\/([\w-]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancelMatch) {
      const order = orders.get(cancelMatch[1]!);
      if (!order || order.user !== user) {
        send(response, 404, { error: 'not found' });
        return;
      }
      const body = await readJson(request).catch(() => null);
      const reason =
        typeof body === 'object' && body !== null && isText((body as { reason?: unknown }).reason)
          ? (body as { reason: string }).reason
          : '';
      // Idempotent: the first cancellation stands, a repeat answers the same.
      order.cancelled ??= { at: Date.now(), reason };
      send(response, 200, { reference: order.reference, status: 'cancelled' });
      return;
    }
    const match = /^\/orders\/([\w-]+)(\/results|\/certificate\.pdf)?$/.exec(url.pathname);
    const order = match && request.method === 'GET' ? orders.get(match[1]!) : undefined;
    if (!order || order.user !== user) {
      send(response, 404, { error: 'not found' });
      return;
    }
    const part = match?.[2];
    if (!part) {
      send(response, 200, {
        reference: order.reference,
        number: order.number,
        status: order.cancelled ? 'cancelled' : analysed(order) ? 'analysed' : 'received',
      });
      return;
    }
    if (order.cancelled || !analysed(order)) {
      send(response, 409, { error: 'not analysed yet' });
      return;
    }
    const issuedOn = dateOf(order.receivedAt + analyseAfterMs);
    if (part === '/results') {
      send(response, 200, {
        reference: order.reference,
        certificate: { number: certificateNumber(order), issuedOn },
        samples: order.samples.map((sample) => ({
          number: sample.number,
          method: sample.method,
          analysedOn: issuedOn,
          results: simulatedResults(sample.number),
        })),
      });
      return;
    }
    const lines = [
      `${name} - Analysecertificaat ${certificateNumber(order)}`,
      `Opdracht ${order.number}, datum ${issuedOn}`,
      'Asbest in materialen, NEN 5896 (polarisatiemicroscopie)',
      '',
      ...order.samples.map(
        (sample) =>
          `${sample.number}  ${sample.method}  ${
            simulatedResults(sample.number)
              .map((result) => `${result.type} ${result.percentage} %`)
              .join(', ') || '-'
          }`,
      ),
    ];
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end(textPdf(lines));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'failed' }));
  });
  const url = await listen(server, options);
  return {
    url,
    orderCount: () => orders.size,
    cancellation: (reference) => orders.get(reference)?.cancelled?.reason,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
