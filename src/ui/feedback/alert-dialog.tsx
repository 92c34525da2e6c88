import { useEffect, useRef, useState } from 'react';
import { feedbackTexts } from '../../i18n/zh-CN/feedback';
import { onSessionEvent } from '../../session/public/session';
import { useStyles } from '../styles/use-styles';
import { feedbackStyles } from './feedback.styles';

interface PendingAlert {
  text: string;
  done?: () => void;
}

/** Renders the session's `alert` events as a modal; `done` runs when the user confirms. */
export function AlertDialog() {
  useStyles(feedbackStyles);
  const [queue, setQueue] = useState<PendingAlert[]>([]);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type !== 'alert') return;
        setQueue((list) => [...list, { text: event.text, done: event.done }]);
        return true;
      }),
    [],
  );
  const current = queue[0];
  useEffect(() => {
    if (current) button.current?.focus();
  }, [current]);
  if (!current) return null;
  const confirm = () => {
    setQueue((list) => list.slice(1));
    current.done?.();
  };
  return (
    <div className="irr-alert-backdrop" part="alert-backdrop">
      <div
        className="irr-alert"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="irr-alert-title"
        aria-describedby="irr-alert-text"
        part="alert"
        onKeyDown={(e) => e.key === 'Escape' && confirm()}
      >
        <h2 id="irr-alert-title">{feedbackTexts.alertTitle}</h2>
        <div id="irr-alert-text">{current.text}</div>
        <footer>
          <button ref={button} type="button" onClick={confirm}>
            {feedbackTexts.confirm}
          </button>
        </footer>
      </div>
    </div>
  );
}
