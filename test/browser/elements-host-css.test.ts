import { expect } from '@open-wc/testing';
import '../../elements';
import { REF_API, mount, shadow, signedOutPage, unmountAll } from './support/element-session';
import { click } from './support/real-input';
import { referenceLogin, resetReferenceServer } from './support/reference-session';
import { until } from './support/shadow-queries';

// A portal's own typography, even `* { … !important }`, stops at the elements: the inherited text
// properties inside each shadow root (portalled dialogs and popovers too) are the console's own,
// while `--irr-*` custom properties set by the portal still reach in.

const MEMORY_ROUTE_KEY = 'irr-console.route';

const HOST_CSS = `
  * {
    letter-spacing: 3px !important; line-height: 4 !important; text-transform: uppercase !important;
    font-style: italic !important; word-spacing: 9px !important; text-align: right !important;
    white-space: pre !important; text-indent: 40px !important; font-variant: small-caps !important;
    text-shadow: 1px 1px rgb(255, 0, 0) !important; font-weight: 900 !important; font-size: 30px !important;
    font-family: serif !important; color: rgb(255, 0, 0) !important; word-break: break-all !important;
  }
`;

/** The portal's theme: the one way in. */
const THEME_CSS = 'irr-console, irr-well-table, irr-notice-bell { --irr-primary: rgb(1, 2, 3); }';

const PROPERTIES = [
  'letter-spacing',
  'line-height',
  'text-transform',
  'font-style',
  'word-spacing',
  'text-align',
  'white-space',
  'text-indent',
  'font-variant',
  'text-shadow',
  'font-weight',
  'font-size',
  'font-family',
  'color',
  'word-break',
] as const;

const typography = (element: Element) => {
  const style = getComputedStyle(element);
  return Object.fromEntries(PROPERTIES.map((p) => [p, style.getPropertyValue(p)]));
};

/** Adds the host page's own stylesheet to document.head. */
function pageStyle(text: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
  return style;
}

/**
 * The typography of each named element now (the console's own), then with the host page's CSS
 * added: the same.
 */
function expectUnchangedByHostCss(targets: Record<string, HTMLElement | null>) {
  const own = Object.entries(targets).map(([name, element]) => {
    expect(element, name).to.not.equal(null);
    return { name, element: element!, before: typography(element!) };
  });
  const style = pageStyle(HOST_CSS);
  try {
    for (const { name, element, before } of own) {
      expect(before, name).to.include({
        'letter-spacing': 'normal',
        'text-transform': 'none',
        'font-style': 'normal',
        'text-indent': '0px',
        'word-spacing': '0px',
      });
      expect(typography(element), name).to.deep.equal(before);
    }
  } finally {
    style.remove();
  }
}

/** With the host page's CSS in place, a primary button takes the portal's `--irr-primary`. */
function expectPrimaryFromHost(button: HTMLElement | null) {
  const style = pageStyle(HOST_CSS + THEME_CSS);
  try {
    expect(getComputedStyle(button!).backgroundColor).to.equal('rgb(1, 2, 3)');
  } finally {
    style.remove();
  }
}

describe("the host page's CSS does not reach the elements' typography", () => {
  before(() => resetReferenceServer());
  beforeEach(async () => {
    signedOutPage();
    sessionStorage.clear();
    await referenceLogin();
  });
  afterEach(() => {
    unmountAll();
  });

  it('<irr-console>: a tab, a label, a button, a cell and a dialog keep their own; --irr-primary still reaches in', async () => {
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/agriculturalWell/well');
    const app = mount('irr-console', { 'api-base': REF_API, 'route-mode': 'memory' });
    await until(() => shadow(app, '.tab a') && shadow(app, '[part="page"] td button[data-action="detail"]'), 'the wells page');
    const primary = shadow(app, '[part="page"] .irr-button[data-primary]');
    expectUnchangedByHostCss({
      tab: shadow(app, '.tab a'),
      label: shadow(app, '[part="page"] .irr-filter label'),
      button: primary,
      cell: shadow(app, '[part="page"] td'),
      header: shadow(app, '[part="header"]'),
    });
    expectPrimaryFromHost(primary);
    await until(() => !shadow(app, '[part="loading"]'), 'nothing loading over the page');
    await click(shadow(app, '[part="page"] td button[data-action="detail"]')!);
    await until(() => shadow(app, '[role="dialog"] h2'), "the well's dialog");
    expectUnchangedByHostCss({
      'dialog title': shadow(app, '[role="dialog"] h2'),
      'dialog body': shadow(app, '[role="dialog"] .irr-dialog-body'),
      'dialog button': shadow(app, '[role="dialog"] .irr-dialog-footer button'),
    });
  });

  it('<irr-well-table>: a label, the search button and a cell keep their own; --irr-primary still reaches in', async () => {
    const table = mount('irr-well-table');
    await until(() => shadow(table, '.irr-well-select'), 'the wells');
    const primary = shadow(table, '.irr-button[data-primary]');
    expectUnchangedByHostCss({
      label: shadow(table, '.irr-filter label'),
      button: primary,
      cell: shadow(table, 'td'),
      'well code': shadow(table, '.irr-well-select'),
    });
    expectPrimaryFromHost(primary);
    // Even the host's own style attribute: for important declarations the shadow root's :host wins.
    table.style.setProperty('letter-spacing', '5px', 'important');
    expect(getComputedStyle(shadow(table, 'td')!).letterSpacing).to.equal('normal');
  });

  it('<irr-notice-bell>: the badge and its open panel keep their own', async () => {
    const bell = mount('irr-notice-bell');
    await until(() => shadow(bell, '[part="badge"]'), 'the count');
    await click(shadow(bell, '[part="base"]')!);
    await until(() => shadow(bell, '[part="item"]'), 'the panel lists notices');
    expectUnchangedByHostCss({
      badge: shadow(bell, '[part="badge"]'),
      item: shadow(bell, '[part="item"]'),
      'item button': shadow(bell, '[part="item"] button'),
    });
  });
});
