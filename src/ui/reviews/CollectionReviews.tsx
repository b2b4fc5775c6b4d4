import { Button, Textarea } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useMemo, useState } from 'react';
import { errorInWords } from '../../core/api/error-words';
import {
  REVIEW_DECISION_WORDS,
  REVIEW_LIMITS,
  type ReviewComment,
  type ReviewLink,
} from '../../core/api/contract/reviews';
import { formatDate, formatDateTime } from '../../core/domain/dates';
import { countOf } from '../../core/domain/counting';
import { reviewThreads, timecode, type ReviewThread } from '../../core/domain/reviews';
import { reviewLinksQuery, reviewWrites } from '../../core/queries/reviews';
import { useServerQuery, useTenant } from '../common';
import { useCopy } from '../common/useCopy';
import { useReviewStyles } from './useReviewStyles';

const useOwnStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    containerType: 'inline-size',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  resolved: { opacity: 0.85 },
  meta: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** The panel's own looks over the review pieces' shared ones. */
const useStyles = () => ({ ...useReviewStyles(), ...useOwnStyles() });

export interface CollectionReviewsProps {
  collectionId: string;
  comments: readonly ReviewComment[];
  onPlay(comment: ReviewComment): void;
}

/**
 * A collection's reviews, for its owner: the links made (copied again, turned off), what each
 * reviewer decided, and the comments at their frames, answered, resolved and played from.
 */
export function CollectionReviews({ collectionId, comments, onPlay }: CollectionReviewsProps) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const links = useServerQuery(
    useMemo(() => reviewLinksQuery(tenantId, collectionId), [tenantId, collectionId]),
  );
  const threads = useMemo(() => reviewThreads(comments), [comments]);
  const [problem, setProblem] = useState<string | null>(null);
  const writes = reviewWrites(tenantId, collectionId);
  const attempt = async (work: Promise<unknown>, words: string): Promise<boolean> => {
    setProblem(null);
    try {
      await work;
      return true;
    } catch (error) {
      setProblem(`${words} ${errorInWords(error)}`);
      return false;
    }
  };

  return (
    <section className={styles.root} aria-labelledby="reviews-heading">
      <h3 id="reviews-heading" className={styles.heading}>
        Reviews
      </h3>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {links.error ? (
        <p role="alert" className={styles.alert}>
          The review links could not be loaded. {errorInWords(links.error)}
        </p>
      ) : !links.data ? (
        <p role="status">Loading the review links…</p>
      ) : links.data.length === 0 ? (
        <p className={styles.meta}>Not shared for review yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Review links">
          {links.data.map((link) => (
            <LinkCard
              key={link.id}
              link={link}
              onRevoke={() =>
                void attempt(writes.revoke(link.id), 'The link could not be turned off.')
              }
            />
          ))}
        </ul>
      )}
      {threads.length > 0 && (
        <ol className={styles.list} aria-label="Reviewers’ comments">
          {threads.map((thread) => (
            <ThreadCard
              key={thread.comment.id}
              thread={thread}
              onPlay={() => onPlay(thread.comment)}
              onResolve={(resolved) =>
                void attempt(
                  writes.resolve(thread.comment.id, resolved),
                  'The comment could not be changed.',
                )
              }
              onReply={(text) =>
                attempt(writes.reply(thread.comment.id, text), 'The answer could not be sent.')
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function LinkCard({ link, onRevoke }: { link: ReviewLink; onRevoke(): void }) {
  const styles = useStyles();
  const [copied, copy] = useCopy();
  const state =
    link.state === 'revoked'
      ? 'Turned off'
      : link.state === 'expired'
        ? `Stopped working on ${formatDate(new Date(link.expiresAt))}`
        : `Works until ${formatDate(new Date(link.expiresAt))}`;
  return (
    <li className={styles.card}>
      <p className={styles.body}>
        <strong>{state}</strong>
        {link.hasPassword ? ' · with a password' : ''}
        {link.decision
          ? ` · ${REVIEW_DECISION_WORDS[link.decision.decision]} by ${link.decision.by}`
          : ''}
      </p>
      {link.decision?.note && <p className={styles.body}>“{link.decision.note}”</p>}
      <p className={styles.meta}>
        Made {formatDateTime(new Date(link.created))} by {link.createdBy} ·{' '}
        {link.lastOpened
          ? `last opened ${formatDateTime(new Date(link.lastOpened))}`
          : 'not opened yet'}{' '}
        · {countOf(link.comments, 'comment')}
        {link.unresolved > 0 ? `, ${link.unresolved} to resolve` : ''}
      </p>
      {link.state === 'open' && (
        <div className={styles.row}>
          <Button size="small" onClick={() => void copy(link.url)}>
            {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Could not copy' : 'Copy link'}
          </Button>
          <Button size="small" onClick={onRevoke}>
            Turn off
          </Button>
        </div>
      )}
    </li>
  );
}

function ThreadCard({
  thread,
  onPlay,
  onResolve,
  onReply,
}: {
  thread: ReviewThread;
  onPlay(): void;
  onResolve(resolved: boolean): void;
  onReply(text: string): Promise<boolean>;
}) {
  const styles = useStyles();
  const { comment, replies } = thread;
  const [answering, setAnswering] = useState(false);
  const [text, setText] = useState('');
  const code = timecode(comment.at, comment.fps);
  return (
    <li className={mergeClasses(styles.card, comment.resolved && styles.resolved)}>
      <p className={styles.meta}>
        Item {comment.item + 1} · {comment.itemTitle} ·{' '}
        <span className={styles.timecode}>{code}</span>
      </p>
      <p className={styles.body}>
        <strong>{comment.author}</strong>: {comment.body}
      </p>
      {replies.map((reply) => (
        <p key={reply.id} className={styles.reply}>
          <strong>
            {reply.author}
            {reply.byOwner ? ' (you)' : ''}
          </strong>
          : {reply.body}
        </p>
      ))}
      {comment.resolved && (
        <p className={styles.meta}>
          Resolved by {comment.resolved.by}, {formatDateTime(new Date(comment.resolved.at))}
        </p>
      )}
      <div className={styles.row}>
        <Button size="small" onClick={onPlay}>
          Play from {code}
        </Button>
        <Button size="small" onClick={() => onResolve(!comment.resolved)}>
          {comment.resolved ? 'Open again' : 'Resolve'}
        </Button>
        <Button size="small" aria-expanded={answering} onClick={() => setAnswering((a) => !a)}>
          Answer
        </Button>
      </div>
      {answering && (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            // Kept where it was written until it is sent.
            void onReply(text).then((sent) => {
              if (!sent) return;
              setText('');
              setAnswering(false);
            });
          }}
        >
          <Textarea
            aria-label={`Answer ${comment.author}`}
            value={text}
            maxLength={REVIEW_LIMITS.commentMax}
            onChange={(_, data) => setText(data.value)}
          />
          <Button type="submit" appearance="primary" disabled={!text.trim()}>
            Send answer
          </Button>
        </form>
      )}
    </li>
  );
}
