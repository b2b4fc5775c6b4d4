import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { AppHeader, type AppHeaderProps } from '../../src/ui/shell';
import { SignedIn } from './account';

type Args = AppHeaderProps & { signedIn: boolean; tenancies: 1 | 2 };

function HeaderStory({ signedIn, tenancies, ...props }: Args) {
  const header = (
    <AppHeader
      {...props}
      onSignIn={action('onSignIn')}
      onSwitchTenancy={action('onSwitchTenancy')}
      onSignedOut={action('onSignedOut')}
    />
  );
  return signedIn ? <SignedIn tenancies={tenancies}>{header}</SignedIn> : header;
}

const meta = {
  title: 'Shell/Header',
  component: HeaderStory,
  parameters: {
    docs: {
      description: {
        component:
          'The app header (SPEC §2): the tenant’s logo (hidden where the tenant says `hideOptions.logo`), the theme switch, and the account menu (its icon replaced by the email where the tenant hides `userIcon`) or, signed out, the login icon (disabled where the tenant sets `disableLoginIcon`; try the Sentinel Event Feed tenant).',
      },
    },
  },
  argTypes: {
    productName: {
      description: 'Name beside the logo.',
      table: { defaultValue: { summary: 'VidSearch' } },
    },
    signedIn: { description: 'Story only: a signed-in person in the store.' },
    tenancies: {
      description: 'Story only: how many tenancies the person has (two offer Switch organisation).',
      control: 'inline-radio',
      options: [1, 2],
    },
    onSignIn: { description: 'The login icon was pressed (no icon without it).', control: false },
    onSwitchTenancy: { description: 'Switch organisation was chosen.', control: false },
    onSignedOut: { description: 'After Sign out ended the session.', control: false },
  },
  args: { signedIn: true, tenancies: 2 },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInDark: Story = {};

export const SignedInCricketLight: Story = { globals: { tenant: 'cricket', theme: 'light' } };

export const SignedOut: Story = { args: { signedIn: false } };

export const EventFeedLogoHiddenLoginDisabled: Story = {
  args: { signedIn: false },
  globals: { tenant: 'events', theme: 'light' },
};

export const ImageLibrary: Story = { globals: { tenant: 'images', theme: 'dark' } };
