import { Button } from '@fluentui/react-components';
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
import { useState, type FormEvent } from 'react';
import type { Asset } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { localIsoDay } from '../../core/domain/dates';
import { srtEncoderAddress } from '../../core/domain/library';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CopyField } from '../common/CopyField';
import { FormActions, FormDialog } from '../common/FormDialog';
import { useNotify } from '../shell/Toasts';
import { AssetDetailsFields, useAssetDetails } from './AssetDetailsFields';
import { useLibraryWrites } from './useLibrary';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  words: { margin: 0 },
  secret: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** Where an encoder connects, and with what: the passphrase is known only when just made. */
interface Connection {
  title: string;
  ingestUrl: string;
  passphrase: string | null;
}

/**
 * "Go live": a live match's title, teams, competition and date; once made, where its encoder
 * connects and the passphrase, shown this once (docs/live.md).
 */
export function GoLiveDialog({ onClose }: { onClose(): void }) {
  const styles = useStyles();
  const writes = useLibraryWrites();
  const notify = useNotify();
  const [today] = useState(() => localIsoDay(new Date()));
  const form = useAssetDetails({ title: '', matchDate: today, metadata: {} });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<Connection | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (!form.details) return;
    const { title, matchDate, metadata } = form.details;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await writes.goLive({
        title,
        ...(matchDate ? { matchDate } : {}),
        metadata: Object.fromEntries(Object.entries(metadata).filter(([, value]) => value)),
      });
      notify(`${title} is waiting for its signal.`);
      setMade({ title, ingestUrl: answer.ingestUrl, passphrase: answer.passphrase });
    } catch (error) {
      setProblem(`The live match could not be made. ${errorInWords(error)}`);
    } finally {
      setBusy(false);
    }
  }

  if (made) return <ConnectionDialog connection={made} onClose={onClose} />;
  return (
    <FormDialog
      title="Go live with a match"
      onClose={onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={
        <FormActions label="Go live" busyLabel="Going live…" busy={busy} onCancel={onClose} />
      }
    >
      <p className={styles.words}>
        The match is listed at once and plays from its first second while it is streamed. Its
        encoder connects over SRT; the address and passphrase come next.
      </p>
      <AssetDetailsFields form={form} checked={checked} />
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}

/**
 * A live match's encoder connection, from its row: the address, and a new passphrase on
 * request (the old one stops working; an encoder using it is let go until it uses the new one).
 */
export function LiveConnectionDialog({ asset, onClose }: { asset: Asset; onClose(): void }) {
  const writes = useLibraryWrites();
  const notify = useNotify();
  const [passphrase, setPassphrase] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const ingestUrl = asset.live?.ingestUrl ?? '';
  if (asking)
    return (
      <ConfirmDialog
        title={`Make a new passphrase for ${asset.title}?`}
        confirmLabel="Make a new passphrase"
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const made = await writes.newLivePassphrase(asset.id);
            notify(`${asset.title} has a new passphrase.`);
            setPassphrase(made.passphrase);
            setAsking(false);
            return null;
          } catch (error) {
            return `No new passphrase was made. ${errorInWords(error)}`;
          }
        }}
      >
        <p>
          The passphrase the encoder has now stops working: an encoder sending with it is let go,
          and the match goes on when it connects with the new one.
        </p>
      </ConfirmDialog>
    );
  return (
    <ConnectionDialog
      connection={{ title: asset.title, ingestUrl, passphrase }}
      onClose={onClose}
      onNewPassphrase={() => setAsking(true)}
    />
  );
}

function ConnectionDialog({
  connection,
  onClose,
  onNewPassphrase,
}: {
  connection: Connection;
  onClose(): void;
  onNewPassphrase?(): void;
}) {
  const styles = useStyles();
  const { title, ingestUrl, passphrase } = connection;
  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>The encoder for {title}</DialogTitle>
          <DialogContent className={styles.content}>
            {passphrase ? (
              <>
                <p className={styles.secret} role="status">
                  Copy the passphrase now: it is not shown again. Anyone with it can send pictures
                  to this match.
                </p>
                <CopyField
                  label="Address with the passphrase (OBS, vMix, ffmpeg)"
                  hint="In OBS: Settings, Stream, Service Custom; this address as the server, no stream key."
                  value={srtEncoderAddress(ingestUrl, passphrase)}
                  what="the address with the passphrase"
                  primary
                />
                <CopyField label="SRT address" value={ingestUrl} what="the SRT address" />
                <CopyField
                  label="Passphrase"
                  hint="SRT encryption: AES-128 (key length 16)."
                  value={passphrase}
                  what="the passphrase"
                />
              </>
            ) : (
              <>
                <CopyField
                  label="SRT address"
                  hint="The encoder calls it (caller mode) with the match's passphrase."
                  value={ingestUrl}
                  what="the SRT address"
                />
                <p className={styles.words}>
                  The passphrase was shown when the match was made. Lost it, or given to someone it
                  should not have been? Make a new one.
                </p>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {onNewPassphrase && (
              <Button onClick={onNewPassphrase}>
                {passphrase ? 'Make another passphrase' : 'Make a new passphrase'}
              </Button>
            )}
            <Button appearance={passphrase ? 'secondary' : 'primary'} onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Ends a live match by hand: its stream closes and it becomes a normal video. */
export function EndLiveDialog({ asset, onClose }: { asset: Asset; onClose(): void }) {
  const writes = useLibraryWrites();
  const notify = useNotify();
  return (
    <ConfirmDialog
      title={`End the live match ${asset.title}?`}
      confirmLabel="End live"
      onClose={onClose}
      onConfirm={async () => {
        try {
          await writes.endLive(asset.id);
          notify(`${asset.title} has ended: it is being made into a video, with its clips.`);
          onClose();
          return null;
        } catch (error) {
          return `It could not be ended. ${errorInWords(error)}`;
        }
      }}
    >
      <p>
        The stream stops being taken, even if the encoder is still sending. The match becomes a
        normal video with its clips. It cannot go live again.
      </p>
    </ConfirmDialog>
  );
}
