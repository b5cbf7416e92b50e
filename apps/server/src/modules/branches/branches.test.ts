import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const list = `{ branches { id name kvk_number process_certificate_number postcode
  logo { name mime_type } certificates { id name number valid_from valid_until file { name } } } }`;
const one = 'query ($id: ID!) { branch(id: $id) { id name } }';
const create = `mutation ($input: BranchCreateInput) { createBranch(input: $input) {
  id name postcode logo { mime_type } } }`;
const update = `mutation ($id: ID!, $input: BranchUpdateInput) { updateBranch(id: $id, input: $input) {
  id city report_footer logo { mime_type } } }`;
const remove = 'mutation ($id: ID!) { deleteBranch(id: $id) }';
const createCertificate = `mutation ($input: BranchCertificateCreateInput, $connect: [ResourceConnection!]) {
  createBranchCertificate(input: $input, connect: $connect) { id valid_from valid_until file { mime_type } } }`;
const updateCertificate = `mutation ($id: ID!, $input: BranchCertificateUpdateInput) {
  updateBranchCertificate(id: $id, input: $input) { id valid_until } }`;

interface Branch {
  id: string;
  name: string;
  kvk_number: string;
  process_certificate_number: string;
  postcode: string;
  logo: { name: string; mime_type: string } | null;
  certificates: { id: string; name: string; valid_from: string; valid_until: string }[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;

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

const branches = async (token = manager) => {
  const result = await app.gql<{ branches: Branch[] }>(list, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.branches;
};

const newBranch = {
  name: 'Van Dijk – vestiging Zwolle',
  kvk_number: '30123456',
  branch_number: '000012349999',
  process_certificate_number: 'SC540-2025-0011',
  postcode: '8011AB',
};

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});
afterAll(() => app.close());

describe('certified branches', () => {
  it('seeds the demo branch with its SC-540 process certificate', async () => {
    const [branch] = await branches();
    expect(branch).toMatchObject({ process_certificate_number: 'SC540-2024-0187' });
    expect(branch!.certificates.map((certificate) => certificate.valid_until)).toContain(
      '2027-03-01',
    );
  });

  it('lets a manager add a branch with a logo, change it and delete it', async () => {
    const logo = await upload(manager, 'logo.png', png);
    const created = await app.gql<{ createBranch: Branch }>(
      create,
      { input: { ...newBranch, logo } },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBranch).toMatchObject({
      postcode: '8011 AB',
      logo: { mime_type: 'image/png' },
    });
    const id = created.data!.createBranch.id;
    const changed = await app.gql<{ updateBranch: { city: string; report_footer: string } }>(
      update,
      {
        id,
        input: { city: 'Zwolle', report_footer: 'Gecertificeerd volgens SC-540.', logo: null },
      },
      { token: manager },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateBranch).toMatchObject({ city: 'Zwolle', logo: null });
    expect((await app.gql(remove, { id }, { token: manager })).errors).toBeUndefined();
    expect((await branches()).map((branch) => branch.id)).not.toContain(id);
  });

  it('refuses a PDF as logo, bad numbers and a certificate that ends before it starts', async () => {
    const document = await upload(manager, 'logo.pdf', pdf);
    const pdfLogo = await app.gql(
      create,
      { input: { ...newBranch, logo: document } },
      { token: manager },
    );
    expect(pdfLogo.errors![0]!.extensions!.fields).toHaveProperty('logo');
    const badKvk = await app.gql(
      create,
      { input: { ...newBranch, kvk_number: '123' } },
      { token: manager },
    );
    expect(badKvk.errors![0]!.extensions!.fields).toHaveProperty('kvk_number');
    const badBranch = await app.gql(
      create,
      { input: { ...newBranch, branch_number: '12345' } },
      { token: manager },
    );
    expect(badBranch.errors![0]!.extensions!.fields).toHaveProperty('branch_number');
    const [branch] = await branches();
    const backwards = await app.gql(
      createCertificate,
      {
        input: {
          name: 'ISO 9001',
          number: 'Q-1',
          valid_from: '01-06-2026',
          valid_until: '01-01-2026',
        },
        connect: [{ type: 'branch', id: branch!.id }],
      },
      { token: manager },
    );
    expect(backwards.errors![0]!.extensions!.fields).toHaveProperty('valid_until');
    expect((await branches()).length).toBe(1);
  });

  it('stores a certificate with its scan', async () => {
    const [branch] = await branches();
    const file = await upload(manager, 'iso.pdf', pdf);
    const created = await app.gql<{
      createBranchCertificate: {
        id: string;
        valid_from: string;
        valid_until: string;
        file: { mime_type: string };
      };
    }>(
      createCertificate,
      {
        input: {
          name: 'ISO 9001',
          number: 'Q-1',
          valid_from: '01-01-2026',
          valid_until: '01-01-2029',
          file,
        },
        connect: [{ type: 'branch', id: branch!.id }],
      },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBranchCertificate).toMatchObject({
      valid_from: '2026-01-01',
      valid_until: '2029-01-01',
      file: { mime_type: 'application/pdf' },
    });

    // An end date alone cannot be checked against the start: both are asked for.
    const endOnly = await app.gql(
      updateCertificate,
      { id: created.data!.createBranchCertificate.id, input: { valid_until: '01-01-2000' } },
      { token: manager },
    );
    expect(endOnly.errors![0]!.extensions!.fields).toHaveProperty('valid_from');
    const both = await app.gql(
      updateCertificate,
      {
        id: created.data!.createBranchCertificate.id,
        input: { valid_from: '01-01-2026', valid_until: '01-01-2030' },
      },
      { token: manager },
    );
    expect(both.errors).toBeUndefined();
  });

  it('lets a surveyor read branches but not change them; another firm sees none', async () => {
    expect((await branches(surveyor)).length).toBe(1);
    expect(errorCode(await app.gql(create, { input: newBranch }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );
    expect(await branches(other)).toEqual([]);
    const [branch] = await branches();
    expect(
      (await app.gql<{ branch: unknown }>(one, { id: branch!.id }, { token: other })).data!.branch,
    ).toBeNull();
    const foreign = await app.gql(
      createCertificate,
      {
        input: { name: 'X', number: 'X', valid_from: '01-01-2026', valid_until: '01-01-2027' },
        connect: [{ type: 'branch', id: branch!.id }],
      },
      { token: other },
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });
});
