/** SPEC §2, §9: how long a toast stays, and its severity when none is given. */
export const TOAST_TIMEOUT_MS = 6000;
export const TOAST_WITH_ACTION_TIMEOUT_MS = 10000;

export type ToastIntent = 'success' | 'info' | 'warning' | 'error';
export const DEFAULT_TOAST_INTENT: ToastIntent = 'success';

/** A toast with an action stays longer, so that the person has time to take it. */
export function toastTimeout(hasAction: boolean): number {
  return hasAction ? TOAST_WITH_ACTION_TIMEOUT_MS : TOAST_TIMEOUT_MS;
}
