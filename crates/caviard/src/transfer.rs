//! The recorded run, one orchestration for the CLI (`mask --record`) and the desktop app
//! (`record`): mask under the record's own label tag, re-check the payload for residual leaks,
//! count its tokens and split it under the destination's limit, evaluate the transfer rules of
//! law 2004-63, then append the record with its vault (the labels' values, encrypted), purge
//! expired payloads and checkpoint the register.
//!
//! Two steps, so that the app can show what the checks found before anything is written:
//! [`prepare`] measures and checks (it writes nothing), [`Prepared::commit`] writes, refusing
//! when a check blocks. [`Prepared::check`] is the view the record screen receives.

use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::audit::record::{Checks, Draft, RecordMeta, ReviewMode};
use crate::audit::{Appended, Decision as RecordDecision, Register};
use crate::chunk::Chunk;
use crate::detect::{Entity, Finding, ScanOptions, MANUAL};
use crate::error::{Error, Result};
use crate::extract::Document;
use crate::law::Localized;
use crate::leak::{self, LeakKind, LeakReport};
use crate::mask::{self, Masked, Policy};
use crate::review::Review;
use crate::rules::{self, Fired, Organisation, RuleFinding, Severity};
use crate::vault::{VaultEntries, VaultKey};

/// One reviewed document, as the run needs it. Its policy's `label_tag` is the record's label
/// namespace (drawn with [`Register::fresh_label_tag`]); without one the labels are untagged
/// and cannot be traced back to the record.
#[derive(Debug, Clone, Copy)]
pub struct Run<'a> {
    pub file_name: &'a str,
    /// The original bytes (the record keeps their SHA-256).
    pub original: &'a [u8],
    pub doc: &'a Document,
    pub findings: &'a [Finding],
    pub review: &'a Review,
    pub mode: ReviewMode,
    /// Findings from this index on were added by hand (`findings.len()` when none were).
    pub manual_from: usize,
    pub policy: &'a Policy,
    /// Seed of the pseudonym operator.
    pub seed: &'a [u8; 32],
    /// The scan's options: the leak check's second scan uses the same threshold.
    pub scan: ScanOptions,
}

impl Run<'_> {
    /// The payload: approved findings masked under the run's policy.
    pub fn masked(&self) -> Masked {
        mask::mask(
            &self.doc.text,
            self.findings,
            |f| self.review.is_approved(f.id),
            self.policy,
            self.seed,
        )
    }

    /// The audit draft of `masked` (this run's payload), manual findings marked as such.
    pub fn draft(&self, meta: RecordMeta, masked: &Masked) -> Draft {
        let mut draft = Draft::from_run(
            meta,
            self.file_name,
            self.original,
            self.doc,
            self.findings,
            self.review,
            self.mode,
            self.policy,
            masked,
        );
        for f in draft.findings.iter_mut().skip(self.manual_from) {
            f.decision = RecordDecision::AddedByHand;
            f.detector = MANUAL.to_string();
        }
        draft
    }
}

/// A run measured and checked, nothing written yet.
#[derive(Debug, Clone)]
pub struct Prepared {
    /// The payload and where each label sits in it.
    pub masked: Masked,
    /// The record as it would be appended (tokens, chunks and the checks that passed or warned).
    pub draft: Draft,
    /// The residual leak check; a leak blocks the record.
    pub leaks: LeakReport,
    /// Every transfer rule that fired, blocking ones first.
    pub rules: Vec<Fired>,
    /// The values behind the payload's labels, for the vault.
    pub entries: VaultEntries,
}

