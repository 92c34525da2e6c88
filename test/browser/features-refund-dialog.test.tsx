import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import * as z from 'zod/mini';
import { defineCall, type CallDef } from '../../src/api/contract/define-call';
import { setSession } from '../../src/session/public/session';
import { RefundDialog, type RefundForm, type RefundOrder } from '../../src/features/refund-dialog';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, fill, press, type } from './support/real-input';
import { freshSession, recordEvents } from './support/test-session';
import { uploadHits } from './support/upload-files';

const refundCall = (mode: string) =>
  defineCall({
    method: 'POST',
    path: `test-refund/${mode}`,
    mode: 'json',
    access: 'user',
    request: z.object({ id: z.number() }),
    response: z.null(),
  });
const ORDER: RefundOrder = { id: 88, amount: 10, count: 3 };
let mounted: Mounted | null = null;
let refunded: RefundForm[] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const countInput = () => $<HTMLInputElement>('[role="dialog"] input')!;
const submitButton = () => [...mounted!.shadow.querySelectorAll('button')].find((b) => b.textContent === '确定退款')!;
const alertText = () => [...mounted!.shadow.querySelectorAll('[role="alert"]')].map((a) => a.textContent).join('|');

function Host({ submit }: { submit: CallDef | ((form: RefundForm) => Promise<unknown>) }) {
  const [order, setOrder] = useState<RefundOrder | null>(ORDER);
  return <RefundDialog order={order} submit={submit} onClose={() => setOrder(null)} onRefunded={(f) => refunded.push(f)} />;
}

async function mount(submit: CallDef | ((form: RefundForm) => Promise<unknown>)): Promise<void> {
  mounted = mountInShadow(<Host submit={submit} />);
  await waitUntil(() => $('[role="dialog"] input'), 'the dialog opens');
}

describe('refund quantity dialog (spec sections 3, 5 and 7)', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer refund-test' });
    refunded = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit, also showing an error', async () => {
    await mount(refundCall('ok'));
    await expect(mounted!.host).to.be.accessible();
    await click(submitButton());
    await waitUntil(() => alertText() !== '');
    await expect(mounted!.host).to.be.accessible();
  });

  it('shows the stock-shortage refund type and reason and a labelled count', async () => {
    await mount(refundCall('ok'));
    const text = $('[role="dialog"]')!.textContent!;
    expect(text).to.contain('缺货退款').and.to.contain('缺货');
    expect($('[role="dialog"] h2')!.textContent).to.equal('退款');
    expect(countInput().labels![0]!.textContent).to.equal('商品件数');
    expect(countInput().placeholder).to.equal('共 3 件');
  });

  it('requires the count (请输入商品件数), keeps digits only, and refuses more than the order holds', async () => {
    await mount(refundCall('ok'));
    await click(submitButton());
    await waitUntil(() => alertText() === '请输入商品件数');
    expect(countInput().getAttribute('aria-invalid')).to.equal('true');
    await fill(countInput(), ' 4x');
    expect(countInput().value, 'spaces and letters never enter').to.equal('4');
    await press('Enter');
    await waitUntil(() => alertText() === '商品件数不能大于3');
    expect(await uploadHits('refund:ok')).to.deep.equal([]);
  });

  it('recalculates the amount as count x (amount / original count), 2 decimals: 10.00 / 3 x 1 = 3.33, and says 退款成功!', async () => {
    const events = recordEvents();
    await mount(refundCall('ok'));
    await fill(countInput(), '1');
    await waitUntil(() => $('[data-amount]')!.textContent === '3.33');
    await click($('[role="dialog"] textarea')!);
    await type('缺货 1 件');
    await click(submitButton());
    await waitUntil(() => refunded.length === 1);
    const [hit] = await uploadHits('refund:ok');
    expect(hit).to.deep.equal({
      id: 88,
      refundType: 'ONLY',
      amount: 3.33,
      count: 1,
      refundReason: 'LACK',
      refundReasonDetail: '缺货 1 件',
    });
    expect(events.ofType('message').map((m) => [m.level, m.text])).to.deep.equal([['success', '退款成功!']]);
    await waitUntil(() => !$('[role="dialog"]'), 'the dialog closes');
    events.stop();
  });

  it('two of three pieces of 10.00 are 6.67', async () => {
    await mount(refundCall('ok'));
    await fill(countInput(), '2');
    await waitUntil(() => $('[data-amount]')!.textContent === '6.67');
  });

  it('shows the server message on failure and stays open', async () => {
    const events = recordEvents();
    await mount(refundCall('fail'));
    await fill(countInput(), '3');
    await press('Enter');
    await waitUntil(() => alertText() === '该订单已全部退款');
    expect((await uploadHits('refund:fail')).at(-1)!.amount).to.equal(10);
    expect(events.ofType('message').map((m) => m.text)).to.deep.equal(['该订单已全部退款']);
    expect($('[role="dialog"]')).to.not.equal(null);
    expect(refunded).to.deep.equal([]);
    events.stop();
  });

  it('keeps what was typed when the parent re-renders with a rebuilt order object', async () => {
    let rerender = () => {};
    function Rebuilding() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders(renders + 1);
      return <RefundDialog order={{ ...ORDER }} submit={refundCall('ok')} onClose={() => undefined} />;
    }
    mounted = mountInShadow(<Rebuilding />);
    await waitUntil(() => $('[role="dialog"] input'));
    await fill(countInput(), '2');
    rerender();
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(countInput().value).to.equal('2');
  });

  it('takes a submit function instead of a call', async () => {
    const sent: RefundForm[] = [];
    await mount(async (form) => {
      sent.push(form);
      throw new Error('余额不足');
    });
    await fill(countInput(), '1');
    await press('Enter');
    await waitUntil(() => alertText() === '余额不足');
    expect(sent[0]!.amount).to.equal(3.33);
    await click([...mounted!.shadow.querySelectorAll('button')].find((b) => b.textContent === '取消')!);
    await waitUntil(() => !$('[role="dialog"]'));
  });
});
