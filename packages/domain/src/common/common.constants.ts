export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 50, 100] as const;
export const MOBILE_BREAKPOINT_PX = 575;
export const CONTENT_MAX_WIDTH_PX = 1200;
export const COMPANY_TYPES = ['ADV', 'AG', 'CP', 'ME'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
/** The two directions of every sorted list. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