/// Mask, check and measure `run` for a record with `meta` at `now`, under the organisation's
/// settings (art. 52 mode, four-eyes review, and its data controller when `meta` names none).
/// Nothing is written. A leak or a blocking rule is not an error here: it is
/// in the result, and [`Prepared::commit`] refuses it. When the payload leaks it is not split.
///
/// # Errors
/// [`Error::ReviewIncomplete`] while findings are pending; [`Error::RecordInvalid`] when `meta`
/// lacks a required field; [`Error::ChunkLimit`] when one label alone exceeds the
/// destination's maximum request size.
pub fn prepare(
    run: &Run<'_>,
    mut meta: RecordMeta,
    org: &Organisation,
    now: DateTime<Utc>,
) -> Result<Prepared> {
    let pending = run.review.pending();
    if pending > 0 {
        return Err(Error::ReviewIncomplete { pending });
    }
    meta.check()?;
    if meta.controller.is_none() {
        meta.controller = org.controller.clone();
    }
    let masked = run.masked();
    let leaks = leak::check(
        &masked,
        &leak::Known::from_review(run.findings, run.review),
        &run.scan,
    );
    let max_tokens = meta.destination.max_tokens;
    let mut draft = run.draft(meta, &masked);
    if let (Some(max), true) = (max_tokens, leaks.is_clean()) {
        draft.split(&masked, max)?;
    }
    let rules = rules::evaluate(&draft, org, now);
    draft.transfer.checks = Some(Checks {
        leak_check: leaks.summary(),
        warnings: rules
            .iter()
            .filter(|r| r.severity == Severity::Warn)
            .map(Fired::finding)
            .collect(),
    });
    let entries = VaultEntries::from_masked(&run.doc.text, run.findings, &masked);
    Ok(Prepared {
        masked,
        draft,
        leaks,
        rules,
        entries,
    })
}

impl Prepared {
    /// The warnings that will be recorded with the record (French).
    pub fn warnings(&self) -> &[RuleFinding] {
        self.draft
            .transfer
            .checks
            .as_ref()
            .map_or(&[], |c| c.warnings.as_slice())
    }

    /// `Ok` when the record may be written: no residual leak, no blocking rule.
    ///
    /// # Errors
    /// [`Error::ResidualLeak`] (checked first), then [`Error::TransferBlocked`].
    pub fn allowed(&self) -> Result<()> {
        self.leaks.clone().into_result()?;
        rules::into_result(&self.rules)?;
        Ok(())
    }

    /// Append the record and its vault (encrypted under `key`) at `now`, purge the payloads
    /// past the retention period and checkpoint the register: once this returns the record is
    /// on disk. Refused, with nothing written, when a check blocks or when another record took
    /// the label tag since the run was masked.
    ///
    /// # Errors
    /// Those of [`Prepared::allowed`]; [`Error::LabelTagTaken`]; the vault's and the
    /// register's write errors ([`Error::VaultWrongKey`], [`Error::Register`]).
    pub fn commit(
        &self,
        reg: &mut Register,
        key: &VaultKey,
        now: DateTime<Utc>,
    ) -> Result<Appended> {
        self.allowed()?;
        if let Some(tag) = &self.draft.policy.label_tag {
            if reg.tag_owner(tag)?.is_some() {
                return Err(Error::LabelTagTaken);
            }
        }
        let a = reg.append_vaulted(&self.draft, now, key, &self.entries)?;
        reg.purge(now)?;
        reg.sync()?;
        Ok(a)
    }

    /// What the record screen shows before recording: tokens, chunks, leaks, rules.
    pub fn check(&self) -> TransferCheck {
        let (encoding, tokens) = self.draft.transfer.tokens.unwrap_or_default();
        TransferCheck {
            label_tag: self
                .draft
                .policy
                .label_tag
                .as_ref()
                .map(|t| t.as_str().to_string()),
            encoding: encoding.as_str().to_string(),
            tokens,
            max_tokens: self.draft.meta.destination.max_tokens,
            chunks: self
                .draft
                .transfer
                .chunks
                .iter()
                .map(ChunkView::of)
                .collect(),
            approved_values_searched: self.leaks.searched as u64,
            rescanned: self.leaks.rescanned,
            leaks: self.leaks.leaks.iter().map(LeakView::of).collect(),
            rules: self.rules.iter().map(RuleView::of).collect(),
            allowed: self.allowed().is_ok(),
        }
    }
}

