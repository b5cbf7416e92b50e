CREATE TABLE "survey_plan_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_plan_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"symbol_item_id" integer,
	"location_id" integer,
	"sample_id" integer,
	"observation_id" integer,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"rotation" double precision DEFAULT 0 NOT NULL,
	"scale_x" double precision DEFAULT 1 NOT NULL,
	"scale_y" double precision DEFAULT 1 NOT NULL,
	"size" double precision,
	"points" jsonb,
	"pattern_item_id" integer,
	"color" text,
	"label" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_profile_id" integer,
	"updated_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_plan_id_survey_records_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_symbol_item_id_variable_items_id_fk" FOREIGN KEY ("symbol_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_location_id_survey_source_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."survey_source_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_sample_id_survey_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."survey_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_observation_id_survey_records_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_pattern_item_id_variable_items_id_fk" FOREIGN KEY ("pattern_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_plan_elements" ADD CONSTRAINT "survey_plan_elements_updated_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("updated_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_plan_elements_plan_idx" ON "survey_plan_elements" USING btree ("plan_id","sort_index");--> statement-breakpoint
CREATE INDEX "survey_plan_elements_survey_idx" ON "survey_plan_elements" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_plan_elements_location_idx" ON "survey_plan_elements" USING btree ("plan_id","location_id") WHERE "survey_plan_elements"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_plan_elements_sample_idx" ON "survey_plan_elements" USING btree ("plan_id","sample_id") WHERE "survey_plan_elements"."sample_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_plan_elements_observation_idx" ON "survey_plan_elements" USING btree ("plan_id","observation_id") WHERE "survey_plan_elements"."observation_id" is not null;