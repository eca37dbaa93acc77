import type { AiToolEvent } from '@siao/shared/ai-tools';
import { useContext, useState } from 'react';
import { ToolConfirmContext } from './tool-confirm';

// the styles travel with this lazy chunk (the widget's up-front CSS does not grow); one rule set,
// scoped to the steps, works in the widget's shadow root and in the back-office page alike
const css = `
.siao-tool-steps{display:flex;flex-direction:column;gap:4px;margin:0 0 8px}
.siao-tool-step{border:1px solid #e2e8f0;border-radius:8px;background:#f8fafc;font-size:13px}
.siao-tool-step>summary{cursor:pointer;padding:6px 10px;list-style:none;display:flex;gap:8px;align-items:center}
.siao-tool-step>summary::-webkit-details-marker{display:none}
.siao-tool-step[data-state=error]{border-color:#fecaca;background:#fef2f2}
.siao-tool-step[data-state=confirm]{border-color:#fde68a;background:#fffbeb}
.siao-tool-step__body{padding:0 10px 8px 30px;white-space:pre-line;color:#475569}
.siao-tool-step__body a{color:inherit}
.siao-tool-step__confirm{margin-top:6px;padding:4px 10px;border-radius:6px;border:1px solid #b45309;background:#d97706;color:#fff;cursor:pointer}
.siao-tool-step__confirm:disabled{opacity:.6;cursor:default}
`;

const icon: Record<AiToolEvent['state'], string> = {
  running: '⏳',
  done: '✓',
  error: '⚠',
  confirm: '?',
};

function Step({ step }: { step: AiToolEvent }) {
  const confirm = useContext(ToolConfirmContext);
  const [sent, setSent] = useState(false);
  const hasBody = Boolean(step.detail || step.link || step.confirmation);
  return (
    <details
      className="siao-tool-step"
      data-state={step.state}
      data-testid="siao-tool-step"
      open={step.state === 'confirm' || undefined}
    >
      <summary>
        <span aria-hidden="true">{icon[step.state]}</span>
        <span role={step.state === 'running' ? 'status' : undefined}>{step.label}</span>
      </summary>
      {hasBody && (
        <div className="siao-tool-step__body">
          {step.detail && <div>{step.detail}</div>}
          {step.link && (
            <a href={step.link.url} target="_blank" rel="noopener noreferrer">
              {step.link.label}
            </a>
          )}
          {step.confirmation && confirm && (
            <div>
              <button
                type="button"
                className="siao-tool-step__confirm"
                disabled={sent}
                data-testid="siao-tool-confirm"
                onClick={() => {
                  setSent(true);
                  confirm(step.confirmation!.id);
                }}
              >
                {step.confirmation.button}
              </button>
            </div>
          )}
        </div>
      )}
    </details>
  );
}

/** Each tool call of a reply as a collapsible step: what runs ("Consultando a CNIB…"), then its outcome. */
export function ToolSteps({ steps }: { steps: AiToolEvent[] }) {
  return (
    <div className="siao-tool-steps" data-testid="siao-tool-steps">
      <style>{css}</style>
      {steps.map((step) => (
        <Step key={step.id} step={step} />
      ))}
    </div>
  );
}
