import { and, eq, inArray, isNull } from 'drizzle-orm';
import { roleIds } from '@vezel/domain';
import { demoLavsSimulator } from '../../modules/lavs/demo-simulator';
import type { Transaction } from '../client';
import {
  lavsSettings,
  organisations,
  userProfiles,
  variableItems,
  variableMappings,
} from '../tables';
import { seedExternalSystem } from './lookup-items';

/**
 * The mappings the demo leaves for its administrator to confirm, so admin LAVS mapping
 * warnings shows something real: by list and item value.
 */
export const unacknowledgedDemoMappings: readonly { list: string; itemValue: string }[] = [
  { list: 'materiaal_types', itemValue: 'Kit' },
];

/**
 * The demo firm's LAVS: its settings point at the LAVS simulator `npm start` runs (the
 * password is sealed on the first start, `sealDemoLavsPassword`: the seed has no key), and
 * its administrator has confirmed the LAVS mappings but those above.
 */
export async function seedLavs(tx: Transaction, organisationId: number): Promise<void> {
  await tx.insert(lavsSettings).values({
    organisationId,
    endpoint: demoLavsSimulator.url,
    kvkNumber: demoLavsSimulator.kvkNumber,
    branchNumber: demoLavsSimulator.branchNumber,
    username: demoLavsSimulator.username,
    environment: 'test',
  });
  const [admin] = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.organisationId, organisationId),
        eq(userProfiles.roleId, roleIds.administrator),
      ),
    );
  const [organisation] = await tx
    .select({ variableSetId: organisations.variableSetId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!admin || !organisation?.variableSetId) throw new Error('demo administrator or set missing');
  const items = await tx
    .select({ id: variableItems.id, list: variableItems.list, value: variableItems.value })
    .from(variableItems)
    .where(eq(variableItems.variableSetId, organisation.variableSetId));
  const system = items.find(
    (item) => item.list === 'external_systems' && item.value === seedExternalSystem.value,
  );
  if (!system) throw new Error('demo LAVS system missing');
  const left = new Set(
    unacknowledgedDemoMappings.flatMap(({ list, itemValue }) =>
      items.filter((item) => item.list === list && item.value === itemValue).map((item) => item.id),
    ),
  );
  const mappings = await tx
    .select({ id: variableMappings.id, itemId: variableMappings.variableItemId })
    .from(variableMappings)
    .where(eq(variableMappings.externalSystemId, system.id));
  const confirmed = mappings.filter((mapping) => !left.has(mapping.itemId)).map((row) => row.id);
  if (confirmed.length === 0) return;
  await tx
    .update(variableMappings)
    .set({ acknowledgedAt: new Date(), acknowledgedByProfileId: admin.id })
    .where(and(inArray(variableMappings.id, confirmed), isNull(variableMappings.acknowledgedAt)));
}
