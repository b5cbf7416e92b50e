import { describe, expect, it } from 'vitest';
import {
  aboveThreshold,
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

  it('compares a concentration with the threshold, in either unit', () => {
    expect(aboveThreshold('asbestos', 0.1, '%')).toBe(false);
    expect(aboveThreshold('asbestos', 0.2, '%')).toBe(true);
    expect(aboveThreshold('asbestos', 1500, 'mg/kg')).toBe(true);
    expect(aboveThreshold('pcb', 49, 'mg/kg')).toBe(false);
    expect(aboveThreshold('pcb', 0.01, '%')).toBe(true);
    expect(aboveThreshold('sccp', 9000, 'mg/kg')).toBe(false);
    expect(aboveThreshold('ods', 0, 'mg/kg')).toBe(false);
    expect(aboveThreshold('radioactive', 0.001, 'mg/kg')).toBe(true);
    expect(aboveThreshold('unknown', 5, '%')).toBeUndefined();
    for (const material of hazardousMaterials) {
      if (material.threshold) expect(material.threshold.value).toBeGreaterThan(0);
    }
  });
});
