import { texts } from '../texts';

/** Spec §2 tool view: skeleton with 'Analisando documento' while the reply is produced. */
export function AnalysisSkeleton() {
  return (
    <div className="siao-skeleton" role="status" aria-live="polite" data-testid="siao-analysing">
      <p className="siao-skeleton__label">{texts.analysing}</p>
      <span className="siao-skeleton__line" />
      <span className="siao-skeleton__line" />
      <span className="siao-skeleton__line siao-skeleton__line--short" />
    </div>
  );
}
