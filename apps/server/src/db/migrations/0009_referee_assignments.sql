CREATE TABLE "referee_assignments" (
	"match_id" integer NOT NULL,
	"position" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"assigned_by_user_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referee_assignments_match_id_position_pk" PRIMARY KEY("match_id","position")
);
--> statement-breakpoint
CREATE TABLE "referee_ranks" (
	"highest_competition" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_unavailability" (
	"id" serial PRIMARY KEY NOT NULL,
	"referee_id" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD COLUMN "source" text DEFAULT 'table' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD COLUMN "set_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "published_assignments" text;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_unavailability" ADD CONSTRAINT "referee_unavailability_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_assignments_referee_id_index" ON "referee_assignments" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referee_unavailability_referee_id_index" ON "referee_unavailability" USING btree ("referee_id");