//! Destination profiles, stored in the register and versioned: adding a profile under an
//! existing name with different content makes a new version; versions are never edited or
//! deleted (triggers refuse it), and each record keeps a snapshot of the version it used
//! (`destination.profile` names it).

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, TransactionBehavior};
use serde::Serialize;

use super::db::{sql, time_key};
use super::record::{DestinationMeta, ProfileRef};
use super::store::Register;
use crate::error::{Error, Result};

/// One stored version of a destination profile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DestinationVersion {
    pub name: String,
    pub version: u32,
    /// When this version was added (UTC, RFC 3339).
    pub at: String,
    pub destination: DestinationMeta,
}

fn parse(name: String, version: i64, at: String, body: &str) -> Result<DestinationVersion> {
    let destination: DestinationMeta =
        serde_json::from_str(body).map_err(|e| Error::Register(e.to_string()))?;
    Ok(DestinationVersion {
        name,
        version: version as u32,
        at,
        destination,
    })
}

impl Register {
    /// Add a version of profile `name` at time `at`; returns the version now current (the
    /// latest one unchanged when `destination` is identical to it).
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] for an empty name; [`Error::Register`] when the write fails.
    pub fn add_destination(
        &mut self,
        name: &str,
        destination: &DestinationMeta,
        at: DateTime<Utc>,
    ) -> Result<u32> {
        if name.trim().is_empty() {
            return Err(Error::RecordInvalid(
                "le nom du profil de destination est vide.".into(),
            ));
        }
        let mut d = destination.clone();
        d.profile = None;
        let body = serde_json::to_string(&d).map_err(|e| Error::Register(e.to_string()))?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let last: Option<(i64, String)> = tx
            .query_row(
                "SELECT version, body FROM destinations WHERE name = ?1 ORDER BY version DESC LIMIT 1",
                [name],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(sql)?;
        let version = match last {
            Some((v, b)) if b == body => v,
            last => {
                let v = last.map_or(1, |(v, _)| v + 1);
                tx.execute(
                    "INSERT INTO destinations (name, version, at, body) VALUES (?1, ?2, ?3, ?4)",
                    params![name, v, time_key(&at), body],
                )
                .map_err(sql)?;
                v
            }
        };
        tx.commit().map_err(sql)?;
        Ok(version as u32)
    }

    /// The snapshot a record keeps of profile `name`: `destination` stored as that profile's
    /// current version (a new version only when it differs from the latest one, see
    /// [`Register::add_destination`]) and returned naming that version in `profile`. The app
    /// records this way, so that its saved destinations are versioned like the CLI's.
    ///
    /// # Errors
    /// As [`Register::add_destination`].
    pub fn snapshot_destination(
        &mut self,
        name: &str,
        destination: &DestinationMeta,
        at: DateTime<Utc>,
    ) -> Result<DestinationMeta> {
        let version = self.add_destination(name, destination, at)?;
        let mut d = destination.clone();
        d.profile = Some(ProfileRef {
            name: name.trim().to_string(),
            version,
        });
        Ok(d)
    }

    /// A profile: its latest version, or `version`. The returned destination names itself in
    /// `profile`, ready to be a record's snapshot.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] when there is no such profile or version.
    pub fn destination(&self, name: &str, version: Option<u32>) -> Result<DestinationVersion> {
        let row: Option<(String, i64, String, String)> = self
            .conn
            .query_row(
                "SELECT name, version, at, body FROM destinations
                 WHERE name = ?1 AND (?2 IS NULL OR version = ?2)
                 ORDER BY version DESC LIMIT 1",
                params![name, version.map(i64::from)],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()
            .map_err(sql)?;
        let (n, v, at, body) = row.ok_or_else(|| {
            Error::RecordInvalid(format!(
                "aucun profil de destination « {name} »{} dans le registre (caviard destination list).",
                version.map(|v| format!(" en version {v}")).unwrap_or_default()
            ))
        })?;
        let mut d = parse(n, v, at, &body)?;
        d.destination.profile = Some(ProfileRef {
            name: d.name.clone(),
            version: d.version,
        });
        Ok(d)
    }

    /// Every profile at its latest version, by name.
    ///
    /// # Errors
    /// [`Error::Register`] when the read fails.
    pub fn destinations(&self) -> Result<Vec<DestinationVersion>> {
        let mut st = self
            .conn
            .prepare(
                "SELECT d.name, d.version, d.at, d.body FROM destinations d
                 WHERE d.version = (SELECT MAX(version) FROM destinations WHERE name = d.name)
                 ORDER BY d.name",
            )
            .map_err(sql)?;
        let rows = st
            .query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get::<_, String>(3)?))
            })
            .map_err(sql)?;
        let mut out = Vec::new();
        for r in rows {
            let (n, v, at, body) = r.map_err(sql)?;
            out.push(parse(n, v, at, &body)?);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn meta(model: &str) -> DestinationMeta {
        DestinationMeta::from_json(&format!(
            r#"{{"provider":"Fournisseur Exemple","model":"{model}","endpoint":"https://api.example.invalid/v1","country":"FR"}}"#
        ))
        .expect("destination")
    }

    #[test]
    fn snapshot_versions_a_profile_only_when_it_changes() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut reg = Register::open(&dir.path().join("r.sqlite")).expect("register");
        let at = Utc.with_ymd_and_hms(2026, 11, 3, 9, 0, 0).unwrap();
        let a = reg
            .snapshot_destination("Assistant", &meta("m-1"), at)
            .expect("v1");
        assert_eq!(
            a.profile,
            Some(ProfileRef {
                name: "Assistant".into(),
                version: 1
            })
        );
        assert_eq!(a.model, "m-1");
        // the same content again: still version 1, no new row
        let again = reg
            .snapshot_destination("Assistant", &meta("m-1"), at)
            .expect("same");
        assert_eq!(again.profile.as_ref().map(|p| p.version), Some(1));
        // a changed model: version 2, version 1 kept as it was
        let b = reg
            .snapshot_destination("Assistant", &meta("m-2"), at)
            .expect("v2");
        assert_eq!(b.profile.as_ref().map(|p| p.version), Some(2));
        assert_eq!(
            reg.destination("Assistant", Some(1))
                .expect("v1")
                .destination
                .model,
            "m-1"
        );
        assert_eq!(
            reg.destination("Assistant", None)
                .expect("latest")
                .destination
                .model,
            "m-2"
        );
        assert_eq!(reg.destinations().expect("list").len(), 1);
    }
}
