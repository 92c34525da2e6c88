import { expect, waitUntil } from '@open-wc/testing';
import { lazyPart, loadOnce, PartLoadError } from '../../src/ui/lazy';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click } from './support/real-input';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);

function Greeting({ name }: { name: string }) {
  return <p className="greeting">你好，{name}</p>;
}

/** A loader the test resolves or rejects by hand, counting its calls. */
function controlledLoader() {
  const attempts: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<typeof Greeting>((resolve, reject) => attempts.push({ resolve, reject }));
  return { load, attempts };
}

describe('lazyPart', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows a loading status, then the part with its props; a second mount renders at once without loading again', async () => {
    const { load, attempts } = controlledLoader();
    const Part = lazyPart('test/greeting', load);
    mounted = mountInShadow(<Part name="张三" />);
    await waitUntil(() => $('[role="status"]'), 'loading status shown');
    expect($('[role="status"]')!.textContent).to.equal('加载中…');
    attempts[0]!.resolve(Greeting);
    await waitUntil(() => $('.greeting'), 'part rendered');
    expect($('.greeting')!.textContent).to.equal('你好，张三');
    mounted.unmount();
    mounted = mountInShadow(<Part name="李四" />);
    await waitUntil(() => $('.greeting'));
    expect($('[role="status"]')).to.equal(null);
    expect($('.greeting')!.textContent).to.equal('你好，李四');
    expect(attempts).to.have.length(1);
  });

  it('shows an alert with a retry button when loading fails, and loads again on retry', async () => {
    const { load, attempts } = controlledLoader();
    const Part = lazyPart('test/failing', load);
    mounted = mountInShadow(<Part name="王五" />);
    await waitUntil(() => attempts.length === 1);
    attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await waitUntil(() => $('[role="alert"]'), 'failure shown');
    expect($('[role="alert"] p')!.textContent).to.match(/^页面加载失败：/);
    await click($('[role="alert"] button')!);
    await waitUntil(() => attempts.length === 2, 'loaded again');
    attempts[1]!.resolve(Greeting);
    await waitUntil(() => $('.greeting'), 'part rendered after retry');
    expect($('[role="alert"]')).to.equal(null);
  });

  it('fails with a PartLoadError after the timeout, and the next call tries again', async () => {
    let calls = 0;
    const never = () => {
      calls += 1;
      return new Promise<never>(() => undefined);
    };
    const error = await loadOnce('test/slow', never, 30).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(PartLoadError);
    expect((error as PartLoadError).part).to.equal('test/slow');
    expect((error as PartLoadError).message).to.equal('模块加载超时');
    await loadOnce('test/slow', never, 30).catch(() => undefined);
    expect(calls).to.equal(2);
  });
});
