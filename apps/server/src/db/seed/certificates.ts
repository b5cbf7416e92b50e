import { amsterdamToday, plusDays } from '@vezel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  equipment,
  equipmentCertificates,
  organisations,
  userCertificates,
  userProfiles,
  users,
  variableItems,
} from '../tables';

/** The day some years and days from the day the seed runs. */
function fromToday(years: number, days: number): string {
  const date = new Date(`${amsterdamToday()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return plusDays(date.toISOString().slice(0, 10), days);
}

/**
 * The demo surveyor's DIA and the manager's certificates and equipment, relative to the
 * day the seed runs, so the home page has something that needs attention: the manager's
 * VCA expires in twelve days and the mask's yearly inspection lapsed four days ago.
 */
export async function seedCertificates(tx: Transaction, organisationId: number): Promise<void> {
  const people = await tx
    .select({ id: userProfiles.id, email: users.email })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.organisationId, organisationId));
  const profileOf = (email: string) => {
    const person = people.find((candidate) => candidate.email === email);
    if (!person) throw new Error(`demo user ${email} is missing`);
    return person.id;
  };
  const items = await tx
    .select({ id: variableItems.id, list: variableItems.list, value: variableItems.value })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, organisationId),
        inArray(variableItems.list, ['inventarisatie_user_certificate_types', 'uitrusting_types']),
      ),
    );
  const itemOf = (list: string, value: string) => {
    const item = items.find((candidate) => candidate.list === list && candidate.value === value);
    if (!item) throw new Error(`demo item ${list} "${value}" is missing`);
    return item.id;
  };
  const certificateType = (value: string) => itemOf('inventarisatie_user_certificate_types', value);
  const manager = profileOf('manager@vezel.test');
  await tx.insert(userCertificates).values([
    // The surveyor of the demo's surveys registers them in LAVS under this DIA.
    {
      profileId: profileOf('surveyor@vezel.test'),
      typeItemId: certificateType('DIA'),
      number: 'DIA-2024-02316',
      validFrom: fromToday(-1, -30),
      validityYears: 5,
    },
    {
      profileId: manager,
      typeItemId: certificateType('VCA VOL'),
      number: 'VOL-5510942',
      validFrom: fromToday(-10, 12),
      validityYears: 10,
    },
    {
      profileId: manager,
      typeItemId: certificateType('DIA'),
      number: 'DIA-2023-01187',
      validFrom: fromToday(-2, 0),
      validityYears: 5,
    },
  ]);
  const [mask] = await tx
    .insert(equipment)
    .values({
      profileId: manager,
      typeItemId: itemOf('uitrusting_types', 'Volgelaatsmasker P3'),
      name: 'Volgelaatsmasker 3M 6800',
      serialNumber: '6800-118342',
    })
    .returning({ id: equipment.id });
  if (!mask) throw new Error('equipment insert returned nothing');
  await tx.insert(equipmentCertificates).values({
    equipmentId: mask.id,
    number: 'KEUR-2025-0931',
    validFrom: fromToday(-1, -4),
    validityYears: 1,
  });
}
