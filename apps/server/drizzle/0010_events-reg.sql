CREATE TABLE "event_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "event_certificates_registration_id_unique" UNIQUE("registration_id")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"prn" text,
	"status" text NOT NULL,
	"waitlist_number" integer,
	"token_hash" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_registrations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "event_registrations_status" CHECK ("event_registrations"."status" IN ('registered', 'waitlisted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "university_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlisted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_certificates" ADD CONSTRAINT "event_certificates_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_per_email" ON "event_registrations" USING btree ("event_id","email_key") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_event" ON "event_registrations" USING btree ("event_id","number");--> statement-breakpoint
CREATE INDEX "event_registrations_email_key" ON "event_registrations" USING btree ("email_key");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity" CHECK ("events"."capacity" IS NULL OR "events"."capacity" >= 1);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seats_held" CHECK ("events"."capacity" IS NULL OR "events"."registered_count" <= "events"."capacity");