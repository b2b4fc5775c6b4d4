import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useMemo, useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '../../core/api/contract/webhooks';
import { errorInWords } from '../../core/api/error-words';
import { formatDateTime } from '../../core/domain/dates';
import { answerInWords, deliveryStateInWords, eventsInWords } from '../../core/domain/webhooks';
import { webhookDeliveriesQuery, webhookWrites } from '../../core/queries/webhooks';
import { useServerQuery } from '../common';
import { useListTableStyles } from '../common/useListTableStyles';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  answer: { overflowWrap: 'anywhere' },
});

/** An endpoint's last deliveries, newest first, read again every few seconds; each sent again on demand. */
export function WebhookDeliveries({
  tenantId,
  endpoint,
  onResent,
}: {
  tenantId: string;
  endpoint: WebhookEndpoint;
  onResent(): void;
}) {
  const styles = useStyles();
  const table = useListTableStyles();
  const headingId = useId();
  const name = endpoint.description || endpoint.url;
  const deliveries = useServerQuery(
    useMemo(() => webhookDeliveriesQuery(tenantId, endpoint.id), [tenantId, endpoint.id]),
  );
  const writes = useMemo(() => webhookWrites(tenantId), [tenantId]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);

  const resend = async (delivery: WebhookDelivery) => {
    setSending(delivery.id);
    setProblem(null);
    try {
      await writes.resend(delivery.id);
      onResent();
    } catch (error) {
      setProblem(`The delivery could not be sent again. ${errorInWords(error)}`);
    } finally {
      setSending(null);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId}>Deliveries to {name}</h3>
      {deliveries.error && (
        <p role="alert" className={table.alert}>
          The deliveries could not be loaded. {errorInWords(deliveries.error)}
        </p>
      )}
      {deliveries.data?.length === 0 && (
        <p className={table.message}>Nothing has been sent to it yet.</p>
      )}
      {deliveries.data && deliveries.data.length > 0 && (
        <table className={table.table} aria-label={`Deliveries to ${name}, newest first`}>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Sent</th>
              <th scope="col">State</th>
              <th scope="col">Its answer</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((delivery) => (
              <tr key={delivery.id}>
                <td>{eventsInWords([delivery.type])}</td>
                <td className={table.number}>
                  <span className={table.cardLabel}>Sent </span>
                  {formatDateTime(new Date(delivery.created))}
                </td>
                <td>
                  <span className={table.cardLabel}>State: </span>
                  {deliveryStateInWords(delivery)}
                </td>
                <td className={styles.answer}>
                  <span className={table.cardLabel}>Its answer: </span>
                  {answerInWords(delivery)}
                </td>
                <td>
                  <Button
                    size="small"
                    disabled={sending === delivery.id}
                    aria-label={`Send again: ${eventsInWords([delivery.type])}, ${formatDateTime(new Date(delivery.created))}`}
                    onClick={() => void resend(delivery)}
                  >
                    Send again
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {problem && (
        <p role="alert" className={table.alert}>
          {problem}
        </p>
      )}
    </section>
  );
}
