import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Tabster (Fluent's keyboard navigation) adds `<i data-tabster-dummy aria-hidden tabindex=0>`
 * focus sentinels on purpose: they only pass focus on, and announcing them would confuse
 * screen readers. Its maintainers call the aria-hidden-focus report on them a false positive
 * (microsoft/tabster#288), and Microsoft's own scanners suppress exactly these nodes. Only
 * they are left out; any other aria-hidden-focus node still fails.
 */
const isTabsterSentinel = (ruleId: string, html: string) =>
  ruleId === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

/** axe-core: no serious or critical violations. */
export async function violations(page: Page): Promise<string[]> {
  // Fluent fades colours (focus, hover, theme): judge the resting colours, not a frame mid-fade.
  await page.evaluate(() =>
    Promise.all(
      // The page's own, and those inside the elements' shadow roots (dialogs fade in there).
      [
        document,
        ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : [])),
      ]
        .flatMap((root) => root.getAnimations())
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isTabsterSentinel(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`,
    );
}
