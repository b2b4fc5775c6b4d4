import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_THEME,
  FONT_STACKS,
  familyConfigs,
  tenantById,
  type ThemeColors,
} from '../../src/tenants';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let fontFaces: string | null = null;

/** The product's own Roboto, from the built app (none without a build: the stack falls back). */
function productFontFaces(): string {
  if (fontFaces !== null) return fontFaces;
  let files: string[] = [];
  try {
    files = readdirSync(path.resolve('dist/app/fonts'));
  } catch {
    files = [];
  }
  fontFaces = files
    .map((file) => /^roboto-latin-(\d00)-normal-[\w-]+\.woff2$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(
      (m) =>
        `@font-face{font-family:Roboto;font-weight:${m[1]};font-display:swap;src:url(/app/fonts/${m[0]}) format('woff2')}`,
    )
    .join('');
  return fontFaces;
}

/** The theme's colours as CSS custom properties. */
const colours = (c: ThemeColors, link: string) =>
  `--link:${link};--primary:${c.primary};--on-primary:${c.onPrimary};--background:${c.background};--surface:${c.surface};--text:${c.text};--muted:${c.textMuted};--border:${c.border};--danger:${c.danger}`;

export interface ProviderPageOptions {
  /** The query the page was asked with; it rides along in the form's address. */
  fields: { tenantId: string; redirect_uri: string; state: string };
  mode: 'signin' | 'signup';
  /** The theme the product shows the person now; the tenant's default without one. */
  theme?: 'dark' | 'light' | undefined;
  /** What went wrong with the last try, in words. */
  problem?: string;
  /** What the person typed last time (never the password). */
  values?: {
    email?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
  };
}

/**
 * The identity provider's sign-in and sign-up page, in the product's look: the tenant's
 * theme colours, logo and font, a card like the app's sign-in, labels above fields, the
 * person's entries kept after a failed try, and ways to switch mode or go back.
 */
export function providerPage({
  fields,
  mode,
  theme,
  problem,
  values = {},
}: ProviderPageOptions): string {
  const tenant = tenantById(fields.tenantId)?.tenant;
  const ui = tenant ? familyConfigs[tenant.family].ui : null;
  const uiTheme = ui?.theme ?? DEFAULT_THEME;
  const shown = theme ?? uiTheme.defaultTheme;
  const signup = mode === 'signup';
  const title = signup ? 'Create your account' : 'Sign in';
  const query = (m: 'signin' | 'signup') =>
    new URLSearchParams({ ...fields, mode: m, ...(theme ? { theme } : {}) }).toString();
  let back = '';
  try {
    back = new URL('/login', fields.redirect_uri).toString();
  } catch {
    back = '';
  }
  const value = (v: string | undefined) => (v ? ` value="${escapeHtml(v)}"` : '');
  const field = (name: string, label: string, attributes: string) =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attributes}>`;
  return `<!doctype html><html lang="en" data-theme="${shown}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – VidSearch ID</title>
<link rel="icon" href="/app/favicon.svg" type="image/svg+xml">
<style>${productFontFaces()}
:root{${colours(uiTheme.dark, 'var(--primary)')};color-scheme:dark}
:root[data-theme=light]{${colours(uiTheme.light, 'color-mix(in srgb,var(--primary) 60%,var(--text))')};color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--background);color:var(--text);font:14px/20px ${FONT_STACKS[uiTheme.font]}}
main{width:360px;max-width:100%;display:grid;gap:16px;padding:24px;background:var(--surface);border-radius:8px;border:1px solid color-mix(in srgb,var(--border) 40%,transparent)}
header{display:flex;align-items:center;gap:12px}
header img{height:32px;width:auto}
header p{margin:0;color:var(--muted);font-size:12px;line-height:16px}
h1{margin:0;font-size:20px;line-height:28px;font-weight:600}
form{display:grid;gap:4px}
label{margin-top:8px;font-weight:600}
input{font:inherit;min-height:32px;padding:0 12px;border-radius:4px;border:1px solid var(--border);background:var(--background);color:var(--text);width:100%}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--text);outline-offset:2px}
button{margin-top:16px;font:inherit;font-weight:600;min-height:32px;padding:0 12px;border:1px solid var(--primary);border-radius:4px;background:var(--primary);color:var(--on-primary);cursor:pointer}
[role=alert]{margin:0;color:var(--danger);font-weight:600}
nav{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}
a{color:var(--link)}
</style></head><body><main>
<header>${ui ? `<img src="${escapeHtml(ui.logo)}" alt="">` : ''}<div><h1>${title}</h1><p>VidSearch ID${tenant ? ` for ${escapeHtml(tenant.name)}` : ''}</p></div></header>
${problem ? `<p role="alert" id="problem">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="?${escapeHtml(query(mode))}"${problem ? ' aria-describedby="problem"' : ''}>
<input type="hidden" name="mode" value="${mode}">
${signup ? field('firstName', 'First name', `autocomplete="given-name" required maxlength="100"${value(values.firstName)}`) + field('lastName', 'Last name', `autocomplete="family-name" required maxlength="100"${value(values.lastName)}`) : ''}
${field('email', 'Email', `type="email" autocomplete="email" required maxlength="254"${value(values.email)}`)}
${field('password', 'Password', `type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" required minlength="${signup ? 8 : 1}" maxlength="128"${signup ? ' aria-describedby="password-hint"' : ''}`)}
${signup ? '<p id="password-hint" style="margin:0;color:var(--muted);font-size:12px">At least 8 characters.</p>' : ''}
<button type="submit">${signup ? 'Create account' : 'Sign in'}</button></form>
<nav><a href="?${escapeHtml(query(signup ? 'signin' : 'signup'))}">${signup ? 'I have an account: sign in' : 'Create an account'}</a>${back ? `<a href="${escapeHtml(back)}">Back to sign-in options</a>` : ''}</nav>
</main></body></html>`;
}
