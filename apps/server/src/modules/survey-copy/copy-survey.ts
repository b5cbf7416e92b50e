import type { RuleFailure } from '@vezel/domain';
import {
  componentsForExistingAsset,
  readCopyAddresses,
  readCopyComponents,
  type CopyComponents,
  type CopyRow,
} from '@vezel/domain/surveys/copy';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../graphql/errors';
import { findSurvey } from '../surveys/access';

export interface CopySurveyRequest {
  organisationId: number;
  /** The caller: the new surveys' surveyor and the author of their first status line. */
  profileId: number | null;
  surveyId: number;
  /** The mutation's JSON arguments, as sent. */
  components: string;
  addresses: string;
}

export interface CopySurveyResult {
  /** The copied survey. */
  id: number;
  assetType: 'property' | 'vessel';
  surveyIds: number[];
}

const refuse = (failure: RuleFailure) =>
  new AppError('BAD_USER_INPUT', failure.key, failure.values);

/** `count` new ids of a table's identity column, for rows inserted with those ids. */
async function newIds(tx: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id
        from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id);
}

/**
 * Copies a survey to the addresses (or vessels) of `addresses`, in one transaction: every
 * copy or none. For each row it finds the organisation's asset (a property by postcode,
 * house number and suffix; a vessel by IMO number) or creates it, plans a survey with the
 * row's number and dates, and copies the chosen components of the source. Everything is
 * set-based, a statement per table, so a thousand addresses take seconds, not minutes.
 */
export async function copySurvey(
  db: Database,
  request: CopySurveyRequest,
): Promise<CopySurveyResult> {
  const components = readCopyComponents(request.components);
  if ('key' in components) throw refuse(components);
  try {
    return await db.transaction(async (tx) => {
      const source = await findSurvey(tx, request.organisationId, request.surveyId);
      if (!source) throw new AppError('NOT_FOUND', 'error.recordNotFound');
      const kind = source.assetType === 'vessel' ? 'vessel' : 'property';
      const rows = readCopyAddresses(kind, request.addresses);
      if ('key' in rows) throw refuse(rows);
      await assertNumbersFree(tx, request.organisationId, rows);
      const targets = await assetsFor(tx, request.organisationId, kind, rows);
      const surveyIds = await insertSurveys(tx, source.id, request.profileId, components, targets);
      await copyComponents(tx, source.id, components, targets, surveyIds, request.profileId);
      return { id: source.id, assetType: kind, surveyIds };
    });
  } catch (error) {
    // Another request took a survey number or an IMO number between our check and insert.
    if (isUniqueViolation(error)) throw new AppError('BAD_USER_INPUT', 'error.savedMeanwhile');
    throw error;
  }
}

