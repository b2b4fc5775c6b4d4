import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertBanner } from '../../src/ui/shell';

const meta = {
  title: 'Shell/Alert banner',
  component: AlertBanner,
  parameters: {
    docs: {
      description: {
        component:
          'The tenant’s standing notice (`ui.alertMessage`, a broadcast licence restriction). Hidden for the rest of the visit once closed; nothing shows for tenants without one.',
      },
    },
  },
  argTypes: { className: { description: 'Appended to the banner’s class.', control: false } },
  globals: { tenant: 'cricket' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CricketDark: Story = { globals: { tenant: 'cricket', theme: 'dark' } };
export const CricketLight: Story = { globals: { tenant: 'cricket', theme: 'light' } };
