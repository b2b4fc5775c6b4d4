/** Marks the page's standing notice (the tenant's alertMessage), which toasts keep clear of. */
export const STANDING_NOTICE_ATTRIBUTE = 'data-vs-standing-notice';

/**
 * How far from the top toasts start: below the standing notice while it is in view (a toast
 * over the licence restriction hides it), else Fluent's own 16 px.
 */
export function toastTopClearOfNotice(): number {
  const notice = document.querySelector(`[${STANDING_NOTICE_ATTRIBUTE}]`);
  const bottom = notice?.getBoundingClientRect().bottom ?? 0;
  return bottom > 0 ? Math.ceil(bottom) + 8 : 16;
}
