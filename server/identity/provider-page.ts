import { escapeHtml, themedPage } from '../http/themed-page';

export interface ProviderPageOptions {
  /** The query the page was asked with; it rides along in the form's address. */
  fields: { tenantId: string; redirect_uri: string; state: string };
  mode: 'signin' | 'signup';
  /** The theme the product shows the person now; the tenant's default without one. */
  theme?: 'dark' | 'light' | undefined;
  /** What went wrong with the last try, in words. */
  problem?: string;
  /** The response's nonce for the page's style element. */
  nonce: string;
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
  nonce,
}: ProviderPageOptions): string {
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
  const body = `${problem ? `<p role="alert" id="problem">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="?${escapeHtml(query(mode))}"${problem ? ' aria-describedby="problem"' : ''}>
<input type="hidden" name="mode" value="${mode}">
${signup ? field('firstName', 'First name', `autocomplete="given-name" required maxlength="100"${value(values.firstName)}`) + field('lastName', 'Last name', `autocomplete="family-name" required maxlength="100"${value(values.lastName)}`) : ''}
${field('email', 'Email', `type="email" autocomplete="email" required maxlength="254"${value(values.email)}`)}
${field('password', 'Password', `type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" required minlength="${signup ? 8 : 1}" maxlength="128"${signup ? ' aria-describedby="password-hint"' : ''}`)}
${signup ? '<p id="password-hint" class="hint">At least 8 characters.</p>' : ''}
<button type="submit">${signup ? 'Create account' : 'Sign in'}</button></form>
<nav><a href="?${escapeHtml(query(signup ? 'signin' : 'signup'))}">${signup ? 'I have an account: sign in' : 'Create an account'}</a>${back ? `<a href="${escapeHtml(back)}">Back to sign-in options</a>` : ''}</nav>`;
  return themedPage({
    tenantId: fields.tenantId,
    theme,
    title,
    speaker: 'VidSearch ID',
    body,
    css: '.hint{margin:0;color:var(--muted);font-size:12px}',
    nonce,
  });
}
