CREATE TABLE "learning_catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_catalog_version_one_row" CHECK ("learning_catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "learning_catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION learning_catalog_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE learning_catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER learning_catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_journeys
  FOR EACH STATEMENT EXECUTE FUNCTION learning_catalog_bump();--> statement-breakpoint
CREATE TRIGGER learning_catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_journey_clients
  FOR EACH STATEMENT EXECUTE FUNCTION learning_catalog_bump();--> statement-breakpoint
CREATE TRIGGER learning_catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_trails
  FOR EACH STATEMENT EXECUTE FUNCTION learning_catalog_bump();--> statement-breakpoint
CREATE TRIGGER learning_catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_steps
  FOR EACH STATEMENT EXECUTE FUNCTION learning_catalog_bump();
