CREATE TABLE "dashboard_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_documents_fileId_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_documents" ADD CONSTRAINT "dashboard_documents_file_id_registration_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."registration_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_documents_locale_position_index" ON "dashboard_documents" USING btree ("locale","position");