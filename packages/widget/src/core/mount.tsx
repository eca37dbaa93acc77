import { chatUiCss } from '@siao/chat-ui/styles';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { reportInvalidOption, validateOptions } from '../options/validate-options';
import { ErrorState } from '../views/error-state';
import { WidgetApp } from '../views/widget-app';
import widgetCss from './widget.css?inline';

export interface WidgetHandle {
  update(options: unknown): void;
  destroy(): void;
}

let sheet: CSSStyleSheet | null = null;

/** One constructable stylesheet shared by every widget on the page (strict-CSP friendly: no <style>). */
function adoptStyles(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${chatUiCss}\n${widgetCss}`);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Connection settings: when they change the widget starts over; other options apply in place. */
function sessionKey(o: {
  api: string;
  auth: { authToken: string };
  context?: string;
  mode: string;
  assistantId?: string;
}) {
  return [o.api, o.auth.authToken, o.context, o.mode, o.assistantId].join('|');
}

/** Renders the widget into a shadow root. Invalid options give an error state, never an exception. */
export function mountWidget(root: ShadowRoot, options: unknown): WidgetHandle {
  adoptStyles(root);
  const container = document.createElement('div');
  container.className = 'siao-host';
  root.replaceChildren(container);
  const react = createRoot(container);
  // The built widget renders with Preact, at once (compat's startTransition runs its callback there and then); a
  // React host that mounts this source (src/react.tsx) gets a transition, rendered in slices.
  const render = (input: unknown) => startTransition(() => renderNow(input));
  const renderNow = (input: unknown) => {
    const result = validateOptions(input);
    if (!result.ok) {
      reportInvalidOption(result);
      react.render(
        <div className="siao-root siao-widget">
          <ErrorState
            message={`Não foi possível carregar o assistente: a opção "${result.option}" é inválida.`}
          />
        </div>,
      );
      return;
    }
    react.render(<WidgetApp key={sessionKey(result.options)} options={result.options} />);
  };
  render(options);
  return {
    update: render,
    destroy() {
      react.unmount();
      container.remove();
    },
  };
}
