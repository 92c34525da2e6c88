export { SortableList, type SortableListProps } from './sortable-list';
export { moveItem } from './move-item';
