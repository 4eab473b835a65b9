CREATE TABLE "accommodation_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer,
	"extra_person_id" integer,
	"referee_id" integer,
	"party_name" text NOT NULL,
	"club_id" integer,
	"place_id" integer NOT NULL,
	"nights" date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_withdrawals_one_party" CHECK (num_nonnulls("accommodation_withdrawals"."team_id", "accommodation_withdrawals"."extra_person_id", "accommodation_withdrawals"."referee_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_extra_person_id_extra_persons_id_fk" FOREIGN KEY ("extra_person_id") REFERENCES "public"."extra_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;