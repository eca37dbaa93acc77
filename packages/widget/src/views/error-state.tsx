/** A Portuguese error state shown instead of the widget; the host page keeps working. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="siao-error-state" role="alert" data-testid="siao-error-state">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="siao-button" onClick={onRetry}>
          Tentar novamente
        </button>
      )}
    </div>
  );
}
