import { SignalStrength } from '../../../ui/signal';

export function SignalDemo() {
  return (
    <div className="demo-row">
      <SignalStrength sig={0} sigIntensity="ZERO" />
      <SignalStrength sig={8.25} sigIntensity="LOW" />
      <SignalStrength sig={17.04} sigIntensity="MEDIUM" />
      <SignalStrength sig={28.96} sigIntensity="HIGH" />
      <SignalStrength isOnline={false} sig={12} sigIntensity="HIGH" />
    </div>
  );
}
