-- ai_messages.seq orders a thread's messages (a reply and its question can share a created_at: PGlite's clock
-- has millisecond resolution). Messages already saved are numbered in the order they were listed until now,
-- (created_at, id); new ones take the identity's next value as they are inserted.
DROP INDEX "ai_messages_thread_idx";--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "ai_messages" m SET "seq" = o.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "ai_messages") o
  WHERE o."id" = m."id";--> statement-breakpoint
ALTER TABLE "ai_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "ai_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"ai_messages_seq_seq"', (SELECT coalesce(max("seq"), 0) + 1 FROM "ai_messages"), false);--> statement-breakpoint
CREATE INDEX "ai_messages_thread_idx" ON "ai_messages" USING btree ("thread_id","seq");
