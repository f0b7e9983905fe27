//! `caviard`: the command-line edge. Parses arguments, calls the core, maps errors to exit codes.
//!
//! Exit codes: 0 ok, 2 usage error, 3 refused input (the message is on stderr), 4 audit register
//! altered (`audit verify`, `audit export`), 5 record refused by the residual leak check
//! (`mask --record`: an approved value or an undecided finding is still in the payload),
//! 6 record refused by a transfer rule of law 2004-63 (art. 52 when set to block, art. 13/14
//! without an authorization reference), 7 incident: a response holds data its record did not
//! send (`verify-response`), 1 other failure.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use caviard::audit::{self, RecordMeta, Register, ReviewMode};
use caviard::detect::{self, Entity, ScanOptions};
use caviard::extract::{self, Limits};
use caviard::mask::{self, Operator, Policy};
use caviard::review::Review;
use caviard::vault::VaultKey;
use clap::{Parser, Subcommand};

/// Exit code for an input Caviard refuses (corrupt, encrypted, image-only, too large...).
const EXIT_REFUSED: u8 = 3;
/// Exit code for an audit register that does not verify.
const EXIT_TAMPERED: u8 = 4;
/// Exit code for a record refused because personal data remains in the payload.
const EXIT_LEAK: u8 = 5;
/// Exit code for a record refused by a transfer rule.
const EXIT_RULE: u8 = 6;
/// Exit code for a response holding another record's label or data not in the document.
const EXIT_INCIDENT: u8 = 7;

#[derive(Parser)]
#[command(
    name = "caviard",
    version,
    about = "Find and mask Tunisian personal data before a document leaves the building"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(clap::Args)]
struct Common {
    /// Findings scoring below this are ignored (0..1).
    #[arg(long, default_value_t = 0.5)]
    threshold: f32,
    /// Largest input accepted, in MiB.
    #[arg(long, default_value_t = 200)]
    max_size_mib: u64,
}

