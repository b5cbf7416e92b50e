import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  branchCertificates,
  branches,
  clients,
  equipment,
  equipmentCertificates,
  laboratoryCertificates,
  surveys,
  surveySources,
  surveySurveyors,
  userCertificates,
  userProfiles,
  users,
} from '../../db/tables';
import { amsterdamToday } from '@vezel/domain';
import { countQueries } from '../../testing/query-count';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { itemsOfList, organisationOfUser } from '../../testing/survey-fixtures';
import { homeWork, type HomeViewer } from './service';

/** A Wednesday far from the seeded surveys, which are planned around the day the seed ran. */
const today = '2030-06-12';

let app: TestApp;
let main: number;
let other: number;
const profiles: Record<string, number> = {};

async function profileOf(email: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, email));
  return row!.id;
}

/** A survey of a new property, planned on these days, with these surveyors. */
async function plan(
  organisationId: number,
  number: string,
  {
    start = null as string | null,
    end = null as string | null,
    status = 'active',
    surveyors = [] as number[],
    clientId = null as number | null,
    surveyTypeItemId = null as number | null,
  } = {},
): Promise<number> {
  const db = app.database.db;
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId,
      assetType: 'property',
      street: `Werkstraat ${number}`,
      city: 'Gouda',
    })
    .returning({ id: assets.id });
  const [survey] = await db
    .insert(surveys)
    .values({
      organisationId,
      assetId: asset!.id,
      assetType: 'property',
      number,
      status,
      plannedStart: start,
      plannedEnd: end,
      clientId,
      surveyTypeItemId,
    })
    .returning({ id: surveys.id });
  if (surveyors.length > 0) {
    await db
      .insert(surveySurveyors)
      .values(surveyors.map((profileId) => ({ surveyId: survey!.id, profileId })));
  }
  return survey!.id;
}

const numbers = (list: { items: { number: string }[] } | null | undefined) =>
  list?.items.map((item) => item.number) ?? [];

const surveyor = (): HomeViewer => ({
  organisationId: main,
  profileId: profiles.surveyor!,
  manager: false,
});
const manager = (): HomeViewer => ({
  organisationId: main,
  profileId: profiles.manager!,
  manager: true,
});

beforeAll(async () => {
  app = await createTestApp();
  main = await organisationOfUser(app, 'surveyor@vezel.test');
  other = await organisationOfUser(app, 'other@vezel.test');
  for (const name of ['surveyor', 'manager', 'other']) {
    profiles[name] = await profileOf(`${name}@vezel.test`);
  }
});
afterAll(() => app.close());

