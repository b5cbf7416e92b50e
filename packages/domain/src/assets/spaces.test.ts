import { describe, expect, it } from 'vitest';
import { spaceDisplayName } from './spaces';

describe('spaceDisplayName', () => {
  it('shows the floor, an arrow and the space', () => {
    expect(spaceDisplayName('Begane grond', 'Keuken')).toBe('Begane grond ❯ Keuken');
    expect(spaceDisplayName(' Dek 2 ', ' Machinekamer ')).toBe('Dek 2 ❯ Machinekamer');
  });

  it('shows the name alone on no floor', () => {
    expect(spaceDisplayName(null, 'Tuin')).toBe('Tuin');
    expect(spaceDisplayName('', 'Tuin')).toBe('Tuin');
  });

  it('calls a space without a name unknown', () => {
    expect(spaceDisplayName('Zolder', '')).toBe('Onbekend');
    expect(spaceDisplayName(undefined, '  ')).toBe('Onbekend');
    expect(spaceDisplayName('Attic', null, 'Unknown')).toBe('Unknown');
  });
});
