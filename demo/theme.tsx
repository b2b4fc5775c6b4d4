import { useAtomValue } from 'jotai';
import { FluentProvider, RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FONT_STACKS, fluentTheme } from '../src/elements/fluent-theme';
import { useTenant } from '../src/ui/common';
import { themeModeAtom } from '../src/core/state/atoms';
import { effectiveTheme } from '../src/core/state/theme';
import { platform } from '../src/core/platform';

function usePrefersDark(): boolean {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  const [dark, setDark] = useState(query?.matches ?? true);
  useEffect(() => {
    const update = () => setDark(query?.matches ?? true);
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, [query]);
  return dark;
}

/** Applies the tenant's colours for the effective theme to the page (SPEC §4); returns the mode. */
export function useAppTheme(): 'dark' | 'light' {
  const chosen = useAtomValue(themeModeAtom);
  const prefersDark = usePrefersDark();
  const theme = useTenant().config.ui.theme;
  const mode = effectiveTheme(chosen, theme.defaultTheme, prefersDark);
  useEffect(() => {
    const c = theme[mode];
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    const vars: Record<string, string> = {
      '--vs-background': c.background,
      '--vs-surface': c.surface,
      '--vs-text': c.text,
      '--vs-muted': c.textMuted,
      '--vs-primary': c.primary,
      '--vs-on-primary': c.onPrimary,
      '--vs-border': c.border,
      '--vs-font': FONT_STACKS[theme.font],
      '--vs-button-font': FONT_STACKS[theme.secondaryFont ?? theme.font],
    };
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  }, [mode, theme]);
  return mode;
}

/** Fluent for the app's own shell pieces (dialogs, toasts), in the tenant's theme. */
export function AppFluentRoot({ children }: { children: ReactNode }) {
  const mode = useAppTheme();
  const tenantTheme = useTenant().config.ui.theme;
  const theme = useMemo(() => fluentTheme(mode, tenantTheme), [mode, tenantTheme]);
  // Griffel's and the theme's style elements carry the page's nonce (its policy allows no other).
  const { nonce } = platform();
  const renderer = useMemo(
    () => createDOMRenderer(document, { styleElementAttributes: nonce ? { nonce } : {} }),
    [nonce],
  );
  return (
    <RendererProvider renderer={renderer} targetDocument={document}>
      <FluentProvider theme={theme} style={{ background: 'transparent', color: 'inherit' }}>
        {children}
      </FluentProvider>
    </RendererProvider>
  );
}
