import { eq } from 'drizzle-orm';
import { listFieldsOf, roleIds } from '@vezel/domain';
import { hashPassword } from '../../auth/passwords';
import type { FileStore } from '../../files/storage';
import type { Database, Transaction } from '../client';
import {
  appFeedback,
  organisations,
  userProfiles,
  users,
  variableItems,
  variableMappings,
  variableSets,
} from '../tables';
import { seedAssets } from './assets';
import { seedBranches } from './branches';
import { seedCertificates } from './certificates';
import { seedClients } from './clients';
import { seedDossierChecks } from './dossier-checks';
import { seedLaboratories } from './laboratories';
import { seedSurveyFindings } from './survey-findings';
import { seedCompletableSurvey } from './completable-survey';
import { seedPropertyReportData, seedVesselReportData } from './report-data';
import { seedReportTemplates } from './report-templates';
import { seedSurveys } from './surveys';
import { seedExternalSystem, seedLavsMappings, seedLookupItems } from './lookup-items';
import { seedLavs } from './lavs';
import { seedVscpTemplates } from './vscp-templates';

export const demoPassword = 'vezel-demo-2026';

export const demoUsers = [
  {
    email: 'admin@vezel.test',
    name: 'Anne',
    surnamePrefix: 'de',
    surname: 'Vries',
    roleId: roleIds.administrator,
    organisation: 'main',
  },
  {
    email: 'manager@vezel.test',
    name: 'Mark',
    surnamePrefix: null,
    surname: 'Jansen',
    roleId: roleIds.manager,
    organisation: 'main',
  },
  {
    email: 'surveyor@vezel.test',
    name: 'Sanne',
    surnamePrefix: 'van der',
    surname: 'Berg',
    roleId: roleIds.surveyor,
    organisation: 'main',
  },
  {
    email: 'other@vezel.test',
    name: 'Pieter',
    surnamePrefix: null,
    surname: 'Bakker',
    roleId: roleIds.administrator,
    organisation: 'other',
  },
] as const;

export const demoOrganisations = {
  main: 'Van Dijk Asbestinventarisatie B.V.',
  other: 'Kustlijn Maritime Surveys B.V.',
} as const;

/** A variable set holding every lookup list, the LAVS system and its mappings. */
async function seedVariableSet(tx: Transaction, organisationId: number): Promise<number> {
  const [set] = await tx
    .insert(variableSets)
    .values({ organisationId, name: 'Standaard' })
    .returning();
  if (!set) throw new Error('variable set insert returned nothing');
  const rows = Object.entries(seedLookupItems).flatMap(([list, items]) =>
    items.map((item, index) => ({
      variableSetId: set.id,
      list,
      value: item.value,
      description: item.description,
      active: item.active ?? true,
      data: item.data ?? {},
      sortIndex: index,
    })),
  );
  const inserted = await tx.insert(variableItems).values(rows).returning();
  const find = (list: string, value: string) =>
    inserted.find((item) => item.list === list && item.value === value);

  // The seed names a referenced item by its value; the item keeps the referenced id.
  // References point into lookup lists, which are all in by now.
  const resolved = (list: string, value: string, data: Record<string, unknown> = {}) => {
    const result = { ...data };
    for (const field of listFieldsOf(list)) {
      const held = result[field.name];
      if (!field.itemsOf || (field.type !== 'item' && field.type !== 'items') || held == null) {
        continue;
      }
      const idOf = (name: unknown) => {
        const target = typeof name === 'string' ? find(field.itemsOf ?? '', name) : undefined;
        if (!target) throw new Error(`${list}/${value} refers to a missing ${String(name)}`);
        return target.id;
      };
      result[field.name] = Array.isArray(held) ? held.map(idOf) : idOf(held);
    }
    return result;
  };
  for (const item of inserted) {
    const data = resolved(item.list, item.value, item.data as Record<string, unknown>);
    if (JSON.stringify(data) === JSON.stringify(item.data)) continue;
    await tx.update(variableItems).set({ data }).where(eq(variableItems.id, item.id));
  }

  // Child items, level by level: each needs its parent's id.
  let parents = Object.entries(seedLookupItems).flatMap(([list, items]) =>
    items.map((seed) => ({ seed, id: find(list, seed.value)?.id })),
  );
  while (parents.length > 0) {
    const children = parents.flatMap(({ seed, id }) =>
      Object.entries(seed.children ?? {}).flatMap(([list, items]) =>
        items.map((child, index) => ({
          seed: child,
          values: {
            variableSetId: set.id,
            list,
            parentItemId: id,
            value: child.value,
            description: child.description,
            active: child.active ?? true,
            data: resolved(list, child.value, child.data),
            sortIndex: index,
          },
        })),
      ),
    );
    if (children.length === 0) break;
    const rows = await tx
      .insert(variableItems)
      .values(children.map((child) => child.values))
      .returning({ id: variableItems.id });
    parents = children.map((child, index) => ({ seed: child.seed, id: rows[index]?.id }));
  }

  let system = find('external_systems', seedExternalSystem.value);
  if (!system) {
    [system] = await tx
      .insert(variableItems)
      .values({
        variableSetId: set.id,
        list: 'external_systems',
        ...seedExternalSystem,
        sortIndex: rows.length,
      })
      .returning();
  }
  if (!system) throw new Error('external system insert returned nothing');
  const systemId = system.id;
  const mappings = seedLavsMappings.map((mapping) => {
    const item = find(mapping.list, mapping.itemValue);
    if (!item)
      throw new Error(`mapping refers to a missing item ${mapping.list}/${mapping.itemValue}`);
    return {
      variableItemId: item.id,
      externalSystemId: systemId,
      value: mapping.value,
      description: mapping.description,
      direction: mapping.direction,
      priority: mapping.priority,
    };
  });
  if (mappings.length) await tx.insert(variableMappings).values(mappings);
  return set.id;
}

