ALTER TYPE "public"."transaction_item_type" ADD VALUE 'FINE';--> statement-breakpoint
CREATE TABLE "fine_payments" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"transaction_item_id" integer NOT NULL,
	"fine_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "fine_payments_group_id_transaction_item_id_fine_id_pk" PRIMARY KEY("group_id","transaction_item_id","fine_id"),
	CONSTRAINT "fine_payments_positive" CHECK ("fine_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "fine_payments" ADD CONSTRAINT "fine_payments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_payments" ADD CONSTRAINT "fine_payments_item_fk" FOREIGN KEY ("group_id","transaction_item_id") REFERENCES "public"."transaction_items"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_payments" ADD CONSTRAINT "fine_payments_fine_fk" FOREIGN KEY ("group_id","fine_id") REFERENCES "public"."fines"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
select links_guard_group_table('fine_payments');
