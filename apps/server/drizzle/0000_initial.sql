CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruitment_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"prn" text NOT NULL,
	"course" text NOT NULL,
	"year" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"application_deadline" timestamp with time zone NOT NULL,
	"max_applications" integer DEFAULT 100 NOT NULL,
	"current_applications" integer DEFAULT 0 NOT NULL,
	"custom_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"success_message" text NOT NULL,
	"closed_message" text NOT NULL,
	"whatsapp_group_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitments_max_applications_min" CHECK ("recruitments"."max_applications" >= 1),
	CONSTRAINT "recruitments_current_applications_range" CHECK ("recruitments"."current_applications" >= 0 AND "recruitments"."current_applications" <= "recruitments"."max_applications")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_email" ON "applications" USING btree ("recruitment_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_prn" ON "applications" USING btree ("recruitment_id",lower("prn"));--> statement-breakpoint
CREATE INDEX "applications_by_recruitment" ON "applications" USING btree ("recruitment_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitments_one_active" ON "recruitments" USING btree ("is_active") WHERE "recruitments"."is_active";