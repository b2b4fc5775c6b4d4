export { HighlightsView, type HighlightsViewProps } from './HighlightsView';
