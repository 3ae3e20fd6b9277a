-- Who did what to which layout, append-only. No foreign key: the trail outlives what it describes.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  layout_id uuid,
  version integer,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX audit_log_layout ON audit_log (layout_id, id DESC);