/** A survey number is unique in the organisation: the first row whose number is taken is named. */
async function assertNumbersFree(tx: Executor, organisationId: number, rows: CopyRow[]) {
  const numbers = rows.map((row) => row.onderzoeknr);
  const taken = await rowsOf<{ number: string }>(
    tx,
    sql`select number from surveys
        where organisation_id = ${organisationId}
          and number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
  );
  if (taken.length === 0) return;
  const takenNumbers = new Set(taken.map((row) => row.number));
  const index = rows.findIndex((row) => takenNumbers.has(row.onderzoeknr));
  throw refuse({
    key: 'copy.numberTaken',
    values: { number: rows[index]?.onderzoeknr ?? '', row: index + 1 },
  });
}

interface Target {
  row: CopyRow;
  assetId: number;
  /** The asset was there before: no plans and no sources are copied to it. */
  existing: boolean;
}

const text = (value: CopyRow[keyof CopyRow]) =>
  value === null || value === undefined ? '' : String(value);

/** How a row's asset is recognised: a property by its address, a vessel by its IMO number. */
const assetKey = (kind: 'property' | 'vessel', row: CopyRow) =>
  kind === 'vessel'
    ? text(row.imo)
    : [text(row.postcode), text(row.huisnummer), text(row.toevoeging).toLowerCase()].join('|');

/**
 * The asset of every row: the organisation's own when it has it, else a new one made from
 * the row (once for rows naming the same address). The search documents of new assets are
 * written by the assets table's trigger.
 */
async function assetsFor(
  tx: Executor,
  organisationId: number,
  kind: 'property' | 'vessel',
  rows: CopyRow[],
): Promise<Target[]> {
  const keys = [...new Set(rows.map((row) => assetKey(kind, row)))];
  const found =
    kind === 'vessel'
      ? await rowsOf<{ id: number; key: string }>(
          tx,
          sql`select id, imo as key from assets
              where organisation_id = ${organisationId} and imo is not null
                and imo in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
        )
      : await rowsOf<{ id: number; key: string }>(
          tx,
          sql`select min(id)::int as id,
                concat_ws('|', postcode, house_number, lower(house_number_suffix)) as key
              from assets
              where organisation_id = ${organisationId} and asset_type = 'property'
                and concat_ws('|', postcode, house_number, lower(house_number_suffix))
                  in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
              group by 2`,
        );
  const existing = new Map(found.map((asset) => [asset.key, asset.id]));
  const missing = keys.filter((key) => !existing.has(key));
  const ids = await newIds(tx, 'assets', missing.length);
  const created = new Map(missing.map((key, index) => [key, ids[index] ?? 0]));
  const firstRowOf = new Map<string, CopyRow>();
  for (const row of rows) {
    const key = assetKey(kind, row);
    if (created.has(key) && !firstRowOf.has(key)) firstRowOf.set(key, row);
  }
  const newAssets = [...firstRowOf].map(([key, row]) => ({ id: created.get(key), ...row }));
  if (newAssets.length > 0) await insertAssets(tx, organisationId, kind, newAssets);
  return rows.map((row) => {
    const key = assetKey(kind, row);
    const id = existing.get(key);
    return id === undefined
      ? { row, assetId: created.get(key) ?? 0, existing: false }
      : { row, assetId: id, existing: true };
  });
}

/**
 * New assets from their rows in one statement. A property's name goes to the asset's name,
 * its occupant's phone number beside the occupant (the asset has no column of its own for
 * it); a vessel's `type` and `country_name` stand in for a missing vessel type and flag.
 */
async function insertAssets(
  tx: Executor,
  organisationId: number,
  kind: 'property' | 'vessel',
  rows: (CopyRow & { id?: number })[],
) {
  const json = JSON.stringify(rows);
  if (kind === 'property') {
    await tx.execute(sql`
      insert into assets (id, organisation_id, asset_type, name, street,
        house_number, house_number_suffix, postcode, city, kind, construction_year, occupant)
        overriding system value
      select r.id, ${organisationId}, 'property', coalesce(r.naam, ''), coalesce(r.straatnaam, ''),
        r.huisnummer::text, coalesce(r.toevoeging, ''), r.postcode, coalesce(r.plaats, ''),
        coalesce(r.soort, ''), r.bouwjaar,
        concat_ws(', ', nullif(r.bewoner, ''), nullif(r.telefoonnr1, ''))
      from jsonb_to_recordset(${json}::jsonb) as r(id int, naam text, straatnaam text,
        huisnummer int, toevoeging text, postcode text, plaats text, soort text, bouwjaar int,
        bewoner text, telefoonnr1 text)`);
    return;
  }
  await tx.execute(sql`
    insert into assets (id, organisation_id, asset_type, imo, name, flag,
      build_year, vessel_type, builder, status, gross_tonnage, mmsi, call_sign, width, length,
      deadweight, teu, liquid_capacity, vessel_class)
      overriding system value
    select r.id, ${organisationId}, 'vessel', r.imo, r.name,
      coalesce(r.flag, r.country_name, ''), r.build, coalesce(r.vessel_type, r.type, ''),
      coalesce(r.vessel_builder, ''), coalesce(r.status, ''), r.gross_tonnage,
      coalesce(r.mmsi, ''), coalesce(r.callsign, ''), r.width::numeric, r.length::numeric,
      r.deadweight, r.teu, r.liquid_capacity, coalesce(r.class, '')
    from jsonb_to_recordset(${json}::jsonb) as r(id int, imo text, name text, flag text,
      country_name text, build int, vessel_type text, type text, vessel_builder text,
      status text, gross_tonnage int, mmsi text, callsign text, width text, length text,
      deadweight int, teu int, liquid_capacity int, class text)`);
}

