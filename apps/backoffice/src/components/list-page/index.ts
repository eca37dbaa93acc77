// The list-page kit: search and filters (folding below 768 px), table or cards, states and pager.
export { ListPager } from '../list-pager';
export { ListFilters } from './list-filters';
export { ListSearch } from './list-search';
export { type ListColumn, type ListQueryState, ListTable, type ListTableProps } from './list-table';
export { NARROW_QUERY, useNarrow } from './use-narrow';
