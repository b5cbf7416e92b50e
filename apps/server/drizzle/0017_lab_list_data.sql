-- The list data that lab results and SMA-rt read (migration 0016, list-fields.ts) for the items
-- of variable sets made before it: filled where absent, recognised by the values earlier
-- seeds gave the items. Items a firm named otherwise are left for the firm to fill in.
-- An analysed material's NEN 5896 asbestos type, by its Dutch (or English) name.
UPDATE "variable_items" AS i
SET "data" = i."data" || jsonb_build_object('asbestos_type', t."type")
FROM (VALUES
  ('chrysotiel', 'chrysotile'),
  ('chrysotile', 'chrysotile'),
  ('amosiet', 'amosite'),
  ('amosite', 'amosite'),
  ('crocidoliet', 'crocidolite'),
  ('crocidolite', 'crocidolite'),
  ('tremoliet', 'tremolite'),
  ('tremolite', 'tremolite'),
  ('actinoliet', 'actinolite'),
  ('actinolite', 'actinolite'),
  ('anthophylliet', 'anthophyllite'),
  ('anthofylliet', 'anthophyllite'),
  ('anthophyllite', 'anthophyllite')
) AS t("name", "type")
WHERE i."list" = 'analyse_materialen'
  AND lower(trim(i."value")) = t."name"
  AND coalesce(i."data"->>'asbestos_type', '') = '';--> statement-breakpoint
-- "Overige amfibolen" of earlier seeds stood for three types at once, which a laboratory
-- reports one by one and SMA-rt weighs as amphiboles: its material type gets tremolite,
-- actinolite and anthophyllite as items of their own (as the seed has them now)...
INSERT INTO "variable_items" ("variable_set_id", "list", "parent_item_id", "value", "description", "active", "sort_index", "data")
SELECT o."variable_set_id", 'analyse_materialen', o."parent_item_id", t."value", 'Amfibool.', o."active",
  o."sort_index" + t."step", jsonb_build_object('asbestos_type', t."type")
FROM "variable_items" o
CROSS JOIN (VALUES
  ('Tremoliet', 'tremolite', 1),
  ('Actinoliet', 'actinolite', 2),
  ('Anthophylliet', 'anthophyllite', 3)
) AS t("value", "type", "step")
WHERE o."list" = 'analyse_materialen'
  AND lower(trim(o."value")) = 'overige amfibolen'
  AND coalesce(o."data"->>'asbestos_type', '') = ''
  AND NOT EXISTS (
    SELECT 1 FROM "variable_items" s
    WHERE s."variable_set_id" = o."variable_set_id"
      AND s."list" = 'analyse_materialen'
      AND s."parent_item_id" IS NOT DISTINCT FROM o."parent_item_id"
      AND (s."data"->>'asbestos_type' = t."type" OR lower(trim(s."value")) = lower(t."value"))
  );--> statement-breakpoint
-- ... each with a copy of its amounts (their status and, filled below, their range) ...
INSERT INTO "variable_items" ("variable_set_id", "list", "parent_item_id", "value", "description", "active", "sort_index", "data")
SELECT n."variable_set_id", a."list", n."id", a."value", a."description", a."active", a."sort_index", a."data"
FROM "variable_items" o
JOIN "variable_items" n ON n."variable_set_id" = o."variable_set_id"
  AND n."list" = 'analyse_materialen'
  AND n."parent_item_id" IS NOT DISTINCT FROM o."parent_item_id"
  AND n."data"->>'asbestos_type' IN ('tremolite', 'actinolite', 'anthophyllite')
JOIN "variable_items" a ON a."parent_item_id" = o."id" AND a."list" = 'analyse_resultaat_hoeveelheden'
WHERE o."list" = 'analyse_materialen'
  AND lower(trim(o."value")) = 'overige amfibolen'
  AND coalesce(o."data"->>'asbestos_type', '') = ''
  AND NOT EXISTS (
    SELECT 1 FROM "variable_items" c
    WHERE c."parent_item_id" = n."id" AND c."list" = 'analyse_resultaat_hoeveelheden'
  );--> statement-breakpoint
