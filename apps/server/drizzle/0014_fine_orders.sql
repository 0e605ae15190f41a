CREATE INDEX "fines_charged_idx" ON "fines" USING btree ("charged_on","id");--> statement-breakpoint
CREATE INDEX "fines_amount_idx" ON "fines" USING btree ("amount_cents","id");