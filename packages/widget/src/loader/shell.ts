// Plain-DOM states the loader shows before the chat core arrives (no framework in the loader).
const CSS = `:host{all:initial;display:block}
.siao-loader{all:initial;display:flex;align-items:center;justify-content:center;min-height:120px;font:15px/1.4 system-ui,sans-serif;color:#1d2433}
.siao-loader__spin{width:32px;height:32px;border:3px solid #e8eef5;border-top-color:#1f4e79;border-radius:50%;animation:s .8s linear infinite}
.siao-loader__error{padding:16px;text-align:center}
@keyframes s{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.siao-loader__spin{animation:none}}`;

let sheet: CSSStyleSheet | null = null;

function box(root: ShadowRoot): HTMLDivElement {
  sheet ??= new CSSStyleSheet();
  if (!sheet.cssRules.length) sheet.replaceSync(CSS);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const div = document.createElement('div');
  div.className = 'siao-loader';
  root.replaceChildren(div);
  return div;
}

export function showSpinner(root: ShadowRoot): void {
  const div = box(root);
  div.setAttribute('role', 'status');
  const spin = document.createElement('span');
  spin.className = 'siao-loader__spin';
  const label = document.createElement('span');
  label.textContent = 'Carregando assistente...';
  label.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)';
  div.append(spin, label);
}

export function showError(root: ShadowRoot, message: string): void {
  const div = box(root);
  div.setAttribute('role', 'alert');
  const p = document.createElement('p');
  p.className = 'siao-loader__error';
  p.textContent = message;
  div.append(p);
}
