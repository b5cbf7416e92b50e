import { maxUploadBytes } from '../../files/storage';
import { apiBase, BodyTooLarge, readCappedBody } from '../../http/outbound';
import { JobError } from '../../jobs/queue';

/**
 * The adapter to a laboratory's order API (HTTP + JSON, basic auth with the username and
 * password stored on the laboratory; tools/simulators/laboratory speaks it). Every failure
 * becomes a JobError whose key the order shows: credentials and refusals are permanent,
 * an unreachable or failing laboratory is tried again later.
 */

export interface LabApiConnection {
  /** The laboratory's API address, e.g. http://127.0.0.1:4020. */
  url: string;
  username: string;
  password: string;
}

export interface LabApiOrder {
  /**
   * The idempotency key: one per order of this Vezel (its id and creation time), so a
   * resend after a crash answers the order the laboratory has, while a later order that got
   * the number of a deleted draft is a new one.
   */
  key: string;
  /** The number the order shows (on its form and the lab's certificate). */
  number: string;
  priority: string;
  remarks: string;
  samples: { number: string; kind: string; method: string; material: string }[];
}

export interface LabApiResults {
  certificate: { number: string; issuedOn: string | null };
  samples: {
    number: string;
    analysedOn: string | null;
    results: { type: string; percentage: string }[];
  }[];
}

const timeoutMs = 15_000;
/** The most a JSON answer may take: far more than an order of 500 samples' results. */
export const maxJsonBytes = 1024 * 1024;

/**
 * The laboratory's API address as the base of its paths (`apiBase`: only http(s)); an
 * address that is none is a permanent failure the laboratory's connection must fix.
 */
function baseOf(connection: LabApiConnection): URL {
  const base = apiBase(connection.url);
  if (!base) throw new JobError('labOrder.api.address', true);
  return base;
}

async function call(
  connection: LabApiConnection,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const url = new URL(path.replace(/^\//, ''), baseOf(connection));
  const authorization = `Basic ${Buffer.from(`${connection.username}:${connection.password}`).toString('base64')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization,
        accept: 'application/json, application/pdf',
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // A redirect would take the credentials (and the server) to an address no manager
      // entered: it is a failure to fix in the laboratory's connection.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new JobError('labOrder.api.unreachable');
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobError('labOrder.api.redirect', true);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobError('labOrder.api.credentials', true);
  }
  if (response.status === 404) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobError('labOrder.api.unknownOrder', true);
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobError('labOrder.api.unavailable');
  }
  return response;
}

/**
 * A response's body up to `maxBytes` (`readCappedBody`): more is a permanent failure; a
 * connection that broke off (or timed out) halfway is tried again later.
 */
export async function cappedBody(response: Response, maxBytes: number): Promise<Buffer> {
  try {
    return await readCappedBody(response, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new JobError('labOrder.api.tooLarge', true);
    throw new JobError('labOrder.api.unreachable');
  }
}

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobError('labOrder.api.refused', true);
  }
  const bytes = await cappedBody(response, maxJsonBytes);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new JobError('labOrder.api.answer');
  }
  if (!isRecord(body)) throw new JobError('labOrder.api.answer');
  return body;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Hands an order to the laboratory. Its `key` is the idempotency key: sending it again
 * answers the order the laboratory already has. Returns the laboratory's reference.
 */
export async function submitLabOrder(
  connection: LabApiConnection,
  order: LabApiOrder,
): Promise<string> {
  const body = await json(await call(connection, '/orders', { method: 'POST', body: order }));
  const reference = text(body.reference);
  if (!reference) throw new JobError('labOrder.api.answer');
  return reference;
}

/** The statuses the laboratory reports for an order. */
export const labApiStatuses = ['received', 'analysed'] as const;
export type LabApiStatus = (typeof labApiStatuses)[number];

/**
 * Where the laboratory is with an order: 'received' or 'analysed'; any other answer is
 * one Vezel cannot read (tried again, as a failure, until the job gives up).
 */
export async function labOrderStatus(
  connection: LabApiConnection,
  reference: string,
): Promise<LabApiStatus> {
  const body = await json(await call(connection, `/orders/${encodeURIComponent(reference)}`));
  const status = labApiStatuses.find((known) => known === body.status);
  if (!status) throw new JobError('labOrder.api.answer');
  return status;
}

/**
 * The results of an analysed order, per sample number, with the certificate's number. An
 * answer of another shape (a sample or result that is no object, a list that is none) is
 * one Vezel cannot read.
 */
export async function labOrderResults(
  connection: LabApiConnection,
  reference: string,
): Promise<LabApiResults> {
  const body = await json(
    await call(connection, `/orders/${encodeURIComponent(reference)}/results`),
  );
  const certificate = isRecord(body.certificate) ? body.certificate : {};
  const samples = body.samples;
  if (!text(certificate.number) || !Array.isArray(samples) || !samples.every(isRecord)) {
    throw new JobError('labOrder.api.answer');
  }
  return {
    certificate: { number: text(certificate.number), issuedOn: text(certificate.issuedOn) || null },
    samples: samples.map((sample) => {
      const results = sample.results ?? [];
      if (!Array.isArray(results) || !results.every(isRecord) || !text(sample.number)) {
        throw new JobError('labOrder.api.answer');
      }
      return {
        number: text(sample.number),
        analysedOn: text(sample.analysedOn) || null,
        results: results.map((result) => ({
          type: text(result.type),
          percentage: text(result.percentage),
        })),
      };
    }),
  };
}

/** The certificate PDF of an analysed order, at most as large as an upload may be. */
export async function labOrderCertificate(
  connection: LabApiConnection,
  reference: string,
): Promise<Buffer> {
  const response = await call(
    connection,
    `/orders/${encodeURIComponent(reference)}/certificate.pdf`,
  );
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobError('labOrder.api.refused', true);
  }
  return cappedBody(response, maxUploadBytes);
}

/**
 * Tells the laboratory an order is cancelled (POST /orders/{reference}/cancel with the
 * reason). Idempotent at the laboratory: asking again answers the same. An order the
 * laboratory does not know (404) is a permanent failure the order shows.
 */
export async function cancelLabOrderAtLab(
  connection: LabApiConnection,
  reference: string,
  reason: string,
): Promise<void> {
  await json(
    await call(connection, `/orders/${encodeURIComponent(reference)}/cancel`, {
      method: 'POST',
      body: { reason },
    }),
  );
}
