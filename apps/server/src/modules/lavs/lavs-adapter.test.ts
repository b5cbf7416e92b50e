import http from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lavsMessageIssues, type LavsInventoryUpdate } from '@vezel/domain/lavs/message';
import {
  maxAttachmentBytes,
  startLavsSimulator,
  type LavsSimulator,
} from '../../../../../tools/simulators/lavs/simulator';
import { onePagePdf } from '../../testing/one-page-pdf';
import { lavsRegistry, maxAnswerBytes } from './lavs-adapter';
import {
  RegistryFailure,
  RegistryUnavailable,
  type LavsConnection,
  type RegistryExchange,
} from './registry';

const account = { username: 'firma', password: 'geheim-2026' };
const firm = { kvkNumber: '30123456', branchNumber: '000012345678' };

/** An inventory update LAVS takes: every field filled, the references consistent. */
function inventoryUpdate(requestId: string, reference = '2026-0001'): LavsInventoryUpdate {
  return {
    requestId,
    environment: 'test',
    organisation: { ...firm },
    certification: { certificateNumber: 'SC-540-1234', certifyingBody: 'Certificatie B.V.' },
    project: { reference, description: 'Woning Dorpsstraat 1', calamity: false },
    location: {
      postcode: '1234 AB',
      houseNumber: '1',
      houseNumberSuffix: 'niet van toepassing',
      street: 'Dorpsstraat',
      city: 'Utrecht',
      constructionYear: '1968',
    },
    order: {
      type: 'A',
      orderedOn: '2026-03-02',
      startsOn: '2026-03-09',
      endsOn: '2026-03-11',
      lateReason: 'niet van toepassing',
    },
    surveyor: { name: 'Sanne de Vries', certificateNumber: 'DIA-0042' },
    buildingParts: [{ code: 'R01', name: 'Zolder' }],
    sources: [
      {
        number: 'B01',
        description: 'Golfplaten dak',
        application: 'dakbedekking',
        materialType: 'AC',
        binding: 'hecht',
        amount: '42,5',
        unit: 'm2',
        asbestosStatus: 'asbesthoudend',
        riskClass: '1',
        recommendedMeasure: 'verwijderen',
        repeating: false,
        buildingParts: ['R01'],
        sampleNumbers: ['M01'],
      },
    ],
    samples: [
      {
        number: 'M01',
        sourceNumber: 'B01',
        analysisMethod: 'NEN 5896',
        laboratory: 'Vezellab Zuid',
        certificateNumber: 'CERT-1',
        asbestosFound: true,
        asbestosTypes: 'chrysotiel',
      },
    ],
    adhesiveSamples: [],
    exclusions: [],
    delivery: { reportTitle: 'Asbestinventarisatie 2026-0001', deliveredOn: '2026-03-12' },
  };
}

let simulator: LavsSimulator;
let exchanges: RegistryExchange[];
const connection = (): LavsConnection => ({ endpoint: simulator.url, ...account });
const record = async (exchange: RegistryExchange) => {
  exchanges.push(exchange);
};
const registry = (at: Partial<LavsConnection> = {}) =>
  lavsRegistry({ ...connection(), ...at }, record);
let sequence = 0;
/** A request id no other test used: each test sends its own inventories. */
const nextRequestId = () => `vezel-lavs-test-${++sequence}`;

async function sent(message: LavsInventoryUpdate): Promise<string> {
  const submission = await registry().sendInventoryUpdate(message);
  if (!submission.accepted) throw new Error(`refused: ${JSON.stringify(submission.issues)}`);
  return submission.requestId;
}

const pdf = onePagePdf();

