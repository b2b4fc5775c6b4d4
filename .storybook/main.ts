import type { StorybookConfig } from '@storybook/react-vite';

/** The integrators' catalogue: every element and shell piece, under several tenants' themes. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx', '../stories/**/*.mdx'],
  addons: ['@storybook/addon-docs'],
  // The player stories' video, made by scripts/story-media.ts.
  staticDirs: [{ from: './media', to: '/story-media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7 has no compiler API for react-docgen-typescript: each story's Docs table is
  // read from custom-elements.json (stories/event-actions.ts).
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({
    ...vite,
    build: {
      ...vite.build,
      // Fluent's "use client" directives mean nothing here; keep the build output readable.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...vite.build?.rolldownOptions,
        onwarn: (warning, warn) =>
          warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning),
      },
    },
  }),
};

export default config;
