export { ViewportDialog, VIEWPORT_DIALOG_CLOSED_KEY } from './ViewportDialog';