/// One chunk of the payload, as the app shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ChunkView {
    /// Position, from 1, of `of` chunks.
    pub index: u32,
    pub of: u32,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub chars: u64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub tokens: u64,
    pub sha256: String,
}

impl ChunkView {
    pub fn of(c: &Chunk) -> ChunkView {
        ChunkView {
            index: c.index,
            of: c.of,
            chars: c.chars,
            tokens: c.tokens,
            sha256: c.sha256.clone(),
        }
    }
}

/// What a residual leak is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum LeakWhat {
    /// A value approved for masking is still in the payload (perhaps spelt differently).
    ApprovedValue,
    /// The detectors find personal data in the payload that nobody decided to keep.
    NewFinding,
}

/// One residual leak, located in the payload; its excerpt has the value masked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct LeakView {
    pub what: LeakWhat,
    pub entity: Entity,
    /// Line and column (characters) in the payload, from 1.
    pub line: usize,
    pub column: usize,
    /// Up to 30 characters each side, the value replaced by `‹TYPE›`.
    pub excerpt: String,
    /// The line the CLI prints, in French.
    pub message: String,
}

impl LeakView {
    fn of(l: &leak::Leak) -> LeakView {
        let (what, entity) = match l.kind {
            LeakKind::ApprovedValue { entity } => (LeakWhat::ApprovedValue, entity),
            LeakKind::NewFinding { entity } => (LeakWhat::NewFinding, entity),
        };
        LeakView {
            what,
            entity,
            line: l.line,
            column: l.column,
            excerpt: l.excerpt.clone(),
            message: l.message(),
        }
    }
}

/// One transfer rule that fired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RuleView {
    /// The rule's stable id.
    pub rule: rules::Rule,
    /// `Art. 52`... (`Règle interne` for the organisation's four-eyes review).
    pub article: String,
    /// The article's short title (law table), absent for the four-eyes review.
    pub title: Option<Localized>,
    /// True when the rule refuses the record; false for a warning (recorded with it).
    pub blocking: bool,
    /// The rule's message, in French (what the record keeps).
    pub message: String,
    /// The message in the three languages of the interface; absent for a warning read back
    /// from a record, which keeps the French text only.
    pub messages: Option<Localized>,
}

impl RuleView {
    pub fn of(r: &Fired) -> RuleView {
        RuleView {
            rule: r.rule,
            article: r.article().to_string(),
            title: r.rule.article().map(|a| a.title()),
            blocking: r.severity == Severity::Block,
            message: r.text.fr.clone(),
            messages: Some(r.text.clone()),
        }
    }

    /// A warning as a record keeps it.
    pub fn stored(r: &RuleFinding) -> RuleView {
        RuleView {
            rule: r.rule,
            article: r.article.clone(),
            title: r.rule.article().map(|a| a.title()),
            blocking: r.severity == Severity::Block,
            message: r.message.clone(),
            messages: None,
        }
    }
}

