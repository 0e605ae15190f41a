-- The one-sided ledger's entries now live on as journal entries (0003_books).
DROP TABLE "ledger_entries" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_entries_append_only();--> statement-breakpoint
DROP TYPE "public"."ledger_account";--> statement-breakpoint
DROP TYPE "public"."ledger_kind";
