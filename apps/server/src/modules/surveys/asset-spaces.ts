import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The survey keeps its own copy of the asset's floors and spaces, in the asset's order, so
 * later edits of the asset do not rewrite it. One statement: the floors inserted by the
 * first part give the spaces their new floor ids by position.
 */
export async function copyAssetSpaces(tx: Executor, surveyId: number, assetId: number) {
  await tx.execute(sql`
    with floors as (
      select id, name, (row_number() over (order by sort_index, id))::int - 1 as position
      from asset_floors where asset_id = ${assetId}
    ), copied as (
      insert into survey_floors (survey_id, name, sort_index)
      select ${surveyId}, name, position from floors order by position
      returning id, sort_index
    )
    insert into survey_spaces (survey_id, floor_id, name, description, sort_index)
    select ${surveyId}, copied.id, space.name, space.description,
      (row_number() over (order by space.sort_index, space.id))::int - 1
    from asset_spaces space
    left join floors on floors.id = space.floor_id
    left join copied on copied.sort_index = floors.position
    where space.asset_id = ${assetId}`);
}
