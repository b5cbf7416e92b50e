import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const next = '{ nextSurveyNumber }';
const plan = `mutation ($type: String!, $input: SurveyCreateInput!, $property: PlanSurveyPropertyInput) {
  planSurvey(assetType: $type, input: $input, property: $property) { id number } }`;

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
const year = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
}).format(new Date());

const proposed = async (token: string) => {
  const result = await app.gql<{ nextSurveyNumber: string }>(next, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.nextSurveyNumber;
};

let houseNumber = 1;
const planNumbered = (number: string, token = manager) =>
  app.gql<{ planSurvey: { id: string; number: string } }>(
    plan,
    {
      type: 'panden',
      property: {
        street: 'Nummerstraat',
        house_number: String(houseNumber++),
        postcode: '4201 XA',
        city: 'Gorinchem',
      },
      input: { number, planned_start: `01-09-${year}` },
    },
    { token },
  );

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});
afterAll(() => app.close());

describe('the proposed survey number', () => {
  it("follows this year's highest number of the organisation, and is free", async () => {
    const first = await proposed(manager);
    expect(first).toMatch(new RegExp(`^${year}-\\d{4,}$`));
    const planned = await planNumbered(first);
    expect(planned.errors).toBeUndefined();
    const sequence = Number(first.slice(5));
    expect(await proposed(manager)).toBe(`${year}-${String(sequence + 1).padStart(4, '0')}`);

    // A number typed by hand further on moves the proposal past it; other forms do not count.
    expect((await planNumbered(`${year}-0700`)).errors).toBeUndefined();
    expect((await planNumbered(`X-${year}-0900`)).errors).toBeUndefined();
    expect((await planNumbered(`${year}-0800b`)).errors).toBeUndefined();
    expect((await planNumbered(`${Number(year) - 1}-0950`)).errors).toBeUndefined();
    expect(await proposed(manager)).toBe(`${year}-0701`);

    // The proposal may be changed; a number taken is still refused.
    const taken = await planNumbered(`${year}-0700`);
    expect(errorCode(taken)).toBe('BAD_USER_INPUT');
  });

  it("counts only the caller's organisation's numbers", async () => {
    const before = await proposed(manager);
    expect((await planNumbered(`${year}-5000`, other)).errors).toBeUndefined();
    expect(await proposed(manager)).toBe(before);
    expect(await proposed(other)).toBe(`${year}-5001`);
  });

  it('is for managers, who plan surveys', async () => {
    expect(errorCode(await app.gql(next, {}, { token: surveyor }))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(next, {}))).toBe('UNAUTHENTICATED');
  });
});
