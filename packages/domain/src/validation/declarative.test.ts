import { describe, expect, it } from 'vitest';
import { isRequired, validateValue, validateValues, type RuleSpec } from './declarative';

const today = new Date('2024-05-15T10:00:00Z');
const run = (value: unknown, specs: readonly RuleSpec[], values: Record<string, unknown> = {}) =>
  validateValue(value, specs, { values, today });

describe('isRequired', () => {
  it('is true when the rules include required (the label gets a star)', () => {
    expect(isRequired([{ rule: 'maxLength' }, { rule: 'required' }])).toBe(true);
    expect(isRequired([{ rule: 'maxLength' }])).toBe(false);
    expect(isRequired([])).toBe(false);
  });
});

describe('validateValue', () => {
  it('runs every rule by name', () => {
    const cases: [RuleSpec, unknown, unknown, string][] = [
      [{ rule: 'required' }, 'x', ' ', 'validation.required'],
      [{ rule: 'password' }, '12345678', '1234567', 'validation.passwordLength'],
      [{ rule: 'postcode' }, '1234 AB', '1234 ab', 'validation.postcode'],
      [{ rule: 'email' }, 'a@b.nl', 'a@b', 'validation.email'],
      [{ rule: 'httpUrl' }, 'http://127.0.0.1:4020', 'file:///etc/passwd', 'validation.httpUrl'],
      [{ rule: 'httpUrl' }, 'https://lab.example/api', 'ftp://lab.example', 'validation.httpUrl'],
      [
        { rule: 'httpUrl' },
        'https://lab.example/api',
        'https://user:secret@lab.example/api',
        'validation.urlCredentials',
      ],
      [{ rule: 'noDigits' }, 'Delft', 'Delft2', 'validation.noDigits'],
      [{ rule: 'maxLength' }, 'x'.repeat(190), 'x'.repeat(191), 'validation.maxLength'],
      [{ rule: 'maxLength', max: 3 }, 'abc', 'abcd', 'validation.maxLength'],
      [{ rule: 'minLength', min: 3 }, 'abc', 'ab', 'validation.minLength'],
      [{ rule: 'text' }, 'x'.repeat(199), 'x'.repeat(200), 'validation.maxLength'],
      [{ rule: 'pastDate' }, '15-05-2024', '14-05-2024', 'validation.pastDate'],
      [{ rule: 'date' }, '29-02-2024', '31-02-2024', 'validation.date'],
      [{ rule: 'dateTime' }, '29-02-2024 23:59', '29-02-2024 24:00', 'validation.time'],
      [{ rule: 'integer' }, '2147483646', '2147483647', 'validation.integerMaximum'],
      [{ rule: 'integer' }, 2147483646, 2147483647, 'validation.integerMaximum'],
      [{ rule: 'integer' }, '12', '-12', 'validation.digitsOnly'],
    ];
    for (const [spec, good, bad, key] of cases) {
      expect(run(good, [spec]), `${spec.rule} passes ${String(good)}`).toBeNull();
      expect(run(bad, [spec])?.key, `${spec.rule} fails ${String(bad)}`).toBe(key);
    }
  });

  it('passes the limit of maxLength and minLength on to the message', () => {
    expect(run('abcd', [{ rule: 'maxLength', max: 3 }])).toEqual({
      key: 'validation.maxLength',
      values: { max: 3 },
    });
    expect(run('ab', [{ rule: 'minLength', min: 3 }])?.values).toEqual({ min: 3 });
  });

  it('asks https only while the watched field holds the given value', () => {
    const https: RuleSpec[] = [{ rule: 'httpsWhen', field: 'environment', equals: 'production' }];
    expect(run('http://lavs.example', https, { environment: 'test' })).toBeNull();
    expect(run('http://lavs.example', https, { environment: 'production' })?.key).toBe(
      'validation.httpsRequired',
    );
    expect(run('https://lavs.example', https, { environment: 'production' })).toBeNull();
  });

  it('compares with the watched field', () => {
    const values = { password: 'geheim123', start: '15-05-2024', startsAt: '15-05-2024 10:30' };
    const confirm: RuleSpec[] = [{ rule: 'matches', field: 'password' }];
    expect(run('geheim123', confirm, values)).toBeNull();
    expect(run('geheim124', confirm, values)?.key).toBe('validation.passwordMismatch');

    const end: RuleSpec[] = [{ rule: 'date', after: 'start' }];
    expect(run('14-05-2024', end, values)?.key).toBe('validation.dateBeforeStart');
    expect(run('15-05-2024', end, values)).toBeNull();

    const endsAt: RuleSpec[] = [{ rule: 'dateTime', after: 'startsAt' }];
    expect(run('15-05-2024 10:29', endsAt, values)?.key).toBe('validation.dateTimeBeforeStart');
    expect(run('15-05-2024 10:30', endsAt, values)).toBeNull();
  });

  it('skips the order while the watched start is empty, missing or invalid', () => {
    const end: RuleSpec[] = [{ rule: 'date', after: 'start' }];
    for (const start of [undefined, null, '', '32-01-2024', 20240515]) {
      expect(run('01-01-2000', end, { start })).toBeNull();
    }
    expect(run('01-01-2000', end, {})).toBeNull();
  });

  it('lets an empty optional value pass every rule but required', () => {
    const specs: RuleSpec[] = [
      { rule: 'postcode' },
      { rule: 'minLength', min: 3 },
      { rule: 'date' },
      { rule: 'dateTime' },
      { rule: 'pastDate' },
      { rule: 'integer' },
      { rule: 'email' },
      { rule: 'password' },
      { rule: 'matches', field: 'other' },
    ];
    for (const empty of [null, undefined, '']) {
      expect(run(empty, specs, { other: 'x' })).toBeNull();
      expect(run(empty, [{ rule: 'required' }, ...specs])?.key).toBe('validation.required');
    }
    // A blank value is not empty: only the trimmed server input would make it so.
    expect(run(' ', [{ rule: 'postcode' }])?.key).toBe('validation.postcode');
  });

  it('returns the first failure in the order of the rules', () => {
    expect(run('12345', [{ rule: 'noDigits' }, { rule: 'maxLength', max: 3 }])?.key).toBe(
      'validation.noDigits',
    );
    expect(run('12345', [{ rule: 'maxLength', max: 3 }, { rule: 'noDigits' }])?.key).toBe(
      'validation.maxLength',
    );
    expect(run('31-02-2024', [{ rule: 'date' }, { rule: 'pastDate' }])?.key).toBe(
      'validation.date',
    );
  });

  it('checks a number as its digits and refuses other kinds of value', () => {
    expect(run(1234, [{ rule: 'maxLength', max: 4 }])).toBeNull();
    expect(run(12345, [{ rule: 'maxLength', max: 4 }])?.key).toBe('validation.maxLength');
    expect(run(7, [{ rule: 'noDigits' }])?.key).toBe('validation.noDigits');
    expect(run(true, [{ rule: 'maxLength' }])?.key).toBe('error.badInput');
    expect(run({ id: 1 }, [{ rule: 'date' }])?.key).toBe('validation.date');
    expect(run(false, [{ rule: 'integer' }])?.key).toBe('validation.digitsOnly');
  });

  it('uses now when no today is given', () => {
    expect(validateValue('01-01-2000', [{ rule: 'pastDate' }], { values: {} })?.key).toBe(
      'validation.pastDate',
    );
  });
});

