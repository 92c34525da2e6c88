import { useEffect, useState } from 'react';
import { onSessionEvent } from '../../session/public/session';
import { useStyles } from '../styles/use-styles';
import { feedbackStyles } from './feedback.styles';

interface Toast {
  id: number;
  level: 'error' | 'success' | 'info';
  text: string;
}

export interface ToastsProps {
  /** How long a message stays. @default 3000 */
  durationMs?: number;
}

let nextId = 1;

/** Shows the session's `message` events as toasts at the top of the page. */
export function Toasts({ durationMs = 3000 }: ToastsProps) {
  useStyles(feedbackStyles);
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onSessionEvent((event) => {
      if (event.type !== 'message') return;
      const toast = { id: nextId++, level: event.level, text: event.text };
      setToasts((list) => [...list, toast]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== toast.id));
      }, durationMs);
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, [durationMs]);
  return (
    <div className="irr-toasts" part="toasts">
      {toasts.map((t) => (
        <div key={t.id} className="irr-toast" data-level={t.level} role={t.level === 'error' ? 'alert' : 'status'}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
