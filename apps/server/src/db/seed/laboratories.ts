import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LookupListKey } from '@vezel/domain';
import type { Transaction } from '../client';
import { demoLabSimulator } from '../../modules/survey-lab-orders/demo-simulator';
import { laboratories, laboratoryCertificates, organisations, variableItems } from '../tables';

type SeedLaboratory = Omit<
  typeof laboratories.$inferInsert,
  'organisationId' | 'analysisMethodIds' | 'materialIds' | 'apiPasswordSealed'
> & {
  /** Values of the set's analyse_methodes and materiaal_types items it offers. */
  analysisMethods: string[];
  materials: string[];
  certificate: { validFrom: string; validUntil: string };
};

/**
 * The laboratories the demo firm sends its samples to. Asbestos analysis in the Netherlands
 * is done by RvA-accredited laboratories (NEN-EN-ISO/IEC 17025); the laboratories, their
 * addresses and accreditation numbers are made up.
 */
const demoLaboratories: SeedLaboratory[] = [
  {
    name: 'Asbestlab Midden-Nederland B.V.',
    accreditationNumber: 'L 512',
    email: 'info@asbestlab-mn.example',
    phone: '030 600 12 34',
    street: 'Ravenswade',
    houseNumber: '54',
    postcode: '3439 LD',
    city: 'Nieuwegein',
    orderChannel: 'email',
    orderEmail: 'monsters@asbestlab-mn.example',
    analysisMethods: ['NEN 5896', 'NEN 5898', 'NEN 2991'],
    materials: [
      'Asbestcement',
      'Vinyl vloerzeil',
      'Vinyl vloertegels',
      'Kit',
      'Brandwerend board',
      'Spuitasbest',
      'Isolatiekoord',
      'Bitumen',
      'Lijm',
      'Pakking',
      'Leidingisolatie',
      'Stucwerk',
    ],
    certificate: { validFrom: '2025-09-01', validUntil: '2029-09-01' },
  },
  {
    // Orders go through its API: the laboratory simulator that `npm start` runs; the
    // server seals the simulator's password into it on its first start (server.ts).
    name: 'Vezellab Zuid B.V.',
    accreditationNumber: 'L 388',
    email: 'contact@vezellab-zuid.example',
    phone: '040 250 77 00',
    street: 'De Run',
    houseNumber: '4312',
    postcode: '5503 LN',
    city: 'Veldhoven',
    orderChannel: 'api',
    apiUrl: demoLabSimulator.url,
    apiUsername: demoLabSimulator.username,
    analysisMethods: ['NEN 5896', 'NEN 5897'],
    materials: ['Asbestcement', 'Kit', 'Bitumen', 'Lijm', 'Stucwerk'],
    certificate: { validFrom: '2024-05-15', validUntil: '2028-05-15' },
  },
  {
    name: 'Noordelijk Asbest Laboratorium',
    accreditationNumber: 'L 604',
    email: 'lab@noordelijk-asbestlab.example',
    phone: '050 318 40 90',
    street: 'Zernikepark',
    houseNumber: '12',
    postcode: '9747 AN',
    city: 'Groningen',
    orderChannel: 'email',
    orderEmail: 'orders@noordelijk-asbestlab.example',
    analysisMethods: ['NEN 5896', 'NEN 2990'],
    materials: ['Asbestcement', 'Spuitasbest', 'Isolatiekoord', 'Leidingisolatie', 'Pakking'],
    certificate: { validFrom: '2026-02-01', validUntil: '2030-02-01' },
  },
];

/** The demo firm's laboratories, what each analyses, and its RvA accreditation. */
export async function seedLaboratories(tx: Transaction, organisationId: number): Promise<void> {
  const lists: LookupListKey[] = ['analyse_methodes', 'materiaal_types'];
  const items = await tx
    .select({ id: variableItems.id, list: variableItems.list, value: variableItems.value })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, organisationId),
        inArray(variableItems.list, lists),
        isNull(variableItems.parentItemId),
      ),
    );
  const idsOf = (list: LookupListKey, values: string[]) =>
    values.map((value) => {
      const item = items.find((candidate) => candidate.list === list && candidate.value === value);
      if (!item) throw new Error(`laboratory seed refers to a missing ${list}/${value}`);
      return item.id;
    });

  for (const { analysisMethods, materials, certificate, ...lab } of demoLaboratories) {
    const [row] = await tx
      .insert(laboratories)
      .values({
        ...lab,
        organisationId,
        analysisMethodIds: idsOf('analyse_methodes', analysisMethods),
        materialIds: idsOf('materiaal_types', materials),
      })
      .returning({ id: laboratories.id });
    if (!row) throw new Error('laboratory insert returned nothing');
    await tx.insert(laboratoryCertificates).values({
      laboratoryId: row.id,
      name: 'Accreditatie RvA (asbestanalyse)',
      number: lab.accreditationNumber ?? '',
      standard: 'NEN-EN-ISO/IEC 17025:2017',
      validFrom: certificate.validFrom,
      validUntil: certificate.validUntil,
    });
  }
}
