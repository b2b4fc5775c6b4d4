export { ExportsView } from './ExportsView';
export type { ExportsListProps } from './ExportsList';
