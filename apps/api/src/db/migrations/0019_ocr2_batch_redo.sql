ALTER TABLE "ocr_jobs" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "ocr_jobs" ADD COLUMN "redo_text_pages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ocr_jobs_batch_idx" ON "ocr_jobs" USING btree ("batch_id");