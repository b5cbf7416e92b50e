import { inventoryNeedsLateReason } from '@vezel/domain/calendar/working-days';
import { lavsExternalSystemValue, lavsMappedLists } from '@vezel/domain/lavs/settings';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/client';
import { organisations, variableItems, type variableMappings } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { VariableItemRef, type VariableItemRow } from '../../resources/variable-items';
import { VariableMappingRef } from '../variables/schema';
import { itemsWithLavsMapping } from './build-message';

type VariableMappingRow = typeof variableMappings.$inferSelect;

/** How many survey numbers a warning shows. */
const shownSurveys = 5;

export interface LavsMappingWarning {
  item: VariableItemRow;
  problem: 'unmapped' | 'unacknowledged';
  mapping: VariableMappingRow | null;
  surveyCount: number;
  surveyNumbers: string[];
}

interface ItemUse {
  surveyCount: number;
  surveyNumbers: string[];
}

/**
 * Which items of the organisation's variable set its property surveys (not cancelled) use
 * where the LAVS message carries a code, by item: how many surveys, the newest first. The
 * same places the message builder reads a code from (build-message.ts); a late reason only
 * where the builder sends it, an inventory started later than the lead time allows.
 */
async function usedItems(db: Executor, organisationId: number): Promise<Map<number, ItemUse>> {
  // An item id kept in a form's JSON: only a number is one.
  const jsonItem = (column: string, field: string) =>
    sql.raw(
      `case when jsonb_typeof(${column}->'${field}') = 'number' then (${column}->>'${field}')::int end`,
    );
  const ofSurveys = sql`s.organisation_id = ${organisationId}
    and s.asset_type = 'property' and s.status <> 'cancelled'`;
  const uses = await rowsOf<{ item_id: number; survey_count: number; survey_numbers: string[] }>(
    db,
    sql`with uses(item_id, survey_id) as (
        select survey_type_item_id, id from surveys
      union all select application_item_id, survey_id from survey_sources
      union all select material_type_item_id, survey_id from survey_sources
      union all select ${jsonItem('data', 'asbestos_status')}, survey_id from survey_sources
      union all select ${jsonItem('data', 'risk_class')}, survey_id from survey_sources
      union all select ${jsonItem('data', 'advice')}, survey_id from survey_sources
      union all select unit_item_id, survey_id from survey_source_locations
      union all select ${jsonItem('assessment', 'binding')}, survey_id from survey_source_locations
      union all select analysis_method_item_id, survey_id from sample_analyses
    ), used as (
      select distinct u.item_id, s.id, s.number, s.created_at
      from uses u
      join surveys s on s.id = u.survey_id
      where u.item_id is not null and ${ofSurveys}
    )
    select item_id, count(*)::int as survey_count,
      (array_agg(number order by created_at desc, id desc))[1:${sql.raw(String(shownSurveys))}] as survey_numbers
    from used
    group by item_id`,
  );
  const useOf = new Map<number, ItemUse>(
    uses.map((use) => [
      Number(use.item_id),
      { surveyCount: use.survey_count, surveyNumbers: use.survey_numbers },
    ]),
  );
  // Whether an inventory is late counts working days (holidays included): in code, not SQL.
  const lateReasons = await rowsOf<{
    item_id: number;
    ordered_on: string | null;
    starts_on: string | null;
    number: string;
  }>(
    db,
    sql`select i.late_reason_item_id as item_id, i.ordered_on::text as ordered_on,
        i.starts_on::text as starts_on, s.number
      from survey_inventarisations i
      join surveys s on s.id = i.survey_id
      where i.late_reason_item_id is not null and ${ofSurveys}
      order by s.created_at desc, s.id desc`,
  );
  const lateSurveys = new Map<number, string[]>();
  for (const row of lateReasons) {
    if (!inventoryNeedsLateReason(row.ordered_on, row.starts_on)) continue;
    const numbers = lateSurveys.get(row.item_id) ?? [];
    if (!numbers.includes(row.number)) numbers.push(row.number);
    lateSurveys.set(row.item_id, numbers);
  }
  // A late reason is of its own list: no other use of the same item to merge with.
  for (const [itemId, numbers] of lateSurveys) {
    useOf.set(itemId, {
      surveyCount: numbers.length,
      surveyNumbers: numbers.slice(0, shownSurveys),
    });
  }
  return useOf;
}

