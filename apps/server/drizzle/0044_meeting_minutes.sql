CREATE TABLE "meeting_resolutions" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"seconded_by" integer NOT NULL,
	"votes_for" integer NOT NULL,
	"votes_against" integer NOT NULL,
	CONSTRAINT "meeting_resolutions_group_id_meeting_id_position_pk" PRIMARY KEY("group_id","meeting_id","position"),
	CONSTRAINT "meeting_resolutions_votes" CHECK ("meeting_resolutions"."votes_for" >= 0 and "meeting_resolutions"."votes_against" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "agenda" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "minutes_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_resolutions" ADD CONSTRAINT "meeting_resolutions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_resolutions" ADD CONSTRAINT "meeting_resolutions_meeting_id_fk" FOREIGN KEY ("group_id","meeting_id") REFERENCES "public"."meetings"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_resolutions" ADD CONSTRAINT "meeting_resolutions_proposed_by_fk" FOREIGN KEY ("group_id","proposed_by") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_resolutions" ADD CONSTRAINT "meeting_resolutions_seconded_by_fk" FOREIGN KEY ("group_id","seconded_by") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
select links_guard_group_table('meeting_resolutions');
