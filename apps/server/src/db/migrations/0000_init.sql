CREATE SEQUENCE "public"."live_event_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "club_users" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "club_users_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"street" text,
	"city" text,
	"zip" text,
	"registration_state" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"team_number" integer DEFAULT 1 NOT NULL,
	"persons" integer DEFAULT 0 NOT NULL,
	"club_id" integer NOT NULL,
	"team_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_teams_clubId_teamCategoryId_teamNumber_unique" UNIQUE("club_id","team_category_id","team_number")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_admins" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "team_admins_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_participants" (
	"team_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"jersey_number" integer,
	CONSTRAINT "team_participants_team_id_participant_id_pk" PRIMARY KEY("team_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "competition_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"team_category_id" integer NOT NULL,
	"competition_round_level_id" integer NOT NULL,
	"playoff_category" varchar(1),
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_groups_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "competition_event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"category" text NOT NULL,
	"penalty_match_stop" boolean DEFAULT false NOT NULL,
	"penalty_duration" integer DEFAULT 0 NOT NULL,
	"score_increase" integer DEFAULT 0 NOT NULL,
	"secondary_participant_allowed" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_event_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "competition_group_standings" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_group_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"team_id" integer,
	"standings" integer,
	"games" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"goals_scored" integer DEFAULT 0 NOT NULL,
	"goals_conceded" integer DEFAULT 0 NOT NULL,
	"goals_count_scored" integer DEFAULT 0 NOT NULL,
	"goals_count_conceded" integer DEFAULT 0 NOT NULL,
	"predecessor_competition_group_id" integer,
	"predecessor_competition_group_standings" integer,
	CONSTRAINT "competition_group_standings_competitionGroupId_slot_unique" UNIQUE("competition_group_id","slot")
);
--> statement-breakpoint
CREATE TABLE "competition_match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"minute" integer NOT NULL,
	"second" integer NOT NULL,
	"created_timestamp" bigint NOT NULL,
	"competition_event_type_id" integer NOT NULL,
	"competition_match_participant_id" integer,
	"competition_match_stage_id" integer NOT NULL,
	"secondary_participant_id" integer,
	"seven_meter_throw" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_match_events_matchId_createdTimestamp_unique" UNIQUE("match_id","created_timestamp")
);
--> statement-breakpoint
CREATE TABLE "competition_match_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"jersey_number" integer,
	"is_leader" boolean DEFAULT false NOT NULL,
	CONSTRAINT "competition_match_participants_matchId_participantId_unique" UNIQUE("match_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "competition_match_referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "competition_match_referees_matchId_position_unique" UNIQUE("match_id","position")
);
--> statement-breakpoint
CREATE TABLE "match_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"stage_type" text NOT NULL,
	"short_name_cs" text NOT NULL,
	"short_name_en" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"start_time" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "match_stages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "competition_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_number" integer NOT NULL,
	"team_category_id" integer NOT NULL,
	"competition_group_id" integer NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_team_competition_group_id" integer,
	"home_team_competition_standings" integer,
	"away_team_competition_group_id" integer,
	"away_team_competition_standings" integer,
	"home_score" integer,
	"away_score" integer,
	"home_goals_count" integer DEFAULT 0 NOT NULL,
	"away_goals_count" integer DEFAULT 0 NOT NULL,
	"walk_over" boolean DEFAULT false NOT NULL,
	"score_entered" boolean DEFAULT false NOT NULL,
	"day" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"place_id" integer NOT NULL,
	"competition_match_stage_id" integer NOT NULL,
	"match_length" integer NOT NULL,
	"stream_url" text,
	"ended_in_shootout" boolean DEFAULT false NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_matches_teamCategoryId_matchNumber_unique" UNIQUE("team_category_id","match_number")
);
--> statement-breakpoint
CREATE TABLE "round_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"system_name" varchar(32) NOT NULL,
	"is_bracket" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "round_levels_systemName_unique" UNIQUE("system_name")
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"data_type" text NOT NULL,
	"value" text,
	"format" text,
	"label" text,
	"description" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"protected" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency_code" varchar(3),
	"language_code" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_countryCode_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "country_translations_countryId_locale_unique" UNIQUE("country_id","locale")
);
--> statement-breakpoint
CREATE TABLE "pricelist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"price_eur" numeric(10, 2) NOT NULL,
	"price_czk" numeric(10, 2) NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"availability_filter" text,
	"catering_type" text,
	"catering_type_id" integer,
	"service_type_id" integer,
	"service_level_id" integer,
	"supplier_id" integer,
	"separate_invoice" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"single_room_available" boolean DEFAULT false NOT NULL,
	"handball_restaurant_available" boolean DEFAULT false NOT NULL,
	"vip_party_available" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_countryId_code_unique" UNIQUE("country_id","code")
);
--> statement-breakpoint
CREATE TABLE "service_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "service_levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "team_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"gender" text NOT NULL,
	"birth_date_min" date NOT NULL,
	"birth_date_max" date,
	"match_length" integer DEFAULT 30 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "training_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "training_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tshirt_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	CONSTRAINT "tshirt_sizes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"filename" text NOT NULL,
	"extension" varchar(16) NOT NULL,
	"folder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_files" (
	"place_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "place_files_place_id_file_id_pk" PRIMARY KEY("place_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "place_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "place_translations_placeId_locale_unique" UNIQUE("place_id","locale")
);
--> statement-breakpoint
CREATE TABLE "place_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "place_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16),
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"visible_on_map" boolean DEFAULT true NOT NULL,
	"default_referee_accommodation" boolean DEFAULT false NOT NULL,
	"place_type_id" integer NOT NULL,
	"allowed_training_types_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referee_in_halls" (
	"referee_id" integer NOT NULL,
	"day" date NOT NULL,
	"place_id" integer NOT NULL,
	CONSTRAINT "referee_in_halls_referee_id_day_pk" PRIMARY KEY("referee_id","day")
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_year" integer NOT NULL,
	"sex" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"street" text,
	"city" text,
	"zip" text,
	"country_id" integer NOT NULL,
	"highest_competition" text,
	"colleague_referee_id" integer,
	"colleague_referee_requested" boolean DEFAULT false NOT NULL,
	"tshirt_size_id" integer,
	"referee_project_id" integer,
	"referee_project_name" text,
	"accommodation_place_id" integer,
	"wants_accommodation" boolean DEFAULT false NOT NULL,
	"wants_single_room" boolean DEFAULT false NOT NULL,
	"accompaniment_persons" integer DEFAULT 0 NOT NULL,
	"meal_vouchers" integer DEFAULT 0 NOT NULL,
	"registration_note" text,
	"arrival_date" date,
	"departure_date" date,
	"agree_to_terms" boolean DEFAULT false NOT NULL,
	"registration_state" text DEFAULT 'new' NOT NULL,
	"payment_type" text,
	"account_prefix" text,
	"account_number" text,
	"bank_code" text,
	"iban" text,
	"bic_or_swift_code" text,
	"account_holders_name" text,
	"account_street" text,
	"account_city" text,
	"account_zip" text,
	"account_country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"internal_name" text NOT NULL,
	"recipient_type" text NOT NULL,
	"text_cs" text NOT NULL,
	"text_en" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"locale" varchar(5) DEFAULT 'cs' NOT NULL,
	"roles" text[] DEFAULT '{ROLE_USER}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_users" ADD CONSTRAINT "club_users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_users" ADD CONSTRAINT "club_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_team_category_id_team_categories_id_fk" FOREIGN KEY ("team_category_id") REFERENCES "public"."team_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admins" ADD CONSTRAINT "team_admins_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admins" ADD CONSTRAINT "team_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_participants" ADD CONSTRAINT "team_participants_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_participants" ADD CONSTRAINT "team_participants_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_team_category_id_team_categories_id_fk" FOREIGN KEY ("team_category_id") REFERENCES "public"."team_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_competition_round_level_id_round_levels_id_fk" FOREIGN KEY ("competition_round_level_id") REFERENCES "public"."round_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_group_standings" ADD CONSTRAINT "competition_group_standings_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_group_standings" ADD CONSTRAINT "competition_group_standings_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_group_standings" ADD CONSTRAINT "competition_group_standings_predecessor_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("predecessor_competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_competition_event_type_id_competition_event_types_id_fk" FOREIGN KEY ("competition_event_type_id") REFERENCES "public"."competition_event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_competition_match_participant_id_competition_match_participants_id_fk" FOREIGN KEY ("competition_match_participant_id") REFERENCES "public"."competition_match_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_competition_match_stage_id_match_stages_id_fk" FOREIGN KEY ("competition_match_stage_id") REFERENCES "public"."match_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_secondary_participant_id_competition_match_participants_id_fk" FOREIGN KEY ("secondary_participant_id") REFERENCES "public"."competition_match_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_participants" ADD CONSTRAINT "competition_match_participants_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_participants" ADD CONSTRAINT "competition_match_participants_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_participants" ADD CONSTRAINT "competition_match_participants_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD CONSTRAINT "competition_match_referees_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD CONSTRAINT "competition_match_referees_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_team_category_id_team_categories_id_fk" FOREIGN KEY ("team_category_id") REFERENCES "public"."team_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_home_team_id_competition_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_away_team_id_competition_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_home_team_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("home_team_competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_away_team_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("away_team_competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_competition_match_stage_id_match_stages_id_fk" FOREIGN KEY ("competition_match_stage_id") REFERENCES "public"."match_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD CONSTRAINT "pricelist_items_service_level_id_service_levels_id_fk" FOREIGN KEY ("service_level_id") REFERENCES "public"."service_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_files" ADD CONSTRAINT "place_files_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_files" ADD CONSTRAINT "place_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_translations" ADD CONSTRAINT "place_translations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_place_type_id_place_types_id_fk" FOREIGN KEY ("place_type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_in_halls" ADD CONSTRAINT "referee_in_halls_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_in_halls" ADD CONSTRAINT "referee_in_halls_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_colleague_referee_id_referees_id_fk" FOREIGN KEY ("colleague_referee_id") REFERENCES "public"."referees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_tshirt_size_id_tshirt_sizes_id_fk" FOREIGN KEY ("tshirt_size_id") REFERENCES "public"."tshirt_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_accommodation_place_id_places_id_fk" FOREIGN KEY ("accommodation_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_account_country_id_countries_id_fk" FOREIGN KEY ("account_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_users_user_id_index" ON "club_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clubs_country_id_index" ON "clubs" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "competition_teams_team_category_id_index" ON "competition_teams" USING btree ("team_category_id");--> statement-breakpoint
CREATE INDEX "participants_club_id_index" ON "participants" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "team_admins_user_id_index" ON "team_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_participants_participant_id_index" ON "team_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "competition_groups_team_category_id_index" ON "competition_groups" USING btree ("team_category_id");--> statement-breakpoint
CREATE INDEX "competition_group_standings_team_id_index" ON "competition_group_standings" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "competition_group_standings_predecessor_competition_group_id_index" ON "competition_group_standings" USING btree ("predecessor_competition_group_id");--> statement-breakpoint
CREATE INDEX "competition_match_events_competition_match_participant_id_index" ON "competition_match_events" USING btree ("competition_match_participant_id");--> statement-breakpoint
CREATE INDEX "competition_match_participants_participant_id_index" ON "competition_match_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_participants_jersey_idx" ON "competition_match_participants" USING btree ("match_id","team_id","jersey_number") WHERE "competition_match_participants"."jersey_number" is not null;--> statement-breakpoint
CREATE INDEX "competition_match_referees_referee_id_index" ON "competition_match_referees" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "competition_matches_competition_group_id_index" ON "competition_matches" USING btree ("competition_group_id");--> statement-breakpoint
CREATE INDEX "competition_matches_place_id_day_time_index" ON "competition_matches" USING btree ("place_id","day","time");--> statement-breakpoint
CREATE INDEX "competition_matches_home_team_id_index" ON "competition_matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "competition_matches_away_team_id_index" ON "competition_matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "competition_matches_home_team_competition_group_id_index" ON "competition_matches" USING btree ("home_team_competition_group_id");--> statement-breakpoint
CREATE INDEX "competition_matches_away_team_competition_group_id_index" ON "competition_matches" USING btree ("away_team_competition_group_id");--> statement-breakpoint
CREATE INDEX "places_place_type_id_index" ON "places" USING btree ("place_type_id");--> statement-breakpoint
CREATE INDEX "referees_user_id_index" ON "referees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referees_country_id_index" ON "referees" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "referees_registration_state_index" ON "referees" USING btree ("registration_state");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_index" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_index" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_index" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));