ALTER TABLE "competition_matches" ADD COLUMN "clock_running" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD COLUMN "clock_elapsed_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD COLUMN "clock_at" timestamp with time zone;