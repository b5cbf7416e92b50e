DROP INDEX "variable_items_set_list_value_idx";--> statement-breakpoint
ALTER TABLE "variable_items" ADD COLUMN "parent_item_id" integer;--> statement-breakpoint
ALTER TABLE "variable_items" ADD CONSTRAINT "variable_items_parent_item_id_variable_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."variable_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "variable_items_set_list_parent_value_idx" ON "variable_items" USING btree ("variable_set_id","list",coalesce("parent_item_id", 0),"value");--> statement-breakpoint
CREATE INDEX "variable_items_parent_idx" ON "variable_items" USING btree ("parent_item_id","list","sort_index");--> statement-breakpoint
-- Sample kinds were kept inside their material type's data; they become child items, their
-- analysis methods the ids of the set's analyse_methodes items.
INSERT INTO "variable_items" ("variable_set_id", "list", "parent_item_id", "value", "description", "active", "sort_index", "data")
SELECT mt."variable_set_id", 'monster_soorten', mt."id", kind.value->>'value', '', true, kind.position - 1,
  jsonb_build_object(
    'prefix', kind.value->>'prefix',
    'svg', kind.value->>'svg',
    'size', (kind.value->>'size')::integer,
    'analyse_methodes', coalesce((
      SELECT jsonb_agg(method."id" ORDER BY method."sort_index")
      FROM "variable_items" method
      WHERE method."variable_set_id" = mt."variable_set_id" AND method."list" = 'analyse_methodes'
        AND method."value" IN (SELECT jsonb_array_elements_text(kind.value->'analyse_methodes'))
    ), '[]'::jsonb))
FROM "variable_items" mt, jsonb_array_elements(mt."data"->'monster_soorten') WITH ORDINALITY AS kind(value, position)
WHERE mt."list" = 'materiaal_types' AND jsonb_typeof(mt."data"->'monster_soorten') = 'array';--> statement-breakpoint
UPDATE "variable_items" SET "data" = "data" - 'monster_soorten' WHERE "list" = 'materiaal_types';--> statement-breakpoint
-- An application's category was its name; it is the category item's id.
UPDATE "variable_items" application SET "data" = jsonb_set(application."data", '{toepassing_category}', to_jsonb(category."id"))
FROM "variable_items" category
WHERE application."list" = 'toepassingen' AND category."list" = 'toepassing_categories'
  AND category."variable_set_id" = application."variable_set_id"
  AND jsonb_typeof(application."data"->'toepassing_category') = 'string'
  AND category."value" = application."data"->>'toepassing_category';--> statement-breakpoint
-- External systems: the address key as the form names it, environments as its options.
UPDATE "variable_items" SET "data" = ("data" - 'baseUrl') || jsonb_build_object('base_url', "data"->>'baseUrl')
WHERE "list" = 'external_systems' AND "data" ? 'baseUrl';--> statement-breakpoint
UPDATE "variable_items" SET "data" = jsonb_set("data", '{environment}', '"none"')
WHERE "list" = 'external_systems' AND "data"->>'environment' NOT IN ('simulator', 'acceptance', 'production', 'none');
