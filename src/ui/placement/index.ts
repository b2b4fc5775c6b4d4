export { PlacementView, type PlacementViewProps } from './PlacementView';
