-- Layouts, their drafts, their immutable published versions and the head that says which version is live.
--
-- Placements are stored as one validated jsonb array per draft / version rather than as rows:
-- a version is an immutable snapshot that is always read and written whole (one row per page request),
-- its order is the array order, and its shape is checked by the `Placement` zod schema at save time,
-- which SQL constraints could not express (config depends on the block type). Queries across placements,
-- if ever needed, can use jsonb operators and a GIN index.

CREATE TABLE layouts (
  id uuid PRIMARY KEY,
  page_key text NOT NULL,
  market text,
  affiliate_id integer CHECK (affiliate_id > 0),
  site_kind text,
  name text NOT NULL CHECK (name <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL
);

-- One layout per scope, nulls equal ("any"). Its leading page_key also serves the best-match read.
CREATE UNIQUE INDEX layouts_scope_key
  ON layouts (page_key, COALESCE(affiliate_id, 0), COALESCE(site_kind, ''), COALESCE(market, ''));

CREATE TABLE layout_drafts (
  layout_id uuid PRIMARY KEY REFERENCES layouts (id) ON DELETE CASCADE,
  placements jsonb NOT NULL CHECK (jsonb_typeof(placements) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);

CREATE TABLE layout_versions (
  layout_id uuid NOT NULL REFERENCES layouts (id),
  version integer NOT NULL CHECK (version > 0),
  placements jsonb NOT NULL CHECK (jsonb_typeof(placements) = 'array'),
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  note text,
  PRIMARY KEY (layout_id, version)
);

-- Published versions are history: they can be added, never changed or removed.
CREATE FUNCTION reject_layout_version_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'layout_versions are immutable: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER layout_versions_immutable
  BEFORE UPDATE OR DELETE ON layout_versions
  FOR EACH ROW EXECUTE FUNCTION reject_layout_version_change();

CREATE TRIGGER layout_versions_no_truncate
  BEFORE TRUNCATE ON layout_versions
  FOR EACH STATEMENT EXECUTE FUNCTION reject_layout_version_change();

-- The live version of a layout; rollback points it back at an older version.
CREATE TABLE layout_heads (
  layout_id uuid PRIMARY KEY REFERENCES layouts (id),
  version integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  FOREIGN KEY (layout_id, version) REFERENCES layout_versions (layout_id, version)
);
