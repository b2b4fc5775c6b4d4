import { Button, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { useEffect, useMemo, useRef } from 'react';
import type { CartHandoff, ExportStatusItem } from '../../core/api/contract';
import { formatDateTime } from '../../core/domain/dates';
import { deliveryOf, exportRows, type ExportRow } from '../../core/domain/exports';
import { FormDialog } from '../common/FormDialog';
import { useServerQuery, useTenant } from '../common';
import { useCopy } from '../common/useCopy';
import { visuallyHidden } from '../common/visually-hidden';
import { exportQuery, exportWrites } from '../../core/queries/exports';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  progress: { width: '100%', accentColor: tokens.colorBrandForeground1 },
  message: { margin: 0, overflowWrap: 'anywhere' },
  link: { display: 'grid', gap: tokens.spacingVerticalS },
  linkActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: visuallyHidden,
  command: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/**
 * The custom export's last step: the browser posts the signed collection to the tenant's cart,
 * at once, with a button in case the page did not go.
 */
export function ToCart({ handoff, onClose }: { handoff: CartHandoff; onClose(): void }) {
  const styles = useStyles();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <form ref={form} method="post" action={handoff.action}>
          <input type="hidden" name="payload" value={handoff.fields.payload} />
          <input type="hidden" name="signature" value={handoff.fields.signature} />
          <DialogBody>
            <DialogTitle>Taking you to the cart</DialogTitle>
            <DialogContent className={styles.content}>
              <p role="status" className={styles.message}>
                Your order goes to {new URL(handoff.action).host}. If the page does not change,
                continue from here.
              </p>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                Continue to cart
              </Button>
              <Button onClick={onClose}>Close</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A started export, followed until it ends: its progress, then its download or why it failed. */
export function ExportFollow({
  item,
  onClose,
  rightsNotice,
}: {
  item: ExportStatusItem;
  onClose(): void;
  /** An administrator exported a clip outside its rights window: said here. */
  rightsNotice?: string;
}) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const options = useMemo(() => exportQuery(tenantId, item), [tenantId, item]);
  const read = useServerQuery(options);
  const [row] = exportRows([read.data ?? item], new Date(read.dataUpdatedAt || 0));
  const done = row?.status === 'Completed';
  const delivery = row ? deliveryOf(row) : null;
  // A playback link is the thing itself: its playlist file is no download for a person.
  const downloads = delivery && 'link' in delivery ? [] : (row?.files ?? []);
  return (
    <FormDialog
      title={
        !done
          ? 'Exporting'
          : delivery && 'link' in delivery
            ? 'Your playback link is ready'
            : row?.kind === 'form'
              ? 'Request sent'
              : delivery
                ? 'Delivered'
                : 'Your export is ready'
      }
      onClose={() => {
        void exportWrites(tenantId).refresh();
        onClose();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onClose();
      }}
      contentClassName={styles.content}
      actions={
        <>
          {downloads.map((file, i) => (
            <Button
              key={file.url}
              as="a"
              href={file.url}
              download={file.name}
              appearance={i === 0 ? 'primary' : 'secondary'}
            >
              {i === 0
                ? `Download ${file.name}`
                : `Download ${file.name.split('.').pop()?.toUpperCase()}`}
            </Button>
          ))}
          <Button type="submit">Close</Button>
        </>
      }
    >
      <p role="status" className={styles.message}>
        {row ? followWords(row) : 'The export could not be made.'}
      </p>
      {rightsNotice && (
        <p role="alert" className={styles.message}>
          {rightsNotice}
        </p>
      )}
      {row?.kind === 'mediaconvert' && done && (
        <p className={styles.message}>
          Submit it with{' '}
          <code className={styles.command}>
            aws mediaconvert create-job --cli-input-json file://{row.fileName}
          </code>
          . Its sources and mark are read from this platform until {formatDateTime(row.expiryDate)}.
        </p>
      )}
      {delivery && 'link' in delivery && <ShareLink url={delivery.link} row={row!} />}
      {row?.status === 'In progress' && (
        <progress
          className={styles.progress}
          max={100}
          value={row.progress}
          aria-label={`${row.fileName}: ${row.progress}% done`}
        />
      )}
    </FormDialog>
  );
}

/** What the dialog says of an export, as it runs and once it has ended. */
function followWords(row: ExportRow): string {
  if (row.status === 'In progress')
    return `${row.fileName}: ${row.progress}% done. You can close this; the export carries on.`;
  if (row.status !== 'Completed')
    return `${row.fileName} could not be made. ${row.reason ?? ''}`.trim();
  const delivery = deliveryOf(row);
  if (!delivery) return `${row.fileName} is ready.`;
  if ('link' in delivery)
    return `Anyone with this link can watch the whole collection until ${formatDateTime(row.expiryDate)}.`;
  if (row.kind === 'form')
    return `Your request was sent to ${delivery.place}, who will reply to you by mail. A copy is in your mail too.`;
  return `${row.fileName} was delivered to ${delivery.place}.`;
}

/** A link to share: shown whole, to select, with a button that copies it. */
function ShareLink({ url, row }: { url: string; row: ExportRow }) {
  const styles = useStyles();
  const [copied, copy] = useCopy();
  return (
    <div className={styles.link}>
      <Field
        label="Playback link"
        {...(copied === 'failed'
          ? {
              validationMessage: 'The browser would not copy it: select the link and copy it.',
              validationState: 'warning' as const,
            }
          : {})}
      >
        <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <div className={styles.linkActions}>
        <Button appearance="primary" onClick={() => void copy(url)}>
          {copied === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <span role="status" className={styles.hidden}>
        {copied === 'copied' ? `The link to ${row.fileName} is copied.` : ''}
      </span>
    </div>
  );
}
