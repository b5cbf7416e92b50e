import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  assetFloors,
  assets,
  assetSpaces,
  clients,
  spaceTemplates,
  spaceTemplateSpaces,
} from '../tables';

type Floors = Record<string, string[]>;
type SeedAsset = Omit<typeof assets.$inferInsert, 'organisationId'> & {
  owner?: string;
  floors: Floors;
};

/**
 * The demo firm's assets: dwellings, a school and an office of the 1930s to the 1980s (the
 * years asbestos was built in), and two ships whose IMO numbers have valid check digits.
 */
const demoAssets: SeedAsset[] = [
  {
    assetType: 'property',
    owner: 'Woonstichting De Linie',
    street: 'Prijssestraat',
    houseNumber: '24',
    postcode: '4101 CS',
    city: 'Culemborg',
    constructionYear: 1958,
    kind: 'Eengezinswoning',
    occupant: 'Fam. de Groot',
    floors: {
      'Begane grond': ['Hal', 'Woonkamer', 'Keuken', 'Toilet'],
      'Eerste verdieping': ['Slaapkamer 1', 'Slaapkamer 2', 'Badkamer'],
      Zolder: ['Zolder'],
    },
  },
  {
    assetType: 'property',
    owner: 'Woonstichting De Linie',
    street: 'Zandstraat',
    houseNumber: '7',
    houseNumberSuffix: 'A',
    postcode: '4101 GP',
    city: 'Culemborg',
    constructionYear: 1972,
    kind: 'Portiekflat',
    floors: { 'Tweede verdieping': ['Woonkamer', 'Keuken', 'Berging'] },
  },
  {
    assetType: 'property',
    owner: 'Gemeente Zaltbommel',
    street: 'Oliestraat',
    houseNumber: '3',
    postcode: '5301 BZ',
    city: 'Zaltbommel',
    constructionYear: 1936,
    kind: 'Schoolgebouw',
    floors: {
      Kelder: ['Stookruimte'],
      'Begane grond': ['Gymzaal', 'Lokaal 1', 'Lokaal 2', 'Kleedkamer'],
    },
  },
  {
    assetType: 'property',
    street: 'Nieuwe Stationsstraat',
    houseNumber: '12',
    postcode: '6811 KS',
    city: 'Arnhem',
    constructionYear: 1984,
    kind: 'Kantoorpand',
    floors: {},
  },
  {
    assetType: 'vessel',
    owner: 'Waddenveer Shipping B.V.',
    imo: '9074729',
    name: 'Vlieland Express',
    flag: 'NL',
    buildYear: 1995,
    vesselType: 'Passagiersveerboot',
    builder: 'Damen Shipyards',
    status: 'In de vaart',
    grossTonnage: 1853,
    mmsi: '244650123',
    callSign: 'PDWV',
    length: '67.80',
    width: '15.20',
    deadweight: 420,
    vesselClass: 'Bureau Veritas',
    floors: {
      Hoofddek: ['Passagierssalon', 'Pantry'],
      'Dek 2': ['Stuurhut'],
      Tanktop: ['Machinekamer'],
    },
  },
  {
    assetType: 'vessel',
    owner: 'Nordsee Bulk Reederei GmbH',
    imo: '9176187',
    name: 'Nordsee Trader',
    flag: 'DE',
    buildYear: 1999,
    vesselType: 'Bulkcarrier',
    builder: 'Hyundai Mipo Dockyard',
    status: 'In de vaart',
    grossTonnage: 17944,
    mmsi: '218123456',
    callSign: 'DFNT',
    length: '169.30',
    width: '27.20',
    deadweight: 28500,
    vesselClass: 'DNV',
    floors: { 'Upper deck': ['Ruim 1', 'Ruim 2'], 'Engine room': ['Machinekamer', 'Werkplaats'] },
  },
];

/** One space template per kind. */
const demoTemplates: {
  assetType: string;
  name: string;
  description: string;
  spaces: [floor: string, name: string][];
}[] = [
  {
    assetType: 'property',
    name: 'Eengezinswoning',
    description: 'Een woning met begane grond, verdieping en zolder',
    spaces: [
      ['Begane grond', 'Hal'],
      ['Begane grond', 'Woonkamer'],
      ['Begane grond', 'Keuken'],
      ['Begane grond', 'Meterkast'],
      ['Eerste verdieping', 'Slaapkamer'],
      ['Eerste verdieping', 'Badkamer'],
      ['Zolder', 'Zolder'],
      ['', 'Tuin en berging'],
    ],
  },
  {
    assetType: 'vessel',
    name: 'Vrachtschip',
    description: 'De gebruikelijke ruimten van een vrachtschip',
    spaces: [
      ['Hoofddek', 'Ruim'],
      ['Accommodatiedek', 'Hutten'],
      ['Accommodatiedek', 'Kombuis'],
      ['Brugdek', 'Stuurhut'],
      ['Tanktop', 'Machinekamer'],
    ],
  },
];

export async function seedAssets(tx: Transaction, organisationId: number): Promise<void> {
  for (const { owner, floors, ...asset } of demoAssets) {
    const [client] = owner
      ? await tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.organisationId, organisationId), eq(clients.name, owner)))
      : [];
    const [row] = await tx
      .insert(assets)
      .values({ ...asset, organisationId, ownerClientId: client?.id ?? null })
      .returning({ id: assets.id });
    if (!row) throw new Error('asset insert returned nothing');
    let spaceIndex = 0;
    for (const [floorIndex, [floorName, spaces]] of Object.entries(floors).entries()) {
      const [floor] = await tx
        .insert(assetFloors)
        .values({ assetId: row.id, name: floorName, sortIndex: floorIndex })
        .returning({ id: assetFloors.id });
      if (!floor) throw new Error('floor insert returned nothing');
      await tx.insert(assetSpaces).values(
        spaces.map((name) => ({
          assetId: row.id,
          floorId: floor.id,
          name,
          sortIndex: spaceIndex++,
        })),
      );
    }
  }
  for (const { spaces, ...template } of demoTemplates) {
    const [row] = await tx
      .insert(spaceTemplates)
      .values({ ...template, organisationId })
      .returning({ id: spaceTemplates.id });
    if (!row) throw new Error('space template insert returned nothing');
    await tx.insert(spaceTemplateSpaces).values(
      spaces.map(([floorName, name], sortIndex) => ({
        templateId: row.id,
        floorName,
        name,
        sortIndex,
      })),
    );
  }
}
