//! `caviard`: the command-line edge. Parses arguments, calls the core, maps errors to exit codes.
//!
//! Exit codes: 0 ok, 2 usage error, 3 refused input (the message is on stderr), 1 other failure.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use caviard::detect::{self, Entity, ScanOptions};
use caviard::extract::{self, Limits};
use caviard::mask::{self, Operator, Policy};
use caviard::review::Review;
use clap::{Parser, Subcommand};

/// Exit code for an input Caviard refuses (corrupt, encrypted, image-only, too large...).
const EXIT_REFUSED: u8 = 3;

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
        #[command(flatten)]
        common: Common,
    },
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

fn load(path: &Path, limits: &Limits) -> anyhow::Result<caviard::Document> {
    if path == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin()
            .take(limits.max_file_bytes + 1)
            .read_to_end(&mut bytes)
            .context("lecture de l'entrée standard")?;
        return Ok(extract::extract("-", bytes, limits)?);
    }
    Ok(extract::extract_path(path, limits)?)
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

/// A per-run seed for pseudonyms: not reproducible from the values alone.
fn seed() -> [u8; 32] {
    use std::hash::{BuildHasher, Hasher};
    let mut out = [0u8; 32];
    for chunk in out.chunks_mut(8) {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0),
        );
        chunk.copy_from_slice(&h.finish().to_le_bytes());
    }
    out
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
                let doc = load(f, &limits(&common))?;
                let findings = detect::scan(&doc, &opts);
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
            common,
        } => {
            let policy = policy(&operators)?;
            let doc = load(&file, &limits(&common))?;
            let findings = detect::scan(
                &doc,
                &ScanOptions {
                    threshold: common.threshold,
                },
            );
            let review = Review::approve_all(&findings);
            let masked = mask::mask(
                &doc.text,
                &findings,
                |f| review.is_approved(f.id),
                &policy,
                &seed(),
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
    }
}
