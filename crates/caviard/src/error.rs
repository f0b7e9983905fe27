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
    RegisterNotFound,
    RegisterForeign,
    RegisterCorrupt,
    RegisterTooNew,
    RegisterTampered,
    Register,
    RecordInvalid,
    RecordNotFound,
    VaultKeyMissing,
    VaultKeyInvalid,
    VaultWrongKey,
    VaultTampered,
    VaultAbsent,
    ReviewIncomplete,
    ResidualLeak,
    ChunkLimit,
    TransferBlocked,
    LabelTagTaken,
    RecentMissing,
    RecentChanged,
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
    #[error("Registre d'audit introuvable : {0}. Aucun enregistrement n'a encore été fait à cet emplacement.")]
    RegisterNotFound(String),
    #[error("Le fichier {0} n'est pas un registre d'audit Caviard : il n'a pas été modifié. Indiquez un autre emplacement avec --db.")]
    RegisterForeign(String),
    #[error("Le registre d'audit {path} est endommagé ({detail}) : il n'a pas été modifié. Restaurez une sauvegarde et conservez ce fichier pour examen.")]
    RegisterCorrupt { path: String, detail: String },
    #[error("Le registre d'audit {path} a été créé par une version plus récente de Caviard (schéma {found}, cette version connaît le schéma {supported}) : il n'a pas été modifié.")]
    RegisterTooNew {
        path: String,
        found: i64,
        supported: i64,
    },
    #[error("Registre altéré : premier enregistrement invalide n° {record} ({reason}).")]
    RegisterTampered { record: u64, reason: String },
    #[error("Erreur du registre d'audit : {0}.")]
    Register(String),
    #[error("Fiche d'enregistrement invalide : {0}")]
    RecordInvalid(String),
    #[error("Aucun enregistrement n° {0} dans le registre.")]
    RecordNotFound(u64),
    #[error("Clé du coffre introuvable : {0}. Sans elle les étiquettes ne peuvent pas être rétablies ; indiquez son emplacement avec --vault-key (elle est créée à côté du registre au premier enregistrement).")]
    VaultKeyMissing(String),
    #[error("Le fichier {path} n'est pas une clé de coffre Caviard valide ({detail}).")]
    VaultKeyInvalid { path: String, detail: String },
    #[error("La clé du coffre {path} n'est pas celle qui a chiffré l'enregistrement n° {record} : indiquez la bonne clé avec --vault-key.")]
    VaultWrongKey { path: String, record: u64 },
    #[error("Le coffre de l'enregistrement n° {0} a été modifié ou endommagé : son contenu chiffré ne s'authentifie plus. Les étiquettes ne sont pas rétablies ; conservez le registre pour examen.")]
    VaultTampered(u64),
    #[error("L'enregistrement n° {0} n'a pas de coffre (enregistré sans étiquettes propres, par une version antérieure, ou coffre supprimé avec le texte envoyé à l'échéance de conservation) : ses étiquettes ne peuvent pas être rétablies.")]
    VaultAbsent(u64),
    #[error("{pending} détection(s) restent à décider : masquez-les ou gardez-les avant d'enregistrer l'envoi.")]
    ReviewIncomplete { pending: usize },
    #[error("Fuite résiduelle : {count} donnée(s) personnelle(s) encore en clair dans le texte à envoyer ; l'enregistrement est refusé.\n  {details}")]
    ResidualLeak { count: usize, details: String },
    #[error("Le texte ne peut pas être découpé sous la limite du destinataire ({max_tokens} jetons) : un libellé ou un caractère en demande à lui seul {tokens}. Augmentez la limite (max_tokens) du profil de destination.")]
    ChunkLimit { max_tokens: u64, tokens: u64 },
    #[error("Transfert refusé : {count} règle(s) de la loi organique 2004-63 s'y opposent ; l'enregistrement n'est pas écrit.\n  {details}")]
    TransferBlocked { count: usize, details: String },
    #[error("L'étiquette d'enregistrement de ce texte est déjà utilisée par un autre enregistrement : une nouvelle étiquette lui a été attribuée ; relancez (dans l'application, vérifiez l'aperçu, qui a changé, puis enregistrez à nouveau).")]
    LabelTagTaken,
    #[error("Le document {0} est introuvable : il a été déplacé, renommé ou supprimé. Vous pouvez le retirer de la liste des documents récents.")]
    RecentMissing(String),
    #[error("Le document {0} a été modifié depuis sa dernière ouverture (empreinte SHA-256 différente) : sa relecture ne peut pas être reprise. Ouvrez-le comme un nouveau document ou retirez-le de la liste.")]
    RecentChanged(String),
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
            Error::RegisterNotFound(_) => ErrorCode::RegisterNotFound,
            Error::RegisterForeign(_) => ErrorCode::RegisterForeign,
            Error::RegisterCorrupt { .. } => ErrorCode::RegisterCorrupt,
            Error::RegisterTooNew { .. } => ErrorCode::RegisterTooNew,
            Error::RegisterTampered { .. } => ErrorCode::RegisterTampered,
            Error::Register(_) => ErrorCode::Register,
            Error::RecordInvalid(_) => ErrorCode::RecordInvalid,
            Error::RecordNotFound(_) => ErrorCode::RecordNotFound,
            Error::VaultKeyMissing(_) => ErrorCode::VaultKeyMissing,
            Error::VaultKeyInvalid { .. } => ErrorCode::VaultKeyInvalid,
            Error::VaultWrongKey { .. } => ErrorCode::VaultWrongKey,
            Error::VaultTampered(_) => ErrorCode::VaultTampered,
            Error::VaultAbsent(_) => ErrorCode::VaultAbsent,
            Error::ReviewIncomplete { .. } => ErrorCode::ReviewIncomplete,
            Error::ResidualLeak { .. } => ErrorCode::ResidualLeak,
            Error::ChunkLimit { .. } => ErrorCode::ChunkLimit,
            Error::TransferBlocked { .. } => ErrorCode::TransferBlocked,
            Error::LabelTagTaken => ErrorCode::LabelTagTaken,
            Error::RecentMissing(_) => ErrorCode::RecentMissing,
            Error::RecentChanged(_) => ErrorCode::RecentChanged,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;
