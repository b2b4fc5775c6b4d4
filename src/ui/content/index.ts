/** Clip metadata for editors: /settings/content. */
export { ContentView } from './ContentView';
