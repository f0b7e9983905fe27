//! The officer's settings, kept in a small JSON file: saved destinations, the masking policy
//! (default operator per type), the detection threshold, the operator's name and the interface
//! language. Written atomically (a crash leaves the old file or the new one, never half).

use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::audit::DestinationMeta;
use crate::error::{Error, Result};
use crate::mask::Policy;

/// A saved destination, chosen by name on the record screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct DestinationProfile {
    pub name: String,
    pub destination: DestinationMeta,
}

/// Everything the settings screen edits.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default)]
pub struct Settings {
    pub operator_name: String,
    pub operator_role: String,
    /// `fr`, `en` or `ar`.
    pub language: String,
    /// Findings scoring below this are not shown (0..1).
    pub threshold: f32,
    pub policy: Policy,
    pub destinations: Vec<DestinationProfile>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            operator_name: String::new(),
            operator_role: String::new(),
            language: "fr".into(),
            threshold: 0.5,
            policy: Policy::default(),
            destinations: Vec::new(),
        }
    }
}

impl Settings {
    /// Read the settings; the defaults when the file does not exist yet.
    ///
    /// # Errors
    /// [`Error::Io`] when the file cannot be read; [`Error::RecordInvalid`] when it is not
    /// valid settings.
    pub fn load(path: &Path) -> Result<Settings> {
        match std::fs::read_to_string(path) {
            Ok(s) => serde_json::from_str(&s).map_err(|e| {
                Error::RecordInvalid(format!(
                    "réglages illisibles dans {} ({e}) : corrigez ou supprimez ce fichier.",
                    path.display()
                ))
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Settings::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Check and write the settings atomically.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] for a threshold outside 0..1, an unknown language or two
    /// destinations with the same name; [`Error::Io`] when writing fails.
    pub fn save(&self, path: &Path) -> Result<()> {
        let bad = |m: &str| Err(Error::RecordInvalid(m.to_string()));
        if !(0.0..=1.0).contains(&self.threshold) {
            return bad("le seuil de détection doit être compris entre 0 et 1.");
        }
        if !matches!(self.language.as_str(), "fr" | "en" | "ar") {
            return bad("langue inconnue (fr, en ou ar).");
        }
        let mut names: Vec<&str> = self.destinations.iter().map(|d| d.name.trim()).collect();
        if names.iter().any(|n| n.is_empty()) {
            return bad("chaque destinataire enregistré doit avoir un nom.");
        }
        names.sort_unstable();
        if names.windows(2).any(|w| w[0] == w[1]) {
            return bad("deux destinataires enregistrés portent le même nom.");
        }
        let json = serde_json::to_vec_pretty(self)
            .map_err(|e| Error::RecordInvalid(format!("réglages : {e}")))?;
        write_atomic(path, &json)
    }
}

/// Write `bytes` to `path` through a temporary file in the same directory, synced, then renamed.
///
/// # Errors
/// [`Error::Io`].
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = std::path::PathBuf::from(tmp);
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&tmp, path)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detect::Entity;
    use crate::mask::Operator;

    #[test]
    fn defaults_then_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("sub/reglages.json");
        assert_eq!(Settings::load(&p).unwrap(), Settings::default());
        let mut s = Settings {
            operator_name: "Agent Test".into(),
            threshold: 0.7,
            language: "ar".into(),
            ..Settings::default()
        };
        s.policy
            .per_entity
            .insert(Entity::Phone, Operator::Partial { keep: 2 });
        s.destinations.push(DestinationProfile {
            name: "Test".into(),
            destination: DestinationMeta {
                provider: "P".into(),
                model: "M".into(),
                endpoint: "https://llm.example.invalid".into(),
                country: "TN".into(),
                transfer_authorization: None,
                max_tokens: Some(8000),
                tokenizer: None,
                adequacy: None,
                commitments: None,
                recipient: None,
                art50_assessment: None,
                sending: None,
                profile: None,
            },
        });
        s.save(&p).unwrap();
        assert_eq!(Settings::load(&p).unwrap(), s);
        assert!(!dir.path().join("sub/reglages.json.tmp").exists());
        let mut twice = s.clone();
        twice.destinations.push(s.destinations[0].clone());
        assert!(twice.save(&p).is_err());
        let bad = Settings {
            threshold: 1.5,
            ..s.clone()
        };
        assert!(bad.save(&p).is_err());
        std::fs::write(&p, "{ pas du json").unwrap();
        assert_eq!(
            Settings::load(&p).unwrap_err().code(),
            crate::ErrorCode::RecordInvalid
        );
    }
}
