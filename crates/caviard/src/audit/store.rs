//! SQLite storage: opening (with the checks that keep a foreign or corrupt file untouched),
//! numbered forward-only migrations, appends (one `BEGIN IMMEDIATE` transaction each), reads,
//! retention purges and verification.

use std::io::Read;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};
use sha2::Sha256;

use super::chain::{self, Row, GENESIS};
use super::db::{sql, time_key};
use super::query::{Filter, Stored, VerifyReport};
use super::record::{Draft, Record};
use super::schema::MIGRATIONS;
use crate::digest::hex;
use crate::error::{Error, Result};

/// `PRAGMA application_id` of a Caviard register: "CAVD".
pub const APPLICATION_ID: i64 = 0x4341_5644;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// `PRAGMA mmap_size` for verify and exports (SQLite caps it at 2 GiB by default).
const SCAN_MMAP_BYTES: i64 = 1 << 30;

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// How hard a commit waits for the disk. Whatever the setting, an acknowledged record survives
/// a crash or kill of the process, and the file is never left corrupt; the setting only decides
/// what an operating-system crash or a power cut can take back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Durability {
    /// `synchronous=FULL`: every commit waits for an fsync of the WAL, so an acknowledged
    /// record also survives a power cut. Costs one fsync per record (a few milliseconds).
    Full,
    /// `synchronous=NORMAL` (the default): commits do not wait for the disk. A power cut or a
    /// kernel crash may take back the records committed since the last [`Register::sync`] (or
    /// the last automatic checkpoint); the register then still verifies, shorter. Call
    /// [`Register::sync`] before a payload leaves the machine.
    Normal,
}
/// An open audit register.
pub struct Register {
    pub(super) conn: Connection,
    path: PathBuf,
    key: [u8; 32],
}

impl Register {
    /// Open the register at `path`, creating it (mode 0600) when the file does not exist.
    ///
    /// # Errors
    /// [`Error::RegisterForeign`] when the file is not a Caviard register,
    /// [`Error::RegisterCorrupt`] when it is damaged, [`Error::RegisterTooNew`] when a newer
    /// Caviard wrote it — in each case the file is left exactly as it was.
    pub fn open(path: &Path) -> Result<Register> {
        Self::open_inner(path, true)
    }

    /// Open an existing register (for reading, verifying, exporting).
    ///
    /// # Errors
    /// As [`Register::open`], plus [`Error::RegisterNotFound`] when there is no file.
    pub fn open_existing(path: &Path) -> Result<Register> {
        Self::open_inner(path, false)
    }

