// The terms module's public surface for other modules (scripts/check-boundaries.mjs).
export { pendingTerms } from './service';
