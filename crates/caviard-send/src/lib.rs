//! Optional sending of a recorded payload to an OpenAI-compatible chat completions endpoint.
//!
//! The core crate `caviard` holds no network code; this crate is the only one that opens a
//! connection, and only [`send_record`] does, only when the record's destination profile enables
//! sending (`destination.sending.enabled`, off by default). It:
//!
//! 1. reads the record, its payload (checked against the recorded SHA-256) and its chunks (each
//!    checked against its recorded hash);
//! 2. takes the sending settings from the latest version of the profile the record was made
//!    with, refusing it when its provider, model or endpoint no longer match the record;
//! 3. reads the API key from the environment variable or the 0600 file the profile names (the
//!    key is never stored, logged or exported);
//! 4. sends each chunk as its own `POST {endpoint}/chat/completions` request
//!    (`{"model", "messages": [{"role": "user", "content"}]}`) over TLS (rustls, Mozilla roots
//!    or the profile's CA file; https only, no redirects, no proxy, connect and overall
//!    timeouts, a capped answer body), journaling a `sent` event for every attempt;
//! 5. verifies every answer (`choices[0].message.content`) with
//!    [`caviard::audit::Register::verify_response`] before returning anything: the first
//!    incident stops the sending and nothing is restored.

use std::io::Read;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use caviard::audit::event::{EventDraft, EventKind, ResponseInfo, SentInfo, StoredEvent};
use caviard::audit::{KeySource, Register, Sending};
use caviard::detect::ScanOptions;
use caviard::vault::VaultKey;
use chrono::{DateTime, Utc};

/// Largest answer body read by default (16 MiB).
pub const MAX_RESPONSE_BYTES: u64 = 16 << 20;
/// Longest a request may take when the profile sets no `timeout_secs`.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);
/// Longest the TCP and TLS connection may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// Characters of a provider's error message shown.
const ERROR_EXCERPT_CHARS: usize = 300;

/// How [`send_record`] sends.
#[derive(Debug, Clone)]
pub struct Options {
    /// Longest the connection (TCP and TLS) may take.
    pub connect_timeout: Duration,
    /// Longest one request may take, connection to last byte; `None`: the profile's
    /// `timeout_secs`, or [`DEFAULT_TIMEOUT`].
    pub timeout: Option<Duration>,
    /// Largest answer body accepted, in bytes.
    pub max_response_bytes: u64,
    /// Detection settings of the response check.
    pub scan: ScanOptions,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            connect_timeout: CONNECT_TIMEOUT,
            timeout: None,
            max_response_bytes: MAX_RESPONSE_BYTES,
            scan: ScanOptions::default(),
        }
    }
}

/// What [`send_record`] brought back.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// Every answer was clean: the answers with the record's labels restored, in chunk order,
    /// and the events journaled (`sent` and `reidentification`, in order).
    Clean {
        restored: Vec<String>,
        events: Vec<StoredEvent>,
    },
    /// The answer to chunk `index` of `of` holds data the record did not send: nothing is
    /// restored and no later chunk was sent. `event` is the journaled incident.
    Incident {
        index: u32,
        of: u32,
        event: Box<StoredEvent>,
    },
}

/// A stable code per refusal, for the app to branch on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// An error of the core (register, vault, record): see [`caviard::Error::code`].
    Core,
    SendingDisabled,
    ProfileMismatch,
    PayloadUnavailable,
    ApiKey,
    Insecure,
    Certificate,
    Timeout,
    Connection,
    HttpStatus,
    ResponseTooLarge,
    MalformedResponse,
}

/// Why nothing (or not everything) was sent or returned. Messages are in French, for a
/// compliance officer, and never hold the API key.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Core(#[from] caviard::Error),
    #[error("{0}")]
    SendingDisabled(String),
    #[error("{0}")]
    ProfileMismatch(String),
    #[error("{0}")]
    PayloadUnavailable(String),
    #[error("{0}")]
    ApiKey(String),
    #[error("{0}")]
    Insecure(String),
    #[error("{0}")]
    Certificate(String),
    #[error("le destinataire n'a pas répondu dans le délai ({0} s) : la requête a été abandonnée et la connexion fermée. Aucune réponse n'a été utilisée.")]
    Timeout(u64),
    #[error("connexion impossible au destinataire : {0}")]
    Connection(String),
    #[error("le destinataire a refusé la requête (statut HTTP {status}) : {message}")]
    HttpStatus { status: u16, message: String },
    #[error("la réponse du destinataire dépasse {0} octets : elle a été refusée sans être lue en entier.")]
    ResponseTooLarge(u64),
    #[error("la réponse du destinataire n'est pas une réponse de chat completions lisible : {0}")]
    MalformedResponse(String),
}