#[derive(Subcommand)]
enum Cmd {
    /// List the personal data found in each file.
    Scan {
        /// Files to scan (`-` reads standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print JSON (one object per file, see docs/scan-json.md).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Approve every finding above the threshold and print the masked text.
    Mask {
        /// File to mask (`-` reads standard input).
        file: PathBuf,
        /// Write the masked text here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Operator for every type: label, redact, partial[:N], pseudonym; or TYPE=OP to set one
        /// type (repeatable), e.g. `--operator PHONE=partial:2`.
        #[arg(long = "operator", value_name = "OP")]
        operators: Vec<String>,
        /// Record the run in the audit register; META.json holds the operator, destination and
        /// legal fields (docs/record-json.md). The masked text is printed only once the record
        /// is committed and on disk.
        #[arg(long, value_name = "META.json")]
        record: Option<PathBuf>,
        /// Take the destination from this stored profile (its latest version) instead of
        /// META.json's `destination` (`caviard destination add`).
        #[arg(long, value_name = "NAME", requires = "record")]
        destination: Option<String>,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        vault: VaultArg,
        #[command(flatten)]
        common: Common,
    },
    /// Check an API's response to a record: restore the record's labels to their values, or
    /// record an incident when the response holds a label or personal data the record did not
    /// send (exit 7).
    VerifyResponse {
        /// The record the response answers (its id in `caviard audit list`).
        #[arg(long = "record", value_name = "ID")]
        record: u64,
        /// The response (`-` reads standard input).
        file: PathBuf,
        /// Who checks the response and sees the restored values (default: $USER).
        #[arg(long)]
        operator: Option<String>,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        vault: VaultArg,
        /// Findings in the response scoring below this are ignored (0..1).
        #[arg(long, default_value_t = 0.5)]
        threshold: f32,
    },
    /// Send a record's payload to its destination (only when its profile enables sending), one
    /// request per chunk, and verify every answer before printing it: the restored answers when
    /// clean, an incident (exit 7, nothing restored) otherwise.
    Send {
        /// The record to send (its id in `caviard audit list`).
        #[arg(long = "record", value_name = "ID")]
        record: u64,
        /// Who sends and sees the restored answers (default: $USER).
        #[arg(long)]
        operator: Option<String>,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        vault: VaultArg,
        /// Longest one request may take, in seconds (default: the profile's timeout_secs, or
        /// 120).
        #[arg(long, value_name = "SECONDS")]
        timeout: Option<u64>,
        /// Findings in the answers scoring below this are ignored (0..1).
        #[arg(long, default_value_t = 0.5)]
        threshold: f32,
    },
    /// Destination profiles kept in the register, versioned.
    Destination {
        #[command(subcommand)]
        cmd: DestinationCmd,
        #[command(flatten)]
        db: DbArg,
    },
    /// Organisation settings kept in the register.
    Settings {
        #[command(subcommand)]
        cmd: SettingsCmd,
        #[command(flatten)]
        db: DbArg,
    },
    /// The audit register: list, show, verify, export, retention.
    Audit {
        #[command(subcommand)]
        cmd: AuditCmd,
        #[command(flatten)]
        db: DbArg,
    },
}

#[derive(Subcommand)]
enum DestinationCmd {
    /// Add a profile, or a new version of it when FILE differs from its latest version.
    /// FILE holds a `destination` object as in META.json (docs/record-json.md).
    Add { name: String, file: PathBuf },
    /// List the profiles at their latest version.
    List {
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
    },
    /// Show a profile (JSON).
    Show {
        name: String,
        #[arg(long)]
        version: Option<u32>,
    },
}

#[derive(Subcommand)]
enum SettingsCmd {
    /// A transfer abroad without a valid INPDP authorization (art. 52): `block` (the default)
    /// refuses the record, `warn` records it with a warning that the transfer is punishable
    /// (art. 90). Without a value, prints it.
    Art52 { mode: Option<String> },
    /// Four-eyes review: `on` requires every record to name an approver distinct from the
    /// operator, `off` (the default) does not. Without a value, prints it.
    FourEyes { mode: Option<String> },
    /// The data controller recorded when META.json names none: a JSON file
    /// `{"organisation", "legal_representative", "declaration": {"number", "date"}}` (art. 7),
    /// or `--clear`. Without either, prints it.
    Controller {
        file: Option<PathBuf>,
        #[arg(long, conflicts_with = "file")]
        clear: bool,
    },
}

#[derive(clap::Args)]
struct DbArg {
    /// The audit register (default: registre.sqlite in the platform's data directory).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

#[derive(clap::Args)]
struct VaultArg {
    /// The vault key file (default: the register's path followed by `.vaultkey`).
    #[arg(long, value_name = "PATH")]
    vault_key: Option<PathBuf>,
}

impl VaultArg {
    fn path(&self, db: &Path) -> PathBuf {
        self.vault_key
            .clone()
            .unwrap_or_else(|| VaultKey::default_path(db))
    }
}

#[derive(clap::Args)]
struct FilterArgs {
    /// Only this record.
    #[arg(long)]
    id: Option<u64>,
    /// From this date (YYYY-MM-DD, UTC, included, or RFC 3339).
    #[arg(long)]
    from: Option<String>,
    /// Up to this date (YYYY-MM-DD, UTC, included, or RFC 3339 excluded).
    #[arg(long)]
    to: Option<String>,
    /// Provider or model (case-insensitive).
    #[arg(long)]
    destination: Option<String>,
    /// Operator name (case-insensitive).
    #[arg(long)]
    operator: Option<String>,
}

#[derive(Subcommand)]
enum AuditCmd {
    /// List the records.
    List {
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// Show one record (JSON, with its payload text).
    Show { id: u64 },
    /// Verify the hash chain; exits 0 only when the register is intact.
    Verify {
        /// A head hash filed earlier: it must still be in the chain.
        #[arg(long, value_name = "HASH")]
        head: Option<String>,
    },
    /// Export records (verifies the register first).
    Export {
        /// csv, jsonl or pdf.
        #[arg(long)]
        format: String,
        /// Output file.
        #[arg(short, long)]
        output: PathBuf,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// Set how long payload texts are kept, in days (`off`: forever), then purge.
    Retention { days: String },
    /// Purge the payload texts older than the retention period now.
    Purge,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            if let Some(core) = e.downcast_ref::<caviard::Error>() {
                eprintln!(
                    "caviard: {core} [{}]",
                    serde_json::to_string(&core.code())
                        .unwrap_or_default()
                        .trim_matches('"')
                );
                return ExitCode::from(match core.code() {
                    caviard::ErrorCode::ResidualLeak => EXIT_LEAK,
                    caviard::ErrorCode::TransferBlocked => EXIT_RULE,
                    _ => EXIT_REFUSED,
                });
            }
            if let Some(t) = e.downcast_ref::<Tampered>() {
                eprintln!("caviard: {}", t.0);
                return ExitCode::from(EXIT_TAMPERED);
            }
            if let Some(i) = e.downcast_ref::<Incident>() {
                eprintln!("caviard: {}", i.0);
                return ExitCode::from(EXIT_INCIDENT);
            }
            if let Some(r) = e.downcast_ref::<Refused>() {
                eprintln!("caviard: {}", r.0);
                return ExitCode::from(EXIT_REFUSED);
            }
            if let Some(u) = e.downcast_ref::<Usage>() {
                eprintln!("caviard: {}", u.0);
                return ExitCode::from(2);
            }
            eprintln!("caviard: {e:#}");
            ExitCode::from(1)
        }
    }
}

#[derive(Debug)]
struct Usage(String);
impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Usage {}

/// The audit register does not verify (message already in French).
#[derive(Debug)]
struct Tampered(String);
impl std::fmt::Display for Tampered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Tampered {}

/// A response holds data its record did not send (message already in French).
#[derive(Debug)]
struct Incident(String);
impl std::fmt::Display for Incident {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Incident {}

/// The register path: `--db`, else the platform's data directory (created 0700).
fn db_path(arg: &DbArg) -> anyhow::Result<PathBuf> {
    if let Some(p) = &arg.db {
        return Ok(p.clone());
    }
    let dirs = directories::ProjectDirs::from("tn", "Caviard", "caviard")
        .context("aucun dossier de données pour cet utilisateur : indiquez --db")?;
    let dir = dirs.data_dir();
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    b.create(dir)
        .with_context(|| format!("création de {}", dir.display()))?;
    Ok(dir.join("registre.sqlite"))
}

fn filter(a: &FilterArgs) -> anyhow::Result<audit::Filter> {
    Ok(audit::Filter {
        id: a.id,
        from: a
            .from
            .as_deref()
            .map(audit::Filter::parse_from)
            .transpose()?,
        to: a.to.as_deref().map(audit::Filter::parse_to).transpose()?,
        destination: a.destination.clone(),
        operator: a.operator.clone(),
    })
}

/// Map a register error: an altered register gets its own exit code.
fn tampered(e: caviard::Error) -> anyhow::Error {
    match e {
        caviard::Error::RegisterTampered { .. } => Tampered(e.to_string()).into(),
        e => e.into(),
    }
}

fn load(path: &Path, limits: &Limits) -> anyhow::Result<caviard::Document> {
    if path == Path::new("-") {
        return Ok(extract::extract("-", read_stdin(limits)?, limits)?);
    }
    Ok(extract::extract_path(path, limits)?)
}

fn read_stdin(limits: &Limits) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(limits.max_file_bytes + 1)
        .read_to_end(&mut bytes)
        .context("lecture de l'entrée standard")?;
    Ok(bytes)
}

/// Read a file's bytes (the register records their SHA-256), then extract it.
fn load_bytes(
    path: &Path,
    limits: &Limits,
) -> anyhow::Result<(String, Vec<u8>, caviard::Document)> {
    let (name, bytes) = if path == Path::new("-") {
        ("-".to_string(), read_stdin(limits)?)
    } else {
        let size = std::fs::metadata(path).map_err(caviard::Error::from)?.len();
        if size > limits.max_file_bytes {
            return Err(caviard::Error::TooLarge {
                size,
                limit: limits.max_file_bytes,
            }
            .into());
        }
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_string();
        (name, std::fs::read(path).map_err(caviard::Error::from)?)
    };
    let doc = extract::extract(&name, bytes.clone(), limits)?;
    Ok((name, bytes, doc))
}

fn limits(c: &Common) -> Limits {
    Limits {
        max_file_bytes: c.max_size_mib * 1024 * 1024,
        ..Limits::default()
    }
}

fn policy(ops: &[String]) -> anyhow::Result<Policy> {
    let mut p = Policy::default();
    for o in ops {
        let bad = || {
            Usage(format!(
                "opérateur inconnu : {o} (label, redact, partial[:N], pseudonym, ou TYPE=OP)"
            ))
        };
        match o.split_once('=') {
            Some((t, op)) => {
                let e = Entity::parse(t).ok_or_else(|| Usage(format!("type inconnu : {t}")))?;
                p.per_entity.insert(e, Operator::parse(op).ok_or_else(bad)?);
            }
            None => p.default = Operator::parse(o).ok_or_else(bad)?,
        }
    }
    Ok(p)
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.cmd {
        Cmd::Scan {
            files,
            json,
            common,
        } => {
            let opts = ScanOptions {
                threshold: common.threshold,
            };
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            for f in &files {
                let mut doc = load(f, &limits(&common))?;
                let findings = detect::scan_in_place(&mut doc, &opts);
                if json {
                    let report = caviard::detect::report::ScanReport::new(
                        &f.display().to_string(),
                        &doc,
                        &findings,
                    );
                    serde_json::to_writer(&mut out, &report)?;
                    writeln!(out)?;
                } else {
                    writeln!(
                        out,
                        "{}: {} donnée(s) personnelle(s)",
                        f.display(),
                        findings.len()
                    )?;
                    for x in &findings {
                        let why: Vec<String> = x.reasons.iter().map(|r| r.explain()).collect();
                        writeln!(
                            out,
                            "  {}..{}\t{}\t{:.2}\t{}\t({})",
                            x.start,
                            x.end,
                            x.entity.as_str(),
                            x.score,
                            x.text.replace('\n', " "),
                            why.join(" ; ")
                        )?;
                    }
                }
            }
            Ok(())
        }
        Cmd::Mask {
            file,
            output,
            operators,
            record,
            destination,
            db,
            vault,
            common,
        } => {
            let mut policy = policy(&operators)?;
            let seed = mask::fresh_seed()?;
            let meta = match &record {
                Some(p) => {
                    let json = std::fs::read_to_string(p)
                        .with_context(|| format!("lecture de {}", p.display()))?;
                    Some(match &destination {
                        Some(name) => {
                            let d =
                                Register::open_existing(&db_path(&db)?)?.destination(name, None)?;
                            RecordMeta::from_json_with_destination(&json, &d.destination)?
                        }
                        None => RecordMeta::from_json(&json)?,
                    })
                }
                None => None,
            };
            let opts = ScanOptions {
                threshold: common.threshold,
            };
            let Some(meta) = meta else {
                // no record: keep no copy of the input and stream the payload as it is built
                let mut doc = load(&file, &limits(&common))?;
                let findings = detect::scan_in_place(&mut doc, &opts);
                let review = Review::approve_all(&findings);
                let approved = |f: &caviard::Finding| review.is_approved(f.id);
                match output {
                    Some(p) => {
                        let write = |p: &Path| -> std::io::Result<()> {
                            let mut out = std::io::BufWriter::new(std::fs::File::create(p)?);
                            mask::mask_to(
                                &doc.text, &findings, approved, &policy, &seed, &mut out,
                            )?;
                            out.flush()
                        };
                        write(&p).with_context(|| format!("écriture de {}", p.display()))?;
                    }
                    None => {
                        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
                        mask::mask_to(&doc.text, &findings, approved, &policy, &seed, &mut out)?;
                        out.flush()?;
                    }
                }
                return Ok(());
            };
            let (name, bytes, doc) = load_bytes(&file, &limits(&common))?;
            let findings = detect::scan(&doc, &opts);
            let review = Review::approve_all(&findings);
            // A recorded run issues its own label namespace, and its labels go to the vault.
            let db = db_path(&db)?;
            let mut reg = Register::open(&db)?;
            let key = VaultKey::open_for(&reg, &vault.path(&db))?;
            policy.label_tag = Some(reg.fresh_label_tag()?);
            let max_tokens = meta.destination.max_tokens;
            let run = caviard::transfer::Run {
                file_name: &name,
                original: &bytes,
                doc: &doc,
                findings: &findings,
                review: &review,
                mode: ReviewMode::Automatic {
                    threshold: common.threshold,
                },
                manual_from: findings.len(),
                policy: &policy,
                seed: &seed,
                scan: opts,
            };
            let now = chrono::Utc::now();
            let prepared = caviard::transfer::prepare(&run, meta, &reg.organisation()?, now)?;
            prepared.allowed()?;
            for w in prepared.warnings() {
                eprintln!("Avertissement : {}", w.message);
            }
            // on disk before the masked text is printed: one fsync'd checkpoint per run
            let a = prepared.commit(&mut reg, &key, now)?;
            let (draft, masked) = (prepared.draft, prepared.masked);
            if let Some((enc, n)) = draft.transfer.tokens {
                eprintln!(
                    "Texte à envoyer : {n} jetons ({}){}.",
                    enc.as_str(),
                    match (max_tokens, draft.transfer.chunks.len()) {
                        (Some(m), c) if c > 1 => {
                            format!(", découpé en {c} morceaux de {m} jetons au plus")
                        }
                        (Some(m), _) => format!(", sous la limite de {m} jetons"),
                        (None, _) => String::new(),
                    }
                );
            }
            eprintln!(
                "Enregistrement n° {} ajouté au registre d'audit (empreinte {}).",
                a.id, a.hash
            );
            match output {
                Some(p) => std::fs::write(&p, masked.text)
                    .with_context(|| format!("écriture de {}", p.display()))?,
                None => {
                    let mut out = std::io::stdout().lock();
                    out.write_all(masked.text.as_bytes())?;
                    out.flush()?;
                }
            }
            Ok(())
        }
        Cmd::VerifyResponse {
            record,
            file,
            operator,
            db,
            vault,
            threshold,
        } => verify_response(record, &file, operator, &db, &vault, threshold),
        Cmd::Send {
            record,
            operator,
            db,
            vault,
            timeout,
            threshold,
        } => send(record, operator, &db, &vault, timeout, threshold),
        Cmd::Audit { cmd, db } => audit_cmd(cmd, &db_path(&db)?),
        Cmd::Destination { cmd, db } => destination_cmd(cmd, &db_path(&db)?),
        Cmd::Settings { cmd, db } => settings_cmd(cmd, &db_path(&db)?),
    }
}

fn settings_cmd(cmd: SettingsCmd, db: &Path) -> anyhow::Result<()> {
    let mut reg = Register::open(db)?;
    match cmd {
        SettingsCmd::Art52 { mode } => {
            if let Some(m) = mode {
                let m = caviard::rules::Art52Mode::parse(&m)
                    .ok_or_else(|| Usage(format!("valeur inconnue : {m} (block ou warn)")))?;
                reg.set_art52_mode(m)?;
            }
            let m = reg.art52_mode()?;
            println!(
                "Art. 52 (transfert à l'étranger sans autorisation INPDP valide) : {} — {}.",
                m.as_str(),
                m.describe().fr
            );
        }
        SettingsCmd::FourEyes { mode } => {
            if let Some(m) = mode {
                let on = match m.as_str() {
                    "on" => true,
                    "off" => false,
                    _ => return Err(Usage(format!("valeur inconnue : {m} (on ou off)")).into()),
                };
                reg.set_four_eyes(on)?;
            }
            println!(
                "Double validation : {}.",
                if reg.four_eyes()? {
                    "on — chaque enregistrement exige un approbateur distinct de l'opérateur"
                } else {
                    "off — l'approbateur est facultatif"
                }
            );
        }
        SettingsCmd::Controller { file, clear } => {
            if clear {
                reg.set_controller(None)?;
            } else if let Some(f) = file {
                let json = std::fs::read_to_string(&f)
                    .with_context(|| format!("lecture de {}", f.display()))?;
                let c: caviard::audit::Controller = serde_json::from_str(&json)
                    .map_err(|e| caviard::Error::RecordInvalid(e.to_string()))?;
                reg.set_controller(Some(&c))?;
            }
            match reg.controller()? {
                None => println!("Responsable du traitement : non renseigné (art. 7 : les enregistrements sont refusés tant qu'aucune fiche ne l'indique)."),
                Some(c) => println!(
                    "Responsable du traitement : {}, représenté par {} ; déclaration à l'INPDP (art. 7) : {}.",
                    c.organisation,
                    c.legal_representative,
                    c.declaration
                        .map(|d| format!("n° {} du {}", d.number, d.date))
                        .unwrap_or_else(|| "aucune".into())
                ),
            }
        }
    }
    Ok(())
}

fn send(
    record: u64,
    operator: Option<String>,
    db: &DbArg,
    vault: &VaultArg,
    timeout: Option<u64>,
    threshold: f32,
) -> anyhow::Result<()> {
    let operator = operator
        .or_else(|| std::env::var("USER").ok())
        .or_else(|| std::env::var("USERNAME").ok())
        .filter(|o| !o.trim().is_empty())
        .ok_or_else(|| Usage("indiquez qui envoie avec --operator NOM".into()))?;
    if timeout == Some(0) {
        return Err(Usage("--timeout doit être un nombre de secondes positif".into()).into());
    }
    let db = db_path(db)?;
    let mut reg = Register::open_existing(&db)?;
    let key = VaultKey::load(&vault.path(&db))?;
    let opts = caviard_send::Options {
        timeout: timeout.map(std::time::Duration::from_secs),
        scan: ScanOptions { threshold },
        ..caviard_send::Options::default()
    };
    let outcome =
        caviard_send::send_record(&mut reg, &key, record, &operator, &chrono::Utc::now, &opts)
            .map_err(|e| match e {
                caviard_send::Error::Core(c) => anyhow::Error::from(c),
                e => anyhow::Error::from(Refused(e.to_string())),
            })?;
    match outcome {
        caviard_send::Outcome::Clean { restored, events } => {
            let mut out = std::io::stdout().lock();
            for (i, text) in restored.iter().enumerate() {
                if i > 0 {
                    out.write_all(b"\n")?;
                }
                out.write_all(text.as_bytes())?;
            }
            out.flush()?;
            eprintln!(
                "Réponse(s) conforme(s) : {} requête(s) envoyée(s) ; envois et restitutions inscrits au registre (événements n° {}).",
                restored.len(),
                events.iter().map(|e| e.id.to_string()).collect::<Vec<_>>().join(", ")
            );
            Ok(())
        }
        caviard_send::Outcome::Incident { index, of, event } => {
            let mut msg = format!(
                "INCIDENT : la réponse au morceau {index} sur {of} de l'enregistrement n° {record} contient des données que cet enregistrement n'a pas envoyées, indice de données d'un autre client. Rien n'a été rétabli ni affiché ; aucun autre morceau n'a été envoyé. Incident inscrit au registre (événement n° {}).",
                event.id
            );
            push_offences(&mut msg, &event.event.found);
            Err(Incident(msg).into())
        }
    }
}

/// One line per thing an incident found (kind, type, label, issuing record, masked excerpt).
fn push_offences(msg: &mut String, found: &[caviard::audit::event::Offence]) {
    for o in found {
        msg.push_str(&format!("\n  - {}", o.kind.label_fr()));
        if let Some(e) = o.entity {
            msg.push_str(&format!(" ({})", e.as_str()));
        }
        if let Some(l) = &o.label {
            msg.push_str(&format!(" {l}"));
        }
        if let Some(r) = o.issued_by {
            msg.push_str(&format!(", émise par l'enregistrement n° {r}"));
        }
        msg.push_str(&format!(" : « {} »", o.excerpt));
    }
}

/// A refusal of `caviard send` (message already in French): exit 3.
#[derive(Debug)]
struct Refused(String);
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Refused {}

fn verify_response(
    record: u64,
    file: &Path,
    operator: Option<String>,
    db: &DbArg,
    vault: &VaultArg,
    threshold: f32,
) -> anyhow::Result<()> {
    let operator = operator
        .or_else(|| std::env::var("USER").ok())
        .or_else(|| std::env::var("USERNAME").ok())
        .filter(|o| !o.trim().is_empty())
        .ok_or_else(|| Usage("indiquez qui vérifie la réponse avec --operator NOM".into()))?;
    let bytes = if file == Path::new("-") {
        read_stdin(&Limits::default())?
    } else {
        std::fs::read(file).with_context(|| format!("lecture de {}", file.display()))?
    };
    let response = String::from_utf8(bytes)
        .map_err(|_| caviard::Error::Encoding("la réponse doit être du texte UTF-8".into()))?;
    let db = db_path(db)?;
    let mut reg = Register::open_existing(&db)?;
    let key = VaultKey::load(&vault.path(&db))?;
    let v = reg.verify_response(
        record,
        &response,
        &operator,
        &key,
        chrono::Utc::now(),
        &ScanOptions { threshold },
    )?;
    match v.restored {
        Some(text) => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
            eprintln!(
                "Réponse conforme : {} étiquette(s) rétablie(s) ; restitution inscrite au registre (événement n° {}).",
                v.event.event.restored.len(),
                v.event.id
            );
            Ok(())
        }
        None => {
            let mut msg = format!(
                "INCIDENT : la réponse à l'enregistrement n° {record} contient des données que cet enregistrement n'a pas envoyées, indice de données d'un autre client. Rien n'a été rétabli. Incident inscrit au registre (événement n° {}).",
                v.event.id
            );
            push_offences(&mut msg, &v.event.event.found);
            Err(Incident(msg).into())
        }
    }
}

fn destination_cmd(cmd: DestinationCmd, db: &Path) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match cmd {
        DestinationCmd::Add { name, file } => {
            let json = std::fs::read_to_string(&file)
                .with_context(|| format!("lecture de {}", file.display()))?;
            let d = audit::DestinationMeta::from_json(&json)?;
            let v = Register::open(db)?.add_destination(&name, &d, chrono::Utc::now())?;
            writeln!(out, "Profil de destination « {name} » : version {v}.")?;
            for gap in caviard::rules::profile_gaps(&d) {
                eprintln!("Avertissement : {gap} Les enregistrements vers ce profil seront refusés tant qu'il n'est pas complété.");
            }
        }
        DestinationCmd::List { json } => {
            for d in Register::open_existing(db)?.destinations()? {
                if json {
                    writeln!(out, "{}", serde_json::to_string(&d)?)?;
                } else {
                    let x = &d.destination;
                    writeln!(
                        out,
                        "{}\tv{}\t{}\t{}\t{}\t{}",
                        d.name,
                        d.version,
                        x.provider,
                        x.model,
                        x.country,
                        x.max_tokens
                            .map(|m| format!("{m} jetons"))
                            .unwrap_or_else(|| "sans limite".into())
                    )?;
                }
            }
        }
        DestinationCmd::Show { name, version } => {
            let d = Register::open_existing(db)?.destination(&name, version)?;
            serde_json::to_writer_pretty(&mut out, &d)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

fn audit_cmd(cmd: AuditCmd, db: &Path) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match cmd {
        AuditCmd::List { json, filter: f } => {
            let reg = Register::open_existing(db)?;
            let incidents = reg.incident_counts()?;
            reg.for_each(&filter(&f)?, |s| {
                let n = incidents.get(&s.id).copied().unwrap_or(0);
                let line = if json {
                    let mut v =
                        serde_json::to_value(audit::export::list_entry(&s)).unwrap_or_default();
                    v["incidents"] = n.into();
                    v.to_string()
                } else if n > 0 {
                    format!("{}\t⚠ {n} incident(s)", audit::export::list_line(&s))
                } else {
                    audit::export::list_line(&s)
                };
                writeln!(out, "{line}").map_err(caviard::Error::from)
            })?;
        }
        AuditCmd::Show { id } => {
            /// The record, then its response checks (re-identifications, incidents).
            #[derive(serde::Serialize)]
            struct Show {
                #[serde(flatten)]
                stored: audit::Stored,
                events: Vec<audit::event::StoredEvent>,
            }
            let reg = Register::open_existing(db)?;
            let show = Show {
                stored: reg.get(id)?,
                events: reg.events(Some(id))?,
            };
            serde_json::to_writer_pretty(&mut out, &show)?;
            writeln!(out)?;
        }
        AuditCmd::Verify { head } => {
            let reg = Register::open_existing(db)?;
            let report = reg.verify()?;
            writeln!(out, "{}", audit::export::verify_text(&report))?;
            report.clone().into_result().map_err(tampered)?;
            let (n, h) = reg.events_head()?;
            writeln!(
                out,
                "Journal des réponses (restitutions et incidents) intègre : {n} événement(s).\nEmpreinte de tête du journal : {h}"
            )?;
            if let Some(h) = head {
                let n = reg.contains_hash(&h)?.ok_or_else(|| {
                    Tampered(format!("Registre altéré : l'empreinte de tête déposée {h} n'est plus dans la chaîne (enregistrements supprimés ou réécrits)."))
                })?;
                writeln!(
                    out,
                    "L'empreinte déposée {h} est celle de l'enregistrement n° {n}."
                )?;
            }
        }
        AuditCmd::Export {
            format,
            output,
            filter: f,
        } => {
            let fmt = audit::export::Format::parse(&format)
                .ok_or_else(|| Usage(format!("format inconnu : {format} (csv, jsonl, pdf)")))?;
            let reg = Register::open_existing(db)?;
            // written aside and renamed once complete: an altered register leaves no export
            let partial = PathBuf::from(format!("{}.partial", output.display()));
            let file = std::fs::File::create(&partial)
                .with_context(|| format!("écriture de {}", partial.display()))?;
            let s = audit::export::export(&reg, &filter(&f)?, fmt, file).map_err(|e| {
                let _ = std::fs::remove_file(&partial);
                tampered(e)
            })?;
            std::fs::rename(&partial, &output)
                .with_context(|| format!("écriture de {}", output.display()))?;
            writeln!(out, "{} enregistrement(s) exporté(s) sur {} vers {}.\nEmpreinte de tête du registre : {}", s.records, s.total, output.display(), s.head)?;
        }
        AuditCmd::Retention { days } => {
            let days = match days.as_str() {
                "off" => None,
                d => Some(d.parse::<u32>().map_err(|_| {
                    Usage(format!("durée invalide : {d} (un nombre de jours, ou off)"))
                })?),
            };
            let mut reg = Register::open(db)?;
            reg.set_retention_days(days)?;
            let n = reg.purge(chrono::Utc::now())?;
            reg.sync()?;
            writeln!(
                out,
                "Conservation des textes envoyés : {}. {n} texte(s) purgé(s).",
                days.map(|d| format!("{d} jours"))
                    .unwrap_or("illimitée".into())
            )?;
        }
        AuditCmd::Purge => {
            let n = Register::open_existing(db)?.purge(chrono::Utc::now())?;
            writeln!(out, "{n} texte(s) purgé(s).")?;
        }
    }
    Ok(())
}
