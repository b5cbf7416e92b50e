import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const list = '{ appFeedback { id message page created_at user { id full_name } } }';
const create =
  'mutation ($message: String!, $page: String) { createAppFeedback(message: $message, page: $page) { id message page user { full_name } } }';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SUBSCRIPTION_USER_IDS: '1', DEVELOPER_USER_IDS: '1,3' });
});
afterAll(() => app.close());

describe('app feedback', () => {
  it('is stored and listed, newest first, for the administrators of the organisation', async () => {
    const token = await app.login('admin@vezel.test');
    const created = await app.gql<{
      createAppFeedback: { message: string; page: string; user: { full_name: string } };
    }>(
      create,
      { message: '  Het exporteren naar LAVS kan sneller.  ', page: '/onderzoeken' },
      { token },
    );
    expect(created.data?.createAppFeedback).toMatchObject({
      message: 'Het exporteren naar LAVS kan sneller.',
      page: '/onderzoeken',
      user: { full_name: 'Anne de Vries' },
    });
    const listed = await app.gql<{ appFeedback: { message: string }[] }>(list, {}, { token });
    expect(listed.data?.appFeedback.map((f) => f.message)).toEqual([
      'Het exporteren naar LAVS kan sneller.',
      'Graag de LAVS-status ook in het overzicht van actieve onderzoeken tonen.',
    ]);
  });

  it('is refused to managers and surveyors', async () => {
    for (const email of ['manager@vezel.test', 'surveyor@vezel.test']) {
      const token = await app.login(email);
      const listed = await app.gql(list, {}, { token, locale: 'en' });
      expect(errorCode(listed)).toBe('FORBIDDEN');
      expect(listed.errors?.[0]?.message).toBe('You are not allowed to do this');
      expect(errorCode(await app.gql(create, { message: 'x' }, { token }))).toBe('FORBIDDEN');
    }
  });

  it("never shows another organisation's feedback", async () => {
    const token = await app.login('other@vezel.test');
    const listed = await app.gql<{ appFeedback: unknown[] }>(list, {}, { token });
    expect(listed.data?.appFeedback).toEqual([]);
  });

  it('refuses an empty or too long message and stores nothing', async () => {
    const token = await app.login('admin@vezel.test');
    const before = await app.gql<{ appFeedback: unknown[] }>(list, {}, { token });
    const empty = await app.gql(create, { message: '   ' }, { token, locale: 'en' });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.message).toBe('This field is required');
    const long = await app.gql(create, { message: 'x'.repeat(2001) }, { token, locale: 'en' });
    expect(long.errors?.[0]?.message).toBe('This field can not be longer than 2000 characters');
    const after = await app.gql<{ appFeedback: unknown[] }>(list, {}, { token });
    expect(after.data?.appFeedback.length).toBe(before.data?.appFeedback.length);
  });
});

describe('subscription and developer access', () => {
  it('follows SUBSCRIPTION_USER_IDS and DEVELOPER_USER_IDS', async () => {
    const admin = await app.login('admin@vezel.test');
    const surveyor = await app.login('surveyor@vezel.test');
    const overview = await app.gql<{ subscriptionOverview: { naam: string; users: number }[] }>(
      '{ subscriptionOverview { id naam users created_at } }',
      {},
      { token: admin },
    );
    expect(overview.data?.subscriptionOverview).toEqual([
      expect.objectContaining({ naam: 'Kustlijn Maritime Surveys B.V.', users: 1 }),
      expect.objectContaining({ naam: 'Van Dijk Asbestinventarisatie B.V.', users: 3 }),
    ]);
    expect(
      errorCode(await app.gql('{ subscriptionOverview { id } }', {}, { token: surveyor })),
    ).toBe('FORBIDDEN');

    const permissions =
      '{ me { id permissions { manager administrator subscription developer } } }';
    const adminMe = await app.gql<{ me: { permissions: Record<string, boolean> } }>(
      permissions,
      {},
      { token: admin },
    );
    expect(adminMe.data?.me.permissions).toEqual({
      manager: true,
      administrator: true,
      subscription: true,
      developer: true,
    });
    const surveyorMe = await app.gql<{ me: { id: string; permissions: Record<string, boolean> } }>(
      permissions,
      {},
      { token: surveyor },
    );
    expect(surveyorMe.data?.me).toEqual({
      id: '3',
      permissions: { manager: false, administrator: false, subscription: false, developer: true },
    });
  });
});
