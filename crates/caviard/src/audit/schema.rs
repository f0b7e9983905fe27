//! The register's SQL schema: the numbered, forward-only migrations (run by [`super::store`]).

/// The migrations, in order; migration `i` brings `user_version` from `i` to `i + 1`.
/// Forward-only: never edit one that has shipped, add a new one.
pub(super) const MIGRATIONS: &[&str] = &[
    // 1: the register.
    "CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value ANY NOT NULL
     ) STRICT;
     CREATE TABLE records (
        id        INTEGER PRIMARY KEY,
        at        TEXT NOT NULL,
        operator  TEXT NOT NULL,
        provider  TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash      TEXT NOT NULL UNIQUE,
        body      TEXT NOT NULL,
        payload   TEXT,
        purged_at TEXT
     ) STRICT;
     CREATE INDEX records_at ON records(at);
     CREATE TRIGGER records_no_delete BEFORE DELETE ON records
        BEGIN SELECT RAISE(ABORT, 'caviard: audit records cannot be deleted'); END;
     CREATE TRIGGER records_no_update BEFORE UPDATE OF id, at, operator, provider, prev_hash, hash, body ON records
        BEGIN SELECT RAISE(ABORT, 'caviard: audit records cannot be edited'); END;
     CREATE TRIGGER records_purge_only BEFORE UPDATE OF payload ON records
        WHEN NEW.payload IS NOT NULL OR NEW.purged_at IS NULL
        BEGIN SELECT RAISE(ABORT, 'caviard: a payload can only be purged'); END;",
    // 2: the encrypted label vault and the chained journal of response checks.
    MIGRATION_VAULT_EVENTS,
    // 3: destination profiles, versioned: every change is a new row, none is edited.
    "CREATE TABLE destinations (
        name    TEXT NOT NULL,
        version INTEGER NOT NULL,
        at      TEXT NOT NULL,
        body    TEXT NOT NULL,
        PRIMARY KEY (name, version)
     ) STRICT;
     CREATE TRIGGER destinations_no_delete BEFORE DELETE ON destinations
        BEGIN SELECT RAISE(ABORT, 'caviard: destination versions cannot be deleted'); END;
     CREATE TRIGGER destinations_no_update BEFORE UPDATE ON destinations
        BEGIN SELECT RAISE(ABORT, 'caviard: destination versions cannot be edited'); END;",
];

/// Migration: the vault and the events journal (see [`crate::vault`] and [`super::event`]).
const MIGRATION_VAULT_EVENTS: &str = "CREATE TABLE vault (
        record_id  INTEGER PRIMARY KEY REFERENCES records(id),
        tag        TEXT UNIQUE,
        key_id     TEXT NOT NULL,
        nonce      BLOB NOT NULL,
        ciphertext BLOB NOT NULL
     ) STRICT;
     CREATE TRIGGER vault_no_update BEFORE UPDATE ON vault
        BEGIN SELECT RAISE(ABORT, 'caviard: vault entries cannot be edited'); END;
     CREATE TABLE events (
        id        INTEGER PRIMARY KEY,
        record_id INTEGER NOT NULL REFERENCES records(id),
        kind      TEXT NOT NULL,
        at        TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash      TEXT NOT NULL UNIQUE,
        body      TEXT NOT NULL
     ) STRICT;
     CREATE INDEX events_record ON events(record_id);
     CREATE TRIGGER events_no_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'caviard: events cannot be deleted'); END;
     CREATE TRIGGER events_no_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'caviard: events cannot be edited'); END;";