/// The checks of a run before it is recorded, as the record screen shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct TransferCheck {
    /// The record's label tag (inside every label of the payload).
    pub label_tag: Option<String>,
    /// The tokenizer the tokens are counted with.
    pub encoding: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub tokens: u64,
    /// The destination's maximum request size, if it sets one.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub max_tokens: Option<u64>,
    /// The chunks (empty when the destination sets no limit or the payload leaks).
    pub chunks: Vec<ChunkView>,
    /// Distinct spellings of approved values searched for.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub approved_values_searched: u64,
    pub rescanned: bool,
    pub leaks: Vec<LeakView>,
    pub rules: Vec<RuleView>,
    /// No leak and no blocking rule: the record may be written.
    pub allowed: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::{RecordMeta, Register};
    use crate::detect;
    use crate::extract::{self, Limits};
    use crate::label::LabelTag;
    use crate::review::Decision;
    use crate::rules::Art52Mode;

    const TEXT: &str =
        "Contrat de travail.\n\nEntre la société et M. Sami Ben Salah, CIN n° 01234567, \
        demeurant à Tunis.\n\nContact : sami.bs@example.tn.\n";

    fn meta(max_tokens: Option<u64>) -> RecordMeta {
        let mut m = RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap();
        m.destination.max_tokens = max_tokens;
        m
    }

    struct Fixture {
        doc: Document,
        findings: Vec<Finding>,
        review: Review,
        policy: Policy,
    }

    fn fixture(text: &str) -> Fixture {
        let doc = extract::extract("c.txt", text.as_bytes().to_vec(), &Limits::default()).unwrap();
        let findings = detect::scan(&doc, &ScanOptions::default());
        let review = Review::approve_all(&findings);
        let policy = Policy {
            label_tag: Some(LabelTag::from_entropy([7; 8])),
            ..Policy::default()
        };
        Fixture {
            doc,
            findings,
            review,
            policy,
        }
    }

    impl Fixture {
        fn run(&self) -> Run<'_> {
            Run {
                file_name: "c.txt",
                original: self.doc.text.as_bytes(),
                doc: &self.doc,
                findings: &self.findings,
                review: &self.review,
                mode: ReviewMode::Manual,
                manual_from: self.findings.len(),
                policy: &self.policy,
                seed: &[1; 32],
                scan: ScanOptions::default(),
            }
        }
    }

    fn now() -> DateTime<Utc> {
        "2026-03-01T10:00:00Z".parse().unwrap()
    }

    fn org(art52: Art52Mode) -> Organisation {
        Organisation {
            art52,
            ..Organisation::default()
        }
    }

    fn register() -> (tempfile::TempDir, Register, VaultKey) {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("r.sqlite");
        let reg = Register::open(&db).unwrap();
        let key = VaultKey::open_for(&reg, &VaultKey::default_path(&db)).unwrap();
        (dir, reg, key)
    }

    #[test]
    fn a_clean_run_is_recorded_with_its_vault_and_no_approved_value() {
        let fx = fixture(TEXT);
        let values: Vec<&str> = fx.findings.iter().map(|f| f.text.as_str()).collect();
        assert!(values.contains(&"01234567"), "{values:?}");
        let p = prepare(&fx.run(), meta(None), &org(Art52Mode::Warn), now()).unwrap();
        assert!(p.check().allowed, "{:?}", p.check());
        let (dir, mut reg, key) = register();
        let a = p.commit(&mut reg, &key, now()).unwrap();
        let s = reg.get(a.id).unwrap();
        let payload = s.payload.unwrap();
        assert_eq!(payload, p.masked.text);
        for v in &values {
            assert!(!payload.contains(v), "{v} in {payload}");
        }
        assert!(payload.contains("[CIN_1-"), "{payload}");
        // the vault gives the values back; the register file holds none of them in clear
        let vault = reg.vault_entries(a.id, &key).unwrap();
        let mut back: Vec<&str> = vault.values().map(|(_, v)| v).collect();
        back.sort();
        let mut want = values.clone();
        want.sort();
        want.dedup();
        assert_eq!(back, want);
        drop(reg);
        let raw = std::fs::read(dir.path().join("r.sqlite")).unwrap();
        let raw = String::from_utf8_lossy(&raw);
        for v in &values {
            assert!(!raw.contains(v), "{v} in clear in the register");
        }
    }

    #[test]
    fn chunks_concatenate_to_the_masked_text_and_are_recorded() {
        let long = TEXT.repeat(12);
        let fx = fixture(&long);
        let p = prepare(&fx.run(), meta(Some(60)), &org(Art52Mode::Warn), now()).unwrap();
        let chunks = &p.draft.transfer.chunks;
        assert!(chunks.len() > 2, "{}", chunks.len());
        let joined: String = chunks
            .iter()
            .map(|c| &p.masked.text[c.start as usize..c.end as usize])
            .collect();
        assert_eq!(joined, p.masked.text);
        assert!(chunks.iter().all(|c| c.tokens <= 60));
        let view = p.check();
        assert_eq!(view.chunks.len(), chunks.len());
        assert_eq!(
            (view.chunks[1].index, view.chunks[1].of),
            (2, chunks.len() as u32)
        );
        let (_d, mut reg, key) = register();
        let a = p.commit(&mut reg, &key, now()).unwrap();
        let json = serde_json::to_string(&reg.get(a.id).unwrap().record).unwrap();
        assert!(json.contains(&chunks[0].sha256), "{json}");
    }

    #[test]
    fn a_leak_blocks_and_nothing_is_written() {
        // the officer approved the CIN, but the same number also appears spelt in a way the
        // detectors miss (two fours around a spaced dash)
        let text = format!("{TEXT}Rappel : CIN 0123 - 4567.\n");
        let fx = fixture(&text);
        let p = prepare(&fx.run(), meta(Some(60)), &org(Art52Mode::Warn), now()).unwrap();
        let c = p.check();
        assert!(!c.allowed);
        let l = &c.leaks[0];
        assert_eq!((l.what, l.entity), (LeakWhat::ApprovedValue, Entity::Cin));
        assert_eq!(l.line, 6, "{l:?}");
        assert!(!l.excerpt.contains("4567"), "{}", l.excerpt);
        assert!(l.excerpt.contains("‹CIN›"), "{}", l.excerpt);
        assert!(c.chunks.is_empty(), "a leaking payload is not split");
        let (_d, mut reg, key) = register();
        let e = p.commit(&mut reg, &key, now()).unwrap_err();
        assert!(matches!(e, Error::ResidualLeak { count: 1, .. }), "{e}");
        assert_eq!(reg.head().unwrap().0, 0, "nothing written");
    }

    #[test]
    fn a_blocking_rule_names_its_article_and_a_warning_is_recorded() {
        let fx = fixture(TEXT);
        let mut m = meta(None);
        m.destination.transfer_authorization = None;
        let p = prepare(&fx.run(), m.clone(), &org(Art52Mode::Block), now()).unwrap();
        let c = p.check();
        assert!(!c.allowed);
        assert_eq!(c.rules[0].article, "Art. 52");
        assert!(c.rules[0].blocking);
        let (_d, mut reg, key) = register();
        let e = p.commit(&mut reg, &key, now()).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::TransferBlocked);
        assert!(e.to_string().contains("Art. 52"), "{e}");
        assert_eq!(reg.head().unwrap().0, 0);
        let p = prepare(&fx.run(), m, &org(Art52Mode::Warn), now()).unwrap();
        assert!(p.check().allowed);
        let a = p.commit(&mut reg, &key, now()).unwrap();
        let w = &reg.get(a.id).unwrap().record;
        let json = serde_json::to_string(w).unwrap();
        assert!(json.contains("art52_transfer_authorization"), "{json}");
    }

    #[test]
    fn pending_findings_and_a_taken_tag_are_refused() {
        let mut fx = fixture(TEXT);
        fx.review.decide(0, Decision::Pending);
        let e = prepare(&fx.run(), meta(None), &org(Art52Mode::Warn), now()).unwrap_err();
        assert!(matches!(e, Error::ReviewIncomplete { pending: 1 }), "{e}");
        fx.review.decide(0, Decision::Approved);
        let (_d, mut reg, key) = register();
        let p = prepare(&fx.run(), meta(None), &org(Art52Mode::Warn), now()).unwrap();
        p.commit(&mut reg, &key, now()).unwrap();
        // a second run masked under the same tag (reserved before the first was recorded)
        let e = p.commit(&mut reg, &key, now()).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::LabelTagTaken);
        assert_eq!(reg.head().unwrap().0, 1);
    }
}
