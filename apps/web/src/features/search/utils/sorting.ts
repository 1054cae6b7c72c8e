// The count format lives in shared/ so the filters' counts (facets) read it without this feature.
export { formatResultCount } from '../../../shared/utils/formatResultCount.ts';
