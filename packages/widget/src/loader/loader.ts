import { showError, showSpinner } from './shell';

/**
 * The script a host page loads (dist/siao-assistant.js, ≤ 8 KB gzipped, no framework). It exposes
 * `SiaoAssistant.init(element, options)`, defines `<siao-assistant>`, and imports the chat core from the
 * same folder it was itself loaded from.
 */
interface Handle {
  update(options: unknown): void;
  destroy(): void;
}
interface Core {
  mountWidget(root: ShadowRoot, options: unknown): Handle;
}

const CORE_PATH = typeof __SIAO_CORE__ === 'string' ? __SIAO_CORE__ : './core.js';
const LOAD_ERROR = 'Não foi possível carregar o assistente. Tente novamente mais tarde.';

function ownUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const found = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) =>
    /siao-assistant(\.[\w-]+)?\.js(\?|$)/.test(s.src),
  );
  return found?.src ?? document.baseURI;
}

const base = ownUrl();
const coreUrl = new URL(CORE_PATH, base).href;
const depUrls = (typeof __SIAO_PRELOAD__ === 'object' ? __SIAO_PRELOAD__ : []).map(
  (dep) => new URL(dep, base).href,
);
/** A new task, so the host page can handle input and paint between two pieces of the widget's start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The core and its dependencies are fetched in parallel but evaluated one chunk per task (Preact, the chat
 * components, then the core), and the widget is mounted in a task of its own: evaluating them all at once
 * was one long task that blocked the host page (Lighthouse's Total Blocking Time).
 */
async function importInSteps(): Promise<Core> {
  for (const url of depUrls) {
    await import(/* @vite-ignore */ url);
    await nextTask();
  }
  const mod = (await import(/* @vite-ignore */ coreUrl)) as Core;
  await nextTask();
  return mod;
}

let core: Promise<Core> | null = null;
const loadCore = () => {
  if (!core) {
    for (const href of depUrls) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    core = importInSteps().catch((error) => {
      core = null; // a later init() may try again (e.g. after the network came back)
      throw error;
    });
  }
  return core;
};

function init(element: Element, options: unknown): Handle {
  let root: ShadowRoot;
  try {
    root = element.shadowRoot ?? (element as HTMLElement).attachShadow({ mode: 'open' });
  } catch (error) {
    console.error(
      '[SiaoAssistant] Opção inválida "element": use um elemento que aceite Shadow DOM (ex.: div).',
      error,
    );
    return { update() {}, destroy() {} };
  }
  let latest = options;
  let handle: Handle | null = null;
  let destroyed = false;
  showSpinner(root);
  loadCore().then(
    (mod) => {
      if (!destroyed) handle = mod.mountWidget(root, latest);
    },
    (error) => {
      console.error('[SiaoAssistant] Falha ao carregar o assistente:', error);
      if (!destroyed) showError(root, LOAD_ERROR);
    },
  );
  return {
    update(next) {
      latest = next;
      handle?.update(next);
    },
    destroy() {
      destroyed = true;
      handle?.destroy();
      root.replaceChildren();
    },
  };
}

/** `<siao-assistant options='{"api": "..."}'>` or `element.options = {...}`. */
class SiaoAssistantElement extends HTMLElement {
  static observedAttributes = ['options'];
  #options: unknown;
  #handle: Handle | null = null;

  get options(): unknown {
    return this.#options;
  }
  set options(value: unknown) {
    this.#options = value;
    if (this.#handle) this.#handle.update(value);
    else if (this.isConnected) this.#handle = init(this, value);
  }
  attributeChangedCallback(_name: string, _old: string | null, value: string | null) {
    if (value === null) return;
    try {
      this.options = JSON.parse(value);
    } catch (error) {
      console.error('[SiaoAssistant] Opção inválida "options": o atributo não é um JSON válido.', error);
      this.#handle?.destroy();
      this.#handle = null;
      showError(
        this.shadowRoot ?? this.attachShadow({ mode: 'open' }),
        'Configuração inválida do assistente.',
      );
    }
  }
  connectedCallback() {
    if (!this.#handle && this.#options !== undefined) this.#handle = init(this, this.#options);
  }
  disconnectedCallback() {
    this.#handle?.destroy();
    this.#handle = null;
  }
}

const api = { init, preload: loadCore, version: '0.1.0' };
(window as unknown as { SiaoAssistant: typeof api }).SiaoAssistant = api;
if (!customElements.get('siao-assistant')) customElements.define('siao-assistant', SiaoAssistantElement);
