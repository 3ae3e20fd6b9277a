-- The studio (issue 4): revisions for optimistic concurrency (If-Match), rollback as a new version,
-- audit outcomes and client addresses, studio users, and scheduled publications.

-- Bumped by every write to the layout (draft save, publish, rollback, schedule, cancel); the ETag.
ALTER TABLE layouts ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision > 0);

-- A rollback is a new version copying an older one; this names the older one. Adding a nullable
-- column does not touch existing rows, so the immutability trigger is not involved.
ALTER TABLE layout_versions ADD COLUMN rollback_of integer CHECK (rollback_of > 0);

ALTER TABLE audit_log
  ADD COLUMN outcome text NOT NULL DEFAULT 'ok' CHECK (outcome IN ('ok', 'denied', 'failed')),
  ADD COLUMN ip text;

CREATE INDEX audit_log_actor ON audit_log (actor, id DESC);

CREATE TABLE studio_users (
  id uuid PRIMARY KEY,
  -- Stored trimmed and lower-case, so the unique constraint is case-insensitive.
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND email <> ''),
  -- scrypt$<N>$<r>$<p>$<salt b64>$<hash b64> (src/users/password.ts); never leaves the store.
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'editor', 'publisher', 'admin')),
  -- null: every market (every affiliate).
  markets text[] CHECK (cardinality(markets) > 0),
  affiliates integer[] CHECK (cardinality(affiliates) > 0),
  disabled boolean NOT NULL DEFAULT false,
  revision integer NOT NULL DEFAULT 1 CHECK (revision > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

-- The draft as it was when scheduled (a snapshot), published at run_at by the composers' pollers.
CREATE TABLE scheduled_publications (
  id uuid PRIMARY KEY,
  layout_id uuid NOT NULL REFERENCES layouts (id),
  run_at timestamptz NOT NULL,
  -- The zone staff picked run_at in, to show it back to them.
  time_zone text NOT NULL,
  placements jsonb NOT NULL CHECK (jsonb_typeof(placements) = 'array'),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'published', 'cancelled', 'failed')),
  version integer,
  fired_at timestamptz,
  error text,
  -- MATCH SIMPLE: checked only once version is set.
  FOREIGN KEY (layout_id, version) REFERENCES layout_versions (layout_id, version),
  CHECK ((status = 'published') = (version IS NOT NULL))
);

-- The pollers' query: the earliest pending publications that are due.
CREATE INDEX scheduled_publications_due ON scheduled_publications (status, run_at) WHERE status = 'pending';
CREATE INDEX scheduled_publications_layout ON scheduled_publications (layout_id, created_at DESC);
