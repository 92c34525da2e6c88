import { routerTexts } from '../../i18n/zh-CN/router';
import { shellTexts } from '../../i18n/zh-CN/shell';
import type { GroupScreenState } from './use-group-screen';

/** What a page shows while its group's chunk loads, when it failed (with 重试), or when the group has no such screen. */
export function PageState({ state }: { state: GroupScreenState }) {
  if (state.status === 'loading')
    return (
      <p className="page-state" role="status">
        {shellTexts.pageLoading}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className="page-state" role="alert">
        <p>
          {routerTexts.chunkLoadFailed}：{state.error.message}
        </p>
        <button type="button" onClick={state.retry}>
          {routerTexts.retry}
        </button>
      </div>
    );
  return <p className="page-state">{shellTexts.pageMissing}</p>;
}
