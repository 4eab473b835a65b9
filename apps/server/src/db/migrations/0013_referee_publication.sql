CREATE TABLE "referee_published_assignments" (
	"match_id" integer NOT NULL,
	"position" integer NOT NULL,
	"referee_id" integer NOT NULL,
	CONSTRAINT "referee_published_assignments_match_id_position_pk" PRIMARY KEY("match_id","position")
);
--> statement-breakpoint
ALTER TABLE "referee_published_assignments" ADD CONSTRAINT "referee_published_assignments_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_published_assignments" ADD CONSTRAINT "referee_published_assignments_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_published_assignments_referee_id_index" ON "referee_published_assignments" USING btree ("referee_id");--> statement-breakpoint
-- Until now every applied referee was public at once: what stands is what was published.
INSERT INTO "referee_published_assignments" ("match_id", "position", "referee_id")
  SELECT "match_id", "position", "referee_id" FROM "competition_match_referees";--> statement-breakpoint
ALTER TABLE "referees" DROP COLUMN "published_assignments";
