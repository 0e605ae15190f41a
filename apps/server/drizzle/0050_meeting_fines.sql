ALTER TABLE "meeting_entries" DROP CONSTRAINT "meeting_entries_amounts_not_negative";--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD COLUMN "fines_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD COLUMN "expected_fines_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_entries" ADD CONSTRAINT "meeting_entries_amounts_not_negative" CHECK ("meeting_entries"."saving_cents" >= 0 and "meeting_entries"."long_term_cents" >= 0 and "meeting_entries"."short_term_cents" >= 0 and "meeting_entries"."fines_cents" >= 0);