/**
 * The new surveys, active (the copy is work to be done: they open in the active list the
 * copy dialog goes to), of the source's type, kind and branch, with the row's number
 * and dates (today when the row gives none: a planned survey has a start), the caller as
 * surveyor and the first line of their history. The survey search documents are written
 * by the surveys table's statement trigger.
 */
async function insertSurveys(
  tx: Executor,
  sourceId: number,
  profileId: number | null,
  components: CopyComponents,
  targets: Target[],
): Promise<number[]> {
  const ids = await newIds(tx, 'surveys', targets.length);
  const json = JSON.stringify(
    targets.map((target, index) => ({
      id: ids[index],
      asset_id: target.assetId,
      number: target.row.onderzoeknr,
      planned_start: target.row.startdatum,
      planned_end: target.row.einddatum,
      existing: target.existing,
    })),
  );
  await tx.execute(sql`
    insert into surveys (id, organisation_id, asset_id, asset_type,
      number, status, client_id, survey_type_item_id, survey_kind_item_id, branch_id,
      planned_start, planned_end, project_number, front_image_file_id, asbestos_research,
      execution, out_of_scope, created_by_profile_id)
      overriding system value
    select t.id, s.organisation_id, t.asset_id, s.asset_type, t.number, 'active',
      case when ${components.onderzoek_klant} then s.client_id end,
      s.survey_type_item_id, s.survey_kind_item_id, s.branch_id,
      coalesce(t.planned_start, (now() at time zone 'Europe/Amsterdam')::date), t.planned_end,
      case when ${components.projectNumber} then s.project_number else '' end,
      case when ${components.frontImage} then s.front_image_file_id end,
      case when ${components.asbestosResearch} then s.asbestos_research else '{}'::jsonb end,
      case when ${components.uitvoering} then s.execution else '{}'::jsonb end,
      case when ${components.outOfScope} then s.out_of_scope else '' end,
      ${profileId}::int
    from jsonb_to_recordset(${json}::jsonb)
      as t(id int, asset_id int, number text, planned_start date, planned_end date)
    cross join surveys s
    where s.id = ${sourceId}`);
  // The targets of the copies, for the statements that follow.
  await tx.execute(sql`
    create temp table copy_targets on commit drop as
    select t.id as survey_id, t.existing
    from jsonb_to_recordset(${json}::jsonb) as t(id int, existing boolean)`);
  if (profileId !== null) {
    await tx.execute(sql`
      insert into survey_surveyors (survey_id, profile_id)
      select survey_id, ${profileId}::int from copy_targets`);
  }
  await tx.execute(sql`
    insert into survey_status_changes (survey_id, from_status, to_status, profile_id)
    select survey_id, null, 'active', ${profileId}::int from copy_targets`);
  return ids;
}

/**
 * The kinds of simple records each component copies. Those of `newAssetOnly` components are
 * not copied to an asset that already exists.
 */
function recordKinds(components: CopyComponents) {
  const forExisting = componentsForExistingAsset(components);
  const kindsOf = (chosen: CopyComponents) =>
    [
      chosen.interviews && ['interview'],
      chosen.deskresearch && ['deskResearchDocument', 'deskResearchEntry', 'deskResearchPhoto'],
      chosen.limitations && ['limitation'],
      chosen.asbestosResearch && ['suitability'],
      chosen.otherRemarks && ['remark'],
      chosen.reportPhotos && ['reportPhoto'],
      chosen.exclusions && ['exclusion'],
      chosen.plans && ['plan'],
      chosen.sources && ['sanitationStrategy'],
      chosen.sourcelocations && ['locationPhoto'],
      // A control measure belongs to a location: without the locations it has no place.
      chosen.sourcelocations && chosen.controlmeasures && ['controlMeasure'],
      chosen.observations && ['observation'],
    ]
      .filter((kinds): kinds is string[] => Array.isArray(kinds))
      .flat();
  const all = kindsOf(components);
  const everywhere = kindsOf(forExisting);
  return { everywhere, newAssetOnly: all.filter((kind) => !everywhere.includes(kind)) };
}

/**
 * An old → new id map of a table's copied rows: one new id per (target, source row). Only
 * targets on new assets when `newAssetOnly`. `where` narrows the source rows (alias r).
 */
