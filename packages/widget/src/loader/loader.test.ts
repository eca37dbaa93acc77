import { afterEach, expect, it, vi } from 'vitest';
import './loader';

type Api = { init(el: Element, options: unknown): { update(o: unknown): void; destroy(): void } };
const api = () => (window as unknown as { SiaoAssistant: Api }).SiaoAssistant;
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('exposes SiaoAssistant.init and defines <siao-assistant>', () => {
  expect(typeof api().init).toBe('function');
  expect(customElements.get('siao-assistant')).toBeDefined();
});

it('reports a malformed options attribute by name and shows a Portuguese error instead of throwing', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = `<siao-assistant options='{"api": '></siao-assistant>`;
  const el = document.querySelector('siao-assistant')!;
  expect(el.shadowRoot?.textContent).toBe('Configuração inválida do assistente.');
  expect(error).toHaveBeenCalledWith(
    expect.stringContaining('Opção inválida "options"'),
    expect.any(SyntaxError),
  );
});

it('shows a Portuguese error state when the chat core cannot be loaded', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const host = document.createElement('div');
  document.body.append(host);
  const handle = api().init(host, { api: 'http://127.0.0.1:9/api/', auth: { authToken: 'x' } });
  expect(host.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Carregando assistente...');
  // the failed chunk import settles when a loaded machine gets to it: not within vi.waitFor's default 1 s
  await vi.waitFor(
    () =>
      expect(host.shadowRoot?.textContent).toBe(
        'Não foi possível carregar o assistente. Tente novamente mais tarde.',
      ),
    { timeout: 10_000 },
  );
  expect(error).toHaveBeenCalledWith('[SiaoAssistant] Falha ao carregar o assistente:', expect.anything());
  handle.destroy();
  expect(host.shadowRoot?.childNodes.length).toBe(0);
});
