import { feedbackTexts } from '../../i18n/zh-CN/feedback';
import { useLoading } from '../../session/public/loading';
import { useStyles } from '../styles/use-styles';
import { feedbackStyles } from './feedback.styles';

/** The global loading overlay, shown while the store's `loadingVisible` is true (debounced by the transport). */
export function LoadingOverlay() {
  useStyles(feedbackStyles);
  const visible = useLoading();
  if (!visible) return null;
  return (
    <div className="irr-loading" role="status" aria-live="polite" part="loading">
      <span className="irr-spinner" aria-hidden="true" />
      {feedbackTexts.loading}
    </div>
  );
}
