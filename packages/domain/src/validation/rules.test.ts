import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { domainMessages } from '../i18n/messages';
import { email, maxLength, required, validateNewPassword } from './rules';

describe('validation rules', () => {
  it('required fails on null, blank, empty array and objects without id or name', () => {
    for (const bad of [null, undefined, '', '   ', [], {}]) {
      expect(required(bad)?.key).toBe('validation.required');
    }
    for (const good of ['a', [1], { id: 1 }, { name: 'x' }, 0]) {
      expect(required(good)).toBeNull();
    }
  });

  it('email accepts a basic address and refuses others', () => {
    expect(email('surveyor@vezel.test')).toBeNull();
    expect(email('surveyor@vezel')?.key).toBe('validation.email');
    expect(email('sur veyor@vezel.test')?.key).toBe('validation.email');
  });

  it('maxLength names the limit in every language', () => {
    const failure = maxLength(190)('x'.repeat(191));
    expect(failure).toEqual({ key: 'validation.maxLength', values: { max: 190 } });
    expect(maxLength(190)('x'.repeat(190))).toBeNull();
    expect(translate(domainMessages, 'en', failure!.key, failure!.values)).toBe(
      'This field can not be longer than 190 characters',
    );
    expect(translate(domainMessages, 'nl', failure!.key, failure!.values)).toContain('190');
    expect(translate(domainMessages, 'fr', failure!.key, failure!.values)).toContain('190');
  });

  it('new password needs 8 characters and a matching confirmation', () => {
    expect(validateNewPassword('short', 'short').password?.key).toBe('validation.passwordLength');
    expect(validateNewPassword('long enough', 'long enougH').passwordConfirmation?.key).toBe(
      'validation.passwordMismatch',
    );
    expect(validateNewPassword('long enough', 'long enough')).toEqual({
      password: null,
      passwordConfirmation: null,
    });
    expect(translate(domainMessages, 'en', 'validation.passwordLength')).toBe(
      'The new password has to be at least 8 characters long',
    );
    expect(translate(domainMessages, 'en', 'validation.passwordMismatch')).toBe(
      'The passwords do not match',
    );
  });
});
