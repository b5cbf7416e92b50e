-- The admin table searches a lookup list for words anywhere in an item's value or
-- description (resources/paging.ts, searchCondition). A trigram index on exactly that
-- expression turns the LIKE '%word%' scan of a long list into an index lookup.
-- Without fastupdate, new items enter the index at once instead of a pending list that
-- only a vacuum merges (PGlite runs no autovacuum), which would steer the planner away.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "variable_items_search_idx" ON "variable_items" USING gin ((lower("value" || ' ' || "description")) gin_trgm_ops) WITH (fastupdate = off);
