import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { laboratories } from '../../db/schema';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const fields = `id name order_channel order_email api_url api_username has_api_password
  analysis_methods { id value } materials { id value }`;
const list = `{ laboratories { ${fields} } }`;
const create = `mutation ($input: LaboratoryCreateInput) { createLaboratory(input: $input) { ${fields} } }`;
const update = `mutation ($id: ID!, $input: LaboratoryUpdateInput) {
  updateLaboratory(id: $id, input: $input) { ${fields} } }`;
const lists = `{ me { inventarisatie_user { organisation { variable_set {
  analyse_methodes { id value } materiaal_types { id value } eenheden { id } } } } } }`;

interface Lab {
  id: string;
  order_channel: string;
  order_email: string;
  api_url: string;
  has_api_password: boolean;
  analysis_methods: { id: string; value: string }[];
  materials: { id: string; value: string }[];
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
});
