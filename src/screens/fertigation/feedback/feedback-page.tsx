import { BusinessFeedbackPage } from '../../business/feedback/feedback-page';
import { fertigationFeedbackLine } from './feedback-line';

/** /fertigation/feedback: fault reports by processed state and fault type; process one with a result. */
export function FeedbackPage() {
  return <BusinessFeedbackPage line={fertigationFeedbackLine} />;
}
