//! Verification of an API's response to a recorded payload.
//!
//! [`check`] restores the labels the record issued to their values (from its vault) and flags
//! what the record did not send: a label of another record's namespace, a well-formed label
//! nobody issued, an untagged label, and personal data found by the detectors that was not in
//! the record's document (compared through the HMACs the record keeps and the vault's values).
//! Each is evidence of another customer's data. [`Register::verify_response`] runs the check and
//! journals the outcome (see [`crate::audit::event`]): a re-identification when clean, an
//! incident otherwise — the incident holds masked excerpts and HMACs, never a value in clear.

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};

use crate::audit::event::{EventDraft, EventKind, Offence, OffenceKind, ResponseInfo, StoredEvent};
use crate::audit::{Record, Register};
use crate::detect::{self, Entity, Finding, ScanOptions};
use crate::error::Result;
use crate::extract::{self, Limits};
use crate::label::{find_labels, label_prefix, FoundLabel, LabelTag};
use crate::text::canonical_key;
use crate::vault::{VaultEntries, VaultKey};

/// Characters of context kept on each side of an offence in its excerpt.
const CONTEXT_CHARS: usize = 40;

/// The outcome of [`check`].
#[derive(Debug, Clone)]
pub struct Check {
    /// The response with the record's own labels replaced by their values.
    pub restored: String,
    /// The distinct labels restored, in order of first appearance.
    pub restored_labels: Vec<String>,
    /// What the record did not send, in text order. Empty when clean.
    pub found: Vec<Offence>,
}

impl Check {
    pub fn is_clean(&self) -> bool {
        self.found.is_empty()
    }
}

/// Check `response` against `record` and its decrypted `vault`. `tag_owner` names the record
/// that issued a tag; `hmac` is the register's keyed hash of values.
///
/// # Errors
/// [`crate::Error::Encoding`] when the response is not text (the detectors could not run);
/// whatever `tag_owner` returns.
pub fn check(
    response: &str,
    record: &Record,
    vault: &VaultEntries,
    tag_owner: impl Fn(&LabelTag) -> Result<Option<u64>>,
    hmac: impl Fn(&str) -> String,
    opts: &ScanOptions,
) -> Result<Check> {
    let own_tag = record.policy.label_tag.as_ref();
    // The text the detectors see (UTF-8, line ends as extraction leaves them); offsets of
    // offences refer to it.
    // A response the detectors cannot read is refused, never passed as clean.
    let limits = Limits {
        max_file_bytes: u64::MAX,
        ..Limits::default()
    };
    let doc = extract::extract("reponse.txt", response.as_bytes().to_vec(), &limits)?;
    let text = doc.text.as_str();
    let findings: Vec<Finding> = detect::scan(&doc, opts);
    let labels = find_labels(text);
    let is_own = |l: &FoundLabel| l.tag.as_ref() == own_tag && vault.get(&l.canonical()).is_some();

    let mut found = Vec::new();
    for l in &labels {
        if is_own(l) {
            continue;
        }
        let (kind, issued_by) = match (&l.tag, own_tag) {
            (None, Some(_)) => (OffenceKind::UntaggedLabel, None),
            (Some(t), _) if Some(t) != own_tag => match tag_owner(t)? {
                Some(r) => (OffenceKind::ForeignLabel, Some(r)),
                None => (OffenceKind::UnknownLabel, None),
            },
            _ => (OffenceKind::UnknownLabel, None),
        };
        found.push(Offence {
            kind,
            entity: l.entity,
            label: Some(l.text.clone()),
            issued_by,
            value_hmac: None,
            start: l.start,
            end: l.end,
            excerpt: excerpt(text, l.start, l.end, &findings, &labels),
        });
    }

    let own_hmacs: BTreeSet<&str> = record
        .findings
        .iter()
        .map(|f| f.value_hmac.as_str())
        .collect();
    let own_keys: BTreeSet<String> = vault.values().map(|(_, v)| canonical_key(v)).collect();
    let own_words: BTreeSet<String> = vault
        .values()
        .filter(|(l, _)| l.starts_with(&format!("[{}_", label_prefix(Entity::Person))))
        .flat_map(|(_, v)| name_words(v))
        .collect();
    for f in &findings {
        if labels.iter().any(|l| f.start < l.end && l.start < f.end) {
            continue; // a label's own characters
        }
        let h = hmac(&f.text);
        let own = own_hmacs.contains(h.as_str())
            || own_keys.contains(&canonical_key(&f.text))
            || (f.entity == Entity::Person && {
                let ws = name_words(&f.text);
                !ws.is_empty() && ws.iter().all(|w| own_words.contains(w))
            });
        if own {
            continue;
        }
        found.push(Offence {
            kind: OffenceKind::ForeignValue,
            entity: Some(f.entity),
            label: None,
            issued_by: None,
            value_hmac: Some(h),
            start: f.start,
            end: f.end,
            excerpt: excerpt(text, f.start, f.end, &findings, &labels),
        });
    }
    found.sort_by_key(|o| (o.start, o.end));

    // Restore on the response as received.
    let mut restored = String::with_capacity(response.len());
    let mut restored_labels: Vec<String> = Vec::new();
    let mut pos = 0;
    for l in find_labels(response) {
        if !is_own(&l) {
            continue;
        }
        let c = l.canonical();
        let Some(v) = vault.get(&c) else { continue };
        restored.push_str(&response[pos..l.start]);
        restored.push_str(v);
        pos = l.end;
        if !restored_labels.contains(&c) {
            restored_labels.push(c);
        }
    }
    restored.push_str(&response[pos..]);
    Ok(Check {
        restored,
        restored_labels,
        found,
    })
}

