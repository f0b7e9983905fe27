//! Temporary: replaced by the real pdf extractor.
use super::Document;
use crate::error::{Error, Result};
#[allow(dead_code)]
pub(super) fn extract(_bytes: &[u8]) -> Result<Document> {
    Err(Error::UnsupportedFormat("pdf".into()))
}
