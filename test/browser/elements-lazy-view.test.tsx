import { expect, waitUntil } from '@open-wc/testing';
import { lazyView } from '../../elements/lazy-view';
import { consoleRenderer } from '../../elements/cdn/console-renderer';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click } from './support/real-input';
import { freshSession } from './support/test-session';

// An element's view (and, in the CDN build, the console's whole tree) loads on first use: a load
// that fails or outlives its timeout (120 s, injected short here) shows the spec's chunk-load error,
// and 重试 loads it again.

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);

function Count({ n }: { n: number }) {
  return <p className="count">{n} 条</p>;
}

/** A loader that never answers the first time, then answers with the view. */
function slowThenReady() {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls === 1 ? new Promise<never>(() => undefined) : Promise.resolve({ default: Count });
  };
  return { load, calls: () => calls };
}

describe('lazyView', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows the chunk-load error once the load outlives its timeout; 重试 loads the view', async () => {
    const { load, calls } = slowThenReady();
    const View = lazyView(load, { name: 'test/count', timeoutMs: 30 });
    mounted = mountInShadow(<View n={3} />);
    await waitUntil(() => $('[part="error"]'), 'error shown after the timeout');
    expect($('[part="error"] p')!.textContent).to.equal('页面加载失败：模块加载超时');
    expect($('.count')).to.equal(null);
    await click($('[part="error"] button')!);
    await waitUntil(() => $('.count'), 'view shown after retry');
    expect($('.count')!.textContent).to.equal('3 条');
    expect($('[part="error"]')).to.equal(null);
    expect(calls()).to.equal(2);
  });

  it('shows the error when the import fails, and a second mount after a success does not load again', async () => {
    let fail = true;
    let calls = 0;
    const load = () => {
      calls += 1;
      return fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ default: Count });
    };
    const View = lazyView(load, { name: 'test/failing' });
    mounted = mountInShadow(<View n={1} />);
    await waitUntil(() => $('[part="error"]'), 'error shown');
    fail = false;
    await click($('[part="error"] button')!);
    await waitUntil(() => $('.count'));
    mounted.unmount();
    mounted = mountInShadow(<View n={2} />);
    await waitUntil(() => $('.count'));
    expect($('.count')!.textContent).to.equal('2 条');
    expect(calls).to.equal(2);
  });
});

describe("the CDN build's console: r2wc's renderer over a lazy view", () => {
  it('shows the chunk-load error in the shadow root after the timeout, fires irr-error from the host, and mounts the view on retry with the latest props', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const heard: string[] = [];
    host.addEventListener('irr-error', (event) => heard.push((event as CustomEvent<{ message: string }>).detail.message));
    const { load, calls } = slowThenReady();
    const Root = lazyView<{ n: number; container?: unknown }>(load, { name: 'test/console', timeoutMs: 30 });
    const state = consoleRenderer.mount(shadow as unknown as HTMLElement, Root as never, { container: shadow, n: 1 } as never);
    consoleRenderer.update(state, { container: shadow, n: 2 } as never);
    await waitUntil(() => shadow.querySelector('[part="error"]'), 'error shown');
    expect(shadow.querySelector('[part="error"] p')!.textContent).to.equal('页面加载失败：模块加载超时');
    expect(heard).to.deep.equal(['模块加载超时']);
    await click(shadow.querySelector<HTMLElement>('[part="error"] button')!);
    await waitUntil(() => shadow.querySelector('.count'), 'mounted after retry');
    expect(shadow.querySelector('.count')!.textContent).to.equal('2 条', 'with the latest props');
    expect(shadow.querySelector('[part="error"]')).to.equal(null);
    expect(calls()).to.equal(2);
    consoleRenderer.unmount(state);
    expect(shadow.childNodes.length).to.equal(0);
    host.remove();
  });
});