describe("a surveyor's surveys", () => {
  beforeAll(async () => {
    const me = [profiles.surveyor!];
    await plan(main, 'H-TODAY', { start: today, end: '2030-06-13', surveyors: me });
    await plan(main, 'H-SPAN', { start: '2030-06-10', end: '2030-06-12', surveyors: me });
    await plan(main, 'H-NOEND', { start: today, status: 'proposed', surveyors: me });
    await plan(main, 'H-DONE', { start: today, status: 'completed', surveyors: me });
    await plan(main, 'H-NOTMINE', { start: today, surveyors: [profiles.manager!] });
    await plan(main, 'H-SUNDAY', { start: '2030-06-16', end: '2030-06-17', surveyors: me });
    await plan(main, 'H-MONDAY', { start: '2030-06-17', surveyors: me });
    await plan(main, 'H-LATE', { start: '2030-06-09', end: '2030-06-11', surveyors: me });
    await plan(main, 'H-LATE-START', { start: '2030-06-11', surveyors: me });
    await plan(other, 'H-OTHER', { start: today, surveyors: [profiles.other!] });
  });

  it('lists the open surveys planned on today, including those that began earlier', async () => {
    const home = await homeWork(app.database.db, surveyor(), today);
    expect(numbers(home.mine.today)).toEqual(['H-SPAN', 'H-NOEND', 'H-TODAY']);
    expect(home.mine.today.total).toBe(3);
    expect(home.mine.today.items[0]).toMatchObject({
      assetTitle: 'Werkstraat H-SPAN, Gouda',
      plannedStart: '2030-06-10',
      plannedEnd: '2030-06-12',
      status: 'active',
    });
  });

  it('lists the rest of the week up to and including Sunday, not the next Monday', async () => {
    const home = await homeWork(app.database.db, surveyor(), today);
    expect(numbers(home.mine.thisWeek)).toEqual(['H-SUNDAY']);
    // On Sunday the week has no days left; Monday starts a new one.
    const sunday = await homeWork(app.database.db, surveyor(), '2030-06-16');
    expect(numbers(sunday.mine.thisWeek)).toEqual([]);
    expect(numbers(sunday.mine.today)).toContain('H-SUNDAY');
    const saturday = await homeWork(app.database.db, surveyor(), '2030-06-15');
    expect(numbers(saturday.mine.thisWeek)).toEqual(['H-SUNDAY']);
  });

  it('lists my open surveys past their planned end, or their start without an end', async () => {
    const home = await homeWork(app.database.db, surveyor(), today);
    const overdue = numbers(home.mine.overdue);
    expect(overdue).toContain('H-LATE');
    expect(overdue).toContain('H-LATE-START');
    expect(overdue.indexOf('H-LATE')).toBeLessThan(overdue.indexOf('H-LATE-START'));
    for (const number of ['H-TODAY', 'H-SPAN', 'H-DONE', 'H-NOTMINE', 'H-OTHER']) {
      expect(overdue).not.toContain(number);
    }
  });

  it("gives a manager no overdue list of their own: the organisation's holds it", async () => {
    const home = await homeWork(app.database.db, manager(), today);
    expect(home.mine.overdue).toBeNull();
    expect(numbers(home.organisation?.overdue)).toContain('H-LATE');
  });

  it('gives a surveyor no manager lists', async () => {
    const home = await homeWork(app.database.db, surveyor(), today);
    expect(home.organisation).toBeNull();
  });
});

describe("a manager's lists", () => {
  let client: number;
  let ihm: number;
  beforeAll(async () => {
    const [found] = await app.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.organisationId, main))
      .limit(1);
    client = found!.id;
    ihm = (await itemsOfList(app, main, 'onderzoek_types')).find(
      (item) => item.value === 'IHM',
    )!.id;
    const me = [profiles.surveyor!];
    await plan(main, 'P-NOSTART', { status: 'proposed', surveyors: me });
    await plan(main, 'P-NOBODY', { status: 'proposed', start: '2030-07-01' });
    await plan(main, 'P-PLANNED', { status: 'proposed', start: '2030-07-01', surveyors: me });
    await plan(other, 'P-OTHER', { status: 'proposed' });
    const ready = await plan(main, 'C-READY', {
      start: today,
      surveyors: me,
      clientId: client,
      surveyTypeItemId: ihm,
    });
    const status = (await itemsOfList(app, main, 'asbest_statussen'))[0]!.id;
    await app.database.db
      .insert(surveySources)
      .values({ surveyId: ready, number: 'B01', data: { asbestos_status: status } });
    await plan(main, 'C-GAPS', { start: today, surveyors: me, surveyTypeItemId: ihm });
    await plan(other, 'O-LATE', { start: '2030-06-01', status: 'proposed' });
  });

  it('lists proposed surveys without a surveyor or without a planned start', async () => {
    const home = await homeWork(app.database.db, manager(), today);
    const toPlan = numbers(home.organisation?.toPlan);
    expect(toPlan).toContain('P-NOSTART');
    expect(toPlan).toContain('P-NOBODY');
    expect(toPlan).not.toContain('P-PLANNED');
    expect(toPlan).not.toContain('P-OTHER');
    // Unplanned first.
    expect(toPlan[0]).toBe('P-NOSTART');
  });

  it('lists active surveys that lack nothing to be completed as to check', async () => {
    const home = await homeWork(app.database.db, manager(), today);
    const toCheck = numbers(home.organisation?.toCheck);
    expect(toCheck).toContain('C-READY');
    expect(toCheck).not.toContain('C-GAPS');
    expect(home.organisation?.toCheck.considered).toBeLessThan(200);
  });

  it('reads them in a fixed number of statements, however many surveys there are', async () => {
    const counter = countQueries(app.database);
    try {
      await homeWork(app.database.db, manager(), today);
      // My two lists (a manager's overdue ones are the organisation's), to plan, overdue, the
      // candidates to check and their gaps (7), and the certificates.
      expect(counter.count).toBe(13);
    } finally {
      counter.stop();
    }
  });

  it("lists the organisation's overdue surveys, whoever carries them out", async () => {
    const home = await homeWork(app.database.db, manager(), today);
    const overdue = numbers(home.organisation?.overdue);
    expect(overdue).toContain('H-LATE');
    expect(overdue).not.toContain('O-LATE');
    expect(overdue).not.toContain('H-TODAY');
    // The manager's own list holds only the manager's surveys.
    expect(numbers(home.mine.today)).toEqual(['H-NOTMINE']);
  });
});

