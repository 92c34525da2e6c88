export { PlacePicker, type PlacePickerProps, type Place } from './place-picker';
export { shortRegionCode, type LocationSelection } from './location-selection';
