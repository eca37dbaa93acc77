ALTER TABLE "learning_quizzes" ALTER COLUMN "show_answers" SET DEFAULT 'apos_ultima';--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD COLUMN "issuer_name" text;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD COLUMN "issuer_logo_key" text;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD COLUMN "issuer_logo_mime" text;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD COLUMN "signer_role" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "emitente_logo_key" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "emitente_logo_mime" text;--> statement-breakpoint
-- "show answers after each attempt" needs a finite number of attempts: quizzes saved before the rule
-- show them after the last attempt (or once the quiz closes) instead
UPDATE "learning_quizzes" SET "show_answers" = 'apos_ultima' WHERE "show_answers" = 'apos_tentativa' AND "attempts_allowed" IS NULL;
