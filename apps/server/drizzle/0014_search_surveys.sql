-- A survey is a document of the surveys index: its number, its asset's address (and what
-- the asset is found by), its asset type and planned start. Set-based, so that copying a
-- survey to a thousand addresses indexes them in one statement.
CREATE OR REPLACE FUNCTION search_surveys_upsert(survey_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_documents AS d (organisation_id, index_name, ref_id, number, address,
    asset_type, start_date, sort_key, content)
  SELECT s.organisation_id, 'survey', s.id, s.number, coalesce(a.address, ''), s.asset_type,
    s.planned_start, search_fold(coalesce(a.address, '')), concat_ws(' ', s.number, a.content)
  FROM surveys s
  LEFT JOIN search_documents a ON a.ref_id = s.asset_id AND a.index_name IN ('asset', 'vessel')
  WHERE s.id = ANY (survey_ids)
  ON CONFLICT (ref_id, index_name) DO UPDATE SET
    organisation_id = EXCLUDED.organisation_id,
    number = EXCLUDED.number,
    address = EXCLUDED.address,
    asset_type = EXCLUDED.asset_type,
    start_date = EXCLUDED.start_date,
    sort_key = EXCLUDED.sort_key,
    content = EXCLUDED.content,
    updated_at = now();
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_surveys_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_surveys_upsert(ARRAY(SELECT id FROM new_surveys));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_surveys_insert" AFTER INSERT ON "surveys"
  REFERENCING NEW TABLE AS new_surveys
  FOR EACH STATEMENT EXECUTE FUNCTION search_surveys_inserted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_surveys_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_surveys_upsert(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A change of status or of the information leaves the document as it is.
CREATE TRIGGER "search_surveys_update" AFTER UPDATE ON "surveys"
  FOR EACH ROW
  WHEN (OLD.number IS DISTINCT FROM NEW.number OR OLD.asset_id IS DISTINCT FROM NEW.asset_id
    OR OLD.planned_start IS DISTINCT FROM NEW.planned_start
    OR OLD.organisation_id IS DISTINCT FROM NEW.organisation_id)
  EXECUTE FUNCTION search_surveys_updated();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_surveys_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents
  WHERE index_name = 'survey' AND ref_id IN (SELECT id FROM old_surveys);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_surveys_delete" AFTER DELETE ON "surveys"
  REFERENCING OLD TABLE AS old_surveys
  FOR EACH STATEMENT EXECUTE FUNCTION search_surveys_deleted();--> statement-breakpoint
-- A survey is found by its asset's address: an edited address moves its surveys along.
-- Named to fire after search_assets_sync, which writes the asset's own document first.
CREATE OR REPLACE FUNCTION search_assets_sync_surveys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_surveys_upsert(ARRAY(SELECT id FROM surveys WHERE asset_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_assets_sync_surveys" AFTER UPDATE ON "assets"
  FOR EACH ROW EXECUTE FUNCTION search_assets_sync_surveys();
