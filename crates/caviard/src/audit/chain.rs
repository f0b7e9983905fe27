//! The hash chain: how a record's hash is computed, and the check of one stored row.
//!
//! `hash(n) = SHA-256("caviard.audit.v1\n" || body(n))`, hex, where `body(n)` is the canonical
//! JSON of record `n` (serde_json over structs and `BTreeMap`s, compact, fields in declaration
//! order), which contains `prev_hash = hash(n-1)` (64 zeros for record 1) and its own id. The
//! payload text is not in the body: its SHA-256 is, so purging the text keeps the chain whole.

use std::borrow::Cow;

use chrono::{DateTime, Utc};
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::record::Record;
use crate::digest::{hex, sha256_hex};

/// The fields of a record the chain check needs; the rest of the body is skipped unparsed.
#[derive(Deserialize)]
struct Light<'a> {
    id: u64,
    #[serde(borrow)]
    prev_hash: Cow<'a, str>,
    at: DateTime<Utc>,
    #[serde(borrow)]
    operator: Named<'a>,
    #[serde(borrow)]
    destination: Provider<'a>,
    #[serde(borrow)]
    payload: PayloadHash<'a>,
}

#[derive(Deserialize)]
struct Named<'a> {
    #[serde(borrow)]
    name: Cow<'a, str>,
}

#[derive(Deserialize)]
struct Provider<'a> {
    #[serde(borrow)]
    provider: Cow<'a, str>,
}

#[derive(Deserialize)]
struct PayloadHash<'a> {
    #[serde(borrow)]
    sha256: Cow<'a, str>,
}

/// `prev_hash` of the first record.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

const DOMAIN: &[u8] = b"caviard.audit.v1\n";

/// The canonical serialisation of a record.
pub fn canonical(record: &Record) -> String {
    serde_json::to_string(record).expect("a record always serialises")
}

/// The hash of a record's canonical body.
pub fn hash_body(body: &str) -> String {
    let mut h = Sha256::new();
    h.update(DOMAIN);
    h.update(body.as_bytes());
    hex(&h.finalize())
}

/// One stored row, as read for verification.
pub(crate) struct Row {
    pub id: i64,
    pub at: String,
    pub operator: String,
    pub provider: String,
    pub prev_hash: String,
    pub hash: String,
    pub body: String,
    pub payload: Option<String>,
    pub purged_at: Option<String>,
}

/// Check one row given the expected id and previous hash; returns why it is bad.
pub(crate) fn check_row(row: &Row, expected_id: u64, prev: &str) -> Result<(), String> {
    if row.id != expected_id as i64 {
        return Err(if row.id > expected_id as i64 {
            format!(
                "enregistrement absent : le n° {} suit directement le n° {}",
                row.id,
                expected_id.saturating_sub(1)
            )
        } else {
            format!("numéro inattendu {} (doublon ou réordonnancement)", row.id)
        });
    }
    if hash_body(&row.body) != row.hash {
        return Err("le contenu de l'enregistrement ne correspond plus à son empreinte".into());
    }
    if row.prev_hash != prev {
        return Err("chaînage rompu : l'empreinte précédente ne correspond pas (enregistrement inséré, supprimé ou déplacé)".into());
    }
    // The body's bytes are covered by the hash just checked: parsing only what the chain needs
    // is enough here (exports parse the whole record).
    let rec: Light<'_> = serde_json::from_str(&row.body)
        .map_err(|_| "contenu illisible (modifié hors de Caviard)".to_string())?;
    if rec.prev_hash != row.prev_hash {
        return Err(
            "chaînage rompu : l'empreinte précédente inscrite dans l'enregistrement diffère".into(),
        );
    }
    if rec.id != expected_id {
        return Err(format!(
            "l'enregistrement porte le n° {} à la place n° {expected_id} (réordonnancement)",
            rec.id
        ));
    }
    if row.at != super::db::time_key(&rec.at)
        || row.operator != rec.operator.name
        || row.provider != rec.destination.provider
    {
        return Err(
            "les colonnes d'index (date, opérateur, destinataire) ont été modifiées".into(),
        );
    }
    match (&row.payload, &row.purged_at) {
        (Some(p), _) => {
            if sha256_hex(p.as_bytes()) != rec.payload.sha256 {
                return Err("le texte envoyé (charge utile) a été modifié".into());
            }
        }
        (None, None) => {
            return Err("le texte envoyé a été effacé sans purge de conservation".into());
        }
        (None, Some(_)) => {}
    }
    Ok(())
}
