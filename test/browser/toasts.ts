import type { Locator, Page } from 'playwright-core';

/**
 * A toast by its text. Fluent also copies the text, for a moment, into a visually hidden
 * live region for screen readers; that copy is not the toast.
 */
export function toastTitled(scope: Page | Locator, text: string): Locator {
  return scope.locator('[class*="fui-ToastTitle"]', { hasText: text });
}

/**
 * How long the toast is set to stay, in ms, read from the timer Fluent hides it by (a CSS
 * animation that long, paused while the toast is hovered or focused); then that time is run out
 * at once, as if it had passed, so the toast goes as at its end. Waited out, each toast cost a
 * test its whole 6 or 10 s.
 */
export function runOutToast(toast: Locator): Promise<number> {
  return toast.evaluate((title) => {
    const timer = title
      .closest('.fui-ToastContainer')
      ?.querySelector(':scope > [data-timer-status]');
    const [animation] = timer?.getAnimations() ?? [];
    if (!animation) throw new Error(`the toast “${title.textContent}” has no timer`);
    const stays = Number(animation.effect!.getComputedTiming().duration);
    animation.finish();
    return stays;
  });
}
