DROP INDEX "members_one_per_prn";--> statement-breakpoint
DROP INDEX "applications_one_per_prn";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prn_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "prn_key" text;--> statement-breakpoint
-- Existing rows get the PRN's key as the server computes it (identity.ts prnKey: NFKC, case folded,
-- letters and digits only), in the database's own terms.
UPDATE "members" SET "prn_key" = lower(upper(regexp_replace(normalize("prn", NFKC), '[^[:alnum:]]', '', 'g')));--> statement-breakpoint
UPDATE "applications" SET "prn_key" = lower(upper(regexp_replace(normalize("prn", NFKC), '[^[:alnum:]]', '', 'g')));--> statement-breakpoint
-- Duplicates the earlier key let through (RT 0001 beside RT-0001) stay, for the admins to review;
-- each later one gets a key no PRN can have (it holds '~'), and the first keeps the PRN's key.
UPDATE "members" AS m SET "prn_key" = m."prn_key" || '~' || m."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "prn_key" ORDER BY "created_at", "id") AS n FROM "members") AS d
WHERE d."id" = m."id" AND d.n > 1;--> statement-breakpoint
UPDATE "applications" AS a SET "prn_key" = a."prn_key" || '~' || a."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "recruitment_id", "prn_key" ORDER BY "submitted_at", "id") AS n FROM "applications") AS d
WHERE d."id" = a."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "prn_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "prn_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_per_prn_key" ON "members" USING btree ("prn_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_prn_key" ON "applications" USING btree ("recruitment_id","prn_key");
