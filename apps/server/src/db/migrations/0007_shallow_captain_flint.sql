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
ALTER TABLE "place_files" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;