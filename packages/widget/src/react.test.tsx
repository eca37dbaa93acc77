import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SiaoAssistant } from './react';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('renders the widget inside its own shadow root and reacts to option updates', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = render(
    <SiaoAssistant options={{ api: 'http://127.0.0.1:9/api/', auth: { authToken: '' } }} />,
  );
  const host = view.container.firstElementChild as HTMLElement;
  const root = host.shadowRoot!;
  // nothing of the widget leaks into the host document's tree
  expect(view.container.querySelector('.siao-root')).toBeNull();
  expect(root.querySelector('[data-testid="siao-error-state"]')?.textContent).toContain('"auth.authToken"');
  expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
  await act(async () => {
    view.rerender(
      <SiaoAssistant
        options={{ api: 'http://127.0.0.1:9/api/', auth: { authToken: 'x' }, mode: 'nope' as 'chat' }}
      />,
    );
  });
  expect(root.querySelector('[data-testid="siao-error-state"]')?.textContent).toContain('"mode"');
  view.unmount();
  expect(root.childNodes.length).toBe(0);
});
