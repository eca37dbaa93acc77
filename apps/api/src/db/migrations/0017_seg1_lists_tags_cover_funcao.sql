ALTER TABLE "learning_journeys" ADD COLUMN "funcoes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_journeys" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "learning_journeys" ADD COLUMN "cover_mime" text;--> statement-breakpoint
ALTER TABLE "learning_questions" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_questions" ADD COLUMN "pinned_version_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "funcao" text;--> statement-breakpoint
CREATE INDEX "learning_journeys_published_idx" ON "learning_journeys" USING btree ("published","position","id");--> statement-breakpoint
CREATE INDEX "learning_questions_tags_idx" ON "learning_questions" USING gin ("tags");