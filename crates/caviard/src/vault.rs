//! The vault: for each recorded payload, the map from the labels it issued back to the
//! original values, encrypted at rest.
//!
//! * Cipher: ChaCha20-Poly1305 (RustCrypto `chacha20poly1305`), an authenticated cipher: a
//!   wrong key or any edited byte is refused, never decrypted to garbage. One random 96-bit
//!   nonce per record; the associated data binds the ciphertext to its record number and label
//!   tag, so a vault row moved to another record does not decrypt.
//! * Key: 32 random bytes in a key file kept outside the register, by default beside it
//!   (`<register>.vaultkey`), mode 0600, created atomically (written aside, then linked into
//!   place without overwriting: two first runs agree on one key). A key file readable by other
//!   users is refused. The key is wiped from memory when dropped (`zeroize`).
//! * Storage: table `vault` (record number, tag, key id, nonce, ciphertext), written in the
//!   same transaction as its record. The key id (a hash of the key, not the key) tells a wrong
//!   key from an edited ciphertext.
//!
//! The values never reach the database, a log or an export in clear.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use chrono::{DateTime, Utc};
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use zeroize::{Zeroize, Zeroizing};

use crate::audit::db::sql;
use crate::audit::{Appended, Draft, Register};
use crate::detect::Finding;
use crate::error::{Error, Result};
use crate::label::{find_labels, LabelTag};
use crate::mask::Masked;

const KEY_HEADER: &str = "caviard vault key v1";
const AAD_DOMAIN: &str = "caviard.vault.v1";

/// The vault key, wiped from memory on drop.
pub struct VaultKey {
    key: Zeroizing<[u8; 32]>,
    path: PathBuf,
}

impl std::fmt::Debug for VaultKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VaultKey")
            .field("path", &self.path)
            .field("id", &self.id())
            .finish()
    }
}

impl VaultKey {
    /// Where the key of the register at `register` lives by default: `<register>.vaultkey`.
    pub fn default_path(register: &Path) -> PathBuf {
        let mut s = register.as_os_str().to_owned();
        s.push(".vaultkey");
        PathBuf::from(s)
    }

    /// Load an existing key file.
    ///
    /// # Errors
    /// [`Error::VaultKeyMissing`] when there is no file; [`Error::VaultKeyInvalid`] when it is
    /// not a key file or other users may read it.
    pub fn load(path: &Path) -> Result<VaultKey> {
        let shown = path.display().to_string();
        let invalid = |detail: &str| Error::VaultKeyInvalid {
            path: shown.clone(),
            detail: detail.to_string(),
        };
        let text = match std::fs::read(path) {
            Ok(t) => Zeroizing::new(t),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(Error::VaultKeyMissing(shown))
            }
            Err(e) => return Err(Error::Io(e)),
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(path)?.permissions().mode() & 0o777;
            if mode & 0o077 != 0 {
                return Err(invalid(&format!(
                    "lisible par d'autres utilisateurs (droits {mode:o}) ; attendu 600 : chmod 600 sur le fichier"
                )));
            }
        }
        let s = std::str::from_utf8(&text).map_err(|_| invalid("contenu illisible"))?;
        let mut lines = s.lines();
        if lines.next() != Some(KEY_HEADER) {
            return Err(invalid("en-tête absent"));
        }
        let hexkey = lines.next().unwrap_or("").trim();
        let mut key = Zeroizing::new([0u8; 32]);
        if hexkey.len() != 64 || !hexkey.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(invalid("clé de 32 octets attendue"));
        }
        for (i, k) in key.iter_mut().enumerate() {
            *k = u8::from_str_radix(&hexkey[2 * i..2 * i + 2], 16)
                .map_err(|_| invalid("clé de 32 octets attendue"))?;
        }
        Ok(VaultKey {
            key,
            path: path.to_path_buf(),
        })
    }

    /// Load the key at `path`, creating it when absent and the register has no vault yet.
    ///
    /// # Errors
    /// [`Error::VaultKeyMissing`] when the file is absent but the register already holds
    /// encrypted vaults (a new key would not open them: the right key must be found);
    /// as [`VaultKey::load`] otherwise.
    pub fn open_for(reg: &Register, path: &Path) -> Result<VaultKey> {
        if path.exists() {
            return Self::load(path);
        }
        let n: i64 = reg
            .conn()
            .query_row("SELECT count(*) FROM vault", [], |r| r.get(0))
            .map_err(sql)?;
        if n > 0 {
            return Err(Error::VaultKeyMissing(path.display().to_string()));
        }
        Self::create(path)
    }

    /// Create a key file (0600) atomically; when another process created it first, load theirs.
    ///
    /// # Errors
    /// [`Error::Io`] when the file cannot be written.
    pub fn create(path: &Path) -> Result<VaultKey> {
        let mut key = Zeroizing::new([0u8; 32]);
        getrandom::fill(&mut key[..]).map_err(|e| Error::Register(e.to_string()))?;
        let mut nonce = [0u8; 8];
        getrandom::fill(&mut nonce).map_err(|e| Error::Register(e.to_string()))?;
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(format!(".{}.tmp", crate::digest::hex(&nonce)));
        let tmp = PathBuf::from(tmp);
        let mut text = Zeroizing::new(format!("{KEY_HEADER}\n"));
        text.push_str(&crate::digest::hex(&key[..]));
        text.push('\n');
        let mut o = std::fs::OpenOptions::new();
        o.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
        let written = o.open(&tmp).and_then(|mut f| {
            f.write_all(text.as_bytes())?;
            f.sync_all()
        });
        if let Err(e) = written {
            let _ = std::fs::remove_file(&tmp);
            return Err(Error::Io(e));
        }
        // A hard link never replaces an existing file: the first creator wins.
        let linked = std::fs::hard_link(&tmp, path);
        let _ = std::fs::remove_file(&tmp);
        match linked {
            Ok(()) => Ok(VaultKey {
                key,
                path: path.to_path_buf(),
            }),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Self::load(path),
            Err(e) => Err(Error::Io(e)),
        }
    }

    /// The key file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A public identifier of the key (a hash, not the key): 16 hex digits.
    pub fn id(&self) -> String {
        let mut h = Sha256::new();
        h.update(b"caviard.vault.keyid\n");
        h.update(&self.key[..]);
        crate::digest::hex(&h.finalize()[..8])
    }

    fn cipher(&self) -> ChaCha20Poly1305 {
        ChaCha20Poly1305::new(Key::from_slice(&self.key[..]))
    }
}

