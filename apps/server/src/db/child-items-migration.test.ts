import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { organisations, variableItems, variableSets } from './tables';

// The statements of migration 0006 that convert data an earlier version stored.
const dataStatements = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0006_child_items.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--[^\n]*\n\s*)*(INSERT|UPDATE)/.test(statement));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0006 on data of an earlier version', () => {
  it('turns sample kinds into child items and names into ids', async () => {
    const { db } = database;
    const [organisation] = await db.insert(organisations).values({ name: 'Oud B.V.' }).returning();
    const [set] = await db
      .insert(variableSets)
      .values({ organisationId: organisation!.id, name: 'Oud' })
      .returning();
    const item = (list: string, value: string, data: Record<string, unknown> = {}) => ({
      variableSetId: set!.id,
      list,
      value,
      data,
    });
    const [method] = await db
      .insert(variableItems)
      .values(item('analyse_methodes', 'NEN 5896'))
      .returning();
    const [category] = await db
      .insert(variableItems)
      .values(item('toepassing_categories', 'Dak'))
      .returning();
    const [cement] = await db
      .insert(variableItems)
      .values(
        item('materiaal_types', 'Asbestcement', {
          monster_soorten: [
            { value: 'Materiaalmonster', prefix: 'M', size: 24, analyse_methodes: ['NEN 5896'] },
          ],
        }),
      )
      .returning();
    await db.insert(variableItems).values([
      item('toepassingen', 'Golfplaten', { toepassing_category: 'Dak' }),
      item('external_systems', 'LAVS', {
        baseUrl: 'http://127.0.0.1:4010',
        environment: 'simulator',
      }),
      item('external_systems', 'DSO', { environment: 'niet gekoppeld' }),
    ]);

    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const rows = await db
      .select()
      .from(variableItems)
      .where(eq(variableItems.variableSetId, set!.id));
    const find = (list: string, value: string) =>
      rows.find((row) => row.list === list && row.value === value)!;
    const kind = find('monster_soorten', 'Materiaalmonster');
    expect(kind.parentItemId).toBe(cement!.id);
    expect(kind.data).toEqual({ prefix: 'M', svg: null, size: 24, analyse_methodes: [method!.id] });
    expect(find('materiaal_types', 'Asbestcement').data).toEqual({});
    expect(find('toepassingen', 'Golfplaten').data).toEqual({ toepassing_category: category!.id });
    expect(find('external_systems', 'LAVS').data).toEqual({
      base_url: 'http://127.0.0.1:4010',
      environment: 'simulator',
    });
    expect(find('external_systems', 'DSO').data).toEqual({ environment: 'none' });
  });
});
