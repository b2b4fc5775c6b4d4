import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
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
import type { Asset, LiveProtocol } from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { localIsoDay } from '../../core/domain/dates';
import { rtmpEncoderAddress, srtEncoderAddress } from '../../core/domain/library';
import { pullAddressProblem, pullRefusalInWords } from '../../core/domain/live-pull';
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

/** Where an encoder connects, and with what: the secret is known only when just made. */
interface Connection {
  title: string;
  protocol: LiveProtocol;
  ingestUrl: string;
  /** SRT's passphrase or RTMP's stream key (a pulled stream has none). */
  passphrase: string | null;
}

/** What each protocol calls its secret, in words. */
const SECRET_NAMES: Record<LiveProtocol, string> = {
  srt: 'passphrase',
  rtmp: 'stream key',
  hls: 'address',
};

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
  const [protocol, setProtocol] = useState<LiveProtocol>('srt');
  const [pullUrl, setPullUrl] = useState('');
  const pullProblem = protocol === 'hls' ? pullAddressProblem(pullUrl) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (!form.details || pullProblem) return;
    const { title, matchDate, metadata } = form.details;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await writes.goLive({
        title,
        ...(matchDate ? { matchDate } : {}),
        metadata: Object.fromEntries(Object.entries(metadata).filter(([, value]) => value)),
        protocol,
        ...(protocol === 'hls' ? { pullUrl: pullUrl.trim() } : {}),
      });
      notify(
        protocol === 'hls'
          ? `${title} is being pulled from its address.`
          : `${title} is waiting for its signal.`,
      );
      setMade({
        title,
        protocol,
        ingestUrl: answer.ingestUrl,
        passphrase: answer.passphrase ?? null,
      });
    } catch (error) {
      const refusal =
        protocol === 'hls' && error instanceof ApiError ? pullRefusalInWords(error.code) : '';
      setProblem(`The live match could not be made. ${refusal || errorInWords(error)}`);
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
        The match is listed at once and plays from its first second while it is streamed. Where its
        encoder connects comes next.
      </p>
      <AssetDetailsFields form={form} checked={checked} />
      <Field label="The match comes in by">
        <RadioGroup value={protocol} onChange={(_, d) => setProtocol(d.value as LiveProtocol)}>
          <Radio value="srt" label="SRT: encrypted, steady over the internet (recommended)" />
          <Radio value="rtmp" label="RTMP: for encoders without SRT" />
          <Radio value="hls" label="HLS address: the server pulls a stream that is already HLS" />
        </RadioGroup>
      </Field>
      {protocol === 'hls' && (
        <Field
          label="Live HLS address"
          required
          hint="The stream’s .m3u8 playlist, from the encoder or the cloud service that makes it."
          validationState={checked && pullProblem ? 'error' : 'none'}
          validationMessage={checked ? pullProblem : undefined}
        >
          <Input
            type="url"
            inputMode="url"
            value={pullUrl}
            onChange={(_, d) => setPullUrl(d.value)}
            placeholder="https://…/live.m3u8"
          />
        </Field>
      )}
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
  const protocol = asset.live?.protocol ?? 'srt';
  const secret = SECRET_NAMES[protocol];
  if (asking)
    return (
      <ConfirmDialog
        title={`Make a new ${secret} for ${asset.title}?`}
        confirmLabel={`Make a new ${secret}`}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const made = await writes.newLivePassphrase(asset.id);
            notify(`${asset.title} has a new ${secret}.`);
            setPassphrase(made.passphrase);
            setAsking(false);
            return null;
          } catch (error) {
            return `No new ${secret} was made. ${errorInWords(error)}`;
          }
        }}
      >
        <p>
          The {secret} the encoder has now stops working: an encoder sending with it is let go, and
          the match goes on when it connects with the new one.
        </p>
      </ConfirmDialog>
    );
  return (
    <ConnectionDialog
      connection={{ title: asset.title, protocol, ingestUrl, passphrase }}
      onClose={onClose}
      {...(protocol === 'hls' ? {} : { onNewPassphrase: () => setAsking(true) })}
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
  const { title, protocol, ingestUrl, passphrase } = connection;
  const secret = SECRET_NAMES[protocol];
  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {protocol === 'hls' ? `Where ${title} comes from` : `The encoder for ${title}`}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {protocol === 'hls' ? (
              <PulledFields ingestUrl={ingestUrl} />
            ) : passphrase ? (
              <>
                <p className={styles.secret} role="status">
                  Copy the {secret} now: it is not shown again. Anyone with it can send pictures to
                  this match.
                </p>
                {protocol === 'rtmp' ? (
                  <RtmpFields ingestUrl={ingestUrl} streamKey={passphrase} />
                ) : (
                  <SrtFields ingestUrl={ingestUrl} passphrase={passphrase} />
                )}
              </>
            ) : (
              <>
                <CopyField
                  label={protocol === 'rtmp' ? 'RTMP server' : 'SRT address'}
                  hint={
                    protocol === 'rtmp'
                      ? 'The encoder pushes to it with the match’s stream key.'
                      : 'The encoder calls it (caller mode) with the match’s passphrase.'
                  }
                  value={ingestUrl}
                  what={protocol === 'rtmp' ? 'the RTMP server' : 'the SRT address'}
                />
                <p className={styles.words}>
                  The {secret} was shown when the match was made. Lost it, or given to someone it
                  should not have been? Make a new one.
                </p>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {onNewPassphrase && (
              <Button onClick={onNewPassphrase}>
                {passphrase ? `Make another ${secret}` : `Make a new ${secret}`}
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

/** SRT: the address with the passphrase as encoders take it, and each apart. */
function SrtFields({ ingestUrl, passphrase }: { ingestUrl: string; passphrase: string }) {
  return (
    <>
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
  );
}

/** A pulled stream: the address the server reads it from (its query, which may hold a token, left out). */
function PulledFields({ ingestUrl }: { ingestUrl: string }) {
  const styles = useStyles();
  return (
    <>
      <p className={styles.words}>
        The server reads the stream from this address as it grows, and makes the match from it: no
        encoder connects here. When no new video comes, the match waits for it, then ends by itself.
      </p>
      <CopyField label="HLS address" value={ingestUrl} what="the HLS address" />
    </>
  );
}

/** RTMP: the server and the stream key as OBS asks for them, and the whole address. */
function RtmpFields({ ingestUrl, streamKey }: { ingestUrl: string; streamKey: string }) {
  return (
    <>
      <CopyField
        label="RTMP server"
        hint="In OBS: Settings, Stream, Service Custom; this as the server."
        value={ingestUrl}
        what="the RTMP server"
        primary
      />
      <CopyField label="Stream key" value={streamKey} what="the stream key" />
      <CopyField
        label="Address with the stream key (ffmpeg, vMix)"
        value={rtmpEncoderAddress(ingestUrl, streamKey)}
        what="the address with the stream key"
      />
    </>
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
