-- Substring search over client names/documents at 100k+ rows: a trigram index where the server has
-- pg_trgm (PostgreSQL with contrib; trusted extension since PG 13). Embedded PGlite does not load the
-- extension, so the block degrades to a sequential scan there instead of failing the migration.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS clients_search_trgm_idx ON clients USING gin (search_text gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível; busca de clientes sem índice trigram: %', SQLERRM;
END $$;
