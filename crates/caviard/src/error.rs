//! The core's one error type. Each variant has a stable, fieldless [`ErrorCode`] the UI and CLI
//! branch on, and a message written for a compliance officer (in French, the interface's first
//! language), never a library's internal wording and never a value from the document.

use serde::Serialize;

/// Stable error codes: written to logs and returned to the UI, never renamed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    Io,
    TooLarge,
    UnsupportedFormat,
    Encrypted,
    NoTextLayer,
    Corrupt,
    NotZip,
    ZipBomb,
    Encoding,
}

/// Everything the core can refuse.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("Impossible de lire le fichier : {0}")]
    Io(#[from] std::io::Error),
    #[error(
        "Le fichier dépasse la taille maximale autorisée ({size} octets, limite {limit} octets)."
    )]
    TooLarge { size: u64, limit: u64 },
    #[error("Format de fichier non pris en charge : {0}.")]
    UnsupportedFormat(String),
    #[error("Ce PDF est protégé par mot de passe (chiffré) : retirez la protection avant de l'analyser.")]
    Encrypted,
    #[error("Ce PDF ne contient aucune couche texte (document scanné ou image) : une reconnaissance de caractères (OCR) est nécessaire avant l'analyse.")]
    NoTextLayer,
    #[error("Le fichier est endommagé ou tronqué et ne peut pas être lu ({0}).")]
    Corrupt(String),
    #[error("Ce fichier .docx n'est pas un document Word valide (ce n'est pas une archive ZIP).")]
    NotZip,
    #[error("Ce document décompressé dépasserait {limit} octets : il est refusé par sécurité (archive piégée possible).")]
    ZipBomb { limit: u64 },
    #[error("Le texte n'est pas dans un encodage reconnu ({0}).")]
    Encoding(String),
}

impl Error {
    /// The stable code of this error.
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::Io(_) => ErrorCode::Io,
            Error::TooLarge { .. } => ErrorCode::TooLarge,
            Error::UnsupportedFormat(_) => ErrorCode::UnsupportedFormat,
            Error::Encrypted => ErrorCode::Encrypted,
            Error::NoTextLayer => ErrorCode::NoTextLayer,
            Error::Corrupt(_) => ErrorCode::Corrupt,
            Error::NotZip => ErrorCode::NotZip,
            Error::ZipBomb { .. } => ErrorCode::ZipBomb,
            Error::Encoding(_) => ErrorCode::Encoding,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;
