-- Global search (apps/server/src/search): three indexes, surveys, assets and vessels, in one
-- table of documents that triggers keep up to date, so a saved change is searchable at once
-- and no module has to call the search.
--
-- A document carries the fields of its hit (spec section 3) and `content`, the text it is
-- found by. A trigger folds the content (lower case, Dutch accents removed) into `norm`,
-- which a trigram index serves for substring and prefix matching, and collects its words
-- as keys '<organisation>/<index>/<word>' in `word_keys`, so that a word's documents are
-- looked up in one index of one organisation only. Every word also enters the
-- organisation's vocabulary with its one-letter deletions (SymSpell): a query word's
-- deletions looked up there give the words within one typo, which the search verifies, and
-- a trigram index on the vocabulary gives the words that hold a query word ('oud' in
-- 'goudsbloemstraat'); the documents holding those words come from the `word_keys` index.
--
-- The surveys index is filled by whoever writes surveys: insert or update a row with
-- index_name 'survey', ref_id (the survey id), number, address, asset_type, start_date and
-- content; the rest follows.

CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(translate(lower(coalesce(value, '')),
    'áàâäãåāéèêëēėęíìîïīóòôöõøōúùûüūýÿçćčñńšśžźżłđ''’`',
    'aaaaaaaeeeeeeeiiiiiooooooouuuuuyycccnnsszzzld'),
    'ĳ', 'ij'), 'æ', 'ae'), 'ß', 'ss')
$$;--> statement-breakpoint

