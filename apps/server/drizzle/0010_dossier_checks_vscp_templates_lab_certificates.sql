CREATE TABLE "laboratory_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "laboratory_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"laboratory_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"standard" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_check_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dossier_check_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_check_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dossier_check_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"part_id" integer NOT NULL,
	"question" text NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"question_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_check_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dossier_check_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"survey_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vscp_template_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vscp_template_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"system_item_id" integer,
	"component_item_id" integer,
	"material_item_id" integer,
	"zone_item_id" integer,
	"check_procedure_item_id" integer,
	"check_method" text NOT NULL,
	"hazardous_material" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vscp_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vscp_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"vessel_type" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laboratory_certificates" ADD CONSTRAINT "laboratory_certificates_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_certificates" ADD CONSTRAINT "laboratory_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_check_parts" ADD CONSTRAINT "dossier_check_parts_template_id_dossier_check_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."dossier_check_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_check_questions" ADD CONSTRAINT "dossier_check_questions_part_id_dossier_check_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."dossier_check_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_check_templates" ADD CONSTRAINT "dossier_check_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_template_entries" ADD CONSTRAINT "vscp_template_entries_template_id_vscp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."vscp_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_template_entries" ADD CONSTRAINT "vscp_template_entries_system_item_id_variable_items_id_fk" FOREIGN KEY ("system_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_template_entries" ADD CONSTRAINT "vscp_template_entries_component_item_id_variable_items_id_fk" FOREIGN KEY ("component_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_template_entries" ADD CONSTRAINT "vscp_template_entries_material_item_id_variable_items_id_fk" FOREIGN KEY ("material_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_template_entries" ADD CONSTRAINT "vscp_template_entries_zone_item_id_variable_items_id_fk" FOREIGN KEY ("zone_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_template_entries" ADD CONSTRAINT "vscp_template_entries_check_procedure_item_id_variable_items_id_fk" FOREIGN KEY ("check_procedure_item_id") REFERENCES "public"."variable_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_templates" ADD CONSTRAINT "vscp_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laboratory_certificates_laboratory_idx" ON "laboratory_certificates" USING btree ("laboratory_id");--> statement-breakpoint
CREATE INDEX "dossier_check_parts_template_idx" ON "dossier_check_parts" USING btree ("template_id","sort_index");--> statement-breakpoint
CREATE INDEX "dossier_check_questions_part_idx" ON "dossier_check_questions" USING btree ("part_id","sort_index");--> statement-breakpoint
CREATE INDEX "dossier_check_templates_organisation_idx" ON "dossier_check_templates" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "vscp_template_entries_template_idx" ON "vscp_template_entries" USING btree ("template_id","sort_index");--> statement-breakpoint
CREATE INDEX "vscp_templates_organisation_idx" ON "vscp_templates" USING btree ("organisation_id");