    fn open_inner(path: &Path, create: bool) -> Result<Register> {
        let shown = path.display().to_string();
        let corrupt = |detail: String| Error::RegisterCorrupt {
            path: shown.clone(),
            detail,
        };
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => return Err(Error::RegisterForeign(shown)),
            Ok(m) if m.len() > 0 => check_header(path, &shown)?,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if !create {
                    return Err(Error::RegisterNotFound(shown));
                }
                create_private(path)?;
            }
            Err(e) => return Err(Error::Io(e)),
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| corrupt(e.to_string()))?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(sql)?;
        // Identify the file before anything can write to it. The three reads share one read
        // transaction: another process may be creating the register right now, and reading
        // `application_id` before its first migration commits and `user_version` after would
        // take a half-seen register for a foreign file.
        let (app, version, tables) = identify(&conn).map_err(|e| corrupt(e.to_string()))?;
        let fresh = app == 0 && version == 0 && tables == 0;
        if !fresh {
            if app != APPLICATION_ID {
                return Err(Error::RegisterForeign(shown));
            }
            if version > SCHEMA_VERSION {
                return Err(Error::RegisterTooNew {
                    path: shown,
                    found: version,
                    supported: SCHEMA_VERSION,
                });
            }
            let check: String = conn
                .query_row("PRAGMA quick_check", [], |r| r.get(0))
                .map_err(|e| corrupt(e.to_string()))?;
            if check != "ok" {
                return Err(corrupt(check));
            }
            for t in ["meta", "records"] {
                let n: i64 = conn
                    .query_row(
                        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1",
                        [t],
                        |r| r.get(0),
                    )
                    .map_err(|e| corrupt(e.to_string()))?;
                if n != 1 && version >= 1 {
                    return Err(corrupt(format!("table {t} absente")));
                }
            }
        }
        let mut reg = Register {
            conn,
            path: path.to_path_buf(),
            key: [0; 32],
        };
        reg.migrate()?;
        enable_wal(&reg.conn, BUSY_TIMEOUT)?;
        reg.set_durability(Durability::Normal)?;
        // Purged payloads are overwritten with zeros, not left in free pages.
        reg.conn
            .pragma_update(None, "secure_delete", "ON")
            .map_err(sql)?;
        reg.key = reg.load_key()?;
        Ok(reg)
    }

    /// Apply the pending migrations, each in its own immediate transaction.
    fn migrate(&mut self) -> Result<()> {
        loop {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .map_err(sql)?;
            let version: i64 = tx
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(sql)?;
            if version >= SCHEMA_VERSION {
                return Ok(());
            }
            tx.execute_batch(MIGRATIONS[version as usize])
                .map_err(sql)?;
            if version == 0 {
                let mut key = [0u8; 32];
                getrandom::fill(&mut key).map_err(|e| Error::Register(e.to_string()))?;
                tx.execute(
                    "INSERT INTO meta (key, value) VALUES ('hmac_key', ?1)",
                    [&key[..]],
                )
                .map_err(sql)?;
                tx.pragma_update(None, "application_id", APPLICATION_ID)
                    .map_err(sql)?;
            }
            tx.pragma_update(None, "user_version", version + 1)
                .map_err(sql)?;
            tx.commit().map_err(sql)?;
        }
    }

    fn load_key(&self) -> Result<[u8; 32]> {
        let v: Vec<u8> = self
            .conn
            .query_row("SELECT value FROM meta WHERE key = 'hmac_key'", [], |r| {
                r.get(0)
            })
            .map_err(|e| Error::RegisterCorrupt {
                path: self.path.display().to_string(),
                detail: format!("clé HMAC absente ({e})"),
            })?;
        v.try_into().map_err(|_| Error::RegisterCorrupt {
            path: self.path.display().to_string(),
            detail: "clé HMAC invalide".into(),
        })
    }

    /// Set the durability of later appends on this connection ([`Durability::Normal`] when
    /// opened).
    pub fn set_durability(&mut self, d: Durability) -> Result<()> {
        let v = match d {
            Durability::Full => "FULL",
            Durability::Normal => "NORMAL",
        };
        self.conn.pragma_update(None, "synchronous", v).map_err(sql)
    }

    /// A durability barrier: when it returns `Ok`, every record committed before the call (by
    /// this or any other connection) is on disk and survives a power cut, whatever the
    /// [`Durability`]. Call it before a recorded payload leaves the machine.
    ///
    /// It runs `PRAGMA wal_checkpoint(FULL)`: SQLite waits for other writers and readers, copies
    /// every committed WAL frame into the database file and fsyncs it (and the WAL before it);
    /// under `synchronous=NORMAL` that checkpoint is what SQLite documents as making commits
    /// durable. Costs about two fsyncs.
    ///
    /// # Errors
    /// [`Error::Register`] when the checkpoint could not complete (another connection kept the
    /// register busy beyond the 30 s timeout): the records are committed but not yet known to be
    /// on disk; call it again.
    pub fn sync(&self) -> Result<()> {
        let (busy, log, done): (i64, i64, i64) = self
            .conn
            .query_row("PRAGMA wal_checkpoint(FULL)", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .map_err(sql)?;
        if busy != 0 || log != done {
            return Err(Error::Register(format!(
                "registre occupé : l'écriture sur disque n'a pu être terminée ({done} page(s) sur {log}) ; réessayez"
            )));
        }
        Ok(())
    }

    /// The path of the database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// HMAC-SHA256 of a detected value under this register's key, hex: what the register stores
    /// in place of the value. An officer holding the register can check whether a given value was
    /// in a document; the value itself is never stored.
    pub fn value_hmac(&self, value: &str) -> String {
        hmac_hex(&self.key, value)
    }

    /// Append a record for `draft` at time `at` (the caller's clock), in one immediate
    /// transaction: the new record is chained to the head as it is inside that transaction, so
    /// concurrent writers serialise. Returns the new record's id and hash once it is committed.
    ///
    /// # Errors
    /// [`Error::Register`] when the database refuses the write (disk full, locked too long).
    pub fn append(&mut self, draft: &Draft, at: DateTime<Utc>) -> Result<Appended> {
        self.append_with(draft, at, |_, _| Ok(()))
    }

    /// [`Register::append`], running `also(tx, id)` inside the same transaction before it
    /// commits (the vault row of the record).
    pub(crate) fn append_with(
        &mut self,
        draft: &Draft,
        at: DateTime<Utc>,
        also: impl FnOnce(&rusqlite::Transaction<'_>, u64) -> Result<()>,
    ) -> Result<Appended> {
        let key = self.key;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let head: Option<(i64, String)> = tx
            .prepare_cached("SELECT id, hash FROM records ORDER BY id DESC LIMIT 1")
            .map_err(sql)?
            .query_row([], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()
            .map_err(sql)?;
        let (prev_id, prev_hash) = head.unwrap_or((0, GENESIS.to_string()));
        let id = prev_id as u64 + 1;
        let record = Record::build(draft, id, prev_hash, at, |v| hmac_hex(&key, v));
        let body = chain::canonical(&record);
        let hash = chain::hash_body(&body);
        tx.prepare_cached(
            "INSERT INTO records (id, at, operator, provider, prev_hash, hash, body, payload)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )
        .map_err(sql)?
        .execute(params![
            id as i64,
            time_key(&record.at),
            record.operator.name,
            record.destination.provider,
            record.prev_hash,
            hash,
            body,
            draft.payload,
        ])
        .map_err(sql)?;
        tx.prepare_cached(
            "INSERT INTO meta (key, value) VALUES ('head', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        )
        .map_err(sql)?
        .execute([format!("{id} {hash}")])
        .map_err(sql)?;
        also(&tx, id)?;
        tx.commit().map_err(sql)?;
        Ok(Appended { id, hash })
    }

    /// The head: number of records and hash of the last one ([`GENESIS`] when empty).
    pub fn head(&self) -> Result<(u64, String)> {
        let head: Option<(i64, String)> = self
            .conn
            .query_row(
                "SELECT id, hash FROM records ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(sql)?;
        Ok(head
            .map(|(i, h)| (i as u64, h))
            .unwrap_or((0, GENESIS.to_string())))
    }

    /// Set the retention period of payload texts, in days (`None`: keep them).
    pub fn set_retention_days(&mut self, days: Option<u32>) -> Result<()> {
        match days {
            Some(d) => self.conn.execute(
                "INSERT INTO meta (key, value) VALUES ('retention_days', ?1)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [d.to_string()],
            ),
            None => self
                .conn
                .execute("DELETE FROM meta WHERE key = 'retention_days'", []),
        }
        .map_err(sql)?;
        Ok(())
    }

    /// The retention period of payload texts, in days.
    pub fn retention_days(&self) -> Result<Option<u32>> {
        let v: Option<String> = self
            .conn
            .query_row(
                "SELECT value FROM meta WHERE key = 'retention_days'",
                [],
                |r| r.get(0),
            )
            .optional()
            .map_err(sql)?;
        Ok(v.and_then(|s| s.parse().ok()))
    }

    /// Purge the payload texts of records older than the retention period at time `now`, and
    /// their vaults; the records, their payload hashes and the chain stay. Returns the number
    /// purged.
    pub fn purge(&mut self, now: DateTime<Utc>) -> Result<usize> {
        let Some(days) = self.retention_days()? else {
            return Ok(0);
        };
        let cutoff = now - chrono::Duration::days(i64::from(days));
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let n = tx
            .execute(
                "UPDATE records SET payload = NULL, purged_at = ?1
                 WHERE payload IS NOT NULL AND at < ?2",
                [time_key(&now), time_key(&cutoff)],
            )
            .map_err(sql)?;
        // The vault of a purged payload goes with it (its labels can no longer be restored).
        tx.execute(
            "DELETE FROM vault WHERE record_id IN (SELECT id FROM records WHERE purged_at IS NOT NULL)",
            [],
        )
        .map_err(sql)?;
        tx.commit().map_err(sql)?;
        // Old page versions holding the texts leave the WAL now, not at some later checkpoint.
        self.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .map_err(sql)?;
        Ok(n)
    }

    /// One record by id.
    ///
    /// # Errors
    /// [`Error::RecordNotFound`] when there is no such record.
    pub fn get(&self, id: u64) -> Result<Stored> {
        let mut out = None;
        self.for_each(
            &Filter {
                id: Some(id),
                ..Filter::default()
            },
            |s| {
                out = Some(s);
                Ok(())
            },
        )?;
        out.ok_or(Error::RecordNotFound(id))
    }

    /// Call `f` on every record matching `filter`, in order.
    ///
    /// # Errors
    /// [`Error::RegisterCorrupt`] when a stored body cannot be read; whatever `f` returns.
    pub fn for_each(&self, filter: &Filter, mut f: impl FnMut(Stored) -> Result<()>) -> Result<()> {
        let mut q =
            String::from("SELECT id, hash, body, payload, purged_at FROM records WHERE 1=1");
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        if let Some(id) = filter.id {
            q.push_str(" AND id = ?");
            args.push((id as i64).into());
        }
        if let Some(from) = &filter.from {
            q.push_str(" AND at >= ?");
            args.push(time_key(from).into());
        }
        if let Some(to) = &filter.to {
            q.push_str(" AND at < ?");
            args.push(time_key(to).into());
        }
        if let Some(op) = &filter.operator {
            q.push_str(" AND operator = ? COLLATE NOCASE");
            args.push(op.clone().into());
        }
        q.push_str(" ORDER BY id");
        let mut stmt = self.conn.prepare(&q).map_err(sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(args)).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let id: i64 = r.get(0).map_err(sql)?;
            let body: String = r.get(2).map_err(sql)?;
            let record: Record =
                serde_json::from_str(&body).map_err(|e| Error::RegisterCorrupt {
                    path: self.path.display().to_string(),
                    detail: format!("enregistrement n° {id} illisible : {e}"),
                })?;
            if let Some(d) = &filter.destination {
                let d = d.to_lowercase();
                let dest = &record.destination;
                if dest.provider.to_lowercase() != d && dest.model.to_lowercase() != d {
                    continue;
                }
            }
            f(Stored {
                id: id as u64,
                hash: r.get(1).map_err(sql)?,
                record,
                payload: r.get(3).map_err(sql)?,
                purged_at: r.get(4).map_err(sql)?,
            })?;
        }
        Ok(())
    }

    /// The connection, for the vault and the event journal.
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    pub(crate) fn conn_mut(&mut self) -> &mut Connection {
        &mut self.conn
    }

    /// One pass over every record in order: check each one against the chain and hand the
    /// records matching `filter` (none when `None`) to `visit`, fully parsed. Stops at the first
    /// bad record; the report names it. Exports use this so the register is read once.
    ///
    /// # Errors
    /// [`Error::Register`] when SQLite fails; whatever `visit` returns.
    pub fn scan(
        &self,
        filter: Option<&Filter>,
        mut visit: impl FnMut(RawStored) -> Result<()>,
    ) -> Result<VerifyReport> {
        // The whole file is read in order: mapped, its pages are not copied by one read()
        // each. Reads only; writes still go through SQLite's ordinary I/O.
        self.conn
            .pragma_update(None, "mmap_size", SCAN_MMAP_BYTES)
            .map_err(sql)?;
        let mut stmt = self
            .conn
            .prepare(
                "SELECT id, at, operator, provider, prev_hash, hash, body, payload, purged_at
                 FROM records ORDER BY id",
            )
            .map_err(sql)?;
        let mut rows = stmt.query([]).map_err(sql)?;
        let mut prev = GENESIS.to_string();
        let mut expected: u64 = 1;
        let bounds = filter.map(|f| {
            (
                f.from.as_ref().map(time_key),
                f.to.as_ref().map(time_key),
                f.operator.as_ref().map(|o| o.to_lowercase()),
                f.destination.as_ref().map(|d| d.to_lowercase()),
            )
        });
        while let Some(r) = rows.next().map_err(sql)? {
            let mut row = Row {
                id: r.get(0).map_err(sql)?,
                at: r.get(1).map_err(sql)?,
                operator: r.get(2).map_err(sql)?,
                provider: r.get(3).map_err(sql)?,
                prev_hash: r.get(4).map_err(sql)?,
                hash: r.get(5).map_err(sql)?,
                body: r.get(6).map_err(sql)?,
                payload: r.get(7).map_err(sql)?,
                purged_at: r.get(8).map_err(sql)?,
            };
            if let Err(reason) = chain::check_row(&row, expected, &prev) {
                return Ok(VerifyReport {
                    records: expected - 1,
                    head: prev,
                    first_bad: Some((expected, reason)),
                });
            }
            if let (Some(f), Some((from, to, op, dest))) = (filter, &bounds) {
                let wanted = f.id.is_none_or(|i| i == expected)
                    && from.as_ref().is_none_or(|b| row.at >= *b)
                    && to.as_ref().is_none_or(|b| row.at < *b)
                    && op
                        .as_ref()
                        .is_none_or(|o| row.operator.to_lowercase() == *o);
                if wanted && dest.as_ref().is_none_or(|x| dest_matches(&row.body, x)) {
                    visit(RawStored {
                        id: expected,
                        hash: row.hash.clone(),
                        body: std::mem::take(&mut row.body),
                        payload: row.payload.take(),
                        purged_at: row.purged_at.take(),
                    })?;
                }
            }
            prev = row.hash;
            expected += 1;
        }
        let count = expected - 1;
        let stated: Option<String> = self
            .conn
            .query_row("SELECT value FROM meta WHERE key = 'head'", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(sql)?;
        let ok_head = match &stated {
            None => count == 0,
            Some(s) => *s == format!("{count} {prev}"),
        };
        if !ok_head {
            let last = stated
                .as_deref()
                .and_then(|s| s.split(' ').next())
                .and_then(|n| n.parse::<u64>().ok())
                .unwrap_or(count);
            return Ok(VerifyReport {
                records: count,
                head: prev,
                first_bad: Some((
                    count.min(last) + 1,
                    format!(
                        "fin du registre modifiée : la tête enregistrée ne correspond pas au dernier enregistrement (n° {count}) ; des enregistrements ont pu être supprimés"
                    ),
                )),
            });
        }
        Ok(VerifyReport {
            records: count,
            head: prev,
            first_bad: None,
        })
    }

    /// Whether a hash appears in the chain (to check a head filed elsewhere earlier).
    pub fn contains_hash(&self, hash: &str) -> Result<Option<u64>> {
        self.conn
            .query_row("SELECT id FROM records WHERE hash = ?1", [hash], |r| {
                r.get::<_, i64>(0)
            })
            .optional()
            .map(|o| o.map(|i| i as u64))
            .map_err(sql)
    }
}

/// A verified record as stored: its canonical body unparsed ([`RawStored::parse`] gives the
/// [`Stored`]).
#[derive(Debug, Clone)]
pub struct RawStored {
    pub id: u64,
    pub hash: String,
    /// The canonical JSON of the [`Record`], exactly as hashed.
    pub body: String,
    pub payload: Option<String>,
    pub purged_at: Option<String>,
}

impl RawStored {
    /// Parse the body.
    ///
    /// # Errors
    /// [`Error::RegisterCorrupt`] when the body is not a record of this schema.
    pub fn parse(self) -> Result<Stored> {
        let record: Record = serde_json::from_str(&self.body).map_err(|e| {
            Error::Register(format!("enregistrement n° {} illisible : {e}", self.id))
        })?;
        Ok(Stored {
            id: self.id,
            hash: self.hash,
            record,
            payload: self.payload,
            purged_at: self.purged_at,
        })
    }
}

/// Whether a body's provider or model equals `want` (lower case).
fn dest_matches(body: &str, want: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct B<'a> {
        #[serde(borrow)]
        destination: D<'a>,
    }
    #[derive(serde::Deserialize)]
    struct D<'a> {
        #[serde(borrow)]
        provider: std::borrow::Cow<'a, str>,
        #[serde(borrow)]
        model: std::borrow::Cow<'a, str>,
    }
    serde_json::from_str::<B<'_>>(body).is_ok_and(|b| {
        b.destination.provider.to_lowercase() == want || b.destination.model.to_lowercase() == want
    })
}

/// What an append returns once committed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Appended {
    pub id: u64,
    pub hash: String,
}

