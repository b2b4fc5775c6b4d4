import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect } from 'react';
import { action } from 'storybook/actions';
import type { ToastIntent } from '../../src/core/domain/toasts';
import { ToastProvider, useNotify } from '../../src/ui/shell';

interface Args {
  message: string;
  intent: ToastIntent;
  actionLabel: string;
}

function ShowToast({ message, intent, actionLabel }: Args) {
  const notify = useNotify();
  const show = useCallback(
    () =>
      notify(message, {
        intent,
        ...(actionLabel ? { action: { label: actionLabel, onClick: action('toast action') } } : {}),
      }),
    [notify, message, intent, actionLabel],
  );
  // Shown on arrival and when the story's controls change it, and again with the button.
  useEffect(() => show(), [show]);
  return <Button onClick={show}>Show the toast</Button>;
}

const meta = {
  title: 'Shell/Toast',
  component: ShowToast,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Toasts appear at the top centre (SPEC §2): success unless told otherwise, with a Close button and at most one action. They hide after 6000 ms, or 10000 ms with an action, and pause while hovered. In React: `const notify = useNotify(); notify(message, { intent, action })` under a `ToastProvider` (every element has one).',
      },
    },
  },
  argTypes: {
    message: { description: 'What happened, in a sentence.', control: 'text' },
    intent: {
      description: 'Severity.',
      control: 'inline-radio',
      options: ['success', 'info', 'warning', 'error'],
      table: { defaultValue: { summary: 'success' } },
    },
    actionLabel: {
      description: 'The action’s words; empty for none (the toast then stays 6000 ms).',
      control: 'text',
    },
  },
  args: {
    message: 'You are now working in Southern Cross Cricket.',
    intent: 'success',
    actionLabel: '',
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const WithAction: Story = {
  args: { actionLabel: 'Switch back to Highland Rugby Union' },
};

export const Failure: Story = {
  args: { message: 'That organisation could not be opened.', intent: 'error' },
  globals: { theme: 'light' },
};

export const ImageLibrary: Story = { globals: { tenant: 'images', theme: 'dark' } };
