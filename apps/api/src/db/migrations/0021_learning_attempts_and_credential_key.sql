-- attempts left by concurrent starts before these constraints: all but the newest open one of a learner at a quiz are closed (unscored, as by the deadline), and numbers follow the start order
UPDATE "learning_attempts" a SET "finished_at" = now(), "closed_by" = 'prazo', "points" = 0, "max_points" = 0, "score_percent" = 0, "passed" = false
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "quiz_id", "preview" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
  FROM "learning_attempts" WHERE "finished_at" IS NULL) o
WHERE a."id" = o."id" AND o."rank" > 1;--> statement-breakpoint
UPDATE "learning_attempts" a SET "number" = n."number"
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "quiz_id", "preview" ORDER BY "created_at", "id") AS "number"
  FROM "learning_attempts") n
WHERE a."id" = n."id" AND a."number" <> n."number";--> statement-breakpoint
DROP INDEX "learning_attempts_user_quiz_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "learning_attempts_number_key" ON "learning_attempts" USING btree ("user_id","quiz_id","preview","number");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_attempts_one_open_key" ON "learning_attempts" USING btree ("user_id","quiz_id","preview") WHERE finished_at is null;--> statement-breakpoint
CREATE TABLE "learning_credential_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

