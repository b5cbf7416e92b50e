import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { laboratories } from '../../db/tables';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const fields = `id name order_channel order_email api_url api_username has_api_password
  analysis_methods { id value } materials { id value }`;
const list = `{ laboratories { ${fields} } }`;
const create = `mutation ($input: LaboratoryCreateInput) { createLaboratory(input: $input) { ${fields} } }`;
const update = `mutation ($id: ID!, $input: LaboratoryUpdateInput) {
  updateLaboratory(id: $id, input: $input) { ${fields} } }`;
const certificateFields = 'id name number standard valid_from valid_until file { mime_type }';
const labsWithCertificates = `{ laboratories { id name accreditation_number
  certificates { ${certificateFields} } } }`;
const createCertificate = `mutation ($input: LaboratoryCertificateCreateInput, $connect: [ResourceConnection!]) {
  createLaboratoryCertificate(input: $input, connect: $connect) { ${certificateFields} } }`;
const updateCertificate = `mutation ($id: ID!, $input: LaboratoryCertificateUpdateInput) {
  updateLaboratoryCertificate(id: $id, input: $input) { ${certificateFields} } }`;
const deleteCertificate = 'mutation ($id: ID!) { deleteLaboratoryCertificate(id: $id) }';
const lists = `{ me { inventarisatie_user { organisation { variable_set {
  analyse_methodes { id value } materiaal_types { id value } eenheden { id } } } } } }`;

