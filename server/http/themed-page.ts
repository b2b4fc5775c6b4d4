import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_THEME,
  FONT_STACKS,
  familyConfigs,
  tenantById,
  type ThemeColors,
} from '../../src/tenants';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let fontFaces: string | null = null;

/**
 * The product's own Roboto (one variable file, every weight), from the built app (none without a
 * build: the stack falls back).
 */
function productFontFaces(): string {
  if (fontFaces !== null) return fontFaces;
  let files: string[] = [];
  try {
    files = readdirSync(path.resolve('dist/app/fonts'));
  } catch {
    files = [];
  }
  fontFaces = files
    .filter((file) => /^roboto-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    .map(
      (file) =>
        `@font-face{font-family:Roboto;font-weight:100 900;font-display:swap;src:url(/app/fonts/${file}) format('woff2')}`,
    )
    .join('');
  return fontFaces;
}

/** The theme's colours as CSS custom properties. */
const colours = (c: ThemeColors, link: string) =>
  `--link:${link};--primary:${c.primary};--on-primary:${c.onPrimary};--background:${c.background};--surface:${c.surface};--text:${c.text};--muted:${c.textMuted};--border:${c.border};--danger:${c.danger}`;

export interface ThemedPageOptions {
  /** The tenant whose theme, logo and name the page wears; the product's own without one. */
  tenantId: string | undefined;
  /** The theme the product shows the person now; the tenant's default without one. */
  theme?: 'dark' | 'light' | undefined;
  /** The document's title, and the page's heading. */
  title: string;
  /** Who speaks on the page, under the heading ("VidSearch ID"). */
  speaker: string;
  /** Escaped markup of the card below the heading. */
  body: string;
  /** Extra rules for what this page has. */
  css?: string;
  /** The card's width in px (360 by default). */
  width?: number;
  /** The response's nonce, which its policy asks of the page's style element. */
  nonce: string;
}

/**
 * A page the server renders itself, in the product's look: the tenant's theme colours, logo
 * and font, one card with a heading, labels above fields, visible focus.
 */
export function themedPage({
  tenantId,
  theme,
  title,
  speaker,
  body,
  css = '',
  width = 360,
  nonce,
}: ThemedPageOptions): string {
  const tenant = tenantId ? tenantById(tenantId)?.tenant : undefined;
  const ui = tenant ? familyConfigs[tenant.family].ui : null;
  const uiTheme = ui?.theme ?? DEFAULT_THEME;
  const shown = theme ?? uiTheme.defaultTheme;
  return `<!doctype html><html lang="en" data-theme="${shown}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(speaker)}</title>
<link rel="icon" href="/app/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(nonce)}">${productFontFaces()}
:root{${colours(uiTheme.dark, 'var(--primary)')};color-scheme:dark}
:root[data-theme=light]{${colours(uiTheme.light, 'color-mix(in srgb,var(--primary) 60%,var(--text))')};color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--background);color:var(--text);font:14px/20px ${FONT_STACKS[uiTheme.font]}}
main{width:${width}px;max-width:100%;display:grid;gap:16px;padding:24px;background:var(--surface);border-radius:8px;border:1px solid color-mix(in srgb,var(--border) 40%,transparent)}
header{display:flex;align-items:center;gap:12px}
header img{height:32px;width:auto}
header p{margin:0;color:var(--muted);font-size:12px;line-height:16px}
h1{margin:0;font-size:20px;line-height:28px;font-weight:600;overflow-wrap:anywhere}
form{display:grid;gap:4px}
label{margin-top:8px;font-weight:600}
input{font:inherit;min-height:32px;padding:0 12px;border-radius:4px;border:1px solid var(--border);background:var(--background);color:var(--text);width:100%}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--text);outline-offset:2px}
button{margin-top:16px;font:inherit;font-weight:600;min-height:32px;padding:0 12px;border:1px solid var(--primary);border-radius:4px;background:var(--primary);color:var(--on-primary);cursor:pointer}
[role=alert]{margin:0;color:var(--danger);font-weight:600}
nav{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}
a{color:var(--link)}
${css}
</style></head><body><main>
<header>${ui ? `<img src="${escapeHtml(ui.logo)}" alt="">` : ''}<div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(speaker)}${tenant ? ` for ${escapeHtml(tenant.name)}` : ''}</p></div></header>
${body}
</main></body></html>`;
}