impl Error {
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::Core(_) => ErrorCode::Core,
            Error::SendingDisabled(_) => ErrorCode::SendingDisabled,
            Error::ProfileMismatch(_) => ErrorCode::ProfileMismatch,
            Error::PayloadUnavailable(_) => ErrorCode::PayloadUnavailable,
            Error::ApiKey(_) => ErrorCode::ApiKey,
            Error::Insecure(_) => ErrorCode::Insecure,
            Error::Certificate(_) => ErrorCode::Certificate,
            Error::Timeout(_) => ErrorCode::Timeout,
            Error::Connection(_) => ErrorCode::Connection,
            Error::HttpStatus { .. } => ErrorCode::HttpStatus,
            Error::ResponseTooLarge(_) => ErrorCode::ResponseTooLarge,
            Error::MalformedResponse(_) => ErrorCode::MalformedResponse,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Send record `record`'s payload to its destination and verify every answer (see the crate
/// docs). `clock` gives the time of each journaled event; `operator` is who sends and sees the
/// restored answers.
///
/// # Errors
/// A refusal before anything is sent ([`Error::SendingDisabled`], [`Error::ProfileMismatch`],
/// [`Error::PayloadUnavailable`], [`Error::ApiKey`], [`Error::Insecure`],
/// [`Error::Certificate`]); a failed request, journaled as a `sent` event with its reason
/// ([`Error::Timeout`], [`Error::Connection`], [`Error::HttpStatus`],
/// [`Error::ResponseTooLarge`], [`Error::MalformedResponse`]); the core's errors (record not
/// found, vault, register).
pub fn send_record(
    reg: &mut Register,
    key: &VaultKey,
    record: u64,
    operator: &str,
    clock: &dyn Fn() -> DateTime<Utc>,
    opts: &Options,
) -> Result<Outcome> {
    let plan = plan(reg, record)?;
    let api_key = read_key(&plan.sending.api_key)?;
    let timeout = opts.timeout.unwrap_or_else(|| {
        plan.sending
            .timeout_secs
            .map_or(DEFAULT_TIMEOUT, |s| Duration::from_secs(s.into()))
    });
    let agent = agent(&plan.sending, opts.connect_timeout, timeout)?;
    let of = plan.pieces.len() as u32;
    let mut restored = Vec::new();
    let mut events = Vec::new();
    for (i, piece) in plan.pieces.iter().enumerate() {
        let index = i as u32 + 1;
        let body = serde_json::json!({
            "model": plan.model,
            "messages": [{"role": "user", "content": piece}],
        })
        .to_string();
        let result = post(&agent, &plan.url, &api_key, &body, opts.max_response_bytes);
        let (status, response_bytes, answer) = match &result {
            Ok((status, n, answer)) => (Some(*status), Some(*n), Ok(answer.as_str())),
            Err((status, e)) => (*status, None, Err(e)),
        };
        let sent = SentInfo {
            profile: plan.profile.clone(),
            url: plan.url.clone(),
            model: plan.model.clone(),
            index,
            of,
            content_sha256: ResponseInfo::of(piece).sha256,
            content_bytes: piece.len() as u64,
            request_bytes: body.len() as u64,
            status,
            response_bytes,
            error: answer.as_ref().err().map(|e| e.to_string()),
        };
        let draft = EventDraft {
            kind: EventKind::Sent,
            record,
            operator: operator.to_string(),
            response: ResponseInfo::of(answer.as_ref().copied().unwrap_or("")),
            restored: Vec::new(),
            found: Vec::new(),
            sent: Some(sent),
        };
        events.push(reg.append_event(&draft, clock())?);
        reg.sync()?;
        let answer = match result {
            Ok((_, _, a)) => a,
            Err((_, e)) => return Err(e),
        };
        let v = reg.verify_response(record, &answer, operator, key, clock(), &opts.scan)?;
        match v.restored {
            Some(text) => {
                restored.push(text);
                events.push(v.event);
            }
            None => {
                return Ok(Outcome::Incident {
                    index,
                    of,
                    event: Box::new(v.event),
                })
            }
        }
    }
    Ok(Outcome::Clean { restored, events })
}

/// What [`send_record`] will send, checked before any connection.
struct Plan {
    sending: Sending,
    profile: caviard::audit::ProfileRef,
    url: String,
    model: String,
    pieces: Vec<String>,
}

fn plan(reg: &Register, record: u64) -> Result<Plan> {
    let stored = reg.get(record)?;
    let r = &stored.record;
    let d = &r.destination;
    let Some(pref) = &d.profile else {
        return Err(Error::SendingDisabled(format!(
            "l'enregistrement n° {record} n'a pas été fait avec un profil de destination enregistré (mask --destination NOM) : Caviard ne l'envoie pas. Envoyez-le vous-même, puis vérifiez la réponse avec caviard verify-response."
        )));
    };
    let profile = reg.destination(&pref.name, None)?;
    let p = &profile.destination;
    if (p.provider.as_str(), p.model.as_str(), p.endpoint.as_str())
        != (d.provider.as_str(), d.model.as_str(), d.endpoint.as_str())
    {
        return Err(Error::ProfileMismatch(format!(
            "le profil « {} » (version {}) ne désigne plus le destinataire approuvé pour l'enregistrement n° {record} ({} / {} / {}) : envoi refusé. Refaites l'enregistrement avec le profil actuel.",
            pref.name, profile.version, d.provider, d.model, d.endpoint
        )));
    }
    let sending = match &p.sending {
        Some(s) if s.enabled => s.clone(),
        _ => {
            return Err(Error::SendingDisabled(format!(
                "l'envoi n'est pas activé pour le profil « {} » (version {}) : Caviard n'ouvre aucune connexion. Pour l'activer, ajoutez au profil \"sending\": {{\"enabled\": true, \"api_key\": {{\"env\": \"NOM_DE_VARIABLE\"}}}} (caviard destination add).",
                pref.name, profile.version
            )))
        }
    };
    if !d.endpoint.starts_with("https://") {
        return Err(Error::Insecure(format!(
            "l'adresse du destinataire ({}) n'est pas chiffrée (https://) : envoi refusé.",
            d.endpoint
        )));
    }
    let payload = stored.payload.as_deref().ok_or_else(|| {
        Error::PayloadUnavailable(format!(
            "le texte à envoyer de l'enregistrement n° {record} a été purgé (durée de conservation) : il n'y a plus rien à envoyer."
        ))
    })?;
    if ResponseInfo::of(payload).sha256 != r.payload.sha256 {
        return Err(Error::PayloadUnavailable(format!(
            "le texte stocké de l'enregistrement n° {record} ne correspond plus à son empreinte : envoi refusé (caviard audit verify)."
        )));
    }
    let mut pieces = Vec::new();
    for c in &r.chunks {
        let piece = usize::try_from(c.start)
            .ok()
            .zip(usize::try_from(c.end).ok())
            .and_then(|(a, b)| payload.get(a..b))
            .filter(|p| ResponseInfo::of(p).sha256 == c.sha256)
            .ok_or_else(|| {
                Error::PayloadUnavailable(format!(
                    "le morceau {} sur {} de l'enregistrement n° {record} ne correspond plus à son empreinte : envoi refusé.",
                    c.index, c.of
                ))
            })?;
        pieces.push(piece.to_string());
    }
    if pieces.is_empty() {
        pieces.push(payload.to_string());
    }
    Ok(Plan {
        sending,
        // the version whose sending settings are used (the record names the one it was made with)
        profile: caviard::audit::ProfileRef {
            name: pref.name.clone(),
            version: profile.version,
        },
        url: chat_url(&d.endpoint),
        model: d.model.clone(),
        pieces,
    })
}

/// `{endpoint}/chat/completions`, or the endpoint itself when it already names that path.
fn chat_url(endpoint: &str) -> String {
    let e = endpoint.trim_end_matches('/');
    if e.ends_with("/chat/completions") {
        e.to_string()
    } else {
        format!("{e}/chat/completions")
    }
}

/// The API key, from the source the profile names.
fn read_key(source: &KeySource) -> Result<String> {
    let key = match source {
        KeySource::Env(name) => std::env::var(name).map_err(|_| {
            Error::ApiKey(format!(
                "la clé d'API est introuvable : la variable d'environnement {name} n'est pas définie (ou n'est pas du texte)."
            ))
        })?,
        KeySource::File(path) => read_key_file(Path::new(path))?,
    };
    let key = key.trim().to_string();
    if key.is_empty() {
        return Err(Error::ApiKey("la clé d'API est vide.".into()));
    }
    if key.chars().any(|c| c.is_control() || c == ' ') {
        return Err(Error::ApiKey(
            "la clé d'API contient des espaces ou des caractères de contrôle : vérifiez sa source."
                .into(),
        ));
    }
    Ok(key)
}

fn read_key_file(path: &Path) -> Result<String> {
    let bad = |why: &str| Error::ApiKey(format!("fichier de clé d'API {} : {why}", path.display()));
    let f = std::fs::File::open(path).map_err(|_| bad("introuvable ou illisible."))?;
    let meta = f.metadata().map_err(|_| bad("illisible."))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if meta.permissions().mode() & 0o077 != 0 {
            return Err(bad(
                "lisible par d'autres utilisateurs ; il doit être réservé à son propriétaire (chmod 600).",
            ));
        }
    }
    if meta.len() > 64 << 10 {
        return Err(bad("trop grand pour une clé."));
    }
    let mut s = String::new();
    f.take(64 << 10)
        .read_to_string(&mut s)
        .map_err(|_| bad("n'est pas du texte."))?;
    Ok(s)
}

