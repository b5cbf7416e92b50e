import { describe, expect, it } from 'vitest';
import { activeItems, capabilityChoices } from './capabilities';

const items = [
  { id: '1', value: 'A', active: true },
  { id: '2', value: 'B', active: false },
  { id: '3', value: 'C', active: false },
];

describe('capabilityChoices', () => {
  it('offers active items and inactive ones still held', () => {
    expect(capabilityChoices(items, [{ id: '3' }]).map((item) => item.id)).toEqual(['1', '3']);
    expect(activeItems(items).map((item) => item.id)).toEqual(['1']);
  });
});