async function mapRows(
  tx: Executor,
  map: string,
  table: string,
  sourceId: number,
  newAssetOnly: boolean,
  where: SQL = sql`true`,
): Promise<void> {
  await tx.execute(sql`
    create temp table ${sql.identifier(map)} on commit drop as
    select t.survey_id, r.id as old_id,
      nextval(pg_get_serial_sequence(${table}, 'id'))::int as new_id
    from copy_targets t
    join ${sql.identifier(table)} r on r.survey_id = ${sourceId}
    where ${newAssetOnly ? sql`not t.existing` : sql`true`} and ${where}`);
  // Sizes for the planner, which joins the maps by hash.
  await tx.execute(sql`analyze ${sql.identifier(map)}`);
}

/**
 * The new id of a row a copied row refers to (its floor, space, source, location or parent),
 * copied to the same survey: a left join on the map, so a reference to a row that was not
 * copied becomes null. `alias` names the join; the copied row is `r`, its map entry `m`.
 */
function remap(map: string | null, column: string, alias: string) {
  if (map === null) return { value: sql`null::int`, join: sql`` };
  const a = sql.identifier(alias);
  return {
    value: sql`${a}.new_id`,
    join: sql`left join ${sql.identifier(map)} ${a}
      on ${a}.old_id = r.${sql.identifier(column)} and ${a}.survey_id = m.survey_id`,
  };
}

/**
 * Copies the chosen components of the source to every target, a statement per table: the
 * survey's floors and spaces, its sources with their locations and samples (new assets only),
 * and its simple records by kind, each reference (floor, space, source, location, document)
 * pointing at the target's own copy. Files are shared, not duplicated.
 */
