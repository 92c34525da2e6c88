import { AlertDialog } from './alert-dialog';
import { LoadingOverlay } from './loading-overlay';
import { Toasts } from './toasts';

/** Everything that renders session feedback: messages, alerts and the loading overlay. Mount once per console. */
export function FeedbackHost() {
  return (
    <>
      <LoadingOverlay />
      <AlertDialog />
      <Toasts />
    </>
  );
}
