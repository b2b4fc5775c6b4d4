-- Webhooks (docs/integrators.md): an administrator's endpoints and each event's delivery to
-- one, run on the job skeleton (job_id, run_id, attempts, heartbeat_at as exports have them).
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  events text[] NOT NULL,
  -- Standard Webhooks' signing secret (`whsec_…`): the server signs with it, so it is kept,
  -- sealed under a key drawn from the server's secret (server/webhooks/sealed-secrets.ts).
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  failing_since timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints (tenant_id);

CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  type text NOT NULL,
  payload text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'delivered', 'retrying', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  response_status integer,
  response_body text,
  error text,
  job_id uuid,
  run_id uuid,
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_sending ON webhook_deliveries (status) WHERE status = 'sending';
-- Deliveries are kept for a while (DELIVERIES_KEPT_DAYS), then forgotten, oldest first.
CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at);
