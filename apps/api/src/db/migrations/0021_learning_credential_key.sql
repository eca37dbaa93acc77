CREATE TABLE "learning_credential_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
