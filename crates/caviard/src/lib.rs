//! Caviard's core: extract a document, detect Tunisian personal data, mask it.
//!
//! The pipeline: [`extract::extract`] turns bytes into a [`Document`] (text plus blocks that say
//! where each part came from); [`detect::scan`] runs the detectors on the normalised text
//! ([`text::Normalized`]) and returns overlap-free [`Finding`]s with scores and reasons; the
//! officer's decisions ([`review::Review`]) say which findings are approved; [`mask::mask`]
//! builds the payload that would be sent; [`audit`] keeps the tamper-evident register of what
//! would be sent, to whom and why. A recorded payload issues labels tagged with its record
//! ([`label`]); their values go to an encrypted [`vault`], and [`response`] checks what the API
//! sends back: own labels restored, anything else recorded as an incident. [`transfer`] is the
//! recorded run both edges (CLI and app) call: mask under the record's tag, leak check, chunks,
//! transfer rules, then the record and its vault.
//!
//! ```
//! use caviard::{detect, extract, mask, review::Review};
//!
//! let doc = extract::extract("note.txt", "M. Sami Ben Salah, CIN n° 01234567.".as_bytes().to_vec(),
//!     &extract::Limits::default()).unwrap();
//! let findings = detect::scan(&doc, &detect::ScanOptions::default());
//! let review = Review::approve_all(&findings);
//! let masked = mask::mask(&doc.text, &findings, |f| review.is_approved(f.id),
//!     &mask::Policy::default(), &[0; 32]);
//! assert_eq!(masked.text, "M. [NOM_1], CIN n° [CIN_1].");
//! ```

pub mod audit;
pub mod chunk;
pub mod detect;
mod digest;
pub mod error;
pub mod extract;
pub mod label;
pub mod law;
pub mod leak;
pub mod ledger;
pub mod mask;
pub mod recent;
pub mod response;
pub mod review;
pub mod rules;
pub mod settings;
pub mod text;
pub mod transfer;
pub mod vault;
pub mod view;

pub use detect::{Entity, Finding};
pub use error::{Error, ErrorCode};
pub use extract::Document;

/// Caviard's version, recorded with every audit record.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
