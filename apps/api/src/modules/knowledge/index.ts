// The knowledge module's public surface for other modules (scripts/check-boundaries.mjs): the search, and
// the SQL fragments other modules' repositories compose (who may see a document, the Portuguese tsquery).
export { createKnowledgeSearch, type KnowledgeHit, type KnowledgeQuery, searchKnowledge } from './service';
