CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "gallery_images_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_size" CHECK ("gallery_images"."width" > 0 AND "gallery_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"linkedin" text NOT NULL,
	"role" text NOT NULL,
	"designation" text NOT NULL,
	"photo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role" CHECK ("team_members"."role" IN ('Faculty Advisor', 'Post Holder', 'Team Lead', 'Member'))
);
--> statement-breakpoint
CREATE INDEX "gallery_images_newest" ON "gallery_images" USING btree ("created_at" DESC NULLS LAST,"seq");