import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { ReviewRoomView } from '../../src/ui/reviews/ReviewRoom';
import { withMockApi } from '../mock-api';
import { reviewCall, type ReviewState } from '../review-fixtures';

/** The reviewer's calls answered for the story's state, the rest as the catalogue answers them. */
function withReviewApi(state: ReviewState): Decorator {
  function ReviewApi({ children }: { children: React.ReactNode }) {
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      const catalogue = globalThis.fetch;
      sessionStorage.clear();
      globalThis.fetch = async (input, init) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        return reviewCall(url, init, state) ?? catalogue(input, init);
      };
      setReady(true);
      return () => {
        globalThis.fetch = catalogue;
      };
    }, []);
    return ready ? children : null;
  }
  return (Story) => (
    <ReviewApi>
      <Story />
    </ReviewApi>
  );
}

const meta = {
  title: 'Pages/Review',
  component: ReviewRoomView,
  args: { token: 'cdoP5Gf6RdKYwKIOJ6U0story-token-of-43-chars' },
  parameters: {
    docs: {
      description: {
        component:
          'The page a review link opens (`/review#token`, docs/review.md): for people with no account. Its states: a password asked, a link that no longer opens, the review with comments at frames and a decision, and a link that only lets them watch.',
      },
    },
  },
} satisfies Meta<typeof ReviewRoomView>;
export default meta;

type Story = StoryObj<typeof meta>;

const signedOut = withMockApi('results', { signedOut: true });

export const PasswordAsked: Story = { decorators: [withReviewApi('password'), signedOut] };
export const Expired: Story = { decorators: [withReviewApi('expired'), signedOut] };
export const CommentsAndDecision: Story = { decorators: [withReviewApi('room'), signedOut] };
export const WatchOnly: Story = { decorators: [withReviewApi('watch-only'), signedOut] };
/** In a 390 px column: the page lays out by its own width. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
    withReviewApi('room'),
    signedOut,
  ],
};
