import { describe, expect, it } from 'vitest';
import { domainMessages } from '../i18n/messages';
import { locales } from '../i18n/locales';
import { translate } from '../i18n/translate';
import { date, dateTime, pastDate } from './dates';
import type { RuleFailure } from './failure';
import { integer } from './numbers';
import { matches, password } from './password';
import { email, maxLength, minLength, noDigits, postcode, required, text } from './text';

const today = new Date('2024-05-15T10:00:00Z');

/** Each rule's failure and the English text the spec gives for it (or the one we chose). */
const cases: [string, RuleFailure | null, string][] = [
  ['required', required(''), 'This field is required'],
  ['password', password('short'), 'The new password has to be at least 8 characters long'],
  ['matches', matches('a')('b'), 'The passwords do not match'],
  ['postcode', postcode('1234ab'), 'This is not a valid postal code'],
  ['email', email('nope'), 'This is not a valid email address'],
  ['noDigits', noDigits('a1'), 'This field cannot contain digits'],
  ['maxLength', maxLength()('x'.repeat(191)), 'This field can not be longer than 190 characters'],
  ['minLength', minLength(5)('abc'), 'This field should be longer than 5 characters'],
  ['text', text('x'.repeat(200)), 'This field can not be longer than 199 characters'],
  ['pastDate', pastDate(today)('14-05-2024'), 'This date can not be in the past'],
  ['date', date()('31-02-2024'), 'This is not a valid date'],
  ['date after start', date('15-05-2024')('14-05-2024'), 'The date is before the start date'],
  ['dateTime time', dateTime()('15-05-2024 24:00'), 'This is not a valid time'],
  [
    'dateTime after start',
    dateTime('15-05-2024 10:00')('15-05-2024 09:59'),
    'The date and time are before the start date and time',
  ],
  ['integer digits', integer('1.5'), 'This field can only contain digits'],
  ['integer maximum', integer('2147483647'), 'The number must be lower than 2147483647'],
];

describe('validation messages', () => {
  it.each(cases)('%s reads well in en, nl and fr', (_name, failure, english) => {
    expect(failure).not.toBeNull();
    const { key, values } = failure!;
    expect(translate(domainMessages, 'en', key, values)).toBe(english);
    for (const locale of ['nl', 'fr'] as const) {
      const translated = translate(domainMessages, locale, key, values);
      expect(translated.trim()).not.toBe('');
      expect(translated).not.toBe(english);
      expect(translated).not.toContain('{');
      expect(translated).not.toBe(key);
    }
    // Numbers in the message (limits) appear in every language.
    for (const value of Object.values(values ?? {})) {
      for (const locale of locales) {
        expect(translate(domainMessages, locale, key, values)).toContain(String(value));
      }
    }
  });

  it('has a text in every language for every validation key', () => {
    const keys = Object.keys(domainMessages.nl).filter((key) => key.startsWith('validation.'));
    for (const locale of locales) {
      for (const key of keys) {
        expect(Object.keys(domainMessages[locale]), `${locale} ${key}`).toContain(key);
      }
    }
  });
});
