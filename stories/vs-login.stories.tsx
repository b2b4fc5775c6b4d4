import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { action } from 'storybook/actions';
import '../src/elements/vs-login';
import { manifestArgTypes } from './event-actions';

interface Args {
  heading?: string;
  hidePasswordReset: boolean;
}

/** Renders the real custom element, reporting its events to the Actions panel. */
function VsLoginStory({ heading, hidePasswordReset }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-login']>(null);
  useEffect(() => {
    const element = ref.current!;
    const report = action('vs-auth-change');
    const listener = (event: Event) => report((event as CustomEvent).detail);
    element.addEventListener('vs-auth-change', listener);
    return () => element.removeEventListener('vs-auth-change', listener);
  }, []);
  return (
    <vs-login ref={ref} heading={heading} hide-password-reset={hidePasswordReset || undefined} />
  );
}

const meta = {
  title: 'Elements/vs-login',
  component: VsLoginStory,
  parameters: {
    docs: {
      description: {
        component: `Email and password sign-in for a partner page; once signed in (here or in any
other element of the page) it shows the account and a Sign out button. Include the loader and
write the tag:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-login heading="Members sign in"></vs-login>
\`\`\`

Signing in needs the platform API: run \`npm start\` beside Storybook (or set
\`STORYBOOK_API_BASE\`).`,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-login', ['heading', 'hidePasswordReset']),
  } as Meta<Args>['argTypes'],
  args: { hidePasswordReset: false },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MembersHeading: Story = { args: { heading: 'Members sign in' } };

export const WithoutPasswordReset: Story = { args: { hidePasswordReset: true } };

export const CricketLight: Story = { globals: { tenant: 'cricket', theme: 'light' } };

export const ImageLibraryDark: Story = { globals: { tenant: 'images', theme: 'dark' } };

export const HockeyLight: Story = { globals: { tenant: 'hockey', theme: 'light' } };
