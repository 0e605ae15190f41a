CREATE TYPE "public"."attendance" AS ENUM('present', 'late', 'absent', 'apologised');--> statement-breakpoint
CREATE TYPE "public"."meeting_status" AS ENUM('Draft', 'Submitted', 'Approved');--> statement-breakpoint
ALTER TYPE "public"."fine_kind" ADD VALUE 'attendance';--> statement-breakpoint
CREATE TABLE "meeting_entries" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attendance" "attendance" DEFAULT 'present' NOT NULL,
	"saving_cents" bigint DEFAULT 0 NOT NULL,
	"long_term_cents" bigint DEFAULT 0 NOT NULL,
	"short_term_cents" bigint DEFAULT 0 NOT NULL,
	"expected_saving_cents" bigint DEFAULT 0 NOT NULL,
	"expected_long_term_cents" bigint DEFAULT 0 NOT NULL,
	"expected_short_term_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_id" integer,
	"fine_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "meeting_entries_group_id_meeting_id_user_id_pk" PRIMARY KEY("group_id","meeting_id","user_id"),
	CONSTRAINT "meeting_entries_amounts_not_negative" CHECK ("meeting_entries"."saving_cents" >= 0 and "meeting_entries"."long_term_cents" >= 0 and "meeting_entries"."short_term_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"held_on" date NOT NULL,
	"kind" text NOT NULL,
	"status" "meeting_status" DEFAULT 'Draft' NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "absence_fine_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD CONSTRAINT "meeting_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD CONSTRAINT "meeting_entries_meeting_id_fk" FOREIGN KEY ("group_id","meeting_id") REFERENCES "public"."meetings"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD CONSTRAINT "meeting_entries_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD CONSTRAINT "meeting_entries_transaction_id_fk" FOREIGN KEY ("group_id","transaction_id") REFERENCES "public"."transactions"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_submitted_by_fk" FOREIGN KEY ("group_id","submitted_by") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_approved_by_fk" FOREIGN KEY ("group_id","approved_by") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_day_kind_idx" ON "meetings" USING btree ("group_id","held_on","kind");--> statement-breakpoint
CREATE INDEX "meetings_held_idx" ON "meetings" USING btree ("group_id","held_on","id");--> statement-breakpoint
select links_guard_group_table('meetings');--> statement-breakpoint
select links_guard_group_table('meeting_entries');