async function copyComponents(
  tx: Executor,
  sourceId: number,
  components: CopyComponents,
  targets: Target[],
  surveyIds: number[],
  profileId: number | null,
) {
  if (surveyIds.length === 0) return;
  const anyNew = targets.some((target) => !target.existing);
  const spaces = components.inventarisatieRuimte;
  const sources = components.sources && anyNew;
  const locations = sources && components.sourcelocations;
  // The drawings go with their plans, which go to new assets only.
  const drawings = components.plans && components.planDrawings && anyNew;

  if (spaces) {
    await mapRows(tx, 'copy_floors', 'survey_floors', sourceId, false);
    await tx.execute(sql`
      insert into survey_floors (id, survey_id, name, sort_index) overriding system value
      select m.new_id, m.survey_id, r.name, r.sort_index
      from copy_floors m join survey_floors r on r.id = m.old_id`);
    await mapRows(tx, 'copy_spaces', 'survey_spaces', sourceId, false);
    const floor = remap('copy_floors', 'floor_id', 'f');
    await tx.execute(sql`
      insert into survey_spaces (id, survey_id, floor_id, name,
        description, sort_index) overriding system value
      select m.new_id, m.survey_id, ${floor.value}, r.name, r.description, r.sort_index
      from copy_spaces m join survey_spaces r on r.id = m.old_id ${floor.join}`);
  }
  const spaceMap = spaces ? 'copy_spaces' : null;

  if (sources) {
    await mapRows(tx, 'copy_sources', 'survey_sources', sourceId, true);
    await tx.execute(sql`
      insert into survey_sources (id, survey_id, number,
        application_item_id, material_type_item_id, description, data, sort_index)
        overriding system value
      select m.new_id, m.survey_id, r.number, r.application_item_id, r.material_type_item_id,
        r.description, r.data, r.sort_index
      from copy_sources m join survey_sources r on r.id = m.old_id`);
    // A source's SMA-rt class is kept in its classification and in its data's risk_class
    // (survey-risk-classes/sync.ts): the copy takes the class along so both stay one value;
    // the reference and printout were made for the original address, the copy gets its own.
    await tx.execute(sql`
      insert into smart_risk_certificates (survey_id, source_id, risk_class_item_id)
      select m.survey_id, m.new_id, c.risk_class_item_id
      from copy_sources m join smart_risk_certificates c
        on c.source_id = m.old_id and c.location_id is null`);
  }
  if (locations) {
    await mapRows(tx, 'copy_locations', 'survey_source_locations', sourceId, true);
    const source = remap('copy_sources', 'source_id', 'so');
    const space = remap(spaceMap, 'space_id', 'sp');
    await tx.execute(sql`
      insert into survey_source_locations (id, survey_id, source_id,
        space_id, description, amount, unit_item_id, assessment, sort_index)
        overriding system value
      select m.new_id, m.survey_id, ${source.value}, ${space.value}, r.description, r.amount,
        r.unit_item_id, r.assessment, r.sort_index
      from copy_locations m join survey_source_locations r on r.id = m.old_id
      ${source.join} ${space.join}`);
    if (components.laborders || drawings) {
      // Lab orders and plan drawings name samples: the samples get new ids first. Only a
      // sample on a location comes along (one that hangs elsewhere, or nowhere, stays behind).
      await mapRows(
        tx,
        'copy_samples',
        'survey_samples',
        sourceId,
        true,
        sql`r.location_id is not null`,
      );
      await tx.execute(sql`
        insert into survey_samples (id, survey_id, location_id, sample_kind_item_id, number,
          description, data, sort_index)
          overriding system value
        select m.new_id, m.survey_id, l.new_id, r.sample_kind_item_id, r.number, r.description,
          r.data, r.sort_index
        from copy_samples m join survey_samples r on r.id = m.old_id
        join copy_locations l on l.old_id = r.location_id and l.survey_id = m.survey_id`);
      if (components.laborders) await copyLabOrders(tx, sourceId, profileId);
    } else {
      // Samples go with their location; nothing refers to them, so they need no map.
      await tx.execute(sql`
        insert into survey_samples (survey_id, location_id, sample_kind_item_id, number,
          description, data, sort_index)
        select m.survey_id, m.new_id, r.sample_kind_item_id, r.number, r.description, r.data,
          r.sort_index
        from copy_locations m join survey_samples r on r.location_id = m.old_id`);
    }
  }

  const kinds = recordKinds(components);
  const kindList = (list: string[]) =>
    sql`array[${sql.join(
      list.map((kind) => sql`${kind}`),
      sql`, `,
    )}]::text[]`;
  const chosen = (target: string) =>
    sql`(r.kind = any(${kindList(kinds.everywhere)})
      or (not ${sql.identifier(target)}.existing
        and r.kind = any(${kindList(kinds.newAssetOnly)})))`;
  // The records other rows refer to get their new ids first: desk-research documents
  // (their entries) and, with the drawings, plans and observations (their elements). The
  // rest is inserted as it comes.
  const referred = [
    kinds.everywhere.includes('deskResearchDocument') && 'deskResearchDocument',
    drawings && 'plan',
    drawings && 'observation',
  ].filter((kind): kind is string => kind !== false);
  if (referred.length > 0) {
    await mapRows(
      tx,
      'copy_referred',
      'survey_records',
      sourceId,
      false,
      sql`r.kind = any(${kindList(referred)}) and ${chosen('t')}`,
    );
  }
  const referredMap = referred.length > 0 ? 'copy_referred' : null;
  const parent = remap(referredMap, 'parent_id', 'p');
  const space = remap(spaceMap, 'space_id', 'sp');
  const source = remap(sources ? 'copy_sources' : null, 'source_id', 'so');
  const location = remap(locations ? 'copy_locations' : null, 'location_id', 'l');
  const references = sql`${space.join} ${source.join} ${location.join}`;
  if (referredMap) {
    await tx.execute(sql`
      insert into survey_records (id, survey_id, kind, space_id, source_id, location_id,
        file_id, data, sort_index) overriding system value
      select m.new_id, m.survey_id, r.kind, ${space.value}, ${source.value}, ${location.value},
        r.file_id, r.data, r.sort_index
      from copy_referred m join survey_records r on r.id = m.old_id ${references}`);
  }
  await tx.execute(sql`
    insert into survey_records (survey_id, kind, parent_id, space_id, source_id, location_id,
      file_id, data, sort_index)
    select m.survey_id, r.kind, ${parent.value}, ${space.value}, ${source.value},
      ${location.value}, r.file_id, r.data, r.sort_index
    from copy_targets m
    join survey_records r on r.survey_id = ${sourceId}
      and r.kind <> all(${kindList(referred.length > 0 ? referred : [''])}) and ${chosen('m')}
    ${parent.join} ${references}`);
  if (drawings) await copyPlanDrawings(tx, sourceId, locations, profileId);
}

/**
 * The elements drawn on the source's plans, onto each copy's own plans: a pin points at
 * the copy's own location, sample or observation, and a pin whose record was not copied
 * (its component off) is left out. Symbols, patterns and geometry are kept as they are.
 */
