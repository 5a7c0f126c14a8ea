CREATE TABLE "form_response_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_response_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"respondent" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email_key" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_responses_status" CHECK ("form_responses"."status" IN ('new', 'reviewing', 'shortlisted', 'selected', 'rejected', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"header_image" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"max_responses" integer,
	"current_responses" integer DEFAULT 0 NOT NULL,
	"one_response_per_email" boolean DEFAULT false NOT NULL,
	"respondent_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"university_only" boolean DEFAULT false NOT NULL,
	"custom_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"success_message" text NOT NULL,
	"closed_message" text NOT NULL,
	"send_receipt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_slug_unique" UNIQUE("slug"),
	CONSTRAINT "forms_max_responses_min" CHECK ("forms"."max_responses" IS NULL OR "forms"."max_responses" >= 1),
	CONSTRAINT "forms_current_responses_range" CHECK ("forms"."current_responses" >= 0 AND ("forms"."max_responses" IS NULL OR "forms"."current_responses" <= "forms"."max_responses"))
);
--> statement-breakpoint
ALTER TABLE "form_response_notes" ADD CONSTRAINT "form_response_notes_response_id_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_response_status_changes" ADD CONSTRAINT "form_response_status_changes_response_id_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_response_notes_by_response" ON "form_response_notes" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE INDEX "form_response_status_changes_by_response" ON "form_response_status_changes" USING btree ("response_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_responses_one_per_email" ON "form_responses" USING btree ("form_id","email_key");--> statement-breakpoint
CREATE INDEX "form_responses_by_form" ON "form_responses" USING btree ("form_id","submitted_at");--> statement-breakpoint
CREATE INDEX "form_responses_by_status" ON "form_responses" USING btree ("form_id","status");