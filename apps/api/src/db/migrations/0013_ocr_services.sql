CREATE TABLE "ocr_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'fila' NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"queue_job_id" text,
	"engine" text,
	"confidence" real,
	"error" text,
	"searchable_pdf_key" text,
	"certidao" jsonb,
	"certidao_reviewed_at" timestamp with time zone,
	"files_purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ocr_pages" (
	"job_id" uuid NOT NULL,
	"page_no" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"corrected_text" text,
	"words" jsonb NOT NULL,
	"confidence" real NOT NULL,
	"image_key" text NOT NULL,
	"pdf_key" text NOT NULL,
	CONSTRAINT "ocr_pages_job_id_page_no_pk" PRIMARY KEY("job_id","page_no")
);
--> statement-breakpoint
CREATE TABLE "ocr_text_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"page_no" integer NOT NULL,
	"text" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ocr_jobs" ADD CONSTRAINT "ocr_jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_jobs" ADD CONSTRAINT "ocr_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_pages" ADD CONSTRAINT "ocr_pages_job_id_ocr_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."ocr_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_text_edits" ADD CONSTRAINT "ocr_text_edits_job_id_ocr_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."ocr_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_text_edits" ADD CONSTRAINT "ocr_text_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocr_jobs_created_idx" ON "ocr_jobs" USING btree ("purpose","created_at","id");--> statement-breakpoint
CREATE INDEX "ocr_jobs_client_idx" ON "ocr_jobs" USING btree ("client_id","purpose","created_at","id");--> statement-breakpoint
CREATE INDEX "ocr_jobs_purge_idx" ON "ocr_jobs" USING btree ("created_at") WHERE "ocr_jobs"."files_purged_at" is null;--> statement-breakpoint
CREATE INDEX "ocr_text_edits_job_idx" ON "ocr_text_edits" USING btree ("job_id","page_no","created_at");