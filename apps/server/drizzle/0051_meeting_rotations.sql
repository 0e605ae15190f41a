CREATE TABLE "meeting_entry_rotations" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rotation_id" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"expected_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "meeting_entry_rotations_group_id_meeting_id_user_id_rotation_id_pk" PRIMARY KEY("group_id","meeting_id","user_id","rotation_id"),
	CONSTRAINT "meeting_entry_rotations_not_negative" CHECK ("meeting_entry_rotations"."amount_cents" >= 0 and "meeting_entry_rotations"."expected_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meeting_entry_rotations" ADD CONSTRAINT "meeting_entry_rotations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_entry_rotations" ADD CONSTRAINT "meeting_entry_rotations_entry_fk" FOREIGN KEY ("group_id","meeting_id","user_id") REFERENCES "public"."meeting_entries"("group_id","meeting_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_entry_rotations" ADD CONSTRAINT "meeting_entry_rotations_rotation_fk" FOREIGN KEY ("group_id","rotation_id") REFERENCES "public"."rotations"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
select links_guard_group_table('meeting_entry_rotations');
