DROP INDEX "survey_records_parent_idx";--> statement-breakpoint
DROP INDEX "survey_records_source_idx";--> statement-breakpoint
DROP INDEX "survey_records_location_idx";--> statement-breakpoint
CREATE INDEX "survey_records_parent_idx" ON "survey_records" USING btree ("parent_id") WHERE "survey_records"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "survey_records_source_idx" ON "survey_records" USING btree ("source_id") WHERE "survey_records"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "survey_records_location_idx" ON "survey_records" USING btree ("location_id") WHERE "survey_records"."location_id" is not null;