import type { AiToolEvent } from '@siao/shared/ai-tools';
import { lazy, Suspense } from 'react';

// the steps' component and styles are a lazy chunk: replies without tools never load it
const ToolSteps = lazy(() => import('./tool-steps').then((m) => ({ default: m.ToolSteps })));

/** The tool steps of a reply; their labels as plain lines until the chunk arrives. */
export function ToolStepsSlot({ steps }: { steps: AiToolEvent[] }) {
  return (
    <Suspense
      fallback={
        <div className="siao-tool-steps">
          {steps.map((step) => (
            <div key={step.id}>{step.label}</div>
          ))}
        </div>
      }
    >
      <ToolSteps steps={steps} />
    </Suspense>
  );
}