async function copyPlanDrawings(
  tx: Executor,
  sourceId: number,
  locations: boolean,
  profileId: number | null,
) {
  const pin = (map: string, column: string, alias: string) => {
    const a = sql.identifier(alias);
    const c = sql.identifier(column);
    return {
      value: sql`${a}.new_id`,
      join: sql`left join ${sql.identifier(map)} ${a}
        on ${a}.old_id = e.${c} and ${a}.survey_id = p.survey_id`,
      kept: sql`(e.${c} is null or ${a}.new_id is not null)`,
    };
  };
  const none = { value: sql`null::int`, join: sql``, kept: sql`true` };
  const location = locations ? pin('copy_locations', 'location_id', 'l') : none;
  const sample = locations ? pin('copy_samples', 'sample_id', 's') : none;
  const observation = pin('copy_referred', 'observation_id', 'o');
  await tx.execute(sql`
    insert into survey_plan_elements (survey_id, plan_id, kind, symbol_item_id, location_id,
      sample_id, observation_id, x, y, rotation, scale_x, scale_y, size, points,
      pattern_item_id, color, label, sort_index, created_by_profile_id, updated_by_profile_id)
    select p.survey_id, p.new_id, e.kind, e.symbol_item_id, ${location.value},
      ${sample.value}, ${observation.value}, e.x, e.y, e.rotation, e.scale_x, e.scale_y,
      e.size, e.points, e.pattern_item_id, e.color, e.label, e.sort_index,
      ${profileId}::int, ${profileId}::int
    from survey_plan_elements e
    join copy_referred p on p.old_id = e.plan_id
    ${location.join} ${sample.join} ${observation.join}
    where e.survey_id = ${sourceId}
      and (e.location_id is null or ${locations ? location.kept : sql`false`})
      and (e.sample_id is null or ${locations ? sample.kept : sql`false`})
      and ${observation.kept}`);
}

/**
 * The lab orders of the source as drafts of each new survey (component laborders, which
 * needs the samples: sources and their locations). A firm copies a survey to buildings of
 * the same kind: the same samples go to the same laboratory with the same methods, so the
 * order is ready to send once they are taken. Cancelled orders are history and stay
 * behind; the copy is a draft numbered after its new survey, without the sent PDF, the
 * laboratory's reference or its results, its history starting with the copier; only the
 * samples still on the order (active; a cancelled order has none) come along, and an order
 * none of whose samples was copied is left behind: a draft without samples is no order.
 */
async function copyLabOrders(tx: Executor, sourceId: number, profileId: number | null) {
  await tx.execute(sql`
    create temp table copy_orders on commit drop as
    select t.survey_id, r.id as old_id,
      nextval(pg_get_serial_sequence('lab_orders', 'id'))::int as new_id,
      row_number() over (partition by t.survey_id order by r.number, r.id) as counter
    from copy_targets t
    join lab_orders r on r.survey_id = ${sourceId}
    where not t.existing
      and exists (select 1 from lab_order_samples os
        join copy_samples sm on sm.old_id = os.sample_id and sm.survey_id = t.survey_id
        where os.lab_order_id = r.id and os.active)`);
  await tx.execute(sql`
    insert into lab_orders (id, survey_id, laboratory_id, number, status, priority, remarks,
      created_by) overriding system value
    select m.new_id, m.survey_id, r.laboratory_id,
      s.number || '-L' || case when m.counter < 10 then '0' else '' end || m.counter,
      'draft', r.priority, r.remarks, ${profileId}::int
    from copy_orders m join lab_orders r on r.id = m.old_id join surveys s on s.id = m.survey_id`);
  await tx.execute(sql`
    insert into lab_order_samples (lab_order_id, sample_id, analysis_method_item_id, sort_index)
    select m.new_id, sm.new_id, os.analysis_method_item_id, os.sort_index
    from copy_orders m
    join lab_order_samples os on os.lab_order_id = m.old_id and os.active
    join copy_samples sm on sm.old_id = os.sample_id and sm.survey_id = m.survey_id`);
  await tx.execute(sql`
    insert into lab_order_status_changes (lab_order_id, from_status, to_status, profile_id)
    select new_id, null, 'draft', ${profileId}::int from copy_orders`);
}
