import { type LookupListKey, lookupListKeys, roleIds } from '@vezel/domain';
import { amountForPercentage, amountRangeOf, asbestosTypes } from '@vezel/domain/lab/results';
import { describe, expect, it } from 'vitest';
import {
  type SeedLookupItem,
  seedExternalSystem,
  seedLavsMappings,
  seedLookupItems,
} from './lookup-items';

const maxLength = 190;

function items(list: LookupListKey): readonly SeedLookupItem[] {
  return seedLookupItems[list];
}

function valuesOf(list: LookupListKey): string[] {
  return items(list).map((item) => item.value);
}

describe('seed lookup items', () => {
  it('covers exactly the lookup list keys', () => {
    expect(Object.keys(seedLookupItems).sort()).toEqual([...lookupListKeys].sort());
  });

  it.each(lookupListKeys)('%s has at least 2 items', (list) => {
    expect(items(list).length).toBeGreaterThanOrEqual(2);
  });

  it.each(lookupListKeys)('%s has unique values', (list) => {
    const values = valuesOf(list);
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(lookupListKeys)(
    '%s has non-empty value and description of at most 190 characters',
    (list) => {
      for (const item of items(list)) {
        for (const text of [item.value, item.description]) {
          expect(typeof text).toBe('string');
          expect(text.trim().length, `${list}: "${text}"`).toBeGreaterThan(0);
          expect(text.length, `${list}: "${text}"`).toBeLessThanOrEqual(maxLength);
        }
      }
    },
  );

  it('has at least one inactive item, including the abolished risk class 3', () => {
    const inactive = lookupListKeys.flatMap((list) =>
      items(list).filter((item) => item.active === false),
    );
    expect(inactive.length).toBeGreaterThan(0);
    expect(
      items('smart_risicoklasses').find((item) => item.value === 'Risicoklasse 3')?.active,
    ).toBe(false);
  });

  it('lists the roles in the order of their role ids', () => {
    const roles = items('inventarisatie_rollen');
    expect(roles.map((role) => role.data?.rol_id)).toEqual([
      roleIds.surveyor,
      roleIds.manager,
      roleIds.administrator,
    ]);
  });

  it('links every application to an existing application category', () => {
    const categories = new Set(valuesOf('toepassing_categories'));
    for (const item of items('toepassingen')) {
      expect(categories.has(String(item.data?.toepassing_category)), item.value).toBe(true);
    }
  });

  it('gives material statuses a priority and hex colours', () => {
    for (const item of items('materiaal_statussen')) {
      expect(typeof item.data?.prioriteit).toBe('number');
      expect(item.data?.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(item.data?.highlight_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
  });

  it('refers to existing analysis methods and statuses from the children of material types', () => {
    const methods = new Set(valuesOf('analyse_methodes'));
    const statuses = new Set(valuesOf('materiaal_statussen'));
    for (const item of items('materiaal_types')) {
      for (const status of item.data?.materiaal_statussen as string[]) {
        expect(statuses.has(status), `${item.value}: ${status}`).toBe(true);
      }
      const kinds = item.children?.monster_soorten ?? [];
      expect(kinds.length).toBeGreaterThan(0);
      for (const method of kinds.flatMap((kind) => kind.data?.analyse_methodes as string[])) {
        expect(methods.has(method), `${item.value}: ${method}`).toBe(true);
      }
      for (const material of item.children?.analyse_materialen ?? []) {
        for (const amount of material.children?.analyse_resultaat_hoeveelheden ?? []) {
          expect(statuses.has(amount.data?.materiaal_status as string)).toBe(true);
        }
      }
    }
  });

  it('gives every material type the six NEN 5896 asbestos types, whose amounts cover 0 to 100 %', () => {
    for (const item of items('materiaal_types')) {
      const materials = item.children?.analyse_materialen ?? [];
      expect(materials.map((material) => material.data?.asbestos_type).sort()).toEqual(
        [...asbestosTypes].sort(),
      );
      for (const material of materials) {
        const amounts = (material.children?.analyse_resultaat_hoeveelheden ?? []).map((amount) => ({
          value: amount.value,
          ...amountRangeOf(amount.data),
        }));
        for (const [percentage, value] of [
          ['0', 'Niet aangetoond'],
          ['0.1', '< 2 %'],
          ['3,5', '2 - 5 %'],
          ['100', '> 50 %'],
        ]) {
          expect(amountForPercentage(amounts, percentage!)?.value, percentage).toBe(value);
        }
      }
    }
  });

  it('includes the LAVS system in the external systems list', () => {
    expect(seedExternalSystem.value).toBe('LAVS');
    expect(seedExternalSystem.description).toBe('Landelijk Asbestvolgsysteem');
    expect(valuesOf('external_systems')).toContain(seedExternalSystem.value);
    expect(valuesOf('external_systems')).toContain('Asbestregisseur');
  });
});

describe('seed LAVS mappings', () => {
  it('refer to existing list items', () => {
    for (const mapping of seedLavsMappings) {
      expect(lookupListKeys, mapping.list).toContain(mapping.list);
      expect(valuesOf(mapping.list), `${mapping.list}: ${mapping.itemValue}`).toContain(
        mapping.itemValue,
      );
    }
  });

  it('have a code, a description, a valid direction and a positive priority', () => {
    for (const mapping of seedLavsMappings) {
      expect(mapping.value.trim().length).toBeGreaterThan(0);
      expect(mapping.value.length).toBeLessThanOrEqual(maxLength);
      expect(mapping.description.trim().length).toBeGreaterThan(0);
      expect(mapping.description.length).toBeLessThanOrEqual(maxLength);
      expect(['import', 'export', 'both']).toContain(mapping.direction);
      expect(Number.isInteger(mapping.priority) && mapping.priority > 0).toBe(true);
    }
  });

  it('map each item at most once', () => {
    const keys = seedLavsMappings.map((mapping) => `${mapping.list}|${mapping.itemValue}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cover between 2 and 6 items of every mapped list', () => {
    const perList = new Map<LookupListKey, number>();
    for (const mapping of seedLavsMappings) {
      perList.set(mapping.list, (perList.get(mapping.list) ?? 0) + 1);
    }
    for (const list of [
      'materiaal_types',
      'eenheden',
      'bindingen',
      'smart_risicoklasses',
    ] as const) {
      expect(perList.has(list), list).toBe(true);
    }
    for (const [list, count] of perList) {
      expect(count, list).toBeGreaterThanOrEqual(2);
      expect(count, list).toBeLessThanOrEqual(6);
    }
  });
});
