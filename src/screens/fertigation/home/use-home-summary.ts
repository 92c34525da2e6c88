import { summary, type HomeSummary } from '../../../api/contract/fertigation/home';
import { callApi } from '../../../api/transport';
import { useSummary, type SummaryState } from '../../business/home/use-summary';

const loadSummary = () => callApi(summary, {});

/** The fertigation home page's figures (see useSummary). */
export function useHomeSummary(): SummaryState<HomeSummary> {
  return useSummary(loadSummary);
}
