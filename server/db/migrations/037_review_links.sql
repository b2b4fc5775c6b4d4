-- Review links (docs/review.md): a collection shared with people who have no account, as it
-- was when shared. A link's token is not kept: it is the link's id with a MAC under a key drawn
-- from the server's secret (server/reviews/link-tokens.ts), so a copy of the database gives none.
CREATE TABLE review_links (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL,
  collection_id text NOT NULL,
  title text NOT NULL,
  -- The items as shared: [{type, title, assetId, offset, duration, fps}].
  items jsonb NOT NULL,
  created_by text NOT NULL,
  created_by_email text NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  password_hash text,
  can_comment boolean NOT NULL,
  can_decide boolean NOT NULL,
  revoked_at timestamptz,
  last_opened_at timestamptz,
  decision text CHECK (decision IN ('approved', 'changes')),
  decision_note text,
  decided_by text,
  decided_at timestamptz,
  -- When its owner was last told of new comments (at most one mail in a while).
  comments_told_at timestamptz
);
CREATE INDEX review_links_collection ON review_links (tenant_id, collection_id, created_at DESC);

CREATE TABLE review_comments (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL,
  link_id uuid NOT NULL REFERENCES review_links (id) ON DELETE CASCADE,
  reply_to uuid REFERENCES review_comments (id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  asset_id text NOT NULL,
  at_seconds double precision NOT NULL,
  asset_seconds double precision NOT NULL,
  body text NOT NULL,
  author text NOT NULL,
  by_owner boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by text
);
CREATE INDEX review_comments_link ON review_comments (link_id, created_at);
