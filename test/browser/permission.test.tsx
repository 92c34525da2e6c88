import { expect, waitUntil } from '@open-wc/testing';
import { Component, type ReactNode } from 'react';
import { Permission, usePermission, hasPermission, PermissionListError } from '../../src/ui/permission';
import { setSession } from '../../src/session/public/session';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { freshSession } from './support/test-session';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-error={this.state.error.name}>{this.state.error.message}</p> : this.props.children;
  }
}

function HookProbe({ anyOf }: { anyOf: readonly string[] }) {
  return <span data-allowed={String(usePermission(anyOf))} />;
}

let mounted: Mounted | null = null;
const $ = (selector: string) => mounted!.shadow.querySelector(selector);

describe('permission gating (spec section 6)', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('holds when any listed permission is held, or *:*:*', () => {
    expect(hasPermission(['merchant:role:add'], ['plat:user:add', 'merchant:role:add'])).to.equal(true);
    expect(hasPermission(['merchant:role:add'], ['plat:user:add'])).to.equal(false);
    expect(hasPermission(['*:*:*'], ['anything:at:all'])).to.equal(true);
    expect(hasPermission([], ['plat:user:add'])).to.equal(false);
  });

  it('throws 请设置操作权限标签值(需为数组) for an empty or non-array list', () => {
    for (const bad of [[], undefined, 'plat:user:add', null, {}]) {
      expect(() => hasPermission(['*:*:*'], bad)).to.throw(PermissionListError, '请设置操作权限标签值(需为数组)');
    }
  });

  it('<Permission> shows its children only with a permission, else the fallback, and follows the store', async () => {
    setSession({ permissions: ['plat:user:findPage'] });
    mounted = mountInShadow(
      <>
        <Permission anyOf={['plat:user:add']} fallback={<i data-fallback="" />}>
          <button type="button">新增</button>
        </Permission>
        <Permission anyOf={['plat:user:findPage', 'plat:user:edit']}>
          <button type="button">查询</button>
        </Permission>
      </>,
    );
    await waitUntil(() => $('button') !== null);
    expect([...mounted.shadow.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['查询']);
    expect($('[data-fallback]')).to.not.equal(null);
    setSession({ permissions: ['*:*:*'] });
    await waitUntil(() => mounted!.shadow.querySelectorAll('button').length === 2, 'the wildcard grants all');
    expect($('[data-fallback]')).to.equal(null);
    setSession({ permissions: [] });
    await waitUntil(() => mounted!.shadow.querySelectorAll('button').length === 0, 'permissions removed');
  });

  it('usePermission answers the same and re-renders on change', async () => {
    setSession({ permissions: [] });
    mounted = mountInShadow(<HookProbe anyOf={['merchant:role:add']} />);
    await waitUntil(() => $('[data-allowed="false"]') !== null);
    setSession({ permissions: ['merchant:role:add'] });
    await waitUntil(() => $('[data-allowed="true"]') !== null);
  });

  it('an empty list is an error that reaches the error boundary', async () => {
    const original = console.error;
    console.error = () => {}; // React reports the caught error; that report is expected here
    try {
      mounted = mountInShadow(
        <Boundary>
          <Permission anyOf={[]}>
            <button type="button">x</button>
          </Permission>
        </Boundary>,
      );
      await waitUntil(() => $('[data-error]') !== null);
      expect($('[data-error]')!.textContent).to.equal('请设置操作权限标签值(需为数组)');
      expect($('[data-error]')!.getAttribute('data-error')).to.equal('PermissionListError');
      expect($('button')).to.equal(null);
    } finally {
      console.error = original;
    }
  });
});
