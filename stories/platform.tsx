import { FluentProvider } from '@fluentui/react-components';
import type { Decorator } from '@storybook/react-vite';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { configure, platform } from '../src/core/platform';
import { themeModeAtom } from '../src/core/state/atoms';
import { tenantAtom } from '../src/core/state/tenant';
import { fluentTheme } from '../src/elements/fluent-theme';
import { registerFonts } from '../src/elements/fonts';
import { resolveTenant, tenants } from '../src/tenants';

// Elements call the platform API here; run `npm start` beside Storybook for live sign-in.
configure({ apiBase: import.meta.env.STORYBOOK_API_BASE ?? 'http://127.0.0.1:8080' });
registerFonts();

export const TENANT_ITEMS = tenants.map((t) => ({ value: t.key, title: t.name }));

/** Applies the toolbar's tenant and theme to the page's one store, which every element reads. */
function TenantScope({
  tenant,
  theme,
  children,
}: {
  tenant: string;
  theme: 'dark' | 'light';
  children: ReactNode;
}) {
  const { store } = platform();
  const [applied, setApplied] = useState(false);
  useLayoutEffect(() => {
    store.set(tenantAtom, resolveTenant({ explicit: tenant, host: location.host }));
    store.set(themeModeAtom, theme);
    // The story renders only once the page's shared store holds its tenant and theme.
    // oxlint-disable-next-line react/set-state-in-effect
    setApplied(true);
  }, [store, tenant, theme]);
  return applied ? <StoreProvider store={store}>{children}</StoreProvider> : null;
}

/** Fluent for the shell pieces that render in the page itself (not in a shadow root). */
function PageTheme({ children }: { children: ReactNode }) {
  const mode = (useAtomValue(themeModeAtom) ?? 'dark') === 'light' ? 'light' : 'dark';
  const tenantTheme = useAtomValue(tenantAtom).config.ui.theme;
  const theme = useMemo(() => fluentTheme(mode, tenantTheme), [mode, tenantTheme]);
  const colors = tenantTheme[mode];
  return (
    <FluentProvider
      theme={theme}
      style={{ background: colors.background, color: colors.text, minHeight: '100vh', padding: 24 }}
    >
      {children}
    </FluentProvider>
  );
}

export const withPlatform: Decorator = (Story, context) => (
  <TenantScope tenant={context.globals.tenant ?? 'default'} theme={context.globals.theme ?? 'dark'}>
    <PageTheme>
      <Story />
    </PageTheme>
  </TenantScope>
);