/** A server that answers every request with `answer`, for what the simulator never does. */
async function fakeRegistry(
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
) {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

beforeAll(async () => {
  simulator = await startLavsSimulator({
    users: { [account.username]: account.password },
    organisations: [firm],
    processingMs: 0,
  });
});
afterAll(async () => {
  await simulator.close();
});
beforeEach(() => {
  exchanges = [];
});

describe('the LAVS adapter against the simulator', () => {
  it('sends an inventory update that LAVS takes, and reports the exchange', async () => {
    const message = inventoryUpdate(nextRequestId());
    const submission = await registry().sendInventoryUpdate(message);
    expect(submission).toEqual({ accepted: true, requestId: expect.stringMatching(/^LAVS-R-/) });
    expect(exchanges).toEqual([
      {
        kind: 'sendData',
        method: 'POST',
        url: `${simulator.url}/v1/inventarisaties`,
        requestBody: message,
        responseStatus: 202,
        responseBody: { requestId: (submission as { requestId: string }).requestId },
        durationMs: expect.any(Number),
      },
    ]);
    const held = simulator
      .inventories()
      .find((inventory) => inventory.idempotencyKey === message.requestId);
    expect(held?.message).toEqual(message);
  });

  it('answers a resend of the same request with the same request: one inventory', async () => {
    const message = inventoryUpdate(nextRequestId());
    const before = simulator.requestCount();
    const first = await sent(message);
    const again = await sent(message);
    expect(again).toBe(first);
    expect(simulator.requestCount()).toBe(before + 1);
    expect(
      simulator.inventories().filter((inventory) => inventory.idempotencyKey === message.requestId),
    ).toHaveLength(1);
    expect(exchanges.map((exchange) => exchange.responseStatus)).toEqual([202, 202]);
  });

  it('refuses a key it took before with another body, rather than answer that request', async () => {
    const message = inventoryUpdate(nextRequestId());
    const first = await sent(message);
    const other = { ...message, project: { ...message.project, reference: '2026-0099' } };
    expect(await registry().sendInventoryUpdate(other)).toEqual({
      accepted: false,
      issues: [{ path: 'requestId', code: 'format' }],
    });
    expect(exchanges.at(-1)).toMatchObject({
      responseStatus: 422,
      responseBody: { issues: [{ path: 'requestId', code: 'format' }] },
    });
    // The request it holds under the key is the first, unchanged.
    const held = simulator
      .inventories()
      .filter((inventory) => inventory.idempotencyKey === message.requestId);
    expect(held.map((inventory) => [inventory.requestId, inventory.message])).toEqual([
      [first, message],
    ]);
    expect(await sent(message)).toBe(first);
  });

  it('tells which fields LAVS refuses, as the domain check does', async () => {
    const message = inventoryUpdate(nextRequestId());
    message.location.postcode = '12345';
    message.sources[0]!.unit = '';
    message.sources[0]!.buildingParts = ['R09'];
    const before = simulator.requestCount();
    const submission = await registry().sendInventoryUpdate(message);
    expect(submission).toEqual({
      accepted: false,
      issues: [
        { path: 'location.postcode', code: 'format' },
        { path: 'sources.0.unit', code: 'required' },
        { path: 'sources.0.buildingParts.0', code: 'unknownReference' },
      ],
    });
    expect(submission).toEqual({ accepted: false, issues: lavsMessageIssues(message) });
    expect(simulator.requestCount()).toBe(before);
    expect(exchanges).toMatchObject([{ kind: 'sendData', responseStatus: 400 }]);
  });

  it('fails for good on a wrong password, after reporting the call', async () => {
    const attempt = registry({ password: 'fout' }).sendInventoryUpdate(
      inventoryUpdate(nextRequestId()),
    );
    await expect(attempt).rejects.toBeInstanceOf(RegistryFailure);
    await expect(attempt).rejects.toMatchObject({ messageKey: 'lavs.registry.credentials' });
    await expect(
      registry({ username: 'onbekend' }).requestStatus('LAVS-R-1', 'data'),
    ).rejects.toMatchObject({ messageKey: 'lavs.registry.credentials' });
    expect(exchanges).toMatchObject([
      { kind: 'sendData', responseStatus: 401 },
      { kind: 'dataStatus', responseStatus: 401 },
    ]);
  });

  it('is unavailable while LAVS is down, and answers again once it is back', async () => {
    const message = inventoryUpdate(nextRequestId());
    const requestId = await sent(message);
    simulator.setDown(true);
    try {
      const send = registry().sendInventoryUpdate(inventoryUpdate(nextRequestId()));
      await expect(send).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(send).rejects.toMatchObject({ registryName: 'LAVS' });
      await expect(registry().requestStatus(requestId, 'data')).rejects.toBeInstanceOf(
        RegistryUnavailable,
      );
    } finally {
      simulator.setDown(false);
    }
    expect(await registry().requestStatus(requestId, 'data')).toEqual({ state: 'processed' });
    expect(exchanges.map((exchange) => exchange.responseStatus)).toEqual([202, 503, 503, 200]);
    expect(registry().name).toBe('LAVS');
  });

  it('is unavailable at an address where nothing answers', async () => {
    const closed = await fakeRegistry((_request, response) => response.end());
    await closed.close();
    await expect(
      registry({ endpoint: closed.url }).sendInventoryUpdate(inventoryUpdate(nextRequestId())),
    ).rejects.toBeInstanceOf(RegistryUnavailable);
    expect(exchanges).toEqual([
      expect.objectContaining({
        url: `${closed.url}/v1/inventarisaties`,
        responseStatus: null,
        responseBody: null,
      }),
    ]);
  });

  it('opens only http(s), follows no redirect and reads answers up to a limit', async () => {
    for (const endpoint of [
      'ftp://lavs.example/',
      'file:///etc',
      'geen adres',
      'https://firma:geheim@lavs.example/',
    ]) {
      await expect(registry({ endpoint }).requestStatus('LAVS-R-1', 'data')).rejects.toMatchObject({
        messageKey: 'lavs.registry.address',
      });
    }
    const big = Buffer.alloc(maxAnswerBytes, 'x');
    const fake = await fakeRegistry((request, response) => {
      if (request.url?.endsWith('/moved')) {
        response.writeHead(302, { location: `${simulator.url}/v1/verzoeken/moved` });
        response.end();
      } else if (request.url?.endsWith('/big')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(Buffer.concat([Buffer.from('{"status":"'), big, Buffer.from('"}')]));
      } else if (request.url?.endsWith('/proxy')) {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<h1>Bad gateway</h1>');
      } else {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('welkom');
      }
    });
    try {
      const at = registry({ endpoint: `${fake.url}/lavs` });
      await expect(at.requestStatus('moved', 'data')).rejects.toMatchObject({
        messageKey: 'lavs.registry.redirect',
      });
      await expect(at.requestStatus('big', 'data')).rejects.toMatchObject({
        messageKey: 'lavs.registry.answer',
      });
      await expect(at.requestStatus('proxy', 'data')).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(at.requestStatus('other', 'attachment')).rejects.toMatchObject({
        messageKey: 'lavs.registry.answer',
      });
      await expect(at.sendInventoryUpdate(inventoryUpdate(nextRequestId()))).rejects.toMatchObject({
        messageKey: 'lavs.registry.answer',
      });
    } finally {
      await fake.close();
    }
    // The address as the manager entered it stands for the call that was never made, but
    // never with a user or password in it; what is no address at all is recorded as none.
    expect(exchanges.slice(0, 4)).toMatchObject([
      { url: 'ftp://lavs.example/', responseStatus: null },
      { url: 'file:///etc', responseStatus: null },
      { url: '', responseStatus: null },
      { url: 'https://lavs.example/', responseStatus: null },
    ]);
    expect(JSON.stringify(exchanges)).not.toContain('geheim');
    expect(exchanges.slice(4)).toMatchObject([
      {
        url: `${fake.url}/lavs/v1/verzoeken/moved`,
        responseStatus: 302,
        responseBody: `${simulator.url}/v1/verzoeken/moved`,
      },
      { responseStatus: 200, responseBody: `(more than ${maxAnswerBytes} bytes)` },
      { responseStatus: 502, responseBody: '<h1>Bad gateway</h1>' },
      { kind: 'attachmentStatus', responseStatus: 200, responseBody: 'welkom' },
      { kind: 'sendData', responseStatus: 200, responseBody: 'welkom' },
    ]);
  });

  it('fails for good on a refusal without fields, and on a date mismatch without its dates', async () => {
    const fake = await fakeRegistry((request, response) => {
      if (request.method === 'POST') {
        response.writeHead(413, { 'content-type': 'text/plain' });
        response.end('te groot');
      } else {
        const values = request.url?.endsWith('/undated') ? {} : { sgiDate: '09-03-2026' };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ status: 'rejected', messages: [{ code: 'startMismatch', values }] }),
        );
      }
    });
    try {
      const at = registry({ endpoint: fake.url });
      // Sent again as it is, it would be refused again: unlike an answer cut off halfway.
      await expect(at.sendInventoryUpdate(inventoryUpdate(nextRequestId()))).rejects.toMatchObject({
        messageKey: 'lavs.registry.refused',
      });
      for (const id of ['undated', 'half-dated']) {
        await expect(at.requestStatus(id, 'data')).rejects.toMatchObject({
          messageKey: 'lavs.registry.answer',
        });
      }
    } finally {
      await fake.close();
    }
  });

  it('reports a request processing until LAVS has processed it', async () => {
    const slow = await startLavsSimulator({
      users: { [account.username]: account.password },
      organisations: [firm],
      processingMs: 200,
    });
    try {
      const at = lavsRegistry({ endpoint: slow.url, ...account }, record);
      const submission = await at.sendInventoryUpdate(inventoryUpdate(nextRequestId()));
      const requestId = (submission as { requestId: string }).requestId;
      expect(await at.requestStatus(requestId, 'data')).toEqual({ state: 'processing' });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await at.requestStatus(requestId, 'data')).toEqual({ state: 'processed' });
      expect(exchanges.slice(1)).toMatchObject([
        {
          kind: 'dataStatus',
          method: 'GET',
          url: `${slow.url}/v1/verzoeken/${requestId}`,
          requestBody: null,
          responseStatus: 200,
          responseBody: { status: 'processing', messages: [] },
        },
        { kind: 'dataStatus', responseBody: { status: 'processed', messages: [] } },
      ]);
      await expect(at.requestStatus('LAVS-R-999999', 'data')).rejects.toMatchObject({
        messageKey: 'lavs.registry.unknownRequest',
      });
    } finally {
      await slow.close();
    }
  });

  it('passes on the rejections of a project LAVS holds otherwise, with both dates', async () => {
    simulator.registerProject('2026-0077', {
      calamity: true,
      startsOn: '2026-03-02',
      endsOn: '2026-03-20',
    });
    const message = inventoryUpdate(nextRequestId(), '2026-0077');
    expect(await registry().requestStatus(await sent(message), 'data')).toEqual({
      state: 'rejected',
      messages: [
        { code: 'calamityMismatch' },
        { code: 'startMismatch', values: { sgiDate: '09-03-2026', lavsDate: '02-03-2026' } },
        { code: 'endMismatch', values: { sgiDate: '11-03-2026', lavsDate: '20-03-2026' } },
      ],
    });
    // Only what differs: the same project with the firm's start date rejects the end alone.
    simulator.registerProject('2026-0077', {
      calamity: false,
      startsOn: '2026-03-09',
      endsOn: '2026-03-20',
    });
    expect(
      await registry().requestStatus(
        await sent(inventoryUpdate(nextRequestId(), '2026-0077')),
        'data',
      ),
    ).toEqual({
      state: 'rejected',
      messages: [
        { code: 'endMismatch', values: { sgiDate: '11-03-2026', lavsDate: '20-03-2026' } },
      ],
    });
    simulator.removeProject('2026-0077');
    expect(
      await registry().requestStatus(
        await sent(inventoryUpdate(nextRequestId(), '2026-0077')),
        'data',
      ),
    ).toEqual({ state: 'processed' });
  });

  it('passes on that LAVS does not know the firm', async () => {
    const message = inventoryUpdate(nextRequestId());
    message.organisation.branchNumber = '000099999999';
    expect(await registry().requestStatus(await sent(message), 'data')).toEqual({
      state: 'rejected',
      messages: [{ code: 'unknownOrganisation' }],
    });
  });

  it('sends the report of a processed inventory, recording its hash but not its bytes', async () => {
    const dataRequestId = await sent(inventoryUpdate(nextRequestId()));
    expect(await registry().requestStatus(dataRequestId, 'data')).toEqual({ state: 'processed' });
    const fileName = 'Asbestinventarisatie 2026-0001 – definitief.pdf';
    const attachment = {
      requestId: nextRequestId(),
      dataRequestId,
      kind: 'report' as const,
      fileName,
      content: pdf,
    };
    const submission = await registry().sendAttachment(attachment);
    expect(submission).toEqual({ accepted: true, requestId: expect.stringMatching(/^LAVS-B-/) });
    const attachmentId = (submission as { requestId: string }).requestId;
    expect(await registry().sendAttachment(attachment)).toEqual(submission);
    expect(await registry().requestStatus(attachmentId, 'attachment')).toEqual({
      state: 'processed',
    });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const proof = { fileName, size: pdf.length, sha256, kind: 'report' };
    expect(exchanges.slice(1)).toEqual([
      expect.objectContaining({
        kind: 'dataStatus',
      }),
      expect.objectContaining({
        kind: 'sendAttachment',
        method: 'POST',
        url: `${simulator.url}/v1/verzoeken/${dataRequestId}/bijlagen`,
        requestBody: proof,
        responseStatus: 202,
      }),
      expect.objectContaining({ kind: 'sendAttachment', requestBody: proof }),
      expect.objectContaining({ kind: 'attachmentStatus', responseStatus: 200 }),
    ]);
    const held = simulator.inventories().find((inventory) => inventory.requestId === dataRequestId);
    expect(held?.attachments).toEqual([{ requestId: attachmentId, ...proof, status: 'processed' }]);
    // The key again with another file is refused, not taken for the first.
    const otherPdf = Buffer.concat([pdf, Buffer.from('\n% another\n')]);
    expect(await registry().sendAttachment({ ...attachment, content: otherPdf })).toEqual({
      accepted: false,
      issues: [{ path: 'requestId', code: 'format' }],
    });
    expect(
      simulator.inventories().find((inventory) => inventory.requestId === dataRequestId)
        ?.attachments,
    ).toHaveLength(1);
  });

  it('hears which attachments LAVS refuses: no PDF, or for a request it has not processed', async () => {
    const dataRequestId = await sent(inventoryUpdate(nextRequestId()));
    const attachment = (to: string, content: Buffer) =>
      registry().sendAttachment({
        requestId: nextRequestId(),
        dataRequestId: to,
        kind: 'report',
        fileName: 'rapport.pdf',
        content,
      });
    expect(await attachment(dataRequestId, Buffer.from('<html>geen pdf</html>'))).toEqual({
      accepted: false,
      issues: [{ path: 'attachment', code: 'format' }],
    });
    // More than LAVS takes (25 MB) is refused as it is read, however it starts.
    const oversized = Buffer.concat([pdf, Buffer.alloc(maxAttachmentBytes)]);
    expect(await attachment(dataRequestId, oversized)).toEqual({
      accepted: false,
      issues: [{ path: 'attachment', code: 'format' }],
    });
    expect(await attachment('LAVS-R-999999', pdf)).toEqual({
      accepted: false,
      issues: [{ path: 'attachment', code: 'unknownReference' }],
    });
    const rejected = inventoryUpdate(nextRequestId());
    rejected.organisation.kvkNumber = '99999999';
    expect(await attachment(await sent(rejected), pdf)).toEqual({
      accepted: false,
      issues: [{ path: 'attachment', code: 'unknownReference' }],
    });
    expect(
      simulator.inventories().find((inventory) => inventory.requestId === dataRequestId)
        ?.attachments,
    ).toEqual([]);
    expect(
      exchanges
        .filter((exchange) => exchange.kind === 'sendAttachment')
        .map((exchange) => exchange.responseStatus),
    ).toEqual([400, 400, 400, 400]);
  });
});