fn agent(sending: &Sending, connect: Duration, overall: Duration) -> Result<ureq::Agent> {
    use ureq::tls::{RootCerts, TlsConfig, TlsProvider};
    let mut tls = TlsConfig::builder().provider(TlsProvider::Rustls);
    if let Some(path) = &sending.ca_file {
        let bad = |why: &str| {
            Error::Certificate(format!(
                "fichier d'autorités de certification {path} : {why}"
            ))
        };
        let pem = std::fs::read(path).map_err(|_| bad("introuvable ou illisible."))?;
        let mut certs = Vec::new();
        for item in ureq::tls::parse_pem(&pem) {
            if let ureq::tls::PemItem::Certificate(c) =
                item.map_err(|_| bad("ce n'est pas un fichier PEM lisible."))?
            {
                certs.push(c);
            }
        }
        if certs.is_empty() {
            return Err(bad("aucun certificat PEM dedans."));
        }
        tls = tls.root_certs(RootCerts::Specific(Arc::new(certs)));
    }
    Ok(ureq::Agent::config_builder()
        .https_only(true)
        .http_status_as_error(false)
        .max_redirects(0)
        .proxy(None)
        .max_idle_connections(0)
        .timeout_connect(Some(connect))
        .timeout_global(Some(overall))
        .user_agent(format!("caviard/{}", caviard::VERSION))
        .tls_config(tls.build())
        .build()
        .into())
}

