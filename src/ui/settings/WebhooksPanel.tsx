import { Button, Checkbox, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '../../core/api/contract/webhooks';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { formatDateTime } from '../../core/domain/dates';
import {
  CHOSEN_EVENTS,
  endpointAddressProblem,
  endpointRefusalInWords,
  endpointStateInWords,
  eventsInWords,
} from '../../core/domain/webhooks';
import { webhookEndpointsQuery, webhookWrites } from '../../core/queries/webhooks';
import { useServerQuery } from '../common';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ShownOnce } from '../common/ShownOnce';
import { useDestructiveStyles } from '../common/useDestructiveStyles';
import { useListTableStyles } from '../common/useListTableStyles';
import { useNotify } from '../shell/Toasts';
import { WebhookDeliveries } from './WebhookDeliveries';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, containerType: 'inline-size' },
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '40em' },
  events: {
    display: 'grid',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  address: { overflowWrap: 'anywhere' },
  submit: { justifySelf: 'start' },
});

const when = (iso: string) => formatDateTime(new Date(iso));

/**
 * The tenant's webhook endpoints (docs/integrators.md): each told of the events it chose, turned
 * on or off, removed, its deliveries listed; a new endpoint's signing secret shown once, to copy.
 */
export function WebhooksPanel({
  tenantId,
  organisation,
}: {
  tenantId: string;
  organisation: string;
}) {
  const styles = useStyles();
  const table = useListTableStyles();
  const danger = useDestructiveStyles();
  const notify = useNotify();
  const headingId = useId();
  const endpoints = useServerQuery(useMemo(() => webhookEndpointsQuery(tenantId), [tenantId]));
  const writes = useMemo(() => webhookWrites(tenantId), [tenantId]);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<readonly WebhookEventType[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const nameOf = (e: Pick<WebhookEndpoint, 'url' | 'description'>) => e.description || e.url;

  const register = async (event: FormEvent) => {
    event.preventDefault();
    const wrong =
      endpointAddressProblem(url) ?? (events.length === 0 ? 'Choose at least one event.' : null);
    if (wrong) return setProblem(wrong);
    setBusy(true);
    setProblem(null);
    try {
      const made = await writes.create({
        url: url.trim(),
        events: [...events],
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      setCreated(made);
      setUrl('');
      setDescription('');
      setEvents([]);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem(
        `The endpoint could not be added. ${endpointRefusalInWords(code) ?? errorInWords(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  const turn = async (endpoint: WebhookEndpoint, enabled: boolean) => {
    try {
      await writes.update(endpoint.id, { enabled });
      notify(`Deliveries to “${nameOf(endpoint)}” are turned ${enabled ? 'on' : 'off'}.`);
    } catch (error) {
      setProblem(`The endpoint could not be changed. ${errorInWords(error)}`);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId}>Webhooks</h2>
      <p>
        The organisation’s own systems can be told at once when something happens: a video ready, a
        clip made, an export done. Each delivery is signed with the endpoint’s secret (Standard
        Webhooks) and tried again for hours until the endpoint takes it.
      </p>
      {endpoints.error && (
        <p role="alert" className={table.alert}>
          The webhooks could not be loaded. {errorInWords(endpoints.error)}
        </p>
      )}
      {endpoints.data && endpoints.data.length === 0 && (
        <p className={table.message}>No endpoint is registered yet.</p>
      )}
      {endpoints.data && endpoints.data.length > 0 && (
        <table className={table.table} aria-label={`Webhook endpoints of ${organisation}`}>
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Told of</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {endpoints.data.map((endpoint) => (
              <tr key={endpoint.id}>
                <td className={styles.address}>
                  {endpoint.description && <strong>{endpoint.description} </strong>}
                  <code>{endpoint.url}</code>
                </td>
                <td>
                  <span className={table.cardLabel}>Told of: </span>
                  {eventsInWords(endpoint.events)}
                </td>
                <td>
                  <span className={table.cardLabel}>State: </span>
                  {endpointStateInWords(endpoint, when)}
                </td>
                <td>
                  <div className={table.actions}>
                    <Button
                      size="small"
                      aria-expanded={open === endpoint.id}
                      aria-label={`Deliveries to ${nameOf(endpoint)}`}
                      onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                    >
                      Deliveries
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${endpoint.enabled ? 'Turn off' : 'Turn on'} ${nameOf(endpoint)}`}
                      onClick={() => void turn(endpoint, !endpoint.enabled)}
                    >
                      {endpoint.enabled ? 'Turn off' : 'Turn on'}
                    </Button>
                    <Button
                      size="small"
                      className={danger.outline}
                      aria-label={`Remove ${nameOf(endpoint)}`}
                      onClick={() => setRemoving(endpoint)}
                    >
                      Remove
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && endpoints.data?.some((e) => e.id === open) && (
        <WebhookDeliveries
          tenantId={tenantId}
          endpoint={endpoints.data.find((e) => e.id === open)!}
          onResent={() => notify('The delivery is sent again.')}
        />
      )}
      {created && (
        <ShownOnce
          label="The signing secret"
          what="the secret"
          value={created.secret}
          onDone={() => setCreated(null)}
        >
          The endpoint “{nameOf(created)}” was added. Copy its signing secret now: it will not be
          shown again.
        </ShownOnce>
      )}
      <form className={styles.form} onSubmit={(e) => void register(e)} noValidate>
        <h3>Add an endpoint</h3>
        <Field
          label="Endpoint address"
          hint="An https address of your system, like https://club.example/hooks."
        >
          <Input type="url" value={url} maxLength={2000} onChange={(_, d) => setUrl(d.value)} />
        </Field>
        <Field label="Description" hint="What it is for, like “Club app”. Optional.">
          <Input value={description} maxLength={200} onChange={(_, d) => setDescription(d.value)} />
        </Field>
        <fieldset className={styles.events}>
          <legend>Tell it when</legend>
          {CHOSEN_EVENTS.map((type) => (
            <Checkbox
              key={type}
              label={WEBHOOK_EVENTS[type]}
              checked={events.includes(type)}
              onChange={(_, d) =>
                setEvents((now) =>
                  d.checked === true ? [...now, type] : now.filter((t) => t !== type),
                )
              }
            />
          ))}
        </fieldset>
        <Button type="submit" className={styles.submit} disabled={busy}>
          {busy ? 'Adding…' : 'Add the endpoint'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className={table.alert}>
          {problem}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove “${nameOf(removing)}”?`}
          confirmLabel="Remove the endpoint"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            // Its deliveries' list closes first: read again once it is gone, it would be a 404.
            if (open === removing.id) setOpen(null);
            try {
              await writes.remove(removing.id);
              notify(`The endpoint “${nameOf(removing)}” was removed.`);
              setRemoving(null);
              return null;
            } catch (error) {
              return `The endpoint could not be removed. ${errorInWords(error)}`;
            }
          }}
        >
          <p>It is told of nothing more, and its list of deliveries goes with it.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
