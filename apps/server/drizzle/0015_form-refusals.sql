CREATE TABLE "form_refusals" (
	"day" date NOT NULL,
	"form" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_refusals_day_form_reason_pk" PRIMARY KEY("day","form","reason")
);