/// One request: `(status, answer bytes, answer content)`, or the HTTP status (when one came
/// back) and the error.
fn post(
    agent: &ureq::Agent,
    url: &str,
    key: &str,
    body: &str,
    max: u64,
) -> std::result::Result<(u16, u64, String), (Option<u16>, Error)> {
    let mut resp = agent
        .post(url)
        .header("Authorization", format!("Bearer {key}"))
        .content_type("application/json")
        .send(body)
        .map_err(|e| (None, net_error(e, agent)))?;
    let status = resp.status().as_u16();
    let bytes = resp
        .body_mut()
        .with_config()
        .limit(max)
        .read_to_vec()
        .map_err(|e| (Some(status), net_error(e, agent)))?;
    if !(200..300).contains(&status) {
        return Err((
            Some(status),
            Error::HttpStatus {
                status,
                message: provider_message(&bytes),
            },
        ));
    }
    let n = bytes.len() as u64;
    let bad = |why: String| (Some(status), Error::MalformedResponse(why));
    let v: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| bad(format!("JSON invalide ({e}).")))?;
    let content = v
        .pointer("/choices/0/message/content")
        .and_then(|c| c.as_str())
        .ok_or_else(|| bad("pas de texte en choices[0].message.content.".into()))?;
    Ok((status, n, content.to_string()))
}

