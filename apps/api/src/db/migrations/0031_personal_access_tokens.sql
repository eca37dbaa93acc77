CREATE TABLE "personal_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_access_tokens_name_len" CHECK (char_length("personal_access_tokens"."name") between 1 and 60),
	CONSTRAINT "personal_access_tokens_scopes_known" CHECK (cardinality("personal_access_tokens"."scopes") between 1 and 2 and "personal_access_tokens"."scopes" <@ array['mcp', 'mcp:cnib']::text[]),
	CONSTRAINT "personal_access_tokens_hash_hex" CHECK ("personal_access_tokens"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "personal_access_tokens_expiry_after_creation" CHECK ("personal_access_tokens"."expires_at" is null or "personal_access_tokens"."expires_at" > "personal_access_tokens"."created_at")
);
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_access_tokens_hash_key" ON "personal_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_user_idx" ON "personal_access_tokens" USING btree ("user_id");