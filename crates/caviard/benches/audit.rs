//! Audit register benchmarks: appends per second (one transaction each, WAL) with
//! `Durability::Normal` (the default) and `Full`, the cost of `Register::sync`, verify of 100 000
//! records, export (verify + write) of 100 000 records as CSV and JSON Lines, and a same-run
//! baseline: reading every row once with no check at all.
//!
//! The 100 000-record register is built once through `Register::append` and kept at
//! `target/audit-bench-100k.sqlite` for later runs (delete it to rebuild).

use std::path::PathBuf;
use std::time::Instant;

use caviard::audit::export::{self, Format};
use caviard::audit::{Durability, Filter, Register};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

#[path = "../tests/support/mod.rs"]
mod support;

const N: u64 = 100_000;

fn big_register() -> PathBuf {
    let target = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target");
    let path = target.join("audit-bench-100k.sqlite");
    if let Ok(reg) = Register::open_existing(&path) {
        if reg.head().map(|h| h.0).ok() == Some(N) {
            return path;
        }
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let mut reg = Register::open(&path).unwrap();
    reg.set_durability(Durability::Normal).unwrap();
    let drafts: Vec<_> = (0..16)
        .map(|i| support::draft(support::meta(), &format!("B-{i}")))
        .collect();
    let start = Instant::now();
    for i in 0..N {
        reg.append(
            &drafts[i as usize % drafts.len()],
            support::t(1 + (i % 28) as u32, 9),
        )
        .unwrap();
    }
    let s = start.elapsed().as_secs_f64();
    eprintln!(
        "built {N} records in {s:.1} s ({:.0} appends/s), {} bytes",
        N as f64 / s,
        std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0)
    );
    path
}

fn appends(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut reg = Register::open(&dir.path().join("registre.sqlite")).unwrap();
    let d = support::draft(support::meta(), "A");
    let at = support::t(2, 9);
    let mut g = c.benchmark_group("audit");
    g.throughput(Throughput::Elements(1));
    g.bench_function("append_normal", |b| b.iter(|| reg.append(&d, at).unwrap()));
    // what one `caviard mask --record` pays: one append, then the durability barrier
    g.bench_function("append_normal_then_sync", |b| {
        b.iter(|| {
            reg.append(&d, at).unwrap();
            reg.sync().unwrap();
        })
    });
    reg.set_durability(Durability::Full).unwrap();
    g.bench_function("append_full", |b| b.iter(|| reg.append(&d, at).unwrap()));
    g.finish();
}

fn big(c: &mut Criterion) {
    let path = big_register();
    let reg = Register::open_existing(&path).unwrap();
    let mut g = c.benchmark_group("audit_100k");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N));
    // baseline: every row read once (the columns verify reads), nothing checked
    g.bench_function("baseline_read_rows", |b| {
        let conn = rusqlite::Connection::open(&path).unwrap();
        b.iter(|| {
            let mut st = conn
                .prepare_cached(
                    "SELECT id, at, operator, provider, prev_hash, hash, body, payload, purged_at
                     FROM records ORDER BY id",
                )
                .unwrap();
            let mut rows = st.query([]).unwrap();
            let mut bytes = 0;
            while let Some(r) = rows.next().unwrap() {
                let body: String = r.get(6).unwrap();
                let payload: Option<String> = r.get(7).unwrap();
                bytes += body.len() + payload.map_or(0, |p| p.len());
            }
            assert!(bytes > 0);
        })
    });
    g.bench_function("verify", |b| {
        b.iter(|| {
            let v = reg.verify().unwrap();
            assert!(v.is_intact() && v.records == N);
        })
    });
    for (name, fmt) in [("export_csv", Format::Csv), ("export_jsonl", Format::Jsonl)] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let s = export::export(&reg, &Filter::default(), fmt, std::io::sink()).unwrap();
                assert_eq!(s.records, N);
            })
        });
    }
    g.bench_function("open", |b| {
        b.iter(|| Register::open_existing(&path).unwrap())
    });
    g.finish();
}

criterion_group!(benches, appends, big);
criterion_main!(benches);
