import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lavsSettings,
  organisations,
  surveyInventarisations,
  surveyRecords,
  variableItems,
} from '../../db/tables';
import { insertLavsReadySurvey } from '../../testing/lavs-fixtures';
import { loadSecretBox } from '../../secrets/secret-box';
import { organisationOfUser, profileOfUser } from '../../testing/survey-fixtures';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { lavsConnectionOf, loadLavsSettings } from './settings';

const fields = 'id endpoint kvk_number branch_number username environment has_password simulator';
const read = `{ lavsSettings { ${fields} } }`;
const update = `mutation ($id: ID!, $input: LavsSettingsUpdateInput) {
  updateLavsSettings(id: $id, input: $input) { ${fields} } }`;

interface Settings {
  id: string;
  endpoint: string;
  kvk_number: string;
  branch_number: string;
  username: string;
  environment: string;
  has_password: boolean;
  simulator: boolean;
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});

afterAll(() => app?.close());

const settingsOf = async (token: string) =>
  (await app.gql<{ lavsSettings: Settings }>(read, {}, { token })).data!.lavsSettings;

const sealedOf = async (organisationId: number) =>
  (await loadLavsSettings(app.database.db, organisationId)).passwordSealed;

describe('LAVS settings', () => {
  it("shows a manager the demo firm's settings at the simulator without a password, a surveyor none", async () => {
    const denied = await app.gql(read, {}, { token: surveyor });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await settingsOf(manager)).toMatchObject({
      endpoint: 'http://127.0.0.1:4010',
      kvk_number: '30123456',
      branch_number: '000012345678',
      username: 'vandijk-asbest',
      environment: 'test',
      // The test app does not run the first start's sealing.
      has_password: false,
      simulator: true,
    });
  });

  it('lets a manager save them: the password sealed, kept when left empty', async () => {
    const { id } = await settingsOf(manager);
    const saved = await app.gql<{ updateLavsSettings: Settings }>(
      update,
      { id, input: { password: 'geheim-2026' } },
      { token: manager },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateLavsSettings).toMatchObject({ has_password: true });
    const organisationId = await organisationOfUser(app, 'manager@vezel.test');
    const sealed = await sealedOf(organisationId);
    expect(sealed).not.toContain('geheim-2026');
    const secrets = loadSecretBox(app.config.dataDir, app.config.secretKey);
    const row = await loadLavsSettings(app.database.db, organisationId);
    expect(lavsConnectionOf(row, secrets)).toEqual({
      endpoint: 'http://127.0.0.1:4010',
      username: 'vandijk-asbest',
      password: 'geheim-2026',
    });

    const kept = await app.gql<{ updateLavsSettings: Settings }>(
      update,
      { id, input: { password: '', endpoint: 'https://lavs.example.nl/api', environment: 'test' } },
      { token: manager },
    );
    expect(kept.data!.updateLavsSettings).toMatchObject({
      has_password: true,
      simulator: false,
      endpoint: 'https://lavs.example.nl/api',
    });
    expect(await sealedOf(organisationId)).toBe(sealed);
    await app.gql(update, { id, input: { endpoint: 'http://127.0.0.1:4010' } }, { token: manager });
  });

  it('refuses a surveyor and a bad KvK number with the form message', async () => {
    const { id } = await settingsOf(manager);
    const denied = await app.gql(update, { id, input: { username: 'x' } }, { token: surveyor });
    expect(errorCode(denied)).toBe('FORBIDDEN');
    const bad = await app.gql(update, { id, input: { kvk_number: '1234' } }, { token: manager });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.fields).toHaveProperty('kvk_number');
    expect(bad.errors![0]!.message).toBe('Een KvK-nummer heeft acht cijfers');
    const english = await app.gql(
      update,
      { id, input: { endpoint: 'ftp://lavs.example.nl' } },
      { token: manager, locale: 'en' },
    );
    expect(english.errors![0]!.extensions!.fields).toHaveProperty('endpoint');
    expect((await settingsOf(manager)).kvk_number).toBe('30123456');
  });

  it('refuses an address with a password in it, and production without https', async () => {
    const { id } = await settingsOf(manager);
    const save = (input: Partial<Record<string, string>>) =>
      app.gql(update, { id, input }, { token: manager });
    const withSecret = await save({ endpoint: 'http://vandijk:geheim@127.0.0.1:4010' });
    expect(withSecret.errors![0]!.extensions!.fields).toHaveProperty('endpoint');
    expect(withSecret.errors![0]!.message).toBe(
      'Zet geen gebruikersnaam of wachtwoord in het webadres',
    );
    // Whether the address comes with the environment or is already saved.
    for (const input of [
      { endpoint: 'http://lavs.example.nl/api', environment: 'production' },
      { environment: 'production' },
    ]) {
      const clear = await save(input);
      expect(errorCode(clear)).toBe('BAD_USER_INPUT');
      expect(clear.errors![0]!.extensions!.fields).toHaveProperty('endpoint');
      expect(clear.errors![0]!.message).toBe('Vul een webadres in dat begint met https://');
    }
    expect(await settingsOf(manager)).toMatchObject({
      endpoint: 'http://127.0.0.1:4010',
      environment: 'test',
    });
    const production = await save({
      endpoint: 'https://lavs.example.nl/api',
      environment: 'production',
    });
    expect(production.errors).toBeUndefined();
    await save({ endpoint: 'http://127.0.0.1:4010', environment: 'test' });
  });

  it("gives another organisation a row of its own and never the demo firm's", async () => {
    const mine = await settingsOf(manager);
    const theirs = await settingsOf(other);
    expect(theirs).toMatchObject({ endpoint: '', kvk_number: '', has_password: false });
    expect(theirs.id).not.toBe(mine.id);
    // Made once: a second read gives the same row.
    expect((await settingsOf(other)).id).toBe(theirs.id);
    const foreign = await app.gql(
      update,
      { id: mine.id, input: { username: 'indringer' } },
      { token: other },
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    const otherId = await organisationOfUser(app, 'other@vezel.test');
    const [row] = await app.database.db
      .select()
      .from(lavsSettings)
      .where(eq(lavsSettings.organisationId, otherId));
    expect(lavsConnectionOf(row!, loadSecretBox(app.config.dataDir, app.config.secretKey))).toBe(
      null,
    );
    expect((await settingsOf(manager)).username).toBe('vandijk-asbest');
  });
});

