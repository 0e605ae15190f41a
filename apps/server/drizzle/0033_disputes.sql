CREATE TYPE "public"."dispute_status" AS ENUM('Open', 'Resolved', 'Rejected');--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" integer,
	"journal_entry_id" bigint,
	"status" "dispute_status" DEFAULT 'Open' NOT NULL,
	"reason" text NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_one_line" CHECK (("disputes"."transaction_id" is null) <> ("disputes"."journal_entry_id" is null)),
	CONSTRAINT "disputes_answered" CHECK (("disputes"."status" = 'Open') = ("disputes"."answer" is null and "disputes"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_user_idx" ON "disputes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_transaction_unique" ON "disputes" USING btree ("transaction_id") WHERE "disputes"."status" = 'Open' and "disputes"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_entry_unique" ON "disputes" USING btree ("journal_entry_id") WHERE "disputes"."status" = 'Open' and "disputes"."journal_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_entries_transaction_idx" ON "journal_entries" USING btree ("transaction_id") WHERE "journal_entries"."transaction_id" is not null;