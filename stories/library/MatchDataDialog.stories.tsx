import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import { MatchDataDialog } from '../../src/ui/match-data/MatchDataDialog';
import { MatchDataDraft, type MatchDataFormContext } from '../../src/ui/match-data/MatchDataDraft';
import { ToastProvider } from '../../src/ui/shell';
import { asset } from '../collection-fixtures';
import { CRICSHEET_FILE, IMPORT_LIST, PREVIEW } from '../match-data-fixtures';
import { withMockApi } from '../mock-api';

type State = 'empty' | 'missing-times' | 'preview' | 'after-live' | 'refused' | 'not-a-match-file';

/** The form as the dialog checks it: the video's library and length. */
const CONTEXT: MatchDataFormContext = {
  formats: IMPORT_LIST.formats,
  savedCsvMapping: null,
  categories: [],
  assetMatch: undefined,
  duration: 3600,
};

/** The form a person has filled in so far, for each state the story shows. */
function draftIn(state: State): MatchDataDraft {
  const draft = new MatchDataDraft();
  if (state === 'empty') return draft;
  if (state === 'not-a-match-file') {
    draft.chooseFile({ name: 'team-sheet.pdf', text: '%PDF-1.7 not a match file' }, CONTEXT);
    return draft;
  }
  draft.chooseFile(CRICSHEET_FILE, CONTEXT);
  if (state === 'missing-times') {
    // Preview asked for with no time given: every missing time is shown.
    draft.check(CONTEXT);
    return draft;
  }
  draft.setSync([
    { innings: 1, ball: '0.1', time: '0:00:30' },
    { innings: 2, ball: '0.1', time: '' },
  ]);
  if (state === 'preview') draft.setPreview(PREVIEW);
  // The file of a match that was live: it stands for the feed's clips.
  else if (state === 'after-live')
    draft.setPreview({ ...PREVIEW, liveClips: { replaced: 38, kept: 2 } });
  else
    draft.setProblem(
      'The import could not be made. The video is being processed: try again once it is ready.',
    );
  return draft;
}

/**
 * Storybook leaves a story with its dialog still open, and the dialog's focus trap then leaves
 * what it hid from screen readers hidden (the page's other parts, `aria-hidden`): shown again
 * as the story goes, so that the next one reads.
 */
function ShowsWhatTheDialogHid({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const hidden = () =>
      [...document.body.children].filter((e) => e.getAttribute('aria-hidden') === 'true');
    const before = new Set(hidden());
    return () => {
      setTimeout(() => hidden().forEach((e) => before.has(e) || e.removeAttribute('aria-hidden')));
    };
  }, []);
  return <>{children}</>;
}

const withDialogLeftOpen: Decorator = (Story) => (
  <ShowsWhatTheDialogHid>
    <Story />
  </ShowsWhatTheDialogHid>
);

function MatchDataDialogStory({ state }: { state: State }) {
  // A draft per state: the controls' change of state starts the form again.
  const draft = useMemo(() => draftIn(state), [state]);
  return (
    <ToastProvider>
      <MatchDataDialog
        key={state}
        asset={{ ...asset('story-asset'), duration: 3600, title: 'Summer Cup final, full match' }}
        draft={draft}
        onClose={action('close')}
      />
    </ToastProvider>
  );
}

const meta = {
  title: 'Library/Match data dialog',
  component: MatchDataDialogStory,
  decorators: [withMockApi('results'), withDialogLeftOpen],
  parameters: {
    docs: {
      description: {
        component: `"Import match data" in \`<vs-library>\`: a provider's file (Cricsheet, StatsBomb,
a logger's CSV) for one video, the times that put its events on the video (picked in the
player), a preview whose clips play at their computed times, then the import. These stories
start the form in each of its states; the calls are answered from fixtures in the page.`,
      },
    },
  },
  argTypes: {
    state: {
      description: 'Not an attribute: what the person has given so far.',
      control: 'select',
      options: ['empty', 'missing-times', 'preview', 'after-live', 'refused', 'not-a-match-file'],
    },
  },
  globals: { tenant: 'cricket' },
} satisfies Meta<typeof MatchDataDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the file to choose, the formats the library takes. */
export const NoFileYet: Story = { args: { state: 'empty' } };

/** A Cricsheet file chosen and a preview asked for before its innings' first balls were timed. */
export const TimesMissing: Story = { args: { state: 'missing-times' } };

/** The preview: the clips it would make, the first innings placed, the second not yet. */
export const Preview: Story = { args: { state: 'preview' } };

export const PreviewLight: Story = {
  args: { state: 'preview' },
  globals: { tenant: 'cricket', theme: 'light' },
};

/** The file of a match that was live: its clips stand for the feed's, those changed by hand kept. */
export const AfterALiveMatch: Story = { args: { state: 'after-live' } };

/** The server refused the import: why, in words, with nothing the person gave lost. */
export const Refused: Story = { args: { state: 'refused' } };

/** A file that is no provider's match data. */
export const NotAMatchFile: Story = { args: { state: 'not-a-match-file' } };
