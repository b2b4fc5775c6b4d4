import { webDarkTheme, webLightTheme } from '@fluentui/react-theme';
import { describe, expect, it } from 'vitest';

describe('the web themes the build ships', () => {
  it('are Fluent’s, token for token', async () => {
    const script = '../../scripts/compact-web-themes.mjs';
    const { compactWebThemesModule } = (await import(/* @vite-ignore */ script)) as {
      compactWebThemesModule: () => string;
    };
    const text = compactWebThemesModule();
    const shipped = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(text)}`
    )) as { webLightTheme: object; webDarkTheme: object };
    expect(shipped.webLightTheme).toEqual(webLightTheme);
    expect(shipped.webDarkTheme).toEqual(webDarkTheme);
    // The shipped light and dark themes differ where Fluent's do (a check of the order kept).
    expect(shipped.webDarkTheme).not.toEqual(shipped.webLightTheme);
  });
});
