ALTER TABLE "members" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_confirm_token_hash_unique" UNIQUE("confirm_token_hash");