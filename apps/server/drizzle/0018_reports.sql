CREATE TABLE "pdf_page_images" (
	"file_id" integer NOT NULL,
	"page" integer NOT NULL,
	"image_file_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "pdf_page_images_file_id_page_pk" PRIMARY KEY("file_id","page")
);
--> statement-breakpoint
CREATE TABLE "report_chapter_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_chapter_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chapter_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"appendix" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"heading_level" integer DEFAULT 2 NOT NULL,
	"exclude_from_toc" boolean DEFAULT false NOT NULL,
	"page_size" text DEFAULT 'A4' NOT NULL,
	"orientation" text DEFAULT 'portrait' NOT NULL,
	"header_footer" boolean DEFAULT true NOT NULL,
	"markup" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_template_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_template_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"asset_kind" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_report_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_report_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"source_chapter_id" integer,
	"title" text NOT NULL,
	"appendix" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_report_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_report_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chapter_id" integer NOT NULL,
	"title" text NOT NULL,
	"heading_level" integer DEFAULT 2 NOT NULL,
	"exclude_from_toc" boolean DEFAULT false NOT NULL,
	"page_size" text DEFAULT 'A4' NOT NULL,
	"orientation" text DEFAULT 'portrait' NOT NULL,
	"header_footer" boolean DEFAULT true NOT NULL,
	"markup" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"template_id" integer,
	"title" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"finalized_by" integer,
	"finalized_at" timestamp with time zone,
	"signature_file_id" integer,
	"pdf_file_id" integer,
	"pdf_sha256" text,
	"pdf_pages" integer,
	"pdf_made_at" timestamp with time zone,
	"pdf_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_page_images" ADD CONSTRAINT "pdf_page_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_page_images" ADD CONSTRAINT "pdf_page_images_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_chapter_elements" ADD CONSTRAINT "report_chapter_elements_chapter_id_report_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."report_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_chapter_elements" ADD CONSTRAINT "report_chapter_elements_element_id_report_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."report_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_chapters" ADD CONSTRAINT "report_chapters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_elements" ADD CONSTRAINT "report_elements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_chapters" ADD CONSTRAINT "report_template_chapters_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_chapters" ADD CONSTRAINT "report_template_chapters_chapter_id_report_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."report_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_report_chapters" ADD CONSTRAINT "survey_report_chapters_report_id_survey_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."survey_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_report_chapters" ADD CONSTRAINT "survey_report_chapters_source_chapter_id_report_chapters_id_fk" FOREIGN KEY ("source_chapter_id") REFERENCES "public"."report_chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_report_elements" ADD CONSTRAINT "survey_report_elements_chapter_id_survey_report_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."survey_report_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_finalized_by_user_profiles_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_pdf_job_id_jobs_id_fk" FOREIGN KEY ("pdf_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_chapter_elements_idx" ON "report_chapter_elements" USING btree ("chapter_id","element_id");--> statement-breakpoint
CREATE INDEX "report_chapter_elements_order_idx" ON "report_chapter_elements" USING btree ("chapter_id","sort_index");--> statement-breakpoint
CREATE INDEX "report_chapter_elements_element_idx" ON "report_chapter_elements" USING btree ("element_id");--> statement-breakpoint
CREATE INDEX "report_chapters_organisation_idx" ON "report_chapters" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "report_elements_organisation_idx" ON "report_elements" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_template_chapters_idx" ON "report_template_chapters" USING btree ("template_id","chapter_id");--> statement-breakpoint
CREATE INDEX "report_template_chapters_order_idx" ON "report_template_chapters" USING btree ("template_id","sort_index");--> statement-breakpoint
CREATE INDEX "report_template_chapters_chapter_idx" ON "report_template_chapters" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "report_templates_organisation_idx" ON "report_templates" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "survey_report_chapters_report_idx" ON "survey_report_chapters" USING btree ("report_id","sort_index");--> statement-breakpoint
CREATE INDEX "survey_report_elements_chapter_idx" ON "survey_report_elements" USING btree ("chapter_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_reports_version_idx" ON "survey_reports" USING btree ("survey_id","version");--> statement-breakpoint
CREATE INDEX "survey_reports_organisation_idx" ON "survey_reports" USING btree ("organisation_id");