describe('validateValues', () => {
  const specsByField: Record<string, readonly RuleSpec[]> = {
    name: [{ rule: 'required' }, { rule: 'maxLength' }],
    postcode: [{ rule: 'postcode' }],
    start: [{ rule: 'required' }, { rule: 'date' }, { rule: 'pastDate' }],
    end: [{ rule: 'date', after: 'start' }],
    rooms: [{ rule: 'integer' }],
  };

  it('returns only the failing fields', () => {
    expect(
      validateValues(
        { name: '', postcode: '1234 AB', start: '15-05-2024', end: '14-05-2024', rooms: '1.5' },
        specsByField,
        today,
      ),
    ).toEqual({
      name: { key: 'validation.required' },
      end: { key: 'validation.dateBeforeStart' },
      rooms: { key: 'validation.digitsOnly' },
    });
  });

  it('returns nothing when all is well, and leaves fields without rules alone', () => {
    expect(
      validateValues(
        { name: 'Kantoor', start: '16-05-2024', end: '16-05-2024', notes: 12 },
        specsByField,
        today,
      ),
    ).toEqual({});
  });

  it('checks fields with rules that are missing from the values', () => {
    expect(validateValues({}, specsByField, today)).toEqual({
      name: { key: 'validation.required' },
      start: { key: 'validation.required' },
    });
  });
});