fn hmac_hex(key: &[u8; 32], value: &str) -> String {
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC takes any key length");
    m.update(value.as_bytes());
    hex(&m.finalize().into_bytes())
}

/// How long an open or a write waits for another process holding the register.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// Put the register in WAL mode (a persistent property of the file) unless it already is.
///
/// The switch needs the file to itself, and SQLite answers `SQLITE_BUSY` at once, without its
/// busy handler, while another connection is inside a write transaction (another process
/// running its migrations): several processes opening a new register together would see
/// "database is locked". So the mode is read first (after the first open
/// there is nothing to do and no lock to take), and a refused switch is retried with a growing
/// pause until `budget` is spent; another process finishing the switch meanwhile is success.
fn enable_wal(conn: &Connection, budget: std::time::Duration) -> Result<()> {
    let deadline = std::time::Instant::now() + budget;
    let mut pause = std::time::Duration::from_millis(1);
    loop {
        if journal_mode(conn).map_err(sql)?.eq_ignore_ascii_case("wal") {
            return Ok(());
        }
        // The pragma returns the mode in force afterwards: the old one when it was refused.
        let err = match conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0)) {
            Ok(m) if m.eq_ignore_ascii_case("wal") => return Ok(()),
            Ok(m) => format!("mode de journal resté {m}"),
            Err(e) if is_busy(&e) => e.to_string(),
            Err(e) => return Err(sql(e)),
        };
        if std::time::Instant::now() >= deadline {
            return Err(Error::Register(err));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(std::time::Duration::from_millis(50));
    }
}