-- ... and it is made inactive: no new result names it, the ones that did stay readable.
UPDATE "variable_items"
SET "active" = false
WHERE "list" = 'analyse_materialen'
  AND lower(trim("value")) = 'overige amfibolen'
  AND coalesce("data"->>'asbestos_type', '') = '';--> statement-breakpoint
-- An amount's range of percentages, read from its value: "Niet aangetoond" is 0 to 0,
-- "< 2 %" 0 to 2, "2 - 5 %" 2 to 5, "> 50 %" 50 to 100 (stored as text, as the form does).
UPDATE "variable_items" AS i
SET "data" = i."data" || jsonb_build_object('min_percentage', r."min", 'max_percentage', r."max")
FROM (
  SELECT p."id",
    CASE
      WHEN p."none" THEN '0'
      WHEN p."between" IS NOT NULL THEN p."between"[1]
      WHEN p."below" IS NOT NULL THEN '0'
      ELSE p."above"[1]
    END AS "min",
    CASE
      WHEN p."none" THEN '0'
      WHEN p."between" IS NOT NULL THEN p."between"[2]
      WHEN p."below" IS NOT NULL THEN p."below"[1]
      ELSE '100'
    END AS "max"
  FROM (
    SELECT s."id",
      lower(s."text") ~ '^(niet aangetoond|niet aantoonbaar|geen asbest( aangetoond)?|0 ?%?)$' AS "none",
      regexp_match(s."text", '^([0-9]+(?:\.[0-9]+)?) ?%? ?[-–] ?([0-9]+(?:\.[0-9]+)?) ?%?$') AS "between",
      regexp_match(s."text", '^<=? ?([0-9]+(?:\.[0-9]+)?) ?%?$') AS "below",
      regexp_match(s."text", '^>=? ?([0-9]+(?:\.[0-9]+)?) ?%?$') AS "above"
    FROM (
      SELECT "id", regexp_replace(replace(trim("value"), ',', '.'), '\s+', ' ', 'g') AS "text"
      FROM "variable_items"
      WHERE "list" = 'analyse_resultaat_hoeveelheden'
        AND coalesce("data"->>'min_percentage', '') = ''
        AND coalesce("data"->>'max_percentage', '') = ''
    ) AS s
  ) AS p
  WHERE p."none" OR p."between" IS NOT NULL OR p."below" IS NOT NULL OR p."above" IS NOT NULL
) AS r
WHERE i."id" = r."id";--> statement-breakpoint
-- The flags the indicative SMA-rt class and the completeness list read (riskClassFlags).
UPDATE "variable_items" AS i
SET "data" = i."data" || jsonb_build_object(f."flag", true)
FROM (VALUES
  ('afschermingen', 'fully_enclosed', 'geheel omsloten'),
  ('bron_adviezen', 'removal', 'verwijderen voor renovatie of sloop'),
  ('bron_adviezen', 'removal', 'direct verwijderen'),
  ('bindingen', 'bonded', 'hechtgebonden'),
  ('condities', 'intact', 'goed'),
  ('beschadigingen', 'intact', 'onbeschadigd'),
  ('asbest_statussen', 'contains_asbestos', 'asbesthoudend'),
  ('asbest_statussen', 'contains_asbestos', 'verdacht (niet bemonsterd)'),
  ('asbest_statussen', 'contains_asbestos', 'aangenomen asbesthoudend')
) AS f("list", "flag", "value")
WHERE i."list" = f."list"
  AND lower(trim(i."value")) = f."value"
  AND i."data"->f."flag" IS NULL;--> statement-breakpoint
-- A SMA-rt class item's class, from its value: "Risicoklasse 2A" is 2A.
UPDATE "variable_items" AS i
SET "data" = i."data" || jsonb_build_object('risk_class', upper(r."class"))
FROM (
  SELECT "id", (regexp_match(lower(trim("value")), '^(?:risico)? ?klasse ?(1|2a|2|3)$'))[1] AS "class"
  FROM "variable_items"
  WHERE "list" = 'smart_risicoklasses' AND coalesce("data"->>'risk_class', '') = ''
) AS r
WHERE i."id" = r."id" AND r."class" IS NOT NULL;
