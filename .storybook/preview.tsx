import type { Preview } from '@storybook/react-vite';
import { TENANT_ITEMS, withPlatform } from '../stories/platform';

const preview: Preview = {
  decorators: [withPlatform],
  globalTypes: {
    tenant: {
      description: 'The tenant whose configuration and theme apply',
      toolbar: { title: 'Tenant', icon: 'globe', items: TENANT_ITEMS, dynamicTitle: true },
    },
    theme: {
      description: 'Light or dark',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'default', theme: 'dark' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
  tags: ['autodocs'],
};

export default preview;
