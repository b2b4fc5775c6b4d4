import { Button, Checkbox, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import { refusalOfUseInWords } from '../../core/api/rights-words';
import { REVIEW_LIMITS, type ReviewLink } from '../../core/api/contract/reviews';
import { defaultExpiryDay, expiryOf } from '../../core/domain/review-expiry';
import { reviewWrites } from '../../core/queries/reviews';
import { CopyField } from '../common/CopyField';
import { FormActions, FormDialog } from '../common/FormDialog';
import { useTenant } from '../common';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface ShareForReviewDialogProps {
  collectionId: string;
  title: string;
  onClose(): void;
}

/**
 * Shares a collection for review (docs/review.md): the day the link stops, an optional
 * password, and whether reviewers may comment and decide; then the link to copy.
 */
export function ShareForReviewDialog({ collectionId, title, onClose }: ShareForReviewDialogProps) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const [day, setDay] = useState(defaultExpiryDay);
  const [password, setPassword] = useState('');
  const [canComment, setCanComment] = useState(true);
  const [canDecide, setCanDecide] = useState(true);
  const [problems, setProblems] = useState<{ day?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<ReviewLink | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (made) return onClose();
    const expiry = expiryOf(day);
    const next = {
      ...('problem' in expiry ? { day: expiry.problem } : {}),
      ...(password && password.length < REVIEW_LIMITS.passwordMin
        ? { password: `Use at least ${REVIEW_LIMITS.passwordMin} characters, or none.` }
        : {}),
    };
    setProblems(next);
    if (Object.keys(next).length > 0 || 'problem' in expiry) return;
    setBusy(true);
    try {
      setMade(
        await reviewWrites(tenantId, collectionId).share({
          expiresAt: expiry.at.toISOString(),
          ...(password ? { password } : {}),
          canComment,
          canDecide,
        }),
      );
    } catch (error) {
      setProblems({ form: `The link could not be made. ${refusalOfUseInWords(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={made ? 'The review link' : `Share “${title}” for review`}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      contentClassName={styles.fields}
      actions={
        made ? (
          <Button type="submit">Done</Button>
        ) : (
          <FormActions label="Make the link" busyLabel="Making…" busy={busy} onCancel={onClose} />
        )
      }
    >
      {made ? (
        <>
          <CopyField
            label="Review link"
            value={made.url}
            what="the link"
            primary
            hint="Anyone with this link can open the review until it stops working. It is also listed under Reviews."
          />
          {made.rightsNotice && (
            <p role="alert" className={styles.alert}>
              {made.rightsNotice}
            </p>
          )}
          {made.hasPassword && (
            <p>Send the password separately, not in the same message as the link.</p>
          )}
        </>
      ) : (
        <>
          <p>
            Reviewers need no account. They see the items as they are now, and nothing else of
            yours.
          </p>
          <Field
            label="Stops working after"
            validationState={problems.day ? 'error' : 'none'}
            validationMessage={problems.day}
          >
            <Input type="date" value={day} onChange={(_, data) => setDay(data.value)} />
          </Field>
          <Field
            label="Password"
            hint="Optional. Reviewers type it before they see anything."
            validationState={problems.password ? 'error' : 'none'}
            validationMessage={problems.password}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={REVIEW_LIMITS.passwordMax}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
          <Checkbox
            label="Reviewers may comment at frames"
            checked={canComment}
            onChange={(_, data) => setCanComment(data.checked === true)}
          />
          <Checkbox
            label="Reviewers may approve or ask for changes"
            checked={canDecide}
            onChange={(_, data) => setCanDecide(data.checked === true)}
          />
          {problems.form && (
            <p role="alert" className={styles.alert}>
              {problems.form}
            </p>
          )}
        </>
      )}
    </FormDialog>
  );
}
