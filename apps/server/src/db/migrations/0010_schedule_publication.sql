CREATE TABLE "accommodation_published_stays" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer,
	"extra_person_id" integer,
	"referee_id" integer,
	"place_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"beds" integer NOT NULL,
	"nights" date[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_matches" ADD COLUMN "published_day" date;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD COLUMN "published_time" varchar(5);--> statement-breakpoint
ALTER TABLE "competition_matches" ADD COLUMN "published_place_id" integer;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD CONSTRAINT "accommodation_published_stays_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD CONSTRAINT "accommodation_published_stays_extra_person_id_extra_persons_id_fk" FOREIGN KEY ("extra_person_id") REFERENCES "public"."extra_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD CONSTRAINT "accommodation_published_stays_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD CONSTRAINT "accommodation_published_stays_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD CONSTRAINT "accommodation_published_stays_unit_id_accommodation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."accommodation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_published_stays_team_id_index" ON "accommodation_published_stays" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "accommodation_published_stays_extra_person_id_index" ON "accommodation_published_stays" USING btree ("extra_person_id");--> statement-breakpoint
CREATE INDEX "accommodation_published_stays_referee_id_index" ON "accommodation_published_stays" USING btree ("referee_id");--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_published_place_id_places_id_fk" FOREIGN KEY ("published_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Until now every applied change was public at once: what stands is what was published.
UPDATE "competition_matches" SET "published_day" = "day", "published_time" = "time", "published_place_id" = "place_id";--> statement-breakpoint
INSERT INTO "accommodation_published_stays" ("team_id", "extra_person_id", "referee_id", "place_id", "unit_id", "beds", "nights")
  SELECT "team_id", "extra_person_id", "referee_id", "place_id", "unit_id", "beds", "nights" FROM "accommodation_allocations" WHERE "published_at" IS NOT NULL;
