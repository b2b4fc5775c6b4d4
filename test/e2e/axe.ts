import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Tabster (Fluent's keyboard navigation) adds `<i data-tabster-dummy aria-hidden tabindex=0>`
 * focus sentinels on purpose: they only pass focus on, and announcing them would confuse
 * screen readers. Its maintainers call the aria-hidden-focus report on them a false positive
 * (microsoft/tabster#288), and Microsoft's own scanners suppress exactly these nodes. Only
 * they are left out; any other aria-hidden-focus node still fails.
 */
const isTabsterSentinel = (ruleId: string, html: string) =>
  ruleId === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

/**
 * axe's source, put into a page once: AxeBuilder sends it twice on every analysis, and a page is
 * checked in several states and both themes.
 */
const axeFile = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
).resolve('axe-core/axe.min.js');
const axeSource = `if (!window.axe) {\n${readFileSync(axeFile, 'utf8')}\n}`;

/**
 * The rules whose answer a theme can change: a theme changes colours only (Fluent's tokens and
 * the page's custom properties), never the document, so the rules about names, roles, landmarks
 * and structure answer the same in both and are run in the first theme only.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core: no serious or critical violations. `coloursOnly` runs only the rules a change of
 * theme can change (for a page already checked whole in its other theme).
 */
export async function violations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  // Fluent fades colours (focus, hover, theme): judge the resting colours, not a frame mid-fade.
  // Each finite animation is taken to its end at once; waiting for it to finish could wait
  // for ever when the page's timeline stalls.
  await page.evaluate(() => {
    // The page's own, and those inside the elements' shadow roots (dialogs fade in there).
    const roots = [
      document,
      ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : [])),
    ];
    for (const animation of roots.flatMap((root) => root.getAnimations())) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // An animation with no end (a zero playback rate) stays as it is.
      }
    }
  });
  // Only violations are read: axe skips the details of what passed, which is most of its time.
  // WCAG 2.5.3 (label in name): a control's name holds the words it shows. The rule is off in
  // axe by default (experimental); the product's names are written to pass it.
  // Legacy mode runs axe in the page itself (and its same-origin frames, all these pages have).
  // The default runs it in parts and then opens a blank page to join them: twice the time here
  // (2.2 s against 5.7 s for every rule on /explore), for cross-origin frames none has.
  const axe = new AxeBuilder({ page, axeSource }).setLegacyMode().options({
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  const result = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isTabsterSentinel(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`,
    );
}

/**
 * Switches the theme of a page whose person chose "system" by emulating the colour scheme, so
 * that a state reached once is checked in both themes without loading it again.
 */
export async function showTheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
}

/**
 * axe over the page as it stands: every rule in the dark theme, then the rules a theme can
 * change in the light (its person chose "system").
 */
export async function violationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['dark', 'light'] as const) {
    await showTheme(page, mode);
    const seen = await violations(page, { coloursOnly: mode === 'light' });
    found.push(...seen.map((v) => `${mode} theme: ${v}`));
  }
  return found;
}
