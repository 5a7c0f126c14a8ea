CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"event_type" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"cover_image" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"button_text" text,
	"button_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_type" CHECK ("events"."event_type" IN ('upcoming', 'previous')),
	CONSTRAINT "events_fields_of_type" CHECK (("events"."event_type" = 'upcoming' AND cardinality("events"."images") = 0) OR ("events"."event_type" = 'previous' AND "events"."button_text" IS NULL AND "events"."button_link" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "events_event_date" ON "events" USING btree ("event_date","id");