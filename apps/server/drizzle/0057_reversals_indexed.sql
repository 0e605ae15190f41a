DROP INDEX "journal_entries_reverses_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_unique" ON "journal_entries" USING btree ("group_id","reverses_id") WHERE "journal_entries"."reverses_id" is not null;--> statement-breakpoint
-- Room on each page for an item's decision to be written beside it, without touching its indexes (docs/decisions/speed.md, "Pages a write touches").
ALTER TABLE "transaction_items" SET (fillfactor = 90);
