import { printCss, printElement, type PrintDocument } from './print-document';

const FRAME = 'data-irr-print-frame';

/** Where the frame goes: inside the element's shadow root, so nothing is added to a portal's page. */
const holder = (root: ShadowRoot | Document): ParentNode => (root instanceof Document ? root.body : root);

/**
 * The browser's print of `doc` alone, the fallback without C-Lodop: the printout is laid out in a
 * hidden frame inside `root` and that frame's window prints, so the page around it (the console's
 * shell, or the portal's page the console is embedded in) is never printed. The frame's styles are
 * a constructed sheet (a page's CSP may refuse inline `<style>`); the frame goes after printing, or
 * at the next print.
 */
export async function printInBrowser(doc: PrintDocument, root: ShadowRoot | Document = document): Promise<void> {
  const parent = holder(root);
  parent.querySelectorAll(`iframe[${FRAME}]`).forEach((old) => old.remove());
  const frame = document.createElement('iframe');
  frame.setAttribute(FRAME, '');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = doc.title;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  parent.append(frame);
  // a browser that replaces the frame's first empty document does it by a load
  if (frame.contentDocument?.readyState !== 'complete') await new Promise((done) => frame.addEventListener('load', done, { once: true }));
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  const page = frame.contentDocument;
  if (!win || !page) throw new Error('print frame unavailable');
  page.title = doc.title;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(printCss(doc.landscape));
  page.adoptedStyleSheets = [sheet];
  page.body.replaceChildren(printElement(doc, page));
  win.addEventListener('afterprint', () => frame.remove(), { once: true });
  win.focus();
  win.print();
}