/// The words of a name that identify it (three letters or more, not `ben`, `bent`, `ibn`).
fn name_words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3)
        .map(canonical_key)
        .filter(|w| !matches!(w.as_str(), "ben" | "bent" | "ibn" | "بنت"))
        .collect()
}

/// `text` around `start..end`, every detected value in it masked as `[TYPE]`, on one line.
fn excerpt(
    text: &str,
    start: usize,
    end: usize,
    findings: &[Finding],
    labels: &[FoundLabel],
) -> String {
    let back = |mut i: usize, n: usize| {
        for _ in 0..n {
            match text[..i].chars().next_back() {
                Some(c) => i -= c.len_utf8(),
                None => break,
            }
        }
        i
    };
    let fwd = |mut i: usize, n: usize| {
        for _ in 0..n {
            match text[i..].chars().next() {
                Some(c) => i += c.len_utf8(),
                None => break,
            }
        }
        i
    };
    let mut a = back(start, CONTEXT_CHARS);
    let mut b = fwd(end, CONTEXT_CHARS);
    // never cut a value in two: a half value would be left in clear
    // (nor a label: a half label reads as garbage)
    let spans = findings
        .iter()
        .map(|f| (f.start, f.end))
        .chain(labels.iter().map(|l| (l.start, l.end)));
    for (s, e) in spans {
        if s < a && a < e {
            a = s;
        }
        if s < b && b < e {
            b = e;
        }
    }
    let mut out = String::new();
    if a > 0 {
        out.push('…');
    }
    let mut pos = a;
    // a finding inside one of our labels is a false one (a tag's letters read as a post box:
    // `[NOM_1-BP4PCX]`): the label is shown whole
    let in_label = |f: &&Finding| labels.iter().any(|l| l.start <= f.start && f.end <= l.end);
    for f in findings
        .iter()
        .filter(|f| f.start >= a && f.end <= b)
        .filter(|f| !in_label(f))
    {
        if f.start < pos {
            continue;
        }
        out.push_str(&text[pos..f.start]);
        out.push('[');
        out.push_str(label_prefix(f.entity));
        out.push(']');
        pos = f.end;
    }
    out.push_str(&text[pos..b]);
    if b < text.len() {
        out.push('…');
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What [`Register::verify_response`] found and journaled.
#[derive(Debug, Clone)]
pub struct Verified {
    /// The restored response; `None` on an incident (nothing is restored then).
    pub restored: Option<String>,
    /// The journaled event (its kind, what was found).
    pub event: StoredEvent,
}

impl Register {
    /// Check `response` to record `record` (see [`check`]) and journal the outcome at `at` for
    /// `operator`: a re-identification when clean (the restored text is returned), an incident
    /// otherwise (nothing restored).
    ///
    /// # Errors
    /// [`crate::Error::RecordNotFound`]; the vault's errors ([`crate::Error::VaultAbsent`],
    /// [`crate::Error::VaultWrongKey`], [`crate::Error::VaultTampered`]); [`crate::Error::Register`]
    /// when the journal cannot be written.
    pub fn verify_response(
        &mut self,
        record: u64,
        response: &str,
        operator: &str,
        key: &VaultKey,
        at: DateTime<Utc>,
        opts: &ScanOptions,
    ) -> Result<Verified> {
        let stored = self.get(record)?;
        let vault = self.vault_entries(record, key)?;
        let c = check(
            response,
            &stored.record,
            &vault,
            |t| self.tag_owner(t),
            |v| self.value_hmac(v),
            opts,
        )?;
        let clean = c.is_clean();
        let draft = EventDraft {
            kind: if clean {
                EventKind::Reidentification
            } else {
                EventKind::Incident
            },
            record,
            operator: operator.to_string(),
            response: ResponseInfo::of(response),
            restored: if clean { c.restored_labels } else { Vec::new() },
            found: c.found,
            sent: None,
        };
        let event = self.append_event(&draft, at)?;
        // the journal entry is on disk before anything is restored or reported
        self.sync()?;
        Ok(Verified {
            restored: clean.then_some(c.restored),
            event,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finding(text: &str, what: &str, entity: Entity) -> Finding {
        let start = text.find(what).expect("in the text");
        Finding {
            id: 0,
            entity,
            start,
            end: start + what.len(),
            text: what.to_string(),
            score: 0.9,
            detector: "test",
            reasons: Vec::new(),
        }
    }

    #[test]
    fn an_excerpt_masks_values_but_never_a_labels_own_letters() {
        let text = "Réponse pour [NOM_1-BP4PCX] ; le client Kasab Roler a écrit.";
        let labels = find_labels(text);
        assert_eq!(labels.len(), 1);
        // a false finding inside the label's tag (a post box `BP4`), a true one after it
        let findings = [
            finding(text, "BP4", Entity::Address),
            finding(text, "Kasab Roler", Entity::Person),
        ];
        let l = &labels[0];
        let e = excerpt(text, l.start, l.end, &findings, &labels);
        assert!(e.contains("[NOM_1-BP4PCX]"), "{e}");
        assert!(e.contains("le client [NOM] a écrit"), "{e}");
        assert!(!e.contains("Kasab"), "{e}");
    }
}
