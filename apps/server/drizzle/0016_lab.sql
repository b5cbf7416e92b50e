CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"progress" jsonb,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lab_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"lab_order_id" integer,
	"number" text NOT NULL,
	"issued_on" date,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_order_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_order_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lab_order_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"analysis_method_item_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_order_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_order_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lab_order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"profile_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"order_file_id" integer,
	"send_job_id" integer,
	"channel" text,
	"external_reference" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_analyses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"laboratory_id" integer,
	"lab_order_id" integer,
	"certificate_id" integer,
	"analysis_method_item_id" integer,
	"analysed_on" date,
	"asbestos_detected" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'typed' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_analysis_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_analysis_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" integer NOT NULL,
	"analysis_material_item_id" integer,
	"amount_item_id" integer,
	"percentage" text DEFAULT '' NOT NULL,
	"hazardous_material" text,
	"concentration" numeric(14, 4),
	"unit" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_risk_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_risk_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"location_id" integer,
	"risk_class_item_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"printout_file_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laboratories" ADD COLUMN "csv_delimiter" text DEFAULT ';' NOT NULL;--> statement-breakpoint
ALTER TABLE "laboratories" ADD COLUMN "csv_sample_column" text DEFAULT 'Monster' NOT NULL;--> statement-breakpoint
ALTER TABLE "laboratories" ADD COLUMN "csv_material_column" text DEFAULT 'Asbestsoort' NOT NULL;--> statement-breakpoint
ALTER TABLE "laboratories" ADD COLUMN "csv_percentage_column" text DEFAULT 'Percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_samples" ADD COLUMN "vscp_entry_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_certificates" ADD CONSTRAINT "lab_certificates_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_certificates" ADD CONSTRAINT "lab_certificates_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_certificates" ADD CONSTRAINT "lab_certificates_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_certificates" ADD CONSTRAINT "lab_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_samples" ADD CONSTRAINT "lab_order_samples_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_samples" ADD CONSTRAINT "lab_order_samples_sample_id_survey_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."survey_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_samples" ADD CONSTRAINT "lab_order_samples_analysis_method_item_id_variable_items_id_fk" FOREIGN KEY ("analysis_method_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_status_changes" ADD CONSTRAINT "lab_order_status_changes_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_status_changes" ADD CONSTRAINT "lab_order_status_changes_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_order_file_id_files_id_fk" FOREIGN KEY ("order_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_send_job_id_jobs_id_fk" FOREIGN KEY ("send_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_sample_id_survey_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."survey_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_certificate_id_lab_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."lab_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_analysis_method_item_id_variable_items_id_fk" FOREIGN KEY ("analysis_method_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analyses" ADD CONSTRAINT "sample_analyses_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analysis_results" ADD CONSTRAINT "sample_analysis_results_analysis_id_sample_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."sample_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analysis_results" ADD CONSTRAINT "sample_analysis_results_analysis_material_item_id_variable_items_id_fk" FOREIGN KEY ("analysis_material_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_analysis_results" ADD CONSTRAINT "sample_analysis_results_amount_item_id_variable_items_id_fk" FOREIGN KEY ("amount_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_risk_certificates" ADD CONSTRAINT "smart_risk_certificates_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_risk_certificates" ADD CONSTRAINT "smart_risk_certificates_source_id_survey_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."survey_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_risk_certificates" ADD CONSTRAINT "smart_risk_certificates_location_id_survey_source_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."survey_source_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_risk_certificates" ADD CONSTRAINT "smart_risk_certificates_risk_class_item_id_variable_items_id_fk" FOREIGN KEY ("risk_class_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_risk_certificates" ADD CONSTRAINT "smart_risk_certificates_printout_file_id_files_id_fk" FOREIGN KEY ("printout_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_organisation_idx" ON "jobs" USING btree ("organisation_id","kind");--> statement-breakpoint
CREATE INDEX "lab_certificates_survey_idx" ON "lab_certificates" USING btree ("survey_id","laboratory_id");--> statement-breakpoint
CREATE INDEX "lab_order_samples_order_idx" ON "lab_order_samples" USING btree ("lab_order_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_order_samples_active_idx" ON "lab_order_samples" USING btree ("sample_id") WHERE "lab_order_samples"."active";--> statement-breakpoint
CREATE INDEX "lab_order_status_changes_order_idx" ON "lab_order_status_changes" USING btree ("lab_order_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_number_idx" ON "lab_orders" USING btree ("survey_id","number");--> statement-breakpoint
CREATE INDEX "lab_orders_laboratory_idx" ON "lab_orders" USING btree ("laboratory_id","status");--> statement-breakpoint
CREATE INDEX "sample_analyses_sample_idx" ON "sample_analyses" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "sample_analyses_survey_idx" ON "sample_analyses" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "sample_analysis_results_analysis_idx" ON "sample_analysis_results" USING btree ("analysis_id","sort_index");--> statement-breakpoint
CREATE INDEX "smart_risk_certificates_survey_idx" ON "smart_risk_certificates" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_risk_certificates_source_idx" ON "smart_risk_certificates" USING btree ("source_id",coalesce("location_id", 0));--> statement-breakpoint
ALTER TABLE "survey_samples" ADD CONSTRAINT "survey_samples_vscp_entry_id_survey_vscp_entries_id_fk" FOREIGN KEY ("vscp_entry_id") REFERENCES "public"."survey_vscp_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_samples_vscp_entry_idx" ON "survey_samples" USING btree ("vscp_entry_id") WHERE "survey_samples"."vscp_entry_id" is not null;--> statement-breakpoint
-- A source's class chosen on its status tab before SMA-rt classifications existed becomes its
-- classification: an item of smart_risicoklasses of its survey's organisation's variable set.
-- The cast is guarded inside a CASE: a non-integer number (1.5, 1e20) is skipped, not an error.
INSERT INTO "smart_risk_certificates" ("survey_id", "source_id", "risk_class_item_id")
SELECT s."survey_id", s."id", i."id"
FROM "survey_sources" s
JOIN "surveys" v ON v."id" = s."survey_id"
JOIN "organisations" o ON o."id" = v."organisation_id"
JOIN "variable_items" i ON i."variable_set_id" = o."variable_set_id"
  AND i."list" = 'smart_risicoklasses'
  AND i."id" = CASE
    WHEN jsonb_typeof(s."data"->'risk_class') = 'number'
      AND (s."data"->>'risk_class') ~ '^[0-9]{1,9}$'
    THEN (s."data"->>'risk_class')::integer
  END;
