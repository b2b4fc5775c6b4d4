export {
  CollectionsView,
  type CollectionChange,
  type CollectionsViewProps,
} from './CollectionsView';
