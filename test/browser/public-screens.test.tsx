import { expect, waitUntil } from '@open-wc/testing';
import { publicScreens } from '../../src/screens/public';
import { ConsoleApp } from '../../src/screens/shell';
import { emitSessionEvent } from '../../src/session/public/session';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;

const heading = () => mounted!.shadow.querySelector('h1')?.textContent;
const body = () => mounted!.shadow.querySelector('.public-page p')?.textContent;
/** The console router follows the session's navigate events (as after a failed request). */
const go = (path: string) => emitSessionEvent({ type: 'navigate', path });

describe('public routes render their screens (spec section 2)', () => {
  beforeEach(() => {
    freshSession();
    mounted = mountInShadow(<ConsoleApp routeMode="memory" memoryStorageKey={null} initialPath="/noInfo" publicScreens={publicScreens} />);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows /noInfo, /findPassword, /viewUpdatePage, /error/{status} and /404 without a login', async () => {
    await waitUntil(() => heading() === '暂无权限', '/noInfo');
    const cases: [string, string, string | undefined][] = [
      ['/findPassword', '找回密码', undefined],
      ['/viewUpdatePage', '系统更新', undefined],
      ['/error/503', '错误 503', '服务不可用'],
      ['/error/500', '错误 500', '服务器内部错误'],
      ['/404', '404', undefined],
    ];
    for (const [path, title, text] of cases) {
      go(path);
      await waitUntil(() => heading() === title, `${path} shows ${title}, at ${heading()}`);
      if (text) expect(body()).to.equal(text);
    }
    expect(mounted!.shadow.querySelector('.public-page a')!.textContent).to.equal('返回首页');
  });

  it('sends a business path of a logged-out visitor to the login screen', async () => {
    await waitUntil(() => heading() === '暂无权限');
    go('/agriculturalWell/well');
    await waitUntil(() => mounted!.shadow.querySelector('#login-form') !== null, 'login');
  });
});
