import { findPage as findNotices, type NoticeRow } from '../../../api/contract/notice';
import { summary, type WellHomeSummary } from '../../../api/contract/well/home';
import { callApi } from '../../../api/transport';
import { LATEST_NOTICES } from '../../../features/notice-bell/use-latest-notices';
import { useSummary, type SummaryState } from '../../business/home/use-summary';

export interface WellHome {
  summary: WellHomeSummary;
  notices: readonly NoticeRow[];
}

const load = async (): Promise<WellHome> => {
  const [figures, notices] = await Promise.all([callApi(summary, {}), callApi(findNotices, { page: 1, size: LATEST_NOTICES })]);
  // The server pages by 10 at least (spec section 9's sizes): the first five of them.
  return { summary: figures, notices: notices.records.slice(0, LATEST_NOTICES) };
};

/** The wells' home page: its figures and the latest notices, loaded and refreshed together (see useSummary). */
export function useWellHome(): SummaryState<WellHome> {
  return useSummary(load);
}
