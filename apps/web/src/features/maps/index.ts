export { PlaceAutocomplete, type PlaceAutocompleteProps } from './components/PlaceAutocomplete.tsx';
export { StaticMap, type StaticMapProps } from './components/StaticMap.tsx';
