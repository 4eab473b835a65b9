CREATE TABLE "category_formats" (
	"team_category_id" integer PRIMARY KEY NOT NULL,
	"format" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_rosters" (
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"draft" jsonb,
	"saved_at" timestamp with time zone,
	"saved_by_id" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_id" integer,
	CONSTRAINT "match_rosters_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_levels" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "other_gender_max" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "match_length_by_round_level" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "roster_players_min" integer;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "roster_players_max" integer;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "roster_leaders_min" integer;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "roster_leaders_max" integer;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "place_files" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "category_formats" ADD CONSTRAINT "category_formats_team_category_id_team_categories_id_fk" FOREIGN KEY ("team_category_id") REFERENCES "public"."team_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_changes_published_at_index" ON "schedule_changes" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "schedule_changes_match_id_index" ON "schedule_changes" USING btree ("match_id");