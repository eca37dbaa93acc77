/** Spec §2: the loading spinner (startup, lists). */
export function LoadingSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="siao-spinner" role="status" data-testid="siao-spinner">
      <span className="siao-spinner__circle" aria-hidden="true" />
      <span className="siao-visually-hidden">{label}</span>
    </div>
  );
}
