import { routerTexts } from '../src/i18n/zh-CN/router';

/**
 * The spec's chunk-load error inside an element (as the console's pages show it, src/ui/lazy):
 * 页面加载失败：<reason> (页面加载失败 alone without one) and 重试, which removes the message and
 * calls `retry`. Plain DOM: it shows where the element's own code did not arrive.
 */
export function chunkFailure(reason: string | null, retry: () => void): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.setAttribute('part', 'error');
  box.dataset.irrChunkFailure = '';
  const text = document.createElement('p');
  text.textContent = reason ? `${routerTexts.chunkLoadFailed}：${reason}` : routerTexts.chunkLoadFailed;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = routerTexts.retry;
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(text, button);
  return box;
}