interface Lab {
  id: string;
  name: string;
  order_channel: string;
  order_email: string;
  api_url: string;
  has_api_password: boolean;
  analysis_methods: { id: string; value: string }[];
  materials: { id: string; value: string }[];
}
interface Certificate {
  id: string;
  name: string;
  number: string;
  standard: string;
  valid_from: string;
  valid_until: string;
  file: { mime_type: string } | null;
}
interface LabWithCertificates {
  id: string;
  name: string;
  accreditation_number: string;
  certificates: Certificate[];
}
interface Sets {
  analyse_methodes: { id: string; value: string }[];
  materiaal_types: { id: string; value: string }[];
  eenheden: { id: string }[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let set: Sets;
let otherSet: Sets;

const setOf = async (token: string) =>
  (
    await app.gql<{ me: { inventarisatie_user: { organisation: { variable_set: Sets } } } }>(
      lists,
      {},
      { token },
    )
  ).data!.me.inventarisatie_user.organisation.variable_set;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function upload(token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${app.url}/files`, {
    method: 'POST',
    body: form,
    headers: { 'x-vezel-csrf': '1', authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { id: string }).id;
}

const labsWithCertificatesOf = async (token = manager) => {
  const result = await app.gql<{ laboratories: LabWithCertificates[] }>(
    labsWithCertificates,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.laboratories;
};

/** The demo lab, which comes with its accreditation certificate. */
const seededLab = async () => {
  const lab = (await labsWithCertificatesOf()).find(
    (one) => one.name === 'Asbestlab Midden-Nederland B.V.',
  );
  expect(lab).toBeDefined();
  return lab!;
};

const certificateInput = {
  name: 'Accreditatie RvA',
  number: 'L 999',
  standard: 'NEN-EN-ISO/IEC 17025:2017',
  valid_from: '01-01-2026',
  valid_until: '01-01-2030',
};

const createLab = (input: Record<string, unknown>, token = manager) =>
  app.gql<{ createLaboratory: Lab }>(create, { input }, { token });

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  [set, otherSet] = await Promise.all([setOf(manager), setOf(other)]);
});
afterAll(() => app.close());

describe('laboratories', () => {
  it('stores what a laboratory offers, as items of the variable set', async () => {
    const created = await createLab({
      name: 'Laboratorium Rijnmond Analyse B.V.',
      order_email: 'orders@rijnmond-lab.example',
      analysis_methods: [set.analyse_methodes[0]!.id],
      materials: [set.materiaal_types[0]!.id, set.materiaal_types[1]!.id],
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createLaboratory).toMatchObject({
      order_channel: 'email',
      analysis_methods: [{ value: set.analyse_methodes[0]!.value }],
    });
    expect(created.data!.createLaboratory.materials).toHaveLength(2);
    const foreign = await createLab({
      name: 'Fout',
      order_email: 'orders@fout.example',
      analysis_methods: [otherSet.analyse_methodes[0]!.id],
    });
    expect(foreign.errors![0]!.extensions!.fields).toHaveProperty('analysis_methods');
    const wrongList = await createLab({
      name: 'Fout',
      order_email: 'orders@fout.example',
      materials: [set.eenheden[0]!.id],
    });
    expect(wrongList.errors![0]!.extensions!.fields).toHaveProperty('materials');
  });

  it('keeps an API password sealed at rest and never sends it back', async () => {
    const created = await createLab({
      name: 'Asbest Analyse Centrum Noord',
      order_channel: 'api',
      api_url: 'https://api.aacn.example/orders',
      api_username: 'vandijk',
      api_password: 'Zeer-Geheim-2026',
    });
    expect(created.errors).toBeUndefined();
    const lab = created.data!.createLaboratory;
    expect(lab.has_api_password).toBe(true);
    expect(JSON.stringify(created)).not.toContain('Zeer-Geheim-2026');
    const [row] = await app.database.db
      .select()
      .from(laboratories)
      .where(eq(laboratories.id, Number(lab.id)));
    expect(row!.apiPasswordSealed).not.toContain('Zeer-Geheim-2026');
    expect(row!.apiPasswordSealed).toMatch(/^v1:/);

    // An empty password keeps the stored one; switching to e-mail removes it.
    const kept = await app.gql<{ updateLaboratory: Lab }>(
      update,
      { id: lab.id, input: { api_username: 'vandijk2', api_password: '' } },
      { token: manager },
    );
    expect(kept.data!.updateLaboratory.has_api_password).toBe(true);
    const byEmail = await app.gql<{ updateLaboratory: Lab }>(
      update,
      {
        id: lab.id,
        input: {
          order_channel: 'email',
          order_email: 'lab@aacn.example',
          api_url: null,
          api_username: null,
          api_password: null,
        },
      },
      { token: manager },
    );
    expect(byEmail.errors).toBeUndefined();
    expect(byEmail.data!.updateLaboratory).toMatchObject({
      order_channel: 'email',
      api_url: '',
      has_api_password: false,
    });
  });

  it('needs the address its orders go to', async () => {
    const noEmail = await createLab({ name: 'Zonder adres' });
    expect(noEmail.errors![0]!.extensions!.fields).toHaveProperty('order_email');
    const noUrl = await createLab({ name: 'Zonder API', order_channel: 'api' });
    expect(noUrl.errors![0]!.extensions!.fields).toHaveProperty('api_url');
  });

  it('takes only an http(s) API address, whichever channel is shown', async () => {
    for (const api_url of ['file:///etc/passwd', 'ftp://lab.example/orders', 'geen adres']) {
      const refused = await createLab({ name: 'Fout adres', order_channel: 'api', api_url });
      expect(refused.errors![0]!.extensions!.fields).toHaveProperty('api_url');
      expect(refused.errors![0]!.message).toBe(
        'Vul een webadres in dat begint met http:// of https://',
      );
    }
    // Hidden beside the e-mail channel the form does not check it; the server does.
    const hidden = await createLab({
      name: 'Verborgen adres',
      order_email: 'orders@verborgen.example',
      api_url: 'file:///etc/passwd',
    });
    expect(hidden.errors![0]!.extensions!.fields).toHaveProperty('api_url');
    const created = await createLab({
      name: 'Goed adres',
      order_channel: 'api',
      api_url: 'http://127.0.0.1:4020',
    });
    expect(created.errors).toBeUndefined();
    const changed = await app.gql(
      update,
      { id: created.data!.createLaboratory.id, input: { api_url: 'data:text/plain,x' } },
      { token: manager, locale: 'en' },
    );
    expect(changed.errors![0]!.message).toBe(
      'Enter a web address that starts with http:// or https://',
    );
    // A laboratory nothing refers to can be deleted.
    const removed = await app.gql(
      'mutation ($id: ID!) { deleteLaboratory(id: $id) }',
      { id: created.data!.createLaboratory.id },
      { token: manager },
    );
    expect(removed.errors).toBeUndefined();
  });

  it('lets a surveyor read laboratories but not change them; another firm sees none', async () => {
    const own = (await app.gql<{ laboratories: Lab[] }>(list, {}, { token: surveyor })).data!
      .laboratories;
    expect(own.length).toBeGreaterThan(0);
    expect(JSON.stringify(own)).not.toContain('Zeer-Geheim');
    expect(errorCode(await createLab({ name: 'X', order_email: 'x@x.example' }, surveyor))).toBe(
      'FORBIDDEN',
    );
    const theirs = await app.gql<{ laboratories: Lab[] }>(list, {}, { token: other });
    expect(theirs.data!.laboratories).toEqual([]);
    const foreignUpdate = await app.gql(
      update,
      { id: own[0]!.id, input: { name: 'Overgenomen' } },
      { token: other },
    );
    expect(errorCode(foreignUpdate)).toBe('NOT_FOUND');
  });

  it('seeds the demo laboratories with what they analyse and their accreditation', async () => {
    const labs = (await app.gql<{ laboratories: Lab[] }>(list, {}, { token: manager })).data!
      .laboratories;
    const seeded = labs.filter((lab) =>
      ['Asbestlab Midden-Nederland B.V.', 'Vezellab Zuid B.V.'].includes(lab.name),
    );
    expect(seeded.map((lab) => lab.order_channel).sort()).toEqual(['api', 'email']);
    expect(seeded.every((lab) => lab.analysis_methods.length > 0)).toBe(true);
    expect(seeded.every((lab) => lab.materials.length > 0)).toBe(true);
    const first = await seededLab();
    expect(first.certificates).toEqual([
      expect.objectContaining({
        number: first.accreditation_number,
        standard: 'NEN-EN-ISO/IEC 17025:2017',
      }),
    ]);
  });
});

describe('laboratory certificates', () => {
  it('lets a manager add a certificate with its scan, change it and delete it', async () => {
    const lab = await seededLab();
    const before = lab.certificates.length;
    const file = await upload(manager, 'rva.pdf', pdf);
    const created = await app.gql<{ createLaboratoryCertificate: Certificate }>(
      createCertificate,
      { input: { ...certificateInput, file }, connect: [{ type: 'laboratory', id: lab.id }] },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    const certificate = created.data!.createLaboratoryCertificate;
    expect(certificate).toMatchObject({
      standard: 'NEN-EN-ISO/IEC 17025:2017',
      valid_from: '2026-01-01',
      valid_until: '2030-01-01',
      file: { mime_type: 'application/pdf' },
    });
    const changed = await app.gql<{ updateLaboratoryCertificate: Certificate }>(
      updateCertificate,
      {
        id: certificate.id,
        input: {
          number: 'L 1000',
          valid_from: '01-01-2026',
          valid_until: '01-06-2030',
          file: null,
        },
      },
      { token: manager },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateLaboratoryCertificate).toMatchObject({
      number: 'L 1000',
      valid_from: '2026-01-01',
      valid_until: '2030-06-01',
      file: null,
    });
    const [after] = (await labsWithCertificatesOf()).filter((one) => one.id === lab.id);
    expect(after!.certificates).toHaveLength(before + 1);
    expect(
      (await app.gql(deleteCertificate, { id: certificate.id }, { token: manager })).errors,
    ).toBeUndefined();
    const [gone] = (await labsWithCertificatesOf()).filter((one) => one.id === lab.id);
    expect(gone!.certificates.map((one) => one.id)).not.toContain(certificate.id);
  });

  it('refuses a certificate that ends before it starts, in the caller’s language, and stores nothing', async () => {
    const lab = await seededLab();
    const before = lab.certificates.length;
    const backwards = await app.gql(
      createCertificate,
      {
        input: { ...certificateInput, valid_from: '01-06-2026', valid_until: '01-01-2026' },
        connect: [{ type: 'laboratory', id: lab.id }],
      },
      { token: manager, locale: 'en' },
    );
    expect(errorCode(backwards)).toBe('BAD_USER_INPUT');
    expect(backwards.errors![0]!.extensions!.fields).toHaveProperty('valid_until');
    expect(backwards.errors![0]!.message).toBe('The date is before the start date');
    const dutch = await app.gql(
      updateCertificate,
      {
        id: lab.certificates[0]!.id,
        input: { valid_from: '01-01-2026', valid_until: '31-12-2025' },
      },
      { token: manager },
    );
    expect(dutch.errors![0]!.message).toBe('De datum ligt vóór de startdatum');
    const [after] = (await labsWithCertificatesOf()).filter((one) => one.id === lab.id);
    expect(after!.certificates).toEqual(lab.certificates);
    expect(after!.certificates).toHaveLength(before);
  });

  it('lets a surveyor read certificates but not add them', async () => {
    const labs = await labsWithCertificatesOf(surveyor);
    expect(labs.some((lab) => lab.certificates.length > 0)).toBe(true);
    const denied = await app.gql(
      createCertificate,
      { input: certificateInput, connect: [{ type: 'laboratory', id: labs[0]!.id }] },
      { token: surveyor },
    );
    expect(errorCode(denied)).toBe('FORBIDDEN');
  });

  it('keeps certificates within the organisation', async () => {
    const lab = await seededLab();
    const certificate = lab.certificates[0]!;
    expect(await labsWithCertificatesOf(other)).toEqual([]);
    const foreignUpdate = await app.gql(
      updateCertificate,
      { id: certificate.id, input: { number: 'Overgenomen' } },
      { token: other },
    );
    expect(errorCode(foreignUpdate)).toBe('NOT_FOUND');
    const foreignDelete = await app.gql(
      deleteCertificate,
      { id: certificate.id },
      { token: other },
    );
    expect(errorCode(foreignDelete)).toBe('NOT_FOUND');
    const foreignConnect = await app.gql(
      createCertificate,
      { input: certificateInput, connect: [{ type: 'laboratory', id: lab.id }] },
      { token: other },
    );
    expect(errorCode(foreignConnect)).toBe('NOT_FOUND');
    const [after] = (await labsWithCertificatesOf()).filter((one) => one.id === lab.id);
    expect(after!.certificates).toEqual(lab.certificates);

    // A file of another organisation cannot be attached.
    const theirFile = await upload(other, 'rva.pdf', pdf);
    const foreignFile = await app.gql(
      createCertificate,
      {
        input: { ...certificateInput, file: theirFile },
        connect: [{ type: 'laboratory', id: lab.id }],
      },
      { token: manager },
    );
    expect(foreignFile.errors![0]!.extensions!.fields).toHaveProperty('file');
    const changed = await app.gql(
      updateCertificate,
      { id: certificate.id, input: { file: theirFile } },
      { token: manager },
    );
    expect(changed.errors![0]!.extensions!.fields).toHaveProperty('file');
  });
});
