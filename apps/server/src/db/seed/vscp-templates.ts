import type { HazardousMaterialCode, VscpCheckMethod } from '@vezel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { organisations, variableItems, vscpTemplateEntries, vscpTemplates } from '../tables';

interface SeedEntry {
  system: string;
  component: string;
  material: string;
  zone: string | null;
  procedure: string;
  method: VscpCheckMethod;
  hazardousMaterial: HazardousMaterialCode;
  remarks: string;
}

const vscpLists = [
  'vscp_systems',
  'vscp_components',
  'vscp_materials',
  'vscp_zones',
  'vscp_check_procedures',
];

const visual = 'Visual check';
const sampling = 'Sampling check';

/** The usual checks of an existing bulk carrier, items named by their value in the vscp_* lists. */
const bulkCarrierEntries: readonly SeedEntry[] = [
  {
    system: 'Engine room',
    component: 'Pipe insulation',
    material: 'Insulation',
    zone: 'Engine room',
    procedure: sampling,
    method: 'sampling',
    hazardousMaterial: 'asbestos',
    remarks:
      'Lagging of exhaust, steam and hot oil lines where no asbestos-free declaration exists.',
  },
  {
    system: 'Engine room',
    component: 'Gaskets',
    material: 'Gasket material',
    zone: 'Engine room',
    procedure: sampling,
    method: 'sampling',
    hazardousMaterial: 'asbestos',
    remarks: 'Flange gaskets and packings of steam and thermal oil systems.',
  },
  {
    system: 'Hull',
    component: 'Anti-fouling',
    material: 'Paint',
    zone: null,
    procedure: sampling,
    method: 'sampling',
    hazardousMaterial: 'organotin',
    remarks: 'Underwater hull, sampled at dry-docking; compare with the AFS certificate.',
  },
  {
    system: 'Electrical',
    component: 'Transformer',
    material: 'Insulation',
    zone: 'Engine room',
    procedure: visual,
    method: 'visual',
    hazardousMaterial: 'pcb',
    remarks: 'Insulating oil of transformers and capacitors: check nameplates and year of make.',
  },
  {
    system: 'Electrical',
    component: 'Cables',
    material: 'Cable sheathing',
    zone: 'Accommodation',
    procedure: visual,
    method: 'visual',
    hazardousMaterial: 'sccp',
    remarks: 'Cable sheathing from before 2000; PCHM when the cable type is unknown.',
  },
  {
    system: 'Accommodation',
    component: 'Ceiling panels',
    material: 'Board',
    zone: 'Accommodation',
    procedure: sampling,
    method: 'sampling',
    hazardousMaterial: 'asbestos',
    remarks: 'Marine board of ceilings and wall linings in cabins and corridors.',
  },
  {
    system: 'Accommodation',
    component: 'Deck covering',
    material: 'Floor compound',
    zone: 'Bridge',
    procedure: sampling,
    method: 'sampling',
    hazardousMaterial: 'asbestos',
    remarks: 'Underlayment below the floor covering of the wheelhouse.',
  },
  {
    system: 'Accommodation',
    component: 'Fire door',
    material: 'Insulation',
    zone: 'Accommodation',
    procedure: sampling,
    method: 'sampling',
    hazardousMaterial: 'asbestos',
    remarks: 'Core of fire-rated doors in stairways.',
  },
];

/** The demo firm's VSCP template set for bulk carriers, its items from the firm's own set. */
export async function seedVscpTemplates(tx: Transaction, organisationId: number): Promise<void> {
  const items = await tx
    .select({ id: variableItems.id, list: variableItems.list, value: variableItems.value })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(and(eq(organisations.id, organisationId), inArray(variableItems.list, vscpLists)));
  const idOf = (list: string, value: string) => {
    const item = items.find((candidate) => candidate.list === list && candidate.value === value);
    if (!item) throw new Error(`VSCP seed refers to a missing ${list}/${value}`);
    return item.id;
  };
  const [template] = await tx
    .insert(vscpTemplates)
    .values({
      organisationId,
      name: 'Bulk carrier — standard VSCP',
      vesselType: 'Bulk carrier',
      description:
        'Visual and sampling checks for an existing bulk carrier (IHM Part I), after the document review.',
    })
    .returning({ id: vscpTemplates.id });
  if (!template) throw new Error('VSCP template insert returned nothing');
  await tx.insert(vscpTemplateEntries).values(
    bulkCarrierEntries.map((entry, index) => ({
      templateId: template.id,
      systemItemId: idOf('vscp_systems', entry.system),
      componentItemId: idOf('vscp_components', entry.component),
      materialItemId: idOf('vscp_materials', entry.material),
      zoneItemId: entry.zone === null ? null : idOf('vscp_zones', entry.zone),
      checkProcedureItemId: idOf('vscp_check_procedures', entry.procedure),
      checkMethod: entry.method,
      hazardousMaterial: entry.hazardousMaterial,
      remarks: entry.remarks,
      sortIndex: index,
    })),
  );
}
