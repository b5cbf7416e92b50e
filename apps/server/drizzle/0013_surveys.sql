CREATE TABLE "inventarisation_dossier_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventarisation_dossier_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventarisation_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_floors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_floors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_inventarisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_inventarisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"ordered_on" date,
	"starts_on" date,
	"ends_on" date,
	"late_reason_item_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"space_id" integer,
	"source_id" integer,
	"location_id" integer,
	"file_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"location_id" integer,
	"sample_kind_item_id" integer,
	"number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_source_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_source_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"space_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2),
	"unit_item_id" integer,
	"assessment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"number" text NOT NULL,
	"application_item_id" integer,
	"material_type_item_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_spaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_spaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"floor_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"profile_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_surveyors" (
	"survey_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "survey_surveyors_survey_id_profile_id_pk" PRIMARY KEY("survey_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "survey_vscp_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_vscp_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"finding" text DEFAULT 'unknown' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"client_id" integer,
	"survey_type_item_id" integer,
	"survey_kind_item_id" integer,
	"branch_id" integer,
	"planned_start" date,
	"planned_end" date,
	"project_number" text DEFAULT '' NOT NULL,
	"front_image_file_id" integer,
	"survey_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"asbestos_research" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"execution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"out_of_scope" text DEFAULT '' NOT NULL,
	"created_by_profile_id" integer,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "survey_iframe_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventarisation_dossier_checks" ADD CONSTRAINT "inventarisation_dossier_checks_inventarisation_id_survey_inventarisations_id_fk" FOREIGN KEY ("inventarisation_id") REFERENCES "public"."survey_inventarisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarisation_dossier_checks" ADD CONSTRAINT "inventarisation_dossier_checks_template_id_dossier_check_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."dossier_check_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_floors" ADD CONSTRAINT "survey_floors_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_inventarisations" ADD CONSTRAINT "survey_inventarisations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_inventarisations" ADD CONSTRAINT "survey_inventarisations_late_reason_item_id_variable_items_id_fk" FOREIGN KEY ("late_reason_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_parent_id_survey_records_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_space_id_survey_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."survey_spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_source_id_survey_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."survey_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_location_id_survey_source_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."survey_source_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_samples" ADD CONSTRAINT "survey_samples_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_samples" ADD CONSTRAINT "survey_samples_location_id_survey_source_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."survey_source_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_samples" ADD CONSTRAINT "survey_samples_sample_kind_item_id_variable_items_id_fk" FOREIGN KEY ("sample_kind_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_source_locations" ADD CONSTRAINT "survey_source_locations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_source_locations" ADD CONSTRAINT "survey_source_locations_source_id_survey_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."survey_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_source_locations" ADD CONSTRAINT "survey_source_locations_space_id_survey_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."survey_spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_source_locations" ADD CONSTRAINT "survey_source_locations_unit_item_id_variable_items_id_fk" FOREIGN KEY ("unit_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sources" ADD CONSTRAINT "survey_sources_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sources" ADD CONSTRAINT "survey_sources_application_item_id_variable_items_id_fk" FOREIGN KEY ("application_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sources" ADD CONSTRAINT "survey_sources_material_type_item_id_variable_items_id_fk" FOREIGN KEY ("material_type_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_spaces" ADD CONSTRAINT "survey_spaces_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_spaces" ADD CONSTRAINT "survey_spaces_floor_id_survey_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."survey_floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_status_changes" ADD CONSTRAINT "survey_status_changes_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_status_changes" ADD CONSTRAINT "survey_status_changes_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_surveyors" ADD CONSTRAINT "survey_surveyors_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_surveyors" ADD CONSTRAINT "survey_surveyors_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_vscp_entries" ADD CONSTRAINT "survey_vscp_entries_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_survey_type_item_id_variable_items_id_fk" FOREIGN KEY ("survey_type_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_survey_kind_item_id_variable_items_id_fk" FOREIGN KEY ("survey_kind_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_front_image_file_id_files_id_fk" FOREIGN KEY ("front_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventarisation_dossier_checks_idx" ON "inventarisation_dossier_checks" USING btree ("inventarisation_id","template_id");--> statement-breakpoint
CREATE INDEX "survey_floors_survey_idx" ON "survey_floors" USING btree ("survey_id","sort_index");--> statement-breakpoint
CREATE INDEX "survey_inventarisations_survey_idx" ON "survey_inventarisations" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_records_survey_idx" ON "survey_records" USING btree ("survey_id","kind","sort_index");--> statement-breakpoint
CREATE INDEX "survey_records_parent_idx" ON "survey_records" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "survey_records_source_idx" ON "survey_records" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "survey_records_location_idx" ON "survey_records" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "survey_samples_location_idx" ON "survey_samples" USING btree ("location_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_samples_number_idx" ON "survey_samples" USING btree ("survey_id","number");--> statement-breakpoint
CREATE INDEX "survey_source_locations_survey_idx" ON "survey_source_locations" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_source_locations_source_idx" ON "survey_source_locations" USING btree ("source_id","sort_index");--> statement-breakpoint
CREATE INDEX "survey_sources_survey_idx" ON "survey_sources" USING btree ("survey_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_sources_number_idx" ON "survey_sources" USING btree ("survey_id","number");--> statement-breakpoint
CREATE INDEX "survey_spaces_survey_idx" ON "survey_spaces" USING btree ("survey_id","sort_index");--> statement-breakpoint
CREATE INDEX "survey_status_changes_survey_idx" ON "survey_status_changes" USING btree ("survey_id","changed_at");--> statement-breakpoint
CREATE INDEX "survey_surveyors_profile_idx" ON "survey_surveyors" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "survey_vscp_entries_survey_idx" ON "survey_vscp_entries" USING btree ("survey_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_number_idx" ON "surveys" USING btree ("organisation_id","number");--> statement-breakpoint
CREATE INDEX "surveys_list_number_idx" ON "surveys" USING btree ("organisation_id","asset_type","status","number");--> statement-breakpoint
CREATE INDEX "surveys_list_start_idx" ON "surveys" USING btree ("organisation_id","asset_type","status","planned_start");--> statement-breakpoint
CREATE INDEX "surveys_asset_idx" ON "surveys" USING btree ("asset_id");