//! The recent documents the app's start screen lists: where each file is, its name, its
//! SHA-256 and when it was opened, at most [`MAX_RECENT`], most recent first. Kept in a small
//! JSON file beside the settings, written atomically; it never holds any document content or
//! detected value. The review progress and whether a document was recorded are not stored here
//! but read when listing ([`overview`]): from the saved review and from the audit register.

use std::path::Path;

use chrono::{DateTime, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};

use crate::audit::{Filter, Register};
use crate::error::{Error, Result};
use crate::view::{saved_progress, ReviewProgress};

/// Most documents the list keeps; opening one more forgets the oldest.
pub const MAX_RECENT: usize = 10;

/// One document opened lately.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RecentDocument {
    /// Absolute path, as opened.
    pub path: String,
    /// File name (no directory).
    pub name: String,
    /// SHA-256 of the bytes opened, hex: reopening checks the file has not changed.
    pub sha256: String,
    /// Last opened, RFC 3339 UTC.
    pub opened_at: String,
    /// First opened with these bytes, RFC 3339 UTC: records from then on are this document's.
    pub first_opened_at: String,
}

/// The list as saved, most recent first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecentList {
    documents: Vec<RecentDocument>,
}

/// A recent document as the start screen shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RecentView {
    pub document: RecentDocument,
    /// Findings decided, of how many (`None` when no review was saved).
    pub progress: Option<ReviewProgress>,
    /// True when the audit register holds a record of these bytes.
    pub recorded: bool,
}

fn stamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

impl RecentList {
    /// Read the list; empty when the file does not exist yet.
    ///
    /// # Errors
    /// [`Error::Io`] when the file cannot be read; [`Error::RecordInvalid`] when it is not a
    /// list of recent documents (clearing the list replaces it).
    pub fn load(path: &Path) -> Result<RecentList> {
        match std::fs::read_to_string(path) {
            Ok(s) => serde_json::from_str(&s).map_err(|e| {
                Error::RecordInvalid(format!(
                    "liste des documents récents illisible dans {} ({e}) : effacez la liste pour la recommencer.",
                    path.display()
                ))
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(RecentList::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Write the list atomically.
    ///
    /// # Errors
    /// [`Error::Io`] when writing fails.
    pub fn save(&self, path: &Path) -> Result<()> {
        let json = serde_json::to_vec_pretty(self)
            .map_err(|e| Error::RecordInvalid(format!("documents récents : {e}")))?;
        crate::settings::write_atomic(path, &json)
    }

    /// The documents, most recent first.
    pub fn documents(&self) -> &[RecentDocument] {
        &self.documents
    }

    /// Note that `path` (named `name`, of SHA-256 `sha256`) was opened at `now`: it moves to the
    /// top (keeping its first opening while its bytes are unchanged) and the list is cut to
    /// [`MAX_RECENT`].
    pub fn touch(&mut self, path: &str, name: &str, sha256: &str, now: DateTime<Utc>) {
        let first = self
            .documents
            .iter()
            .find(|d| d.path == path && d.sha256 == sha256)
            .map_or_else(|| stamp(now), |d| d.first_opened_at.clone());
        self.documents.retain(|d| d.path != path);
        self.documents.insert(
            0,
            RecentDocument {
                path: path.to_string(),
                name: name.to_string(),
                sha256: sha256.to_string(),
                opened_at: stamp(now),
                first_opened_at: first,
            },
        );
        self.documents.truncate(MAX_RECENT);
    }

    /// Forget `path`; false when it was not listed.
    pub fn remove(&mut self, path: &str) -> bool {
        let before = self.documents.len();
        self.documents.retain(|d| d.path != path);
        self.documents.len() != before
    }

    /// Forget every document.
    pub fn clear(&mut self) {
        self.documents.clear();
    }

    /// The listed entry for `path`.
    pub fn get(&self, path: &str) -> Option<&RecentDocument> {
        self.documents.iter().find(|d| d.path == path)
    }
}

/// The list as the start screen shows it: each document with the progress of its review saved
/// in `reviews` and whether `register` (when there is one) holds a record of its bytes made
/// since it was first opened.
///
/// # Errors
/// Whatever reading the register raises.
pub fn overview(
    list: &RecentList,
    reviews: &Path,
    register: Option<&Register>,
) -> Result<Vec<RecentView>> {
    let mut recorded = std::collections::BTreeSet::new();
    let from = list
        .documents
        .iter()
        .filter_map(|d| DateTime::parse_from_rfc3339(&d.first_opened_at).ok())
        .map(|t| t.with_timezone(&Utc))
        .min();
    if let (Some(reg), Some(from)) = (register, from) {
        let filter = Filter {
            from: Some(from),
            ..Filter::default()
        };
        reg.for_each(&filter, |s| {
            recorded.insert(s.record.document.sha256);
            Ok(())
        })?;
    }
    Ok(list
        .documents
        .iter()
        .map(|d| RecentView {
            progress: saved_progress(reviews, &d.sha256),
            recorded: recorded.contains(&d.sha256),
            document: d.clone(),
        })
        .collect())
}

/// Check that a listed document can be reopened as it was: still at its path, same bytes.
///
/// # Errors
/// [`Error::RecentMissing`] when the file is gone (moved, renamed or deleted),
/// [`Error::RecentChanged`] when its bytes differ from those opened before, [`Error::Io`] when
/// it cannot be read.
pub fn check(doc: &RecentDocument) -> Result<()> {
    use sha2::{Digest, Sha256};
    let bytes = match std::fs::read(&doc.path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(Error::RecentMissing(doc.path.clone()))
        }
        Err(e) => return Err(e.into()),
    };
    let sha: String = Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    if sha == doc.sha256 {
        Ok(())
    } else {
        Err(Error::RecentChanged(doc.path.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(minute: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 2, 9, minute, 0).unwrap()
    }

    #[test]
    fn touch_moves_to_top_dedupes_and_bounds() {
        let mut l = RecentList::default();
        for i in 0..(MAX_RECENT as u32 + 3) {
            l.touch(&format!("/d/{i}.txt"), &format!("{i}.txt"), "aa", at(i));
        }
        let names: Vec<&str> = l.documents().iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names.len(), MAX_RECENT);
        assert_eq!(names[0], "12.txt");
        assert_eq!(names[MAX_RECENT - 1], "3.txt");
        l.touch("/d/5.txt", "5.txt", "aa", at(40));
        assert_eq!(l.documents()[0].path, "/d/5.txt");
        assert_eq!(l.documents()[0].opened_at, "2026-03-02T09:40:00Z");
        // same bytes: the first opening is kept
        assert_eq!(l.documents()[0].first_opened_at, "2026-03-02T09:05:00Z");
        assert_eq!(
            l.documents()
                .iter()
                .filter(|d| d.path == "/d/5.txt")
                .count(),
            1
        );
        assert_eq!(l.documents().len(), MAX_RECENT);
        // new bytes at the same path: a new first opening
        l.touch("/d/5.txt", "5.txt", "bb", at(41));
        assert_eq!(l.documents()[0].first_opened_at, "2026-03-02T09:41:00Z");
        assert!(l.remove("/d/5.txt") && !l.remove("/d/5.txt"));
        assert!(l.get("/d/5.txt").is_none() && l.get("/d/6.txt").is_some());
        l.clear();
        assert!(l.documents().is_empty());
    }

    #[test]
    fn saved_atomically_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("recents.json");
        assert_eq!(RecentList::load(&p).unwrap(), RecentList::default());
        let mut l = RecentList::default();
        l.touch("/d/contrat.pdf", "contrat.pdf", "ab12", at(1));
        l.touch("/d/paie.docx", "paie.docx", "cd34", at(2));
        l.save(&p).unwrap();
        assert!(!dir.path().join("recents.json.tmp").exists());
        let back = RecentList::load(&p).unwrap();
        assert_eq!(back, l);
        assert_eq!(back.documents()[0].name, "paie.docx");
        std::fs::write(&p, "{ pas du json").unwrap();
        let e = RecentList::load(&p).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::RecordInvalid);
        assert!(e.to_string().contains("effacez la liste"), "{e}");
    }

    #[test]
    fn check_tells_missing_from_changed() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("note.txt");
        std::fs::write(&p, "Note de service").unwrap();
        let s =
            crate::view::Session::open(&p, &crate::extract::Limits::default(), &Default::default())
                .unwrap();
        let mut l = RecentList::default();
        l.touch(&p.to_string_lossy(), "note.txt", &s.sha256(), at(0));
        let d = l.documents()[0].clone();
        check(&d).unwrap();
        std::fs::write(&p, "Note de service modifiée").unwrap();
        let e = check(&d).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::RecentChanged);
        assert!(e.to_string().contains("a été modifié"), "{e}");
        std::fs::remove_file(&p).unwrap();
        let e = check(&d).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::RecentMissing);
        assert!(e.to_string().contains("introuvable"), "{e}");
    }

