import { label } from '../../i18n/zh-CN/enums';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { formatSignal } from '../../validation/format';
import { useStyles } from '../styles/use-styles';
import { signalStyles } from './signal.styles';

/** Spec section 3: device signal intensity. */
export type SignalIntensity = 'ZERO' | 'LOW' | 'MEDIUM' | 'HIGH';

const BARS: Record<SignalIntensity, number> = { ZERO: 0, LOW: 1, MEDIUM: 2, HIGH: 3 };

export interface SignalStrengthProps {
  /** An offline device shows 离线 and no bars. @default true */
  isOnline?: boolean;
  /** Signal value, shown with 1 decimal (src/validation formatSignal); null shows '-'. @default null */
  sig?: number | null;
  /** Number of lit bars: ZERO 0, LOW 1, MEDIUM 2, HIGH 3. @default 'ZERO' */
  sigIntensity?: SignalIntensity;
}

/**
 * The signal of a device: three bars for the intensity and the value with one decimal. The whole
 * is one image for screen readers, named like 信号强，强度 23.5 (or 离线). Part: `signal`.
 */
export function SignalStrength({ isOnline = true, sig = null, sigIntensity = 'ZERO' }: SignalStrengthProps) {
  useStyles(signalStyles);
  const lit = isOnline ? (BARS[sigIntensity] ?? 0) : 0;
  const text = formatSignal(sig) || '-';
  const name = isOnline ? uiTexts.signalText(label('signalIntensity', sigIntensity), text) : label('onlineState', 'false');
  return (
    <span className="irr-signal" role="img" aria-label={name} data-intensity={isOnline ? sigIntensity : 'OFFLINE'} part="signal">
      <span className="irr-signal-bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className="irr-signal-bar" data-lit={bar <= lit || undefined} />
        ))}
      </span>
      <span className="irr-signal-text" aria-hidden="true">
        {isOnline ? text : name}
      </span>
    </span>
  );
}
