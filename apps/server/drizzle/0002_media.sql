CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"widths" integer[] NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_references" (
	"hash" text NOT NULL,
	"owner" text NOT NULL,
	"record_id" text NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_references_owner_record_id_field_hash_pk" PRIMARY KEY("owner","record_id","field","hash")
);
--> statement-breakpoint
ALTER TABLE "media_references" ADD CONSTRAINT "media_references_hash_media_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_references_by_hash" ON "media_references" USING btree ("hash");