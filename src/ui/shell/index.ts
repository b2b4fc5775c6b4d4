export { ViewportDialog, VIEWPORT_DIALOG_CLOSED_KEY } from './ViewportDialog';
export { AppHeader } from './AppHeader';
export type { AppHeaderProps } from './AppHeader.types';
export { AlertBanner } from './AlertBanner';
export { ThemeSwitch } from './ThemeSwitch';
export { ToastProvider, useNotify, type Notify, type ToastOptions } from './Toasts';
