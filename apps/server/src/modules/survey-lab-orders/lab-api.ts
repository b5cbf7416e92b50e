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

async function call(
  connection: LabApiConnection,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  let base: URL;
  try {
    base = new URL(connection.url);
  } catch {
    throw new JobError('labOrder.api.address', true);
  }
  const url = new URL(path.replace(/^\//, ''), base.href.endsWith('/') ? base : `${base.href}/`);
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
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new JobError('labOrder.api.unreachable');
  }
  if (response.status === 401 || response.status === 403) {
    throw new JobError('labOrder.api.credentials', true);
  }
  if (response.status === 404) throw new JobError('labOrder.api.unknownOrder', true);
  if (response.status >= 500) throw new JobError('labOrder.api.unavailable');
  return response;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new JobError('labOrder.api.refused', true);
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) throw new JobError('labOrder.api.answer');
  return body as Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Hands an order to the laboratory. The order's number is its idempotency key: sending it
 * again answers the order the laboratory already has. Returns the laboratory's reference.
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

/** Where the laboratory is with an order: 'received' or 'analysed'. */
export async function labOrderStatus(
  connection: LabApiConnection,
  reference: string,
): Promise<string> {
  const body = await json(await call(connection, `/orders/${encodeURIComponent(reference)}`));
  return text(body.status);
}

/** The results of an analysed order, per sample number, with the certificate's number. */
export async function labOrderResults(
  connection: LabApiConnection,
  reference: string,
): Promise<LabApiResults> {
  const body = await json(
    await call(connection, `/orders/${encodeURIComponent(reference)}/results`),
  );
  const certificate = (body.certificate ?? {}) as Record<string, unknown>;
  if (!text(certificate.number) || !Array.isArray(body.samples)) {
    throw new JobError('labOrder.api.answer');
  }
  return {
    certificate: { number: text(certificate.number), issuedOn: text(certificate.issuedOn) || null },
    samples: (body.samples as Record<string, unknown>[]).map((sample) => ({
      number: text(sample.number),
      analysedOn: text(sample.analysedOn) || null,
      results: (Array.isArray(sample.results)
        ? (sample.results as Record<string, unknown>[])
        : []
      ).map((result) => ({ type: text(result.type), percentage: text(result.percentage) })),
    })),
  };
}

/** The certificate PDF of an analysed order. */
export async function labOrderCertificate(
  connection: LabApiConnection,
  reference: string,
): Promise<Buffer> {
  const response = await call(
    connection,
    `/orders/${encodeURIComponent(reference)}/certificate.pdf`,
  );
  if (!response.ok) throw new JobError('labOrder.api.refused', true);
  return Buffer.from(await response.arrayBuffer());
}
