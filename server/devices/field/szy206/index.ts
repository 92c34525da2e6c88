export { szy206Codec } from './codec';
export { icCardV1Profile, standardProfile, SZY206_PROFILES } from './profiles';
export { STATION_TEXT } from './station';