describe('certificates that need attention', () => {
  beforeAll(async () => {
    const db = app.database.db;
    // The seeded ones expire around the day the seed ran, long before the day of these tests.
    await db.delete(userCertificates);
    await db.delete(equipmentCertificates);
    await db.delete(branchCertificates);
    await db.delete(laboratoryCertificates);
    const types = await itemsOfList(app, main, 'inventarisatie_user_certificate_types');
    const type = (value: string) => types.find((item) => item.value === value)!.id;
    await db.insert(userCertificates).values([
      // Expires 2030-06-30: within 30 days.
      {
        profileId: profiles.surveyor!,
        typeItemId: type('DIA'),
        number: 'DIA-NEW',
        validFrom: '2025-06-30',
        validityYears: 5,
      },
      // An older DIA that the one above replaced.
      {
        profileId: profiles.surveyor!,
        typeItemId: type('DIA'),
        number: 'DIA-OLD',
        validFrom: '2020-01-01',
        validityYears: 5,
      },
      // Expired, and nothing replaced it.
      {
        profileId: profiles.surveyor!,
        typeItemId: type('VCA Basis'),
        number: 'VCA-GONE',
        validFrom: '2020-05-01',
        validityYears: 10,
      },
      // Valid long after the warning period.
      {
        profileId: profiles.surveyor!,
        typeItemId: type('DTA'),
        number: 'DTA-FINE',
        validFrom: '2030-01-01',
        validityYears: 5,
      },
      // The manager's: not the surveyor's business.
      {
        profileId: profiles.manager!,
        typeItemId: type('DIA'),
        number: 'DIA-MANAGER',
        validFrom: '2025-06-20',
        validityYears: 5,
      },
    ]);
    const [mask] = await db
      .insert(equipment)
      .values({
        profileId: profiles.surveyor!,
        typeItemId: (await itemsOfList(app, main, 'uitrusting_types'))[0]!.id,
        name: 'Volgelaatsmasker 3M',
      })
      .returning({ id: equipment.id });
    await db.insert(equipmentCertificates).values({
      equipmentId: mask!.id,
      number: 'KEUR-1',
      validFrom: '2029-07-01',
      validityYears: 1,
    });
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.organisationId, main));
    await db.insert(branchCertificates).values({
      branchId: branch!.id,
      name: 'Procescertificaat SC-540',
      number: 'SC540-END',
      validFrom: '2027-06-01',
      validUntil: '2030-06-20',
    });
    const [otherBranch] = await db
      .insert(branches)
      .values({
        organisationId: other,
        name: 'Kustlijn',
        kvkNumber: '1',
        processCertificateNumber: 'X',
      })
      .returning({ id: branches.id });
    await db.insert(branchCertificates).values({
      branchId: otherBranch!.id,
      name: 'Procescertificaat SC-540',
      number: 'SC540-OTHER',
      validFrom: '2027-06-01',
      validUntil: '2030-06-20',
    });
  });

  it("shows a surveyor's own and their equipment's, soonest first, not replaced ones", async () => {
    const home = await homeWork(app.database.db, surveyor(), today);
    expect(
      home.certificates.items.map((item) => [item.kind, item.number, item.validUntil]),
    ).toEqual([
      ['personal', 'VCA-GONE', '2030-05-01'],
      ['personal', 'DIA-NEW', '2030-06-30'],
      ['equipment', 'KEUR-1', '2030-07-01'],
    ]);
    expect(home.certificates.items[1]).toMatchObject({ title: 'DIA', holder: null });
    expect(home.certificates.items[2]).toMatchObject({ title: 'Volgelaatsmasker 3M' });
  });

  it("shows a manager the branches' certificates of the organisation only", async () => {
    const home = await homeWork(app.database.db, manager(), today);
    const found = home.certificates.items.map((item) => item.number);
    expect(found).toEqual(['SC540-END', 'DIA-MANAGER']);
    expect(home.certificates.items[0]).toMatchObject({
      kind: 'branch',
      title: 'Procescertificaat SC-540',
      holder: expect.stringContaining('Van Dijk'),
    });
  });
});