describe('the LAVS simulator', () => {
  const call = (path: string, init: RequestInit = {}, auth = true) =>
    fetch(`${simulator.url}${path}`, {
      ...init,
      headers: {
        ...(auth && {
          authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
        }),
        ...(init.headers as Record<string, string>),
      },
    });

  it('answers bad input with 400 and unknown paths with 404, and keeps running', async () => {
    const post = (body: string, headers: Record<string, string> = { 'idempotency-key': 'k1' }) =>
      call('/v1/inventarisaties', { method: 'POST', body, headers });
    expect((await post('{"requestId": ')).status).toBe(400);
    expect((await post('[1, 2]')).status).toBe(400);
    const shapeless = await post(
      JSON.stringify({ ...inventoryUpdate('k1'), sources: 'veel', samples: [null] }),
    );
    expect(shapeless.status).toBe(400);
    expect(await shapeless.json()).toEqual({
      issues: [
        { path: 'sources', code: 'format' },
        { path: 'samples.0', code: 'format' },
      ],
    });
    const unkeyed = await post(JSON.stringify(inventoryUpdate('k2')), {});
    expect(await unkeyed.json()).toEqual({ issues: [{ path: 'requestId', code: 'required' }] });
    expect((await call('/v1/onbekend')).status).toBe(404);
    expect((await call('/v2/inventarisaties', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await call('/v1/verzoeken/LAVS-R-000001/bijlagen')).status).toBe(404);
    expect((await call('/_simulator/onbekend', {}, false)).status).toBe(404);
    expect((await call('/v1/inventarisaties', { method: 'POST', body: '{}' }, false)).status).toBe(
      401,
    );
    expect(
      (await call('/_simulator/projects/X', { method: 'PUT', body: '{"calamity": "ja"}' }, false))
        .status,
    ).toBe(400);
    expect((await call('/_simulator/outage', { method: 'POST', body: 'down' }, false)).status).toBe(
      400,
    );
    expect((await call('/_simulator/projects/%E0%A4%A', { method: 'PUT' }, false)).status).toBe(
      404,
    );
    expect((await call('/')).status).toBe(200);
  });

  it('is controlled over HTTP as in process', async () => {
    const control = (path: string, method: string, body?: unknown) =>
      call(
        `/_simulator/${path}`,
        { method, body: body === undefined ? undefined : JSON.stringify(body) },
        false,
      );
    expect((await control('outage', 'POST', { down: true })).status).toBe(200);
    expect((await call('/v1/verzoeken/LAVS-R-000001')).status).toBe(503);
    expect((await control('outage', 'POST', { down: false })).status).toBe(200);
    expect(
      (
        await control('projects/2026-0088', 'PUT', {
          calamity: false,
          startsOn: '2026-03-09',
          endsOn: '2026-03-12',
        })
      ).status,
    ).toBe(200);
    const requestId = await sent(inventoryUpdate(nextRequestId(), '2026-0088'));
    expect(await registry().requestStatus(requestId, 'data')).toMatchObject({
      state: 'rejected',
      messages: [{ code: 'endMismatch' }],
    });
    expect((await control('projects/2026-0088', 'DELETE')).status).toBe(200);
    const held = (await (await control('inventories', 'GET')).json()) as { requestId: string }[];
    expect(held.map((inventory) => inventory.requestId)).toContain(requestId);
  });

  it('shows what it holds on a page, the firm’s text escaped', async () => {
    const message = inventoryUpdate(nextRequestId(), '<script>alert(1)</script>');
    await sent(message);
    const page = await call('/', {}, false);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('LAVS simulator');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});
