/** How a laboratory reports a concentration: percent by weight or mg per kg. */
export const concentrationUnits = ['%', 'mg/kg'] as const;
export type ConcentrationUnit = (typeof concentrationUnits)[number];

/**
 * The hazardous materials an Inventory of Hazardous Materials looks for: Table A
 * (restricted or prohibited) and Table B of the Hong Kong Convention and the EU Ship
 * Recycling Regulation (1257/2013), and the two the EU adds. Names are translated by code.
 */
export const hazardousMaterials = [
  { code: 'asbestos', table: 'A', threshold: { value: 0.1, unit: '%' } },
  { code: 'pcb', table: 'A', threshold: { value: 50, unit: 'mg/kg' } },
  { code: 'ods', table: 'A', threshold: null },
  // Organotin: mg of total tin per kg.
  { code: 'organotin', table: 'A', threshold: { value: 2500, unit: 'mg/kg' } },
  { code: 'cybutryne', table: 'A', threshold: { value: 1000, unit: 'mg/kg' } },
  { code: 'cadmium', table: 'B', threshold: { value: 100, unit: 'mg/kg' } },
  { code: 'chromium_vi', table: 'B', threshold: { value: 1000, unit: 'mg/kg' } },
  { code: 'lead', table: 'B', threshold: { value: 1000, unit: 'mg/kg' } },
  { code: 'mercury', table: 'B', threshold: { value: 1000, unit: 'mg/kg' } },
  { code: 'pbb', table: 'B', threshold: { value: 50, unit: 'mg/kg' } },
  { code: 'pbde', table: 'B', threshold: { value: 1000, unit: 'mg/kg' } },
  { code: 'pcn', table: 'B', threshold: { value: 50, unit: 'mg/kg' } },
  { code: 'radioactive', table: 'B', threshold: null },
  { code: 'sccp', table: 'B', threshold: { value: 1, unit: '%' } },
  { code: 'pfos', table: 'EU', threshold: { value: 10, unit: 'mg/kg' } },
  { code: 'hbcdd', table: 'EU', threshold: { value: 100, unit: 'mg/kg' } },
] as const satisfies readonly {
  code: string;
  table: 'A' | 'B' | 'EU';
  /** The threshold value commonly used (MEPC.379(80)); null: none, any amount counts. */
  threshold: { value: number; unit: ConcentrationUnit } | null;
}[];

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

/** A concentration in mg/kg: 1 % by weight is 10,000 mg/kg. */
const inMilligramsPerKilogram = (value: number, unit: ConcentrationUnit) =>
  unit === '%' ? value * 10_000 : value;

/**
 * Whether a measured concentration makes the material present in the IHM's sense: above
 * the material's threshold (as the IMO guidelines word it), or any amount above zero for a
 * material without one (ODS, radioactive substances). Units are converted (1 % is
 * 10,000 mg/kg). Undefined for an unknown code.
 */
export function aboveThreshold(
  code: string,
  concentration: number,
  unit: ConcentrationUnit,
): boolean | undefined {
  const material = hazardousMaterials.find((candidate) => candidate.code === code);
  if (!material) return undefined;
  const measured = inMilligramsPerKilogram(concentration, unit);
  if (material.threshold === null) return measured > 0;
  return measured > inMilligramsPerKilogram(material.threshold.value, material.threshold.unit);
}
