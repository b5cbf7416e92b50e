/**
 * The hazardous materials an Inventory of Hazardous Materials looks for: Table A
 * (restricted or prohibited) and Table B of the Hong Kong Convention and the EU Ship
 * Recycling Regulation (1257/2013), and the two the EU adds. Names are translated by code.
 */
export const hazardousMaterials = [
  { code: 'asbestos', table: 'A' },
  { code: 'pcb', table: 'A' },
  { code: 'ods', table: 'A' },
  { code: 'organotin', table: 'A' },
  { code: 'cybutryne', table: 'A' },
  { code: 'cadmium', table: 'B' },
  { code: 'chromium_vi', table: 'B' },
  { code: 'lead', table: 'B' },
  { code: 'mercury', table: 'B' },
  { code: 'pbb', table: 'B' },
  { code: 'pbde', table: 'B' },
  { code: 'pcn', table: 'B' },
  { code: 'radioactive', table: 'B' },
  { code: 'sccp', table: 'B' },
  { code: 'pfos', table: 'EU' },
  { code: 'hbcdd', table: 'EU' },
] as const satisfies readonly { code: string; table: 'A' | 'B' | 'EU' }[];

export type HazardousMaterial = (typeof hazardousMaterials)[number];
export type HazardousMaterialCode = HazardousMaterial['code'];
export type HazardousMaterialTable = HazardousMaterial['table'];

export const hazardousMaterialCodes: readonly HazardousMaterialCode[] = hazardousMaterials.map(
  (material) => material.code,
);

export function isHazardousMaterialCode(value: unknown): value is HazardousMaterialCode {
  return typeof value === 'string' && (hazardousMaterialCodes as readonly string[]).includes(value);
}

/** The IHM table a material is listed in; undefined for an unknown code. */
export function hazardousMaterialTable(code: string): HazardousMaterialTable | undefined {
  return hazardousMaterials.find((material) => material.code === code)?.table;
}
