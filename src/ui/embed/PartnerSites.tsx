import { Button, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState, type FormEvent } from 'react';
import {
  narrowedToSite,
  siteAddress,
  type PartnerSite,
} from '../../core/api/contract/partner-sites';
import { errorInWords } from '../../core/api/error-words';
import { formatDate, formatDateTime } from '../../core/domain/dates';
import { siteRegistrationProblem } from '../../core/domain/partner-sites';
import { useTenant } from '../common';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDestructiveStyles } from '../common/useDestructiveStyles';
import { useNotify } from '../shell/Toasts';
import { usePartnerSites } from './usePartnerSites';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  words: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  address: { flex: '1 1 18rem', maxWidth: '36rem' },
  // In line with the field's input, below its label.
  add: { marginTop: '26px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  site: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  origin: {
    fontFamily: tokens.fontFamilyMonospace,
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground1,
  },
  who: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  history: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: '1.25rem' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * The partner sites whose pages may show the tenant's elements and call the platform for it
 * (docs/integrators.md "Registering a site"): registered by address, each removable, with the
 * history of who changed what. A site not listed is refused, and its pages say so.
 */
export function PartnerSites() {
  const styles = useStyles();
  const danger = useDestructiveStyles();
  const notify = useNotify();
  const { tenantId, tenant } = useTenant();
  const { list, writes } = usePartnerSites(tenantId);
  const ids = { heading: useId(), history: useId() };
  const [typed, setTyped] = useState('');
  const [shownProblem, setShownProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PartnerSite | null>(null);
  const read = siteAddress(typed);
  const fieldProblem = shownProblem ? read.problem : undefined;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (read.problem !== undefined) {
      setShownProblem(true);
      return;
    }
    if (list.data?.sites.some((site) => site.origin === read.origin)) {
      setRefusal(`${read.origin} is already registered.`);
      return;
    }
    setBusy(true);
    try {
      const site = await writes.add(read.origin);
      notify(
        narrowedToSite(typed, site.origin)
          ? `${site.origin} is registered: every page of the site, not only the one typed.`
          : `${site.origin} is registered.`,
      );
      setTyped('');
      setShownProblem(false);
    } catch (error) {
      setRefusal(siteRegistrationProblem(error, read.origin));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        Sites that may embed the elements
      </h2>
      <p className={styles.words}>
        Pages of these sites may show {tenant.name}’s elements and call the platform for it. A page
        of any other site gets nothing, and says so. {tenant.name}’s own addresses need no
        registering.
      </p>
      {list.data?.loopbackAllowed && (
        <p className={styles.words} role="note">
          This is a development server: pages on this computer (localhost, 127.0.0.1) are always
          answered, registered or not. Its operator turns that off with ALLOW_LOOPBACK_ORIGINS=0, as
          a production server has it.
        </p>
      )}
      <form className={styles.form} onSubmit={(e) => void add(e)} noValidate>
        <Field
          className={styles.address}
          label="Site address"
          hint="Like https://club.example: every page of the site is covered."
          validationState={fieldProblem ? 'error' : 'none'}
          {...(fieldProblem ? { validationMessage: fieldProblem } : {})}
        >
          <Input
            value={typed}
            maxLength={200}
            onChange={(_, data) => {
              setTyped(data.value);
              setRefusal(null);
            }}
            onBlur={() => setShownProblem(typed.trim() !== '')}
          />
        </Field>
        <Button type="submit" appearance="primary" className={styles.add} disabled={busy}>
          {busy ? 'Registering…' : 'Register the site'}
        </Button>
      </form>
      {refusal && (
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
      )}
      {list.error ? (
        <p role="alert" className={styles.alert}>
          The registered sites could not be listed. {errorInWords(list.error)}
        </p>
      ) : !list.data ? (
        <p role="status">Loading the registered sites…</p>
      ) : list.data.sites.length === 0 ? (
        <p className={styles.words}>No site is registered yet.</p>
      ) : (
        <ul className={styles.list} aria-label={`Sites registered for ${tenant.name}`}>
          {list.data.sites.map((site) => (
            <li key={site.id} className={styles.site}>
              <span>
                <span className={styles.origin}>{site.origin}</span>{' '}
                <span className={styles.who}>
                  registered by {site.addedBy} on {formatDate(new Date(site.addedAt))}
                </span>
              </span>
              <Button
                size="small"
                className={danger.outline}
                aria-label={`Remove ${site.origin}`}
                onClick={() => setRemoving(site)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.history.length > 0 && (
        <details>
          <summary id={ids.history}>History of the registered sites</summary>
          <ol className={styles.history} aria-labelledby={ids.history}>
            {list.data.history.map((change, i) => (
              <li key={`${change.at} ${i}`} className={styles.who}>
                {formatDateTime(new Date(change.at))}: {change.email}{' '}
                {change.action === 'added' ? 'registered' : 'removed'}{' '}
                <span className={styles.origin}>{change.origin}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.origin}?`}
          confirmLabel="Remove the site"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              await writes.remove(removing.id);
              notify(`${removing.origin} was removed.`);
              setRefusal(null);
              setRemoving(null);
              return null;
            } catch (error) {
              return `${removing.origin} could not be removed. ${errorInWords(error)}`;
            }
          }}
        >
          <p>Its pages stop showing {tenant.name}’s elements at once, on every page of the site.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
