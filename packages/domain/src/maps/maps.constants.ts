/** The static map of an address card (spec data §7): a 250×250 picture at street zoom. */
export const STATIC_MAP_SIZE = 250;
export const STATIC_MAP_ZOOM = 16;

/** The frontend path answering the map picture of a company or contact address. */
export const STATIC_MAP_PATH = '/maps/static';
