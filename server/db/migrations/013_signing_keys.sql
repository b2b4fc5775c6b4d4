-- The keys access tokens are signed with, shared by every server process (docs/server.md
-- "Signing keys"). The newest key that is not retired signs; a token names its key (`kid`), and
-- a retired key is honoured until the last token it signed has expired.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
