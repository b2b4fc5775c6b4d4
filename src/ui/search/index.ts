export { SearchView, type SearchViewProps } from './SearchView';
export { searchFilters } from './filters';