/// A record's labels and the values they replace, in clear: lives only in memory and is wiped
/// when dropped. A label can stand for several spellings of one value (`Sami Ben Salah`, then
/// `Ben Salah`); the first is the one restored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaultEntries {
    labels: BTreeMap<String, Vec<String>>,
}

impl Drop for VaultEntries {
    fn drop(&mut self) {
        for v in self.labels.values_mut() {
            v.zeroize();
        }
    }
}

impl VaultEntries {
    /// The labels of a masking run and their values: every replacement that is a label.
    pub fn from_masked(text: &str, findings: &[Finding], masked: &Masked) -> VaultEntries {
        let mut labels: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for r in &masked.replacements {
            let is_label = matches!(find_labels(&r.replacement).as_slice(),
                [l] if l.start == 0 && l.end == r.replacement.len());
            let Some(f) = findings.iter().find(|f| f.id == r.finding) else {
                continue;
            };
            if !is_label {
                continue;
            }
            let value = text[f.start..f.end].to_string();
            let vs = labels.entry(r.replacement.clone()).or_default();
            if !vs.contains(&value) {
                vs.push(value);
            }
        }
        VaultEntries { labels }
    }

    /// The value a label is restored to.
    pub fn get(&self, label: &str) -> Option<&str> {
        self.labels
            .get(label)
            .and_then(|v| v.first())
            .map(String::as_str)
    }

    /// Every spelling of every value.
    pub fn values(&self) -> impl Iterator<Item = (&str, &str)> {
        self.labels
            .iter()
            .flat_map(|(l, vs)| vs.iter().map(move |v| (l.as_str(), v.as_str())))
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }
}

/// A vault row: tag, key id, nonce, ciphertext.
type SealedRow = (Option<String>, String, Vec<u8>, Vec<u8>);

fn aad(record: u64, tag: Option<&LabelTag>) -> String {
    format!(
        "{AAD_DOMAIN}\nrecord {record}\ntag {}\n",
        tag.map(LabelTag::as_str).unwrap_or("-")
    )
}

fn seal(
    key: &VaultKey,
    record: u64,
    tag: Option<&LabelTag>,
    entries: &VaultEntries,
) -> Result<([u8; 12], Vec<u8>)> {
    let mut nonce = [0u8; 12];
    getrandom::fill(&mut nonce).map_err(|e| Error::Register(e.to_string()))?;
    let plain = Zeroizing::new(serde_json::to_vec(entries).map_err(|e| Error::Io(e.into()))?);
    let aad = aad(record, tag);
    let ct = key
        .cipher()
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: &plain,
                aad: aad.as_bytes(),
            },
        )
        .map_err(|_| Error::Register("chiffrement du coffre impossible".into()))?;
    Ok((nonce, ct))
}

