//! Throughput of detection and masking on a 10 MiB synthetic French/Arabic administrative text
//! (see `textgen/mod.rs`), single-threaded, against a same-run baseline of six bare regexes.
//!
//! ```text
//! cargo bench -p caviard --bench scan_mask
//! ```
//!
//! Groups: `baseline` (six simple ASCII-boundary regexes, counting matches), `scan`
//! (`detect::scan`), `scan_mask` (scan + mask: the pipeline on an extracted document), and
//! `breakdown` (extraction, normalisation and masking alone) to tell where the time goes.

mod textgen;

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Duration;

use caviard::detect::{self, ScanOptions};
use caviard::extract::{self, Limits};
use caviard::mask::{self, Policy};
use caviard::text::Normalized;
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use regex::Regex;

/// Size of the benchmark text.
const BYTES: usize = 10 * 1024 * 1024;

/// Six simple patterns: 8 digits, e-mail, +216 phone, spaced RIB, numeric date, amount.
const BASELINE: &[&str] = &[
    r"(?-u:\b)[0-9]{8}(?-u:\b)",
    r"(?-u:\b)[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}(?-u:\b)",
    r"\+216 ?[0-9]{2}[ .]?[0-9]{3}[ .]?[0-9]{3}(?-u:\b)",
    r"(?-u:\b)[0-9]{2} [0-9]{3} [0-9]{13} [0-9]{2}(?-u:\b)",
    r"(?-u:\b)[0-9]{2}/[0-9]{2}/(?:19|20)[0-9]{2}(?-u:\b)",
    r"(?-u:\b)[0-9]{1,3}(?: [0-9]{3})*,[0-9]{3} (?:TND|DT)(?-u:\b)",
];

fn corpus() -> (String, extract::Document) {
    let text = textgen::generate(BYTES, textgen::SEED);
    let doc = extract::extract("bench.txt", text.clone().into_bytes(), &Limits::default())
        .expect("the synthetic text extracts");
    (text, doc)
}

fn benches(c: &mut Criterion) {
    let (text, doc) = corpus();
    let len = text.len() as u64;
    let findings = detect::scan(&doc, &ScanOptions::default());
    let mut per: BTreeMap<&str, usize> = BTreeMap::new();
    for f in &findings {
        *per.entry(f.entity.as_str()).or_default() += 1;
    }
    eprintln!(
        "corpus: {len} bytes, {} blocks, {} findings ({:.1} per KiB): {per:?}",
        doc.blocks.len(),
        findings.len(),
        findings.len() as f64 / (len as f64 / 1024.0)
    );
    let res: Vec<Regex> = BASELINE.iter().map(|p| Regex::new(p).unwrap()).collect();
    let base: usize = res.iter().map(|r| r.find_iter(&text).count()).sum();
    eprintln!("baseline: {base} matches");

    let mut g = c.benchmark_group("baseline");
    g.sampling_mode(SamplingMode::Flat);
    g.throughput(Throughput::Bytes(len));
    g.bench_function("regex6", |b| {
        b.iter(|| {
            res.iter()
                .map(|r| r.find_iter(black_box(&text)).count())
                .sum::<usize>()
        })
    });
    g.finish();

    let mut g = c.benchmark_group("scan");
    g.sampling_mode(SamplingMode::Flat);
    g.throughput(Throughput::Bytes(len));
    g.bench_function("detect_scan", |b| {
        b.iter(|| detect::scan(black_box(&doc), &ScanOptions::default()))
    });
    g.finish();

    let mut g = c.benchmark_group("scan_mask");
    g.sampling_mode(SamplingMode::Flat);
    g.throughput(Throughput::Bytes(len));
    g.bench_function("scan_then_mask", |b| {
        b.iter(|| {
            let f = detect::scan(black_box(&doc), &ScanOptions::default());
            mask::mask(&doc.text, &f, |_| true, &Policy::default(), &[0; 32])
        })
    });
    g.finish();

    let mut g = c.benchmark_group("breakdown");
    g.sampling_mode(SamplingMode::Flat);
    g.throughput(Throughput::Bytes(len));
    g.bench_function("extract_text", |b| {
        b.iter_batched(
            || text.clone().into_bytes(),
            |bytes| extract::extract("bench.txt", bytes, &Limits::default()),
            criterion::BatchSize::PerIteration,
        )
    });
    g.bench_function("normalize", |b| {
        b.iter(|| Normalized::new(black_box(&doc.text)).as_str().len())
    });
    g.bench_function("mask_only", |b| {
        b.iter(|| {
            mask::mask(
                black_box(&doc.text),
                &findings,
                |_| true,
                &Policy::default(),
                &[0; 32],
            )
        })
    });
    g.finish();
}

criterion_group! {
    name = scan_mask;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(3))
        .measurement_time(Duration::from_secs(15));
    targets = benches
}
criterion_main!(scan_mask);
