import type { Locator, Page } from 'playwright-core';

/**
 * A toast by its text. Fluent also copies the text, for a moment, into a visually hidden
 * live region for screen readers; that copy is not the toast.
 */
export function toastTitled(scope: Page | Locator, text: string): Locator {
  return scope.locator('[class*="fui-ToastTitle"]', { hasText: text });
}

/**
 * How long text stays on the page, shadow roots included, measured in the page itself
 * (a text node holding all of it):
 * start it before the action that shows the text, then await it.
 */
export function visibleFor(page: Page, text: string, limitMs = 20_000): Promise<number> {
  return page.evaluate(
    async ({ text, limitMs }) => {
      const shown = () => {
        const roots: Array<Document | ShadowRoot> = [document];
        for (let i = 0; i < roots.length; i++) {
          for (const el of roots[i]!.querySelectorAll('*'))
            if (el.shadowRoot) roots.push(el.shadowRoot);
        }
        // Text in the screen readers' live region is not what a person sees.
        const seen = (node: Node) =>
          !node.parentElement?.closest('[class*="fui-AriaLive"]') &&
          !!node.textContent?.includes(text);
        return roots.some((root) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (seen(node)) return true;
          return false;
        });
      };
      const until = async (wanted: boolean) => {
        const deadline = performance.now() + limitMs;
        while (shown() !== wanted) {
          if (performance.now() > deadline)
            throw new Error(`"${text}" never ${wanted ? 'appeared' : 'went'}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return performance.now();
      };
      const start = await until(true);
      return (await until(false)) - start;
    },
    { text, limitMs },
  );
}