const warningsQuery = `{ lavsMappingWarnings { external_system { value }
  warnings { id list problem item { value } mapping { id value } survey_count survey_numbers } } }`;

interface Warnings {
  external_system: { value: string } | null;
  warnings: {
    id: string;
    list: string;
    problem: string;
    item: { value: string };
    mapping: { id: string; value: string } | null;
    survey_count: number;
    survey_numbers: string[];
  }[];
}

const warningsOf = async (token: string) =>
  (await app.gql<{ lavsMappingWarnings: Warnings }>(warningsQuery, {}, { token })).data!
    .lavsMappingWarnings;

describe('LAVS mapping warnings', () => {
  it('lists the used items without a confirmed LAVS code, and no mapped and confirmed one', async () => {
    const result = await warningsOf(manager);
    expect(result.external_system).toEqual({ value: 'LAVS' });
    expect(
      result.warnings.map((warning) => [warning.list, warning.item.value, warning.problem]),
    ).toEqual([
      ['materiaal_types', 'Kit', 'unacknowledged'],
      ['bron_adviezen', 'Handhaven', 'unmapped'],
    ]);
    const [kit, keep] = result.warnings;
    expect(kit).toMatchObject({
      mapping: { value: 'KIT' },
      survey_count: 1,
      survey_numbers: ['2026-0001'],
    });
    expect(keep!.mapping).toBeNull();

    // Confirming the chosen mapping takes the warning away.
    const acknowledged = await app.gql(
      'mutation ($id: ID!) { acknowledgeVariableMapping(id: $id) { id } }',
      { id: kit!.mapping!.id },
      { token: manager },
    );
    expect(acknowledged.errors).toBeUndefined();
    expect((await warningsOf(manager)).warnings.map((warning) => warning.item.value)).toEqual([
      'Handhaven',
    ]);
  });

  it('counts a late reason only where it is sent, and no limitation', async () => {
    const db = app.database.db;
    const organisationId = await organisationOfUser(app, 'manager@vezel.test');
    const survey = await insertLavsReadySurvey(
      app,
      organisationId,
      await profileOfUser(app, 'manager@vezel.test'),
    );
    const [organisation] = await db
      .select({ setId: organisations.variableSetId })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    const [storm, closed] = await db
      .insert(variableItems)
      .values([
        {
          variableSetId: organisation!.setId!,
          list: 'asbest_regisseur_reden_inv_later',
          value: 'Storm',
        },
        { variableSetId: organisation!.setId!, list: 'beperkingen', value: 'Afgesloten' },
      ])
      .returning({ id: variableItems.id });
    await db.insert(surveyRecords).values({
      surveyId: survey.surveyId,
      kind: 'limitation',
      data: { limitation: closed!.id, description: 'Kelder', reason: 'Op slot' },
    });
    const listed = async () =>
      (await warningsOf(manager)).warnings.map((warning) => [
        warning.item.value,
        warning.survey_numbers,
      ]);
    // Started the day after the order: no reason needed, none sent, no warning.
    const inventory = eq(surveyInventarisations.id, survey.inventarisationId);
    await db.update(surveyInventarisations).set({ lateReasonItemId: storm!.id }).where(inventory);
    expect(await listed()).toEqual([['Handhaven', ['2026-0001']]]);
    // A month later: LAVS gets the reason, so it needs a code.
    await db
      .update(surveyInventarisations)
      .set({ startsOn: '2026-04-03', endsOn: '2026-04-03' })
      .where(inventory);
    expect(await listed()).toEqual([
      ['Handhaven', ['2026-0001']],
      ['Storm', [survey.surveyNumber]],
    ]);
    await db.update(surveyInventarisations).set({ lateReasonItemId: null }).where(inventory);
  });

  it('refuses a surveyor and shows another organisation only its own', async () => {
    const denied = await app.gql(warningsQuery, {}, { token: surveyor });
    expect(errorCode(denied)).toBe('FORBIDDEN');
    // The other firm has no property survey using the items: nothing to warn of.
    expect((await warningsOf(other)).warnings).toEqual([]);
  });
});
