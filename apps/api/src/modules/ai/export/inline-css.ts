import { loadJsdom } from '../../../lib/lazy-require';

/**
 * Copies the rules of the document's <style> blocks into each element's style attribute
 * (the DOCX converter ignores <style>, and the sanitizer drops it). Later rules win over
 * earlier ones and inline declarations win over both; specificity is not weighed.
 */
export function inlineCss(html: string): string {
  if (!/<style[\s>]/i.test(html)) return html;
  const dom = new (loadJsdom().JSDOM)(html);
  const { document } = dom.window;
  const computed = new Map<Element, Map<string, string>>();
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof dom.window.CSSStyleRule)) continue;
      let targets: Element[];
      try {
        targets = Array.from(document.body.querySelectorAll(rule.selectorText));
      } catch {
        continue; // a selector jsdom cannot evaluate (pseudo-elements…)
      }
      for (const element of targets) {
        const props = computed.get(element) ?? new Map<string, string>();
        for (let i = 0; i < rule.style.length; i++) {
          const name = rule.style[i];
          if (!name) continue;
          props.set(name, rule.style.getPropertyValue(name));
        }
        computed.set(element, props);
      }
    }
  }
  for (const [element, props] of computed) {
    const inline = (element as HTMLElement).style;
    for (const [name, value] of props) {
      if (!inline.getPropertyValue(name)) inline.setProperty(name, value);
    }
  }
  for (const style of Array.from(document.querySelectorAll('style'))) style.remove();
  return document.body.innerHTML;
}
