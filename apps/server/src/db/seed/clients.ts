import type { Transaction } from '../client';
import { clientContacts, clients } from '../tables';

type Contact = { name: string; role: string; email: string; phone: string };
type SeedClient = Omit<typeof clients.$inferInsert, 'organisationId'> & { contacts: Contact[] };

/**
 * The demo firm's client books: housing corporations and a municipality that order
 * asbestos inventories, and ship owners and a yard that order IHM surveys. The KvK numbers
 * are made up.
 */
const demoClients: SeedClient[] = [
  {
    book: 'property',
    name: 'Woonstichting De Linie',
    kvkNumber: '41112345',
    debtorNumber: 'D-10021',
    email: 'vastgoed@delinie.example',
    phone: '0345 123 456',
    street: 'Stationsweg',
    houseNumber: '12',
    postcode: '4101 AB',
    city: 'Culemborg',
    notes: 'Raamovereenkomst asbestinventarisaties bij mutatie en renovatie, 2025-2027.',
    contacts: [
      {
        name: 'Fatima el Amrani',
        role: 'Projectleider onderhoud',
        email: 'f.elamrani@delinie.example',
        phone: '06 12 34 56 78',
      },
      { name: 'Joost Verbeek', role: 'Opzichter', email: 'j.verbeek@delinie.example', phone: '' },
    ],
  },
  {
    book: 'property',
    name: 'Gemeente Zaltbommel',
    kvkNumber: '50234567',
    debtorNumber: 'D-10034',
    email: 'inkoop@zaltbommel.example',
    street: 'Markt',
    houseNumber: '15',
    postcode: '5301 AL',
    city: 'Zaltbommel',
    contacts: [
      {
        name: 'Ingrid Bakker',
        role: 'Beleidsmedewerker vastgoed',
        email: 'i.bakker@zaltbommel.example',
        phone: '0418 681 000',
      },
    ],
  },
  {
    book: 'maritime',
    name: 'Waddenveer Shipping B.V.',
    kvkNumber: '01098765',
    debtorNumber: 'M-2001',
    email: 'technical@waddenveer.example',
    street: 'Willem Barentszkade',
    houseNumber: '4',
    postcode: '8861 LB',
    city: 'Harlingen',
    contacts: [
      {
        name: 'Sjoerd Hoekstra',
        role: 'Technical superintendent',
        email: 's.hoekstra@waddenveer.example',
        phone: '06 23 45 67 89',
      },
    ],
  },
  {
    book: 'maritime',
    name: 'Nordsee Bulk Reederei GmbH',
    debtorNumber: 'M-2007',
    email: 'fleet@nordseebulk.example',
    street: 'Am Sandtorkai',
    houseNumber: '38',
    postcode: '20457',
    city: 'Hamburg',
    country: 'DE',
    contacts: [
      {
        name: 'Katrin Vogel',
        role: 'HSEQ manager',
        email: 'k.vogel@nordseebulk.example',
        phone: '+49 40 123456',
      },
    ],
  },
];

export async function seedClients(tx: Transaction, organisationId: number): Promise<void> {
  for (const { contacts, ...client } of demoClients) {
    const [row] = await tx
      .insert(clients)
      .values({ ...client, organisationId })
      .returning({ id: clients.id });
    if (!row) throw new Error('client insert returned nothing');
    if (contacts.length === 0) continue;
    await tx
      .insert(clientContacts)
      .values(
        contacts.map((contact, index) => ({ ...contact, clientId: row.id, sortIndex: index })),
      );
  }
}
