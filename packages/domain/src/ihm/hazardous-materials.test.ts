import { describe, expect, it } from 'vitest';
import {
  hazardousMaterialCodes,
  hazardousMaterials,
  hazardousMaterialTable,
  isHazardousMaterialCode,
} from './hazardous-materials';

describe('hazardous materials', () => {
  it('lists the five of Table A, the nine of Table B and the two the EU adds, once each', () => {
    const count = (table: string) =>
      hazardousMaterials.filter((material) => material.table === table).length;
    expect([count('A'), count('B'), count('EU')]).toEqual([5, 9, 2]);
    expect(new Set(hazardousMaterialCodes).size).toBe(16);
  });

  it('knows the table of a code and refuses unknown codes', () => {
    expect(hazardousMaterialTable('asbestos')).toBe('A');
    expect(hazardousMaterialTable('chromium_vi')).toBe('B');
    expect(hazardousMaterialTable('hbcdd')).toBe('EU');
    expect(hazardousMaterialTable('lead ')).toBeUndefined();
    expect(isHazardousMaterialCode('pfos')).toBe(true);
    expect(isHazardousMaterialCode('PFOS')).toBe(false);
    expect(isHazardousMaterialCode(undefined)).toBe(false);
  });
});
