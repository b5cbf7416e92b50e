CREATE TABLE "laboratories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "laboratories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"accreditation_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"analysis_method_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_channel" text DEFAULT 'email' NOT NULL,
	"order_email" text DEFAULT '' NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"api_username" text DEFAULT '' NOT NULL,
	"api_password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laboratories_organisation_idx" ON "laboratories" USING btree ("organisation_id");