import {
  FluentProvider,
  PortalMountNodeProvider,
  RendererProvider,
  createCSSRuleFromTheme,
  type Theme,
} from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { platform } from '../core/platform';
import { pageThemeAtom, themeModeAtom } from '../core/state/atoms';
import { effectiveTheme } from '../core/state/theme';
import { FONT_STACKS, fluentTheme } from './fluent-theme';
import { registerFonts } from './fonts';
import { hostPropertyDeclarations } from './host-properties';
import { useTenant } from '../ui/common/useTenant';
import { ToastProvider } from '../ui/shell/Toasts';

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? true;
}

/**
 * Everything an element's React tree needs, inside its shadow root: Griffel styles adopted
 * by the root, the tenant theme as CSS variables on :host (swapped live), portals mounted
 * inside, and the page's one store.
 */
export function ElementRoot({
  shadowRoot,
  children,
}: {
  shadowRoot: ShadowRoot;
  children: ReactNode;
}) {
  const { store, nonce } = platform();
  registerFonts();
  const renderer = useMemo(
    () =>
      // Griffel's own styles are adopted sheets (no element, no CSP check); the attributes are
      // for the style element FluentProvider adds to the document's head.
      Object.assign(createShadowDOMRenderer(shadowRoot), {
        styleElementAttributes: Object.freeze(nonce ? { nonce } : {}),
      }),
    [shadowRoot, nonce],
  );
  const [portalNode] = useState(() => {
    const node = document.createElement('div');
    node.setAttribute('data-vs-portals', '');
    return node;
  });
  useEffect(() => {
    shadowRoot.appendChild(portalNode);
    return () => portalNode.remove();
  }, [shadowRoot, portalNode]);
  return (
    <StoreProvider store={store}>
      <RendererProvider renderer={renderer} targetDocument={document}>
        <ThemedRoot shadowRoot={shadowRoot}>
          <PortalMountNodeProvider value={portalNode}>
            <ToastProvider>{children}</ToastProvider>
          </PortalMountNodeProvider>
        </ThemedRoot>
      </RendererProvider>
    </StoreProvider>
  );
}

function ThemedRoot({ shadowRoot, children }: { shadowRoot: ShadowRoot; children: ReactNode }) {
  const tenantTheme = useTenant().config.ui.theme;
  // The person's choice, else the page's (a light partner page), else the tenant's default.
  const personChose = useAtomValue(themeModeAtom);
  const pageAsks = useAtomValue(pageThemeAtom);
  const chosen = personChose ?? pageAsks;
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => {
    const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    const update = () => setPrefersDark(query?.matches ?? true);
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, []);
  const mode = effectiveTheme(chosen, tenantTheme.defaultTheme, prefersDark);
  const theme = useMemo(() => fluentTheme(mode, tenantTheme), [mode, tenantTheme]);
  useEffect(
    // FluentProvider writes its variables to document.head, which the shadow tree cannot see.
    () =>
      adoptStyleSheet(
        shadowRoot,
        `${createCSSRuleFromTheme(':host', theme)}` +
          // The host page's --vs-* properties, where it sets them, win over the theme.
          ` :host { ${hostPropertyDeclarations((token) => themeValue(theme, token))} }` +
          ` :host { display: block; color-scheme: ${mode}; font-family: var(--fontFamilyBase); }` +
          // The tenant's secondary font, where it has one, is for button text (SPEC §3).
          (tenantTheme.secondaryFont
            ? ` :host button { font-family: ${FONT_STACKS[tenantTheme.secondaryFont]}; }`
            : ''),
      ),
    [shadowRoot, theme, mode, tenantTheme.secondaryFont],
  );
  return (
    // Transparent: the element sits on the partner's page; its parts paint their own surfaces.
    <FluentProvider
      theme={theme}
      applyStylesToPortals={false}
      data-theme={mode}
      style={{ background: 'transparent' }}
    >
      {children}
    </FluentProvider>
  );
}

/** Adds a style sheet to a shadow root; returns what takes it away again. */
function adoptStyleSheet(root: ShadowRoot, css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

function themeValue(theme: Theme, token: string): string | undefined {
  const value = (theme as unknown as Record<string, unknown>)[token];
  return typeof value === 'string' ? value : undefined;
}
