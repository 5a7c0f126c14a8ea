CREATE TABLE "credential_keys" (
	"public_key_multibase" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"signed" json,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"status_list" text NOT NULL,
	"status_index" integer NOT NULL,
	"salt" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"signed" json
);
--> statement-breakpoint
CREATE UNIQUE INDEX "issued_credentials_one_per_award" ON "issued_credentials" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_credentials_one_per_bit" ON "issued_credentials" USING btree ("status_list","status_index");