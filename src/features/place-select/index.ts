/** The region select: province, city and area fed by the region calls (the plain `PlacePicker` is in ui). */
export { PlaceSelect, type PlaceSelectProps } from './place-select';
