import { Button, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { isClosedReview, reviewErrorInWords } from '../../core/api/review-words';
import { ApiError } from '../../core/api/errors';
import { REVIEW_DECISION_WORDS, type ReviewRoom as Room } from '../../core/api/contract/reviews';
import { formatDate } from '../../core/domain/dates';
import { frameStart, reviewThreads, sequenceTime, timecode } from '../../core/domain/reviews';
import {
  reviewPlayableQuery,
  reviewRoomQuery,
  reviewerWrites,
} from '../../core/queries/review-room';
import { useServerQuery } from '../common';
import { CommentForm, DecisionForm, ReplyForm, useReviewerName } from './ReviewForms';
import { useReviewStyles } from './useReviewStyles';
import { Player } from '../player';

const useOwnStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground1,
    containerType: 'inline-size',
    overflowWrap: 'anywhere',
  },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@container (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
      alignItems: 'start',
    },
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  decided: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  centred: { maxWidth: '420px', display: 'grid', gap: tokens.spacingVerticalM },
});

/** The page's own looks and the review pieces' shared ones. */
const useStyles = () => ({ ...useReviewStyles(), ...useOwnStyles() });

const grantKey = (token: string) => `vs-review-grant:${token}`;

/**
 * A reviewer's page (docs/review.md), opened by a review link's token: the password where the
 * link has one, then the shared items played in order with the editors' keys, comments pinned
 * to frames, answers, and a decision for the whole. Nothing else of the tenant is reachable.
 */
export function ReviewRoomView({ token }: { token: string }) {
  const styles = useStyles();
  const [grant, setGrant] = useState<string | null>(() => sessionStorage.getItem(grantKey(token)));
  const [asked, setAsked] = useState<'password' | 'opening' | null>(grant ? null : 'opening');
  const [problem, setProblem] = useState<{ words: string; closed: boolean } | null>(null);
  const [password, setPassword] = useState('');

  const open = async (withPassword?: string) => {
    try {
      const opened = await reviewerWrites('').open(token, withPassword);
      if ('passwordNeeded' in opened) {
        setAsked('password');
        return;
      }
      sessionStorage.setItem(grantKey(token), opened.grant);
      setGrant(opened.grant);
      setAsked(null);
      setProblem(null);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'wrong_password') setAsked('password');
      setProblem({ words: reviewErrorInWords(error), closed: isClosedReview(error) });
    }
  };
  useEffect(() => {
    if (!grant) void open();
    // Opened once, when the page has no grant for this link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (problem?.closed)
    return (
      <div className={styles.centred} role="alert">
        <h1 className={styles.heading}>This review is closed</h1>
        <p className={styles.body}>{problem.words}</p>
      </div>
    );
  if (asked === 'password')
    return (
      <form
        className={styles.centred}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void open(password);
        }}
      >
        <h1 className={styles.heading}>This review has a password</h1>
        <p className={styles.meta}>Type the password you were sent with the link.</p>
        <Field
          label="Password"
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem?.words}
        >
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        <div>
          <Button type="submit" appearance="primary" disabled={!password}>
            Open the review
          </Button>
        </div>
      </form>
    );
  if (!grant)
    return problem ? (
      <p role="alert" className={styles.alert}>
        {problem.words}
      </p>
    ) : (
      <p role="status">Opening the review…</p>
    );
  return (
    <Granted
      grant={grant}
      onLost={() => {
        sessionStorage.removeItem(grantKey(token));
        setGrant(null);
        void open();
      }}
    />
  );
}

function Granted({ grant, onLost }: { grant: string; onLost(): void }) {
  const styles = useStyles();
  const room = useServerQuery(useMemo(() => reviewRoomQuery(grant), [grant]));
  const playable = useServerQuery(useMemo(() => reviewPlayableQuery(grant), [grant]));
  const lost = room.error instanceof ApiError && room.error.status === 401;
  useEffect(() => {
    if (lost) onLost();
  }, [lost, onLost]);
  // Turned off or expired while open: said at once. Any other failure of a reading again
  // leaves the review as it was shown (it is read again shortly); only a first reading's fails.
  const closed = isClosedReview(room.error);
  if ((room.error && !lost && !room.data) || closed)
    return (
      <div className={styles.centred} role="alert">
        <h1 className={styles.heading}>
          {closed ? 'This review is closed' : 'This review cannot be shown'}
        </h1>
        <p className={styles.body}>{reviewErrorInWords(room.error)}</p>
      </div>
    );
  if (!room.data) return <p role="status">Loading the review…</p>;
  return (
    <RoomView
      room={room.data}
      grant={grant}
      source={{
        data: playable.data,
        error: playable.error,
        retry: () => void playable.refetch(),
      }}
    />
  );
}