impl Register {
    /// Append a record and, in the same transaction, its vault encrypted under `key`. The
    /// draft's label tag (its policy's) is stored with it and must not be in use.
    ///
    /// # Errors
    /// [`Error::VaultWrongKey`] when the register's vaults were sealed under another key;
    /// [`Error::Register`] when the tag is already used or the write fails.
    pub fn append_vaulted(
        &mut self,
        draft: &Draft,
        at: DateTime<Utc>,
        key: &VaultKey,
        entries: &VaultEntries,
    ) -> Result<Appended> {
        let other: Option<i64> = self
            .conn()
            .query_row(
                "SELECT record_id FROM vault WHERE key_id <> ?1 LIMIT 1",
                [key.id()],
                |r| r.get(0),
            )
            .optional()
            .map_err(sql)?;
        if let Some(record) = other {
            return Err(Error::VaultWrongKey {
                path: key.path.display().to_string(),
                record: record as u64,
            });
        }
        let tag = draft.policy.label_tag.clone();
        let key_id = key.id();
        self.append_with(draft, at, |tx, id| {
            let (nonce, ct) = seal(key, id, tag.as_ref(), entries)?;
            tx.execute(
                "INSERT INTO vault (record_id, tag, key_id, nonce, ciphertext)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                rusqlite::params![
                    id as i64,
                    tag.as_ref().map(LabelTag::as_str),
                    key_id,
                    &nonce[..],
                    ct
                ],
            )
            .map_err(|e| match e {
                rusqlite::Error::SqliteFailure(f, _)
                    if f.code == rusqlite::ErrorCode::ConstraintViolation =>
                {
                    Error::LabelTagTaken
                }
                e => sql(e),
            })?;
            Ok(())
        })
    }

    /// Decrypt record `id`'s vault.
    ///
    /// # Errors
    /// [`Error::VaultAbsent`] when the record has none; [`Error::VaultWrongKey`] when another
    /// key sealed it; [`Error::VaultTampered`] when the stored bytes do not authenticate.
    pub fn vault_entries(&self, id: u64, key: &VaultKey) -> Result<VaultEntries> {
        let row: Option<SealedRow> = self
            .conn()
            .query_row(
                "SELECT tag, key_id, nonce, ciphertext FROM vault WHERE record_id = ?1",
                [id as i64],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()
            .map_err(sql)?;
        let Some((tag, key_id, nonce, ct)) = row else {
            return Err(Error::VaultAbsent(id));
        };
        if key_id != key.id() {
            return Err(Error::VaultWrongKey {
                path: key.path.display().to_string(),
                record: id,
            });
        }
        let tag = match tag {
            Some(t) => Some(LabelTag::parse(&t).ok_or(Error::VaultTampered(id))?),
            None => None,
        };
        if nonce.len() != 12 {
            return Err(Error::VaultTampered(id));
        }
        let aad = aad(id, tag.as_ref());
        let plain = Zeroizing::new(
            key.cipher()
                .decrypt(
                    Nonce::from_slice(&nonce),
                    Payload {
                        msg: &ct,
                        aad: aad.as_bytes(),
                    },
                )
                .map_err(|_| Error::VaultTampered(id))?,
        );
        serde_json::from_slice(&plain).map_err(|_| Error::VaultTampered(id))
    }

    /// The record that issued label tag `tag`, if any.
    pub fn tag_owner(&self, tag: &LabelTag) -> Result<Option<u64>> {
        self.conn()
            .query_row(
                "SELECT record_id FROM vault WHERE tag = ?1",
                [tag.as_str()],
                |r| r.get::<_, i64>(0),
            )
            .optional()
            .map(|o| o.map(|i| i as u64))
            .map_err(sql)
    }

    /// A random label tag no record of this register uses yet.
    pub fn fresh_label_tag(&self) -> Result<LabelTag> {
        loop {
            let t = LabelTag::random()?;
            if self.tag_owner(&t)?.is_none() {
                return Ok(t);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_file_is_private_and_created_once() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("reg.sqlite.vaultkey");
        let a = VaultKey::create(&p).unwrap();
        let b = VaultKey::create(&p).unwrap();
        assert_eq!(a.id(), b.id(), "the second creator loads the first key");
        assert_eq!(VaultKey::load(&p).unwrap().id(), a.id());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o644)).unwrap();
            let e = VaultKey::load(&p).unwrap_err();
            assert!(matches!(e, Error::VaultKeyInvalid { .. }), "{e}");
            assert!(e.to_string().contains("chmod 600"), "{e}");
        }
        let missing = VaultKey::load(&dir.path().join("none")).unwrap_err();
        assert!(matches!(missing, Error::VaultKeyMissing(_)), "{missing}");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left"
        );
    }
}
