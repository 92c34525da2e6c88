import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { ApiError } from '../../src/api/transport';
import { Dialog, DialogFooter } from '../../src/ui/dialog';
import { useSubmit } from '../../src/ui/submit';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, fill } from './support/real-input';
import { freshSession } from './support/test-session';

/** One call the dialog made: what it sent, the key it read, and the hand that settles it. */
interface Attempt {
  input: string;
  key: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

let mounted: Mounted | null = null;
let attempts: Attempt[] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const dialog = () => $('[role="dialog"]');
const confirm = () => $<HTMLButtonElement>('[part="dialog-footer"] button[data-primary]')!;
const alert = () => $('[role="alert"]')?.textContent ?? null;
const networkFailure = () => new ApiError({ kind: 'network', message: '网络异常，请检查网络连接' });

/** A refund-like dialog: an amount, sent with its Idempotency-Key; `closeOnDone` false keeps it open to send again. */
function RefundHarness({ closeOnDone = true }: { closeOnDone?: boolean }) {
  const [open, setOpen] = useState(true);
  const [amount, setAmount] = useState('10');
  const refund = useSubmit(
    (input: string, idempotencyKey) =>
      new Promise<void>((resolve, reject) => {
        attempts.push({ input, key: idempotencyKey(), resolve, reject });
      }),
    {
      onDone: () => {
        if (closeOnDone) setOpen(false);
      },
    },
  );
  return (
    <Dialog
      open={open}
      title="充值退款"
      onClose={() => setOpen(false)}
      footer={
        <DialogFooter
          cancelText="取消"
          onCancel={() => setOpen(false)}
          confirmText="确定"
          busy={refund.busy}
          onConfirm={() => void refund.run(amount)}
        />
      }
    >
      <label>
        金额 <input name="amount" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
      </label>
      {refund.failure && <p role="alert">{refund.failure}</p>}
    </Dialog>
  );
}

async function mount(closeOnDone = true) {
  mounted = mountInShadow(<RefundHarness closeOnDone={closeOnDone} />);
  await waitUntil(() => dialog(), 'the dialog');
}

async function send(): Promise<Attempt> {
  const before = attempts.length;
  await click(confirm());
  await waitUntil(() => attempts.length === before + 1, 'the call sent');
  return attempts[before]!;
}

describe('useSubmit and DialogFooter', () => {
  beforeEach(() => {
    freshSession();
    attempts = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('puts cancel first and the primary confirm after it; cancel closes without a call', async () => {
    await mount();
    const buttons = [...$('[part="dialog-footer"]')!.querySelectorAll('button')].map((b) => [
      b.textContent,
      b.hasAttribute('data-primary'),
    ]);
    expect(buttons).to.deep.equal([
      ['取消', false],
      ['确定', true],
    ]);
    await click($('[part="dialog-footer"] button')!);
    await waitUntil(() => !dialog(), 'closed');
    expect(attempts).to.have.length(0);
  });

  it('holds the cancel button alone without a confirm, primary where the footer says so', async () => {
    const footerButtons = () =>
      [...$('[part="dialog-footer"]')!.querySelectorAll('button')].map((b) => [b.textContent, b.hasAttribute('data-primary')]);
    mounted = mountInShadow(
      <Dialog open title="详情" onClose={() => undefined} footer={<DialogFooter cancelText="关闭" onCancel={() => undefined} />} />,
    );
    await waitUntil(() => dialog(), 'the dialog');
    expect(footerButtons()).to.deep.equal([['关闭', false]]);
    mounted.unmount();
    mounted = mountInShadow(
      <Dialog
        open
        title="设备密钥"
        onClose={() => undefined}
        footer={<DialogFooter cancelText="关闭" onCancel={() => undefined} cancelPrimary />}
      />,
    );
    await waitUntil(() => dialog(), 'the dialog');
    expect(footerButtons()).to.deep.equal([['关闭', true]]);
  });

  it('is busy while the call runs, and a success closes the dialog', async () => {
    await mount();
    const attempt = await send();
    await waitUntil(() => confirm().disabled, 'confirm disabled while busy');
    expect(attempt.input).to.equal('10');
    attempt.resolve();
    await waitUntil(() => !dialog(), 'closed on success');
  });

  it('sends once on a double click', async () => {
    await mount();
    // both clicks in one task: the second comes before the render that disables the button
    confirm().click();
    confirm().click();
    await waitUntil(() => confirm().disabled, 'busy');
    expect(attempts).to.have.length(1);
    attempts[0]!.resolve();
    await waitUntil(() => !dialog(), 'closed');
    expect(attempts).to.have.length(1);
  });

  it('keeps the dialog open on a failure, shows it, and sends again on the next click', async () => {
    await mount();
    (await send()).reject(networkFailure());
    await waitUntil(() => alert() === '网络异常，请检查网络连接', 'the failure shown');
    expect(dialog(), 'the dialog stays open').to.not.equal(null);
    expect(confirm().disabled).to.equal(false);
    const again = await send();
    expect(alert(), 'the old failure is gone while the next call runs').to.equal(null);
    again.resolve();
    await waitUntil(() => !dialog(), 'closed on success');
  });

  it('keeps the Idempotency-Key on a retry after a network failure, and takes a new one after a success or for other input', async () => {
    await mount(false);
    const first = await send();
    expect(first.key).to.match(/^[0-9a-f]{32}$/);
    first.reject(networkFailure());
    await waitUntil(() => !confirm().disabled, 'ready again');
    const retry = await send();
    expect(retry.key, 'the retry of the same input').to.equal(first.key);
    retry.resolve();
    await waitUntil(() => !confirm().disabled, 'done');
    const next = await send();
    expect(next.input).to.equal('10');
    expect(next.key, 'the same input after a success is another refund').to.not.equal(first.key);
    next.reject(networkFailure());
    await waitUntil(() => !confirm().disabled, 'ready again');
    await fill($<HTMLInputElement>('input[name="amount"]')!, '5');
    const other = await send();
    expect(other.input).to.equal('105');
    expect(other.key, 'other input').to.not.equal(next.key);
    other.resolve();
  });
});