-- The folded text as it is searched: words of letters and digits between single spaces,
-- with a space at either end so that a word's start is ' word'. An index uses it, and
-- PostgreSQL 17 builds and analyses indexes with only pg_catalog on the search path: hence
-- public.search_fold.
CREATE OR REPLACE FUNCTION search_norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || btrim(regexp_replace(public.search_fold(value), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;--> statement-breakpoint

CREATE TABLE "search_documents" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
  "index_name" text NOT NULL CHECK ("index_name" IN ('survey', 'asset', 'vessel')),
  "ref_id" integer NOT NULL,
  "number" text NOT NULL DEFAULT '',
  "address" text NOT NULL DEFAULT '',
  "asset_type" text NOT NULL DEFAULT '',
  "start_date" date,
  "construction_year" integer,
  "vessel_type" text NOT NULL DEFAULT '',
  "sort_key" text NOT NULL DEFAULT '',
  "content" text NOT NULL DEFAULT '',
  "norm" text NOT NULL DEFAULT '',
  "word_keys" text[] NOT NULL DEFAULT '{}',
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- The record's document. Led by ref_id so that the search, which names an organisation and
-- an index but no record, finds no way through it: only the two indexes below serve it.
CREATE UNIQUE INDEX "search_documents_ref_idx" ON "search_documents" ("ref_id", "index_name");--> statement-breakpoint
-- Without fastupdate, a saved document enters the indexes at once (PGlite has no autovacuum).
CREATE INDEX "search_documents_norm_idx" ON "search_documents" USING gin ("norm" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- A survey by the start of its number ('2024-00'): digits make common trigrams.
CREATE INDEX "search_documents_number_idx" ON "search_documents" ((search_norm("number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("word_keys") WITH (fastupdate = off);--> statement-breakpoint

CREATE TABLE "search_words" (
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
  "word" text NOT NULL,
  PRIMARY KEY ("organisation_id", "word")
);--> statement-breakpoint
-- The words holding a query word ('oud' in 'oudenzaal', 'goudsbloemstraat').
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE TABLE "search_word_deletions" (
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
  "deletion" text NOT NULL,
  "word" text NOT NULL,
  PRIMARY KEY ("organisation_id", "deletion", "word")
);--> statement-breakpoint

-- Folds the content, collects the words worth a typo (three letters or more, no digits:
-- not postcodes, numbers or call signs) and adds the new ones with their deletions to the vocabulary. A word stays in the
-- vocabulary when its last document goes: it then only yields a candidate that finds nothing.
CREATE OR REPLACE FUNCTION search_documents_prepare() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.content IS NOT DISTINCT FROM OLD.content
     AND NEW.organisation_id = OLD.organisation_id AND NEW.index_name = OLD.index_name THEN
    NEW.norm := OLD.norm;
    NEW.word_keys := OLD.word_keys;
    RETURN NEW;
  END IF;
  NEW.norm := search_norm(NEW.content);
  words := ARRAY(
    SELECT DISTINCT w FROM regexp_split_to_table(btrim(NEW.norm), ' ') AS w
    WHERE length(w) >= 3 AND w ~ '^[a-z]+$'
  );
  NEW.word_keys := ARRAY(
    SELECT NEW.organisation_id || '/' || NEW.index_name || '/' || w FROM unnest(words) AS w
  );
  WITH added AS (
    INSERT INTO search_words (organisation_id, word)
    SELECT NEW.organisation_id, w FROM unnest(words) AS w
    ON CONFLICT DO NOTHING
    RETURNING word
  )
  INSERT INTO search_word_deletions (organisation_id, deletion, word)
  SELECT NEW.organisation_id, d.deletion, added.word
  FROM added
  CROSS JOIN LATERAL (
    SELECT added.word
    UNION
    SELECT overlay(added.word PLACING '' FROM i FOR 1) FROM generate_series(1, length(added.word)) AS i
  ) AS d(deletion)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_documents_prepare" BEFORE INSERT OR UPDATE ON "search_documents"
  FOR EACH ROW EXECUTE FUNCTION search_documents_prepare();--> statement-breakpoint

-- An asset is a document of the assets index (a property) or of the vessels index.
-- Property: address "Kerkstraat 12a, 1234 AB Hoogeveen" and its construction year.
-- Vessel: "name, IMO 1234567" as its address, and its vessel type.
CREATE OR REPLACE FUNCTION search_assets_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  house text;
  address text;
  content text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE ref_id = OLD.id AND index_name IN ('asset', 'vessel');
    RETURN OLD;
  END IF;
  IF NEW.asset_type = 'vessel' THEN
    kind := 'vessel';
    address := concat_ws(', ', nullif(btrim(NEW.name), ''),
      CASE WHEN coalesce(NEW.imo, '') <> '' THEN 'IMO ' || NEW.imo END);
    content := concat_ws(' ', NEW.name,
      CASE WHEN coalesce(NEW.imo, '') <> '' THEN 'IMO ' || NEW.imo END,
      NEW.vessel_type, NEW.call_sign, NEW.mmsi);
  ELSE
    kind := 'asset';
    house := btrim(NEW.house_number || ' ' || NEW.house_number_suffix);
    IF NEW.house_number_suffix ~ '^[A-Za-z]$' THEN
      house := NEW.house_number || NEW.house_number_suffix;
    END IF;
    address := concat_ws(', ', nullif(btrim(NEW.street || ' ' || house), ''),
      nullif(btrim(NEW.postcode || ' ' || NEW.city), ''));
    content := concat_ws(' ', NEW.street, NEW.house_number, NEW.house_number_suffix,
      NEW.postcode, replace(NEW.postcode, ' ', ''), NEW.city);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.asset_type IS DISTINCT FROM NEW.asset_type THEN
    DELETE FROM search_documents
    WHERE index_name IN ('asset', 'vessel') AND index_name <> kind AND ref_id = NEW.id;
  END IF;
  INSERT INTO search_documents AS d (organisation_id, index_name, ref_id, address,
    asset_type, construction_year, vessel_type, sort_key, content)
  VALUES (NEW.organisation_id, kind, NEW.id, address, NEW.asset_type,
    CASE WHEN kind = 'asset' THEN NEW.construction_year END,
    CASE WHEN kind = 'vessel' THEN NEW.vessel_type ELSE '' END,
    search_fold(address), content)
  ON CONFLICT (ref_id, index_name) DO UPDATE SET
    organisation_id = EXCLUDED.organisation_id,
    address = EXCLUDED.address,
    asset_type = EXCLUDED.asset_type,
    construction_year = EXCLUDED.construction_year,
    vessel_type = EXCLUDED.vessel_type,
    sort_key = EXCLUDED.sort_key,
    content = EXCLUDED.content,
    updated_at = now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_assets_sync" AFTER INSERT OR UPDATE OR DELETE ON "assets"
  FOR EACH ROW EXECUTE FUNCTION search_assets_sync();--> statement-breakpoint

-- Assets saved before this migration.
UPDATE assets SET updated_at = updated_at;
