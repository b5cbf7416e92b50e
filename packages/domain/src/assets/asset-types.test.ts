import { describe, expect, it } from 'vitest';
import { assetTypeOf } from './asset-types';

describe('assetTypeOf', () => {
  it.each([
    ['panden', 'property'],
    ['Pand', 'property'],
    ['properties', 'property'],
    ['assets', 'property'],
    ['vastgoed', 'property'],
    ['vessels', 'vessel'],
    ['schip', 'vessel'],
    ['Schepen', 'vessel'],
    ['maritime', 'maritime'],
    [' maritiem ', 'maritime'],
    ['woningen', 'property'],
    ['', 'property'],
  ])('reads %j as %s', (name, type) => {
    expect(assetTypeOf(name)).toBe(type);
  });
});
