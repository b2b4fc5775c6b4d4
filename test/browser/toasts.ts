import type { Page } from 'playwright-core';

/**
 * How long text stays on the page, shadow roots included, measured in the page itself:
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
        return roots.some((root) =>
          (root instanceof Document ? root.body : root).textContent?.includes(text),
        );
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
