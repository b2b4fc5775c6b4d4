export { LibraryView, type LibraryViewProps } from './LibraryView';