function RoomView({
  room,
  grant,
  source,
}: {
  room: Room;
  grant: string;
  source: Parameters<typeof Player>[0]['source'];
}) {
  const styles = useStyles();
  const [position, setPosition] = useState({ index: 0, at: 0 });
  const [name, setName] = useReviewerName();
  const [playFrom, setPlayFrom] = useState<{ elapsed: number; key: number } | undefined>();
  const item = room.items[position.index] ?? room.items[0]!;
  const threads = useMemo(() => reviewThreads(room.comments), [room.comments]);
  const clips = useMemo(
    () =>
      room.items.map((i) => ({
        asset_id: i.assetId,
        offset: i.offset,
        duration: i.duration,
        stash: '{}',
      })),
    [room.items],
  );
  const seekTo = (index: number, at: number) =>
    setPlayFrom({ elapsed: sequenceTime(room.items, index, at), key: Date.now() });

  return (
    <div className={styles.root}>
      <div>
        <h1 className={styles.heading}>{room.title}</h1>
        <p className={styles.meta}>
          Shared for review by {room.sharedBy}
          {room.organisation ? ` for ${room.organisation}` : ''} · open until{' '}
          {formatDate(new Date(room.expiresAt))}
        </p>
      </div>
      {room.decision && (
        <p className={styles.decided} role="status">
          <strong>{REVIEW_DECISION_WORDS[room.decision.decision]}</strong> by {room.decision.by}
          {room.decision.note ? `: “${room.decision.note}”` : ''}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.panel}>
          <Player
            clips={clips}
            source={source}
            label={`${room.title}: review player`}
            itemLabels={room.items.map((i) => ({ type: i.type, title: i.title }))}
            frameKeys={{ fps: item.fps }}
            {...(playFrom ? { playFrom } : {})}
            onTimeUpdate={({ index, assetTime }) => {
              const current = room.items[index];
              if (!current) return;
              const at = frameStart(Math.max(0, assetTime - current.offset), current.fps);
              setPosition((p) => (p.index === index && p.at === at ? p : { index, at }));
            }}
          />
          <p className={styles.meta}>
            {item.type} {position.index + 1} of {room.items.length} ·{' '}
            <span className={styles.timecode} data-part="timecode">
              {timecode(position.at, item.fps)}
            </span>{' '}
            · Keys: Space plays, J back, K stops, L plays faster, comma and full stop a frame
          </p>
          {room.canComment && (
            <CommentForm
              grant={grant}
              index={position.index}
              at={position.at}
              fps={item.fps}
              name={name}
              setName={setName}
            />
          )}
        </div>
        <div className={styles.panel}>
          <h2 className={styles.subheading}>Comments</h2>
          {threads.length === 0 ? (
            <p className={styles.meta}>No comments yet.</p>
          ) : (
            <ol className={styles.list} aria-label="Comments">
              {threads.map(({ comment, replies }) => (
                <li key={comment.id} className={styles.card}>
                  <div className={styles.row}>
                    <Button
                      size="small"
                      appearance="subtle"
                      title="Play from here"
                      onClick={() => seekTo(comment.item, comment.at)}
                    >
                      <span className={styles.timecode}>
                        {`${room.items[comment.item]?.type ?? 'Item'} ${comment.item + 1} at ${timecode(comment.at, comment.fps)}`}
                      </span>
                    </Button>
                    {comment.resolved && <span className={styles.meta}>Resolved</span>}
                  </div>
                  <p className={styles.body}>
                    <strong>{comment.author}</strong>: {comment.body}
                  </p>
                  {replies.map((reply) => (
                    <p key={reply.id} className={styles.reply}>
                      <strong>{reply.author}</strong>: {reply.body}
                    </p>
                  ))}
                  {room.canComment && <ReplyForm grant={grant} to={comment.id} name={name} />}
                </li>
              ))}
            </ol>
          )}
          {room.canDecide && <DecisionForm grant={grant} room={room} name={name} />}
        </div>
      </div>
    </div>
  );
}