fn journal_mode(conn: &Connection) -> rusqlite::Result<String> {
    conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))
}

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

/// `application_id`, `user_version` and the number of schema objects, read in one snapshot.
fn identify(conn: &Connection) -> rusqlite::Result<(i64, i64, i64)> {
    let tx = conn.unchecked_transaction()?;
    let app: i64 = tx.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let tables: i64 = tx.query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))?;
    tx.finish()?;
    Ok((app, version, tables))
}

/// Refuse a non-empty file that is not SQLite, without opening it as a database.
fn check_header(path: &Path, shown: &str) -> Result<()> {
    let mut head = [0u8; 100];
    let mut f = std::fs::File::open(path)?;
    let mut n = 0;
    while n < head.len() {
        match f.read(&mut head[n..])? {
            0 => break,
            k => n += k,
        }
    }
    if n < 16 || &head[..16] != SQLITE_MAGIC {
        return Err(Error::RegisterForeign(shown.to_string()));
    }
    if n < 100 {
        return Err(Error::RegisterCorrupt {
            path: shown.to_string(),
            detail: "en-tête tronqué".into(),
        });
    }
    Ok(())
}

/// Create an empty file readable and writable by its owner only. SQLite gives the -wal and -shm
/// files the same mode.
fn create_private(path: &Path) -> Result<()> {
    let mut o = std::fs::OpenOptions::new();
    o.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    match o.open(path) {
        Ok(_) => Ok(()),
        // Another process created it first: it initialises or has initialised it.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(Error::Io(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// A rollback-journal database and a second connection inside a write transaction on it,
    /// as another process running its migrations is.
    fn locked_db(dir: &Path) -> (PathBuf, Connection) {
        let path = dir.join("r.sqlite");
        let c = Connection::open(&path).unwrap();
        c.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
            .unwrap();
        let holder = Connection::open(&path).unwrap();
        holder.execute_batch("BEGIN IMMEDIATE;").unwrap();
        (path, holder)
    }

    #[test]
    fn a_wal_switch_refused_by_a_writer_is_retried_until_the_writer_commits() {
        let dir = tempfile::tempdir().unwrap();
        let (path, holder) = locked_db(dir.path());
        let conn = Connection::open(&path).unwrap();
        conn.busy_timeout(BUSY_TIMEOUT).unwrap();
        // What SQLite itself does: the switch is refused at once, whatever the busy timeout
        // (the cause of "database is locked" when processes create a register together).
        let started = std::time::Instant::now();
        let direct = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0));
        assert!(
            matches!(&direct, Err(e) if is_busy(e)) || matches!(&direct, Ok(m) if m != "wal"),
            "{direct:?}"
        );
        assert!(started.elapsed() < Duration::from_secs(5));
        // The writer commits after 300 ms; the retrying switch then succeeds.
        let leaver = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            holder.execute_batch("COMMIT").unwrap();
        });
        enable_wal(&conn, Duration::from_secs(10)).unwrap();
        leaver.join().unwrap();
        assert_eq!(
            journal_mode(&Connection::open(&path).unwrap()).unwrap(),
            "wal"
        );
    }

    #[test]
    fn a_wal_switch_refused_past_the_budget_is_a_register_error() {
        let dir = tempfile::tempdir().unwrap();
        let (path, _holder) = locked_db(dir.path());
        let conn = Connection::open(&path).unwrap();
        let e = enable_wal(&conn, Duration::from_millis(200)).unwrap_err();
        assert!(matches!(e, Error::Register(_)), "{e:?}");
        assert_eq!(journal_mode(&conn).unwrap(), "delete");
    }

    #[test]
    fn a_register_already_in_wal_mode_opens_while_another_connection_writes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.sqlite");
        let c = Connection::open(&path).unwrap();
        enable_wal(&c, Duration::ZERO).unwrap();
        // a writer holds the file; reading the mode still succeeds at once
        c.execute_batch("CREATE TABLE t (x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
            .unwrap();
        let other = Connection::open(&path).unwrap();
        enable_wal(&other, Duration::ZERO).unwrap();
    }
}
