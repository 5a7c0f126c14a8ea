CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_number" bigint DEFAULT nextval('member_number_seq') NOT NULL,
	"member_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"prn" text NOT NULL,
	"course" text NOT NULL,
	"year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_member_number_unique" UNIQUE("member_number"),
	CONSTRAINT "members_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"texts" jsonb NOT NULL,
	"leader_photo_0" text DEFAULT '' NOT NULL,
	"leader_photo_1" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_texts_single_row" CHECK ("site_texts"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "recruitments" ADD COLUMN "status_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_per_email" ON "members" USING btree (regexp_replace("email", '[+][^@]*@', '@'));--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_per_prn" ON "members" USING btree (lower("prn"));--> statement-breakpoint
CREATE INDEX "application_notes_by_application" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_status_changes_by_application" ON "application_status_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "applications_by_email_key" ON "applications" USING btree ("recruitment_id",regexp_replace("email", '[+][^@]*@', '@'));--> statement-breakpoint
CREATE INDEX "applications_by_status" ON "applications" USING btree ("recruitment_id","status");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_token_hash_unique" UNIQUE("status_token_hash");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status" CHECK ("applications"."status" IN ('new', 'reviewing', 'shortlisted', 'selected', 'rejected', 'waitlisted'));