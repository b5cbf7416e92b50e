CREATE TABLE "lavs_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lavs_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"request_body" jsonb,
	"response_status" integer,
	"response_body" jsonb,
	"outcome" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"profile_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lavs_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lavs_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"inventarisation_id" integer NOT NULL,
	"status" text DEFAULT 'to_verify' NOT NULL,
	"message" jsonb,
	"answers" jsonb,
	"problems" jsonb,
	"verified_fingerprint" text,
	"verified_at" timestamp with time zone,
	"request_key" text,
	"sendings" integer DEFAULT 0 NOT NULL,
	"sent" jsonb,
	"sent_fingerprint" text,
	"attachment_file_id" integer,
	"lavs_request_id" text,
	"lavs_bijlage_request_id" text,
	"job_id" integer,
	"sent_by_profile_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lavs_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lavs_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"kvk_number" text DEFAULT '' NOT NULL,
	"branch_number" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"environment" text DEFAULT 'test' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lavs_exchanges" ADD CONSTRAINT "lavs_exchanges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_exchanges" ADD CONSTRAINT "lavs_exchanges_request_id_lavs_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."lavs_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_exchanges" ADD CONSTRAINT "lavs_exchanges_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_requests" ADD CONSTRAINT "lavs_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_requests" ADD CONSTRAINT "lavs_requests_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_requests" ADD CONSTRAINT "lavs_requests_inventarisation_id_survey_inventarisations_id_fk" FOREIGN KEY ("inventarisation_id") REFERENCES "public"."survey_inventarisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_requests" ADD CONSTRAINT "lavs_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_requests" ADD CONSTRAINT "lavs_requests_sent_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("sent_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lavs_settings" ADD CONSTRAINT "lavs_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lavs_exchanges_request_idx" ON "lavs_exchanges" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lavs_requests_inventarisation_idx" ON "lavs_requests" USING btree ("inventarisation_id");--> statement-breakpoint
CREATE INDEX "lavs_requests_organisation_idx" ON "lavs_requests" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "lavs_requests_survey_idx" ON "lavs_requests" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lavs_settings_organisation_idx" ON "lavs_settings" USING btree ("organisation_id");