describe('the home query', () => {
  const query = `{ home { today week_end my_today { total items { number } }
    to_plan { total items { number } } overdue { items { number } }
    to_check { items { number } } certificates { total items { number } } } }`;
  type Home = {
    home: {
      today: string;
      my_today: { items: { number: string }[] };
      to_plan: { items: { number: string }[] } | null;
      overdue: { items: { number: string }[] } | null;
      to_check: { items: { number: string }[] } | null;
      certificates: { items: { number: string }[] };
    };
  };

  it("answers with today's date and gives a surveyor no manager lists", async () => {
    const token = await app.login('surveyor@vezel.test');
    const result = await app.gql<Home>(query, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.home.today).toBe(amsterdamToday());
    expect(result.data?.home).toMatchObject({ to_plan: null, overdue: null, to_check: null });
  });

  it("shows another organisation nothing of this one's", async () => {
    const token = await app.login('other@vezel.test');
    const result = await app.gql<Home>(query, {}, { token });
    expect(result.errors).toBeUndefined();
    const home = result.data!.home;
    const shown = [home.my_today, home.to_plan, home.overdue, home.to_check, home.certificates]
      .flatMap((list) => list?.items ?? [])
      .map((item) => item.number);
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.every(
        (number) =>
          number.startsWith('P-OTHER') || number.startsWith('O-') || number === 'SC540-OTHER',
      ),
    ).toBe(true);
  });

  it('is refused without a session', async () => {
    const result = await app.gql(query);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('to check in a large organisation', () => {
  it('reads the 200 active surveys with the earliest planned end, and says so', async () => {
    const db = app.database.db;
    const [asset] = await db
      .insert(assets)
      .values({ organisationId: main, assetType: 'property', street: 'Drukstraat', city: 'Ede' })
      .returning({ id: assets.id });
    await db.insert(surveys).values(
      Array.from({ length: 200 }, (_, index) => ({
        organisationId: main,
        assetId: asset!.id,
        assetType: 'property',
        number: `BULK-${index}`,
        status: 'active',
        plannedStart: '2030-01-01',
        plannedEnd: '2030-01-01',
      })),
    );
    const home = await homeWork(db, manager(), today);
    expect(home.organisation?.toCheck.considered).toBe(200);
    // C-READY ends later than the 200 read: it waits until those are done.
    expect(numbers(home.organisation?.toCheck)).not.toContain('C-READY');
    const token = await app.login('manager@vezel.test');
    const result = await app.gql<{ home: { to_check: { considered: number | null } } }>(
      '{ home { to_check { considered } } }',
      {},
      { token },
    );
    expect(result.data?.home.to_check.considered).toBe(200);
  });
});
