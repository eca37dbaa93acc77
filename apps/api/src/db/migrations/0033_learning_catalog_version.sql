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
--> statement-breakpoint
-- The learner's screen per request (learner-repository.ts, learnerState): the catalogue's version and the
-- learner's own state. A PL/pgSQL function keeps its statement's plan for the session: planning it was most
-- of the request's cost on PGlite, which has no named prepared statements.
CREATE FUNCTION learning_learner_state(learner uuid)
RETURNS TABLE (version bigint, funcao text, enrolments json, certificates json, done_step_ids json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT
    (SELECT v.version FROM learning_catalog_version v WHERE v.id = 1),
    u.funcao,
    (SELECT json_agg(json_build_array(e.journey_id, e.created_at, e.completed_at))
      FROM learning_enrollments e WHERE e.user_id = learner),
    (SELECT json_agg(json_build_array(c.journey_id, c.id))
      FROM learning_certificates c WHERE c.user_id = learner),
    (SELECT json_agg(p.step_id) FROM learning_step_progress p WHERE p.user_id = learner)
  FROM users u WHERE u.id = learner;
END $$;