fn net_error(e: ureq::Error, agent: &ureq::Agent) -> Error {
    let secs = agent.config().timeouts().global.map_or(0, |d| d.as_secs());
    match e {
        ureq::Error::Timeout(_) => Error::Timeout(secs),
        ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => Error::Timeout(secs),
        ureq::Error::BodyExceedsLimit(n) => Error::ResponseTooLarge(n),
        ureq::Error::TooManyRedirects | ureq::Error::RedirectFailed => Error::Connection(
            "le destinataire demande une redirection ; Caviard ne suit pas les redirections."
                .into(),
        ),
        ureq::Error::RequireHttpsOnly(_) => {
            Error::Insecure("l'adresse du destinataire n'est pas https:// : envoi refusé.".into())
        }
        ureq::Error::HostNotFound => Error::Connection("nom de serveur introuvable.".into()),
        ureq::Error::Tls(why) => Error::Connection(format!("échec TLS ({why}).")),
        ureq::Error::Rustls(why) => Error::Connection(format!(
            "échec TLS : le certificat du destinataire n'est pas reconnu ou la connexion chiffrée a échoué ({why})."
        )),
        other => Error::Connection(other.to_string()),
    }
}

/// A provider's error message (`error.message` of an OpenAI-style body, else the text),
/// on one line and truncated.
fn provider_message(bytes: &[u8]) -> String {
    let text = serde_json::from_slice::<serde_json::Value>(bytes)
        .ok()
        .and_then(|v| {
            v.pointer("/error/message")
                .and_then(|m| m.as_str())
                .map(str::to_string)
        })
        .unwrap_or_else(|| String::from_utf8_lossy(bytes).into_owned());
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.is_empty() {
        return "(aucun message)".into();
    }
    let mut out: String = line.chars().take(ERROR_EXCERPT_CHARS).collect();
    if line.chars().count() > ERROR_EXCERPT_CHARS {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_url_appends_the_path_once() {
        assert_eq!(
            chat_url("https://api.example.invalid/v1/"),
            "https://api.example.invalid/v1/chat/completions"
        );
        assert_eq!(
            chat_url("https://api.example.invalid/v1/chat/completions"),
            "https://api.example.invalid/v1/chat/completions"
        );
    }

    #[test]
    fn provider_message_takes_the_error_field_and_truncates() {
        let body = br#"{"error": {"message": "Invalid   API key\nprovided", "type": "auth"}}"#;
        assert_eq!(provider_message(body), "Invalid API key provided");
        let long = "x".repeat(1000);
        let m = provider_message(long.as_bytes());
        assert_eq!(m.chars().count(), ERROR_EXCERPT_CHARS + 1);
        assert!(m.ends_with('…'));
        assert_eq!(provider_message(b"  "), "(aucun message)");
    }

    #[test]
    fn key_from_env_and_file_never_in_the_message() {
        let secret = "sk-test-7f3a9c";
        let var = "CAVIARD_SEND_UNIT_TEST_KEY";
        std::env::set_var(var, format!("  {secret}\n"));
        assert_eq!(read_key(&KeySource::Env(var.into())).unwrap(), secret);
        let e = read_key(&KeySource::Env("CAVIARD_SEND_UNIT_TEST_ABSENT".into())).unwrap_err();
        assert_eq!(e.code(), ErrorCode::ApiKey);
        assert!(e.to_string().contains("CAVIARD_SEND_UNIT_TEST_ABSENT"));

        let dir = std::env::temp_dir().join(format!("caviard-send-key-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("key");
        std::fs::write(&p, format!("{secret}\n")).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o644)).unwrap();
            let e = read_key(&KeySource::File(p.display().to_string())).unwrap_err();
            assert!(e.to_string().contains("chmod 600"), "{e}");
            assert!(!e.to_string().contains(secret));
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o600)).unwrap();
        }
        assert_eq!(
            read_key(&KeySource::File(p.display().to_string())).unwrap(),
            secret
        );
        std::fs::write(&p, "sk bad key").unwrap();
        let e = read_key(&KeySource::File(p.display().to_string())).unwrap_err();
        assert!(!e.to_string().contains("sk bad key"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
