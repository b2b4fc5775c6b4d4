import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewportDialog } from '../../src/ui/shell';

const meta = {
  title: 'Shell/Viewport dialog',
  component: ViewportDialog,
  parameters: {
    docs: {
      description: {
        component:
          'Under 1200 px (the window width minus 8) the app suggests a larger screen (SPEC §2). On a desktop it has a Close button and never shows again once closed (remembered in `localStorage` under `vs-viewport-dialog-closed`); on a phone it cannot be dismissed; it closes by itself at 1200 px or wider. Narrow the canvas (or use the viewport toolbar) to see it; clear the key to see it again.',
      },
      story: { inline: false, height: '420px' },
    },
  },
} satisfies Meta<typeof ViewportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = { globals: { theme: 'dark' } };
export const HockeyLight: Story = { globals: { tenant: 'hockey', theme: 'light' } };
