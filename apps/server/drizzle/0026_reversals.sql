CREATE TYPE "public"."reversal_subject" AS ENUM('transaction', 'expense', 'transfer');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'reversal';--> statement-breakpoint
CREATE TABLE "reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" "reversal_subject" NOT NULL,
	"subject_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reversed_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "reversed_on" date;--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reversals_subject_unique" ON "reversals" USING btree ("subject","subject_id");