/** The static map of an address card (spec data §7): a 250×250 picture at street zoom. */
export const STATIC_MAP_SIZE = 250;
export const STATIC_MAP_ZOOM = 16;

/** The frontend path answering the map picture of a company or contact address. */
export const STATIC_MAP_PATH = '/maps/static';

/**
 * The places autocomplete of address forms (spec data §7): suggestions for what was typed, then
 * the address parts of the chosen one at `PLACES_PATH/{id}`.
 */
export const PLACES_PATH = '/maps/places';
/** Fewer letters name too many places to be worth a (paid) call. */
export const PLACES_INPUT_MIN_LENGTH = 3;
export const PLACES_INPUT_MAX_LENGTH = 200;
export const PLACE_SUGGESTIONS_MAX = 5;
export const PLACE_ID_MAX_LENGTH = 512;

/** The path of one suggestion's address parts. */
export function placePath(id: string): string {
  return `${PLACES_PATH}/${encodeURIComponent(id)}`;
}