async function seedOrganisation(tx: Transaction, name: string): Promise<number> {
  const [organisation] = await tx.insert(organisations).values({ name }).returning();
  if (!organisation) throw new Error('organisation insert returned nothing');
  const setId = await seedVariableSet(tx, organisation.id);
  await tx
    .update(organisations)
    .set({ variableSetId: setId })
    .where(eq(organisations.id, organisation.id));
  return organisation.id;
}

/**
 * The demo firm, its users and a second firm to prove isolation. Runs once: a database
 * that already has the demo administrator is left alone. Returns whether it seeded. The
 * file store keeps the demo's PDFs (certificates, SMA-rt printouts, a plan); without one
 * the records are seeded without their files.
 */
export async function seedDemo(db: Database, files: FileStore | null = null): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoUsers[0].email));
  if (existing) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const organisationIds = {
      main: await seedOrganisation(tx, demoOrganisations.main),
      other: await seedOrganisation(tx, demoOrganisations.other),
    };
    await seedClients(tx, organisationIds.main);
    await seedBranches(tx, organisationIds.main);
    await seedVscpTemplates(tx, organisationIds.main);
    await seedLaboratories(tx, organisationIds.main);
    await seedDossierChecks(tx, organisationIds.main);
    await seedAssets(tx, organisationIds.main);
    for (const demoUser of demoUsers) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demoUser.email,
          username: demoUser.email.split('@')[0] ?? demoUser.email,
          name: demoUser.name,
          surnamePrefix: demoUser.surnamePrefix,
          surname: demoUser.surname,
          locale: 'nl',
          country: 'NL',
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(userProfiles).values({
        userId: user.id,
        organisationId: organisationIds[demoUser.organisation],
        roleId: demoUser.roleId,
      });
      if (demoUser.roleId === roleIds.administrator && demoUser.organisation === 'main') {
        await tx.insert(appFeedback).values({
          organisationId: organisationIds.main,
          userId: user.id,
          page: '/',
          message: 'Graag de LAVS-status ook in het overzicht van actieve onderzoeken tonen.',
        });
      }
    }
    await seedSurveys(tx, organisationIds.main);
    await seedSurveyFindings(tx, organisationIds.main);
    await seedCertificates(tx, organisationIds.main);
    await seedCompletableSurvey(tx, organisationIds.main);
    await seedPropertyReportData(tx, organisationIds.main, files);
    await seedVesselReportData(tx, organisationIds.main, files);
    await seedReportTemplates(tx, organisationIds.main);
    await seedLavs(tx, organisationIds.main);
  });
  return true;
}