    #[test]
    fn overview_reads_progress_from_the_saved_review() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("note.txt");
        std::fs::write(&p, "Le titulaire Sami Ben Salah, CIN 01234567.\n").unwrap();
        let reviews = dir.path().join("relectures");
        let mut s =
            crate::view::Session::open(&p, &crate::extract::Limits::default(), &Default::default())
                .unwrap();
        s.keep_in(&reviews).unwrap();
        let n = s.findings().len();
        assert!(n >= 2, "{:?}", s.findings());
        let mut l = RecentList::default();
        l.touch(&p.to_string_lossy(), "note.txt", &s.sha256(), at(0));
        l.touch("/ailleurs/jamais.txt", "jamais.txt", "ffff", at(1));
        let v = overview(&l, &reviews, None).unwrap();
        assert_eq!(v[0].document.name, "jamais.txt");
        assert_eq!(v[0].progress, None);
        assert_eq!(
            v[1].progress,
            Some(ReviewProgress {
                decided: 0,
                findings: n
            })
        );
        s.decide(0, crate::review::Decision::Approved).unwrap();
        let v = overview(&l, &reviews, None).unwrap();
        assert_eq!(
            v[1].progress,
            Some(ReviewProgress {
                decided: 1,
                findings: n
            })
        );
        assert!(!v[1].recorded);
        // nothing of the document's text is in the list file
        let file = dir.path().join("recents.json");
        l.save(&file).unwrap();
        let saved = std::fs::read_to_string(&file).unwrap();
        assert!(
            !saved.contains("Sami") && !saved.contains("01234567"),
            "{saved}"
        );
    }
}
