import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { ImportErrorDialog, type ImportErrorResult } from '../../src/ui/import-error';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';

const RESULT: ImportErrorResult = {
  message: '导入失败 2 行',
  data: [
    { line: 3, tips: '阀门编号已存在' },
    { line: 7, tips: '所属区域不存在' },
  ],
};
let mounted: Mounted | null = null;
let closed = 0;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);

function Host() {
  const [result, setResult] = useState<ImportErrorResult | null>(RESULT);
  return (
    <ImportErrorDialog
      result={result}
      onClose={() => {
        closed += 1;
        setResult(null);
      }}
    />
  );
}

describe('import error dialog (spec sections 2 and 3)', () => {
  beforeEach(async () => {
    closed = 0;
    mounted = mountInShadow(<Host />);
    await waitUntil(() => $('[role="dialog"] table'), 'the dialog opens');
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit', async () => {
    await expect(mounted!.host).to.be.accessible();
  });

  it('is a modal named 导入失败 listing each line and its reason under the message', async () => {
    const dialog = $('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(mounted!.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('导入失败');
    expect($('[role="dialog"] p')!.textContent).to.equal('导入失败 2 行');
    expect([...dialog.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['行号', '失败原因']);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).to.deep.equal([
      ['3', '阀门编号已存在'],
      ['7', '所属区域不存在'],
    ]);
  });

  it('takes the focus and closes with Escape', async () => {
    await waitUntil(() => $('[role="dialog"]')!.contains(mounted!.shadow.activeElement), 'the focus moves into the dialog');
    await press('Escape');
    await waitUntil(() => !$('[role="dialog"]'));
    expect(closed).to.equal(1);
  });

  it('closes with its close button', async () => {
    await click($('button[aria-label="关闭"]')!);
    await waitUntil(() => !$('[role="dialog"]'));
    expect(closed).to.equal(1);
  });
});
