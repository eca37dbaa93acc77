// The dashboard module's public surface for other modules (scripts/check-boundaries.mjs):
// the reports module draws the same revenue series as the dashboard chart.
export { revenueByMonth } from './service';
