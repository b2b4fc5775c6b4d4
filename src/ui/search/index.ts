export { SearchView } from './SearchView';
export type { SearchViewProps } from './SearchView.types';
export { searchFilters } from './filters';
