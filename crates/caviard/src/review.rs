//! Review decisions on findings: the one source of truth for what is approved. The CLI approves
//! every finding above the threshold; the desktop app records the officer's decisions here.

use serde::{Deserialize, Serialize};

use crate::detect::Finding;

/// A decision on one finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Pending,
    Approved,
    Rejected,
}

/// Decisions for a document's findings, indexed by finding id.
#[derive(Debug, Clone, Serialize)]
pub struct Review {
    decisions: Vec<Decision>,
}

impl Review {
    /// Every finding pending.
    pub fn new(findings: &[Finding]) -> Self {
        Review {
            decisions: vec![Decision::Pending; findings.len()],
        }
    }

    /// Every finding approved (what `caviard mask` does).
    pub fn approve_all(findings: &[Finding]) -> Self {
        Review {
            decisions: vec![Decision::Approved; findings.len()],
        }
    }

    /// Set a decision; returns false when the id is unknown.
    pub fn decide(&mut self, id: usize, d: Decision) -> bool {
        match self.decisions.get_mut(id) {
            Some(slot) => {
                *slot = d;
                true
            }
            None => false,
        }
    }

    /// Add a decision for a new finding (added by hand); returns its id.
    pub fn push(&mut self, d: Decision) -> usize {
        self.decisions.push(d);
        self.decisions.len() - 1
    }

    /// Drop the decisions of the last `n` findings (undoing manual additions).
    pub fn truncate(&mut self, len: usize) {
        self.decisions.truncate(len);
    }

    pub fn decision(&self, id: usize) -> Decision {
        self.decisions.get(id).copied().unwrap_or(Decision::Pending)
    }

    pub fn is_approved(&self, id: usize) -> bool {
        self.decision(id) == Decision::Approved
    }

    /// Number of findings still pending.
    pub fn pending(&self) -> usize {
        self.decisions
            .iter()
            .filter(|d| **d == Decision::Pending)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions() {
        let mut r = Review {
            decisions: vec![Decision::Pending; 3],
        };
        assert_eq!(r.pending(), 3);
        assert!(r.decide(1, Decision::Approved));
        assert!(r.decide(2, Decision::Rejected));
        assert!(!r.decide(3, Decision::Approved));
        assert!(r.is_approved(1) && !r.is_approved(2) && !r.is_approved(0));
        assert_eq!(r.pending(), 1);
    }
}
