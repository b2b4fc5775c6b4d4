import { Button, Field, Input, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { reviewErrorInWords } from '../../core/api/review-words';
import {
  REVIEW_LIMITS,
  type ReviewDecision,
  type ReviewRoom as Room,
} from '../../core/api/contract/reviews';
import { timecode } from '../../core/domain/reviews';
import { reviewerWrites } from '../../core/queries/review-room';
import { useReviewStyles } from './useReviewStyles';

const useStyles = useReviewStyles;

const NAME_KEY = 'vs-reviewer-name';

/** The reviewer's name, kept for their next comment (and next review). */
export function useReviewerName(): [string, (name: string) => void] {
  const [name, setName] = useState(() => localStorage.getItem(NAME_KEY) ?? '');
  return [
    name,
    (next) => {
      setName(next);
      localStorage.setItem(NAME_KEY, next);
    },
  ];
}

export function CommentForm({
  grant,
  index,
  at,
  fps,
  name,
  setName,
}: {
  grant: string;
  index: number;
  at: number;
  fps: number;
  name: string;
  setName(name: string): void;
}) {
  const styles = useStyles();
  const [text, setText] = useState('');
  // The frame is the one shown when the person starts writing; playing on does not move it.
  const [pinned, setPinned] = useState<{ index: number; at: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const where = pinned ?? { index, at };
  const code = timecode(where.at, fps);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give your name, so that they know who wrote.');
    if (!text.trim()) return setProblem('Write the comment first.');
    setBusy(true);
    try {
      await reviewerWrites(grant).comment({
        item: where.index,
        at: where.at,
        body: text,
        author: name,
      });
      setText('');
      setPinned(null);
      setProblem(null);
    } catch (error) {
      setProblem(reviewErrorInWords(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.panel} noValidate onSubmit={(event) => void submit(event)}>
      <Field label="Your name">
        <Input
          value={name}
          maxLength={REVIEW_LIMITS.nameMax}
          autoComplete="name"
          onChange={(_, data) => setName(data.value)}
        />
      </Field>
      <Field
        label={`Comment at item ${where.index + 1}, ${code}`}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
      >
        <Textarea
          value={text}
          maxLength={REVIEW_LIMITS.commentMax}
          onFocus={() => setPinned((p) => p ?? { index, at })}
          onChange={(_, data) => setText(data.value)}
        />
      </Field>
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {`Comment at ${code}`}
        </Button>
        {pinned && (
          <Button type="button" onClick={() => setPinned({ index, at })}>
            Use the frame shown now
          </Button>
        )}
      </div>
    </form>
  );
}

export function ReplyForm({ grant, to, name }: { grant: string; to: string; name: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open)
    return (
      <div>
        <Button size="small" onClick={() => setOpen(true)}>
          Reply
        </Button>
      </div>
    );
  return (
    <form
      className={styles.row}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setProblem('Give your name in the comment box first.');
        if (!text.trim()) return setProblem('Write the reply first.');
        void reviewerWrites(grant)
          .comment({ item: 0, at: 0, body: text, author: name, replyTo: to })
          .then(() => {
            setText('');
            setOpen(false);
          })
          .catch((error: unknown) => setProblem(reviewErrorInWords(error)));
      }}
    >
      <Field label="Reply" validationState={problem ? 'error' : 'none'} validationMessage={problem}>
        <Textarea
          value={text}
          maxLength={REVIEW_LIMITS.commentMax}
          onChange={(_, data) => setText(data.value)}
        />
      </Field>
      <Button type="submit" size="small" appearance="primary">
        Send reply
      </Button>
    </form>
  );
}

export function DecisionForm({ grant, room, name }: { grant: string; room: Room; name: string }) {
  const styles = useStyles();
  const [decision, setDecision] = useState<ReviewDecision | ''>(room.decision?.decision ?? '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return setProblem('Choose approved, or changes asked.');
    if (!name.trim()) return setProblem('Give your name in the comment box first.');
    try {
      await reviewerWrites(grant).decide({ decision, note, author: name });
      setProblem(null);
      setSent(true);
    } catch (error) {
      setProblem(reviewErrorInWords(error));
    }
  };
  return (
    <form className={styles.panel} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={styles.subheading}>Your decision</h2>
      <RadioGroup
        aria-label="Your decision"
        value={decision}
        onChange={(_, data) => setDecision(data.value as ReviewDecision)}
      >
        <Radio value="approved" label="Approved" />
        <Radio value="changes" label="Changes asked" />
      </RadioGroup>
      <Field label="Note" hint="Optional: what to change, or any condition.">
        <Textarea
          value={note}
          maxLength={REVIEW_LIMITS.noteMax}
          onChange={(_, data) => setNote(data.value)}
        />
      </Field>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {sent && (
        <p role="status" className={styles.meta}>
          Sent. {room.sharedBy} has been told.
        </p>
      )}
      <div>
        <Button type="submit" appearance="primary">
          Send decision
        </Button>
      </div>
    </form>
  );
}
