/** Field-by-field changes for the audit record (`{ field: { from, to } }`); empty when nothing changed. */
export function diffColumns(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[key] = { from, to };
  }
  return changes;
}