/**
 * The items LAVS would get no code for: every item of the organisation's variable set, of
 * a list the message carries as codes (`lavsMappedLists`), used by one of its property
 * surveys that is not cancelled, that has no LAVS mapping usable for export (direction
 * export or both), or whose chosen mapping (`itemsWithLavsMapping`) is not acknowledged.
 * One statement after another (safe in a transaction).
 */
export async function lavsMappingWarnings(db: Executor, organisationId: number) {
  const [organisation] = await db
    .select({ variableSetId: organisations.variableSetId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const setId = organisation?.variableSetId ?? null;
  if (setId === null) return { externalSystem: null, warnings: [] };
  const [system] = await db
    .select()
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, setId),
        eq(variableItems.list, 'external_systems'),
        eq(variableItems.value, lavsExternalSystemValue),
      ),
    );
  const useOf = await usedItems(db, organisationId);
  if (useOf.size === 0) return { externalSystem: system ?? null, warnings: [] };
  const items = await itemsWithLavsMapping(
    db,
    setId,
    lavsMappedLists,
    inArray(variableItems.id, [...useOf.keys()]),
  );
  const warnings: LavsMappingWarning[] = [];
  for (const { item, mapping } of items) {
    if (mapping?.acknowledgedAt) continue;
    const use = useOf.get(item.id)!;
    warnings.push({
      item,
      problem: mapping ? 'unacknowledged' : 'unmapped',
      mapping,
      surveyCount: use.surveyCount,
      surveyNumbers: use.surveyNumbers,
    });
  }
  // In the order of the message's lists.
  const rank = (list: string) => lavsMappedLists.indexOf(list as never);
  warnings.sort((a, b) => rank(a.item.list) - rank(b.item.list));
  return { externalSystem: system ?? null, warnings };
}

const LavsMappingWarningRef = builder
  .objectRef<LavsMappingWarning>('LavsMappingWarning')
  .implement({
    description: 'An item used by a property survey that LAVS would get no (confirmed) code for',
    fields: (t) => ({
      id: t.id({ description: "The item's id", resolve: (warning) => warning.item.id }),
      item: t.field({ type: VariableItemRef, resolve: (warning) => warning.item }),
      list: t.string({
        description: 'The lookup list key',
        resolve: (warning) => warning.item.list,
      }),
      problem: t.string({
        description: "'unmapped' or 'unacknowledged'",
        resolve: (warning) => warning.problem,
      }),
      mapping: t.field({
        type: VariableMappingRef,
        nullable: true,
        description: 'The chosen mapping, not acknowledged yet',
        resolve: (warning) => warning.mapping,
      }),
      survey_count: t.int({ resolve: (warning) => warning.surveyCount }),
      survey_numbers: t.stringList({
        description: 'At most 5, newest first',
        resolve: (warning) => warning.surveyNumbers,
      }),
    }),
  });

const LavsMappingWarningsRef = builder
  .objectRef<Awaited<ReturnType<typeof lavsMappingWarnings>>>('LavsMappingWarnings')
  .implement({
    fields: (t) => ({
      external_system: t.field({
        type: VariableItemRef,
        nullable: true,
        description: "The variable set's LAVS item; null when it has none",
        resolve: (result) => result.externalSystem,
      }),
      warnings: t.field({ type: [LavsMappingWarningRef], resolve: (result) => result.warnings }),
    }),
  });

builder.queryField('lavsMappingWarnings', (t) =>
  t.field({
    type: LavsMappingWarningsRef,
    description: 'The items LAVS would get no code for, of surveys of the organisation',
    authScopes: { manager: true },
    resolve: (_root, _args, context) => lavsMappingWarnings(context.db, organisationOf(context)),
  }),
);
