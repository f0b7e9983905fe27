//! The pre-transfer steps on a 10 MiB masked payload (the synthetic French/Arabic text of
//! `textgen/mod.rs`, scanned and masked with every finding approved): the token count
//! (`o200k_base` and `cl100k_base`), the split into 128 000-token chunks, and the residual leak
//! check (approved values in every spelling + the detectors run again).
//!
//! ```text
//! cargo bench -p caviard --bench transfer
//! ```

mod textgen;

use std::hint::black_box;
use std::time::Duration;

use caviard::chunk::{self, Encoding};
use caviard::detect::{self, ScanOptions};
use caviard::extract::{self, Limits};
use caviard::leak::{self, Known};
use caviard::mask::{self, Policy};
use caviard::review::Review;
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};

const BYTES: usize = 10 * 1024 * 1024;

fn bench(c: &mut Criterion) {
    let text = textgen::generate(BYTES, textgen::SEED);
    let doc = extract::extract("bench.txt", text.into_bytes(), &Limits::default()).unwrap();
    let findings = detect::scan(&doc, &ScanOptions::default());
    let review = Review::approve_all(&findings);
    let masked = mask::mask(
        &doc.text,
        &findings,
        |f| review.is_approved(f.id),
        &Policy::default(),
        &[0; 32],
    );
    let known = Known::from_review(&findings, &review);
    let spans: Vec<(usize, usize)> = masked
        .replacements
        .iter()
        .map(|r| (r.start, r.end))
        .collect();
    eprintln!(
        "payload: {} bytes, {} findings, {} o200k tokens, {} cl100k tokens, {} chunks of 128k",
        masked.text.len(),
        findings.len(),
        chunk::count_tokens(&masked.text, Encoding::O200kBase),
        chunk::count_tokens(&masked.text, Encoding::Cl100kBase),
        chunk::split(&masked.text, &spans, 128_000, Encoding::O200kBase)
            .unwrap()
            .len()
    );
    let r = leak::check(&masked, &known, &ScanOptions::default());
    eprintln!(
        "leak check: {} leaks, {} spellings searched",
        r.leaks.len(),
        r.searched
    );

    let mut g = c.benchmark_group("transfer");
    g.sampling_mode(SamplingMode::Flat);
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(20));
    g.throughput(Throughput::Bytes(masked.text.len() as u64));
    g.bench_function("count_tokens_o200k", |b| {
        b.iter(|| chunk::count_tokens(black_box(&masked.text), Encoding::O200kBase))
    });
    g.bench_function("count_tokens_cl100k", |b| {
        b.iter(|| chunk::count_tokens(black_box(&masked.text), Encoding::Cl100kBase))
    });
    g.bench_function("split_128k", |b| {
        b.iter(|| {
            chunk::split(
                black_box(&masked.text),
                &spans,
                128_000,
                Encoding::O200kBase,
            )
        })
    });
    g.bench_function("leak_check", |b| {
        b.iter(|| leak::check(black_box(&masked), &known, &ScanOptions::default()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
