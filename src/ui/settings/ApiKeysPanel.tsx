import { Button, Checkbox, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState, type FormEvent } from 'react';
import {
  KEY_POWER_NAMES,
  type ApiKey,
  type KeyPower,
  type ListedApiKey,
} from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { formatDate } from '../../core/domain/dates';
import {
  KEY_POWERS,
  keyPowersInWords,
  maskedKey,
  productKeyId,
  userAdminProblem,
} from '../../core/domain/user-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ShownOnce } from '../common/ShownOnce';
import { useDestructiveStyles } from '../common/useDestructiveStyles';
import { useListTableStyles } from '../common/useListTableStyles';
import { useNotify } from '../shell/Toasts';
import { usePeopleWrites } from './useUsers';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, containerType: 'inline-size' },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    // A field never narrower than what it holds: the radios must not run under the button.
    '& > *': { flexShrink: 0, maxWidth: '100%' },
  },
  powers: {
    display: 'grid',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    flexBasis: '100%',
  },
  label: { overflowWrap: 'anywhere' },
  preferred: {
    marginLeft: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    // The tenant's brand colour as a fill: as text on the page it is too light in some themes.
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
  },
});

export interface ApiKeysPanelProps {
  tenantId: string;
  organisation: string;
  keys: readonly ListedApiKey[];
}

/**
 * The tenant's API keys: the one the product prefers marked, each revocable (not the last);
 * a new key's value is shown once, to copy, and never again.
 */
export function ApiKeysPanel({ tenantId, organisation, keys }: ApiKeysPanelProps) {
  const styles = useStyles();
  const table = useListTableStyles();
  const danger = useDestructiveStyles();
  const notify = useNotify();
  const headingId = useId();
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<'free' | 'service'>('free');
  const [powers, setPowers] = useState<readonly KeyPower[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ListedApiKey | null>(null);
  const writes = usePeopleWrites(tenantId);
  const productKey = productKeyId(keys);
  const nameOf = (key: Pick<ListedApiKey, 'label' | 'hint'>) =>
    key.label || `Key ${maskedKey(key)}`;
  const toggle = (power: KeyPower, on: boolean) =>
    setPowers((now) => (on ? [...now, power] : now.filter((p) => p !== power)));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'service' && powers.length === 0) {
      setProblem('Choose at least one thing the service key may do.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const key = await writes.createKey({
        label: label.trim(),
        free: kind === 'free',
        ...(kind === 'service' ? { powers: [...powers] } : {}),
      });
      setCreated(key);
      setLabel('');
      setPowers([]);
    } catch (error) {
      setProblem(`The key could not be created. ${errorInWords(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId}>API keys</h2>
      <p>
        Partner pages and integrations call the service with a key. Public keys are for signed-out
        visitors, reach only what the organisation made public and are rate-limited. Service keys
        are for the organisation’s own systems, and may do only what they are given: keep them out
        of web pages.
      </p>
      <table className={table.table} aria-label={`API keys of ${organisation}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">May do</th>
            <th scope="col">Key</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td className={styles.label}>
                {nameOf(key)}{' '}
                {key.id === productKey && (
                  <span className={styles.preferred}>Used by the app’s pages</span>
                )}
              </td>
              <td>
                <span className={table.cardLabel}>May do: </span>
                {keyPowersInWords(key)}
              </td>
              <td>
                <span className={table.cardLabel}>Key: </span>
                <code>{maskedKey(key)}</code>
              </td>
              <td className={table.number}>
                <span className={table.cardLabel}>Created </span>
                {key.createdAt ? formatDate(new Date(key.createdAt)) : ''}
              </td>
              <td>
                <Button
                  size="small"
                  className={danger.outline}
                  aria-label={`Revoke ${nameOf(key)}`}
                  onClick={() => setRevoking(key)}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {created && (
        <ShownOnce
          label="The new key"
          what="the key"
          value={created.value}
          onDone={() => setCreated(null)}
        >
          The key “{nameOf({ label: created.label, hint: created.value.slice(-4) })}” was created.
          Copy it now: it will not be shown again.
        </ShownOnce>
      )}
      <form className={styles.form} onSubmit={(e) => void create(e)} noValidate>
        <Field label="Name of the new key" hint="What it is for, like “Club news site”.">
          <Input value={label} maxLength={80} onChange={(_, d) => setLabel(d.value)} />
        </Field>
        <Field label="Kind">
          <RadioGroup
            layout="horizontal"
            value={kind}
            onChange={(_, d) => setKind(d.value as 'free' | 'service')}
          >
            <Radio value="free" label="Public" />
            <Radio value="service" label="Service" />
          </RadioGroup>
        </Field>
        {kind === 'service' && (
          <fieldset className={styles.powers}>
            <legend>What the service key may do</legend>
            {KEY_POWER_NAMES.map((power) => (
              <Checkbox
                key={power}
                label={KEY_POWERS[power]}
                checked={powers.includes(power)}
                onChange={(_, d) => toggle(power, d.checked === true)}
              />
            ))}
          </fieldset>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create a key'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className={table.alert}>
          {problem}
        </p>
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${nameOf(revoking)}”?`}
          confirmLabel="Revoke the key"
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            try {
              await writes.revokeKey(revoking.id);
              notify(`The key “${nameOf(revoking)}” was revoked.`);
              setRevoking(null);
              return null;
            } catch (error) {
              return `The key could not be revoked. ${userAdminProblem(error, organisation) ?? errorInWords(error)}`;
            }
          }}
        >
          <p>Every page and system using it stops working at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
