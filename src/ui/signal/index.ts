export { SignalStrength, type SignalStrengthProps, type SignalIntensity } from './signal-strength';
