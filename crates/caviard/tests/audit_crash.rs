//! Crash safety and concurrent writers.
//!
//! The child processes are this test binary itself, re-run on the `helper_append_loop` test with
//! `CAVIARD_CRASH_DB` set: it appends records and prints `ack ID HASH` after each commit. The
//! parent SIGKILLs it at random points, then checks that the chain verifies and that every
//! acknowledged record is there with the acknowledged hash.

mod support;

use std::io::BufRead;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use caviard::audit::Register;
use support::*;

/// Not a test when run normally: the child's loop when `CAVIARD_CRASH_DB` is set.
#[test]
fn helper_append_loop() {
    let Ok(db) = std::env::var("CAVIARD_CRASH_DB") else {
        return;
    };
    let count: usize = std::env::var("CAVIARD_CRASH_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let tag = std::env::var("CAVIARD_CRASH_TAG").unwrap_or_default();
    // a start instant shared by several children, so that they open the register together
    if let Some(at) = std::env::var("CAVIARD_CRASH_START_MS")
        .ok()
        .and_then(|s| s.parse::<u128>().ok())
    {
        while now_ms() < at {
            std::hint::spin_loop();
        }
    }
    let mut reg = Register::open(std::path::Path::new(&db)).unwrap();
    let d = draft(meta_with(&format!("Opérateur {tag}"), "OpenAI"), &tag);
    use std::io::Write;
    let mut out = std::io::stdout();
    let sync_after: Option<usize> = std::env::var("CAVIARD_CRASH_SYNC_AFTER")
        .ok()
        .and_then(|s| s.parse().ok());
    for i in 1..=count {
        let a = reg.append(&d, t(1, 9)).unwrap();
        writeln!(out, "ack {} {}", a.id, a.hash).unwrap();
        if sync_after == Some(i) {
            reg.sync().unwrap();
            writeln!(out, "synced {}", a.id).unwrap();
        }
        out.flush().unwrap();
    }
}

fn now_ms() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis()
}

fn spawn(db: &std::path::Path, tag: &str, count: Option<usize>) -> Child {
    spawn_at(db, tag, count, None)
}

/// A child appending `count` records (forever when `None`), starting at `start_ms` if given.
fn spawn_at(
    db: &std::path::Path,
    tag: &str,
    count: Option<usize>,
    start_ms: Option<u128>,
) -> Child {
    let mut c = Command::new(std::env::current_exe().unwrap());
    c.args([
        "helper_append_loop",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("CAVIARD_CRASH_DB", db)
    .env("CAVIARD_CRASH_TAG", tag)
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    // a child's panic (a failed open or append) shows in the test's output
    .stderr(Stdio::inherit());
    if let Some(n) = count {
        c.env("CAVIARD_CRASH_COUNT", n.to_string());
    }
    if let Some(at) = start_ms {
        c.env("CAVIARD_CRASH_START_MS", at.to_string());
    }
    c.spawn().unwrap()
}

/// Forward the child's `ack` lines to a channel.
fn acks(child: &mut Child) -> mpsc::Receiver<(u64, String)> {
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // libtest may print "test helper_append_loop ... " on the same line as the first ack
            if let Some(rest) = line.find("ack ").map(|i| &line[i + 4..]) {
                let (id, hash) = rest.split_once(' ').unwrap();
                if tx.send((id.parse().unwrap(), hash.to_string())).is_err() {
                    break;
                }
            }
        }
    });
    rx
}

/// A small deterministic generator (no extra dependency); the seed is printed on failure.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn check(db: &std::path::Path, acked: &[(u64, String)]) -> u64 {
    // A child killed before it got to create the file leaves no register: legitimate only when
    // nothing was acknowledged.
    if !db.exists() {
        assert!(
            acked.is_empty(),
            "no register, yet {} acknowledged",
            acked.len()
        );
        return 0;
    }
    let reg = Register::open_existing(db).unwrap();
    let v = reg.verify().unwrap();
    assert!(v.is_intact(), "{v:?}");
    for (id, hash) in acked {
        assert_eq!(
            &reg.get(*id).unwrap().hash,
            hash,
            "acknowledged record {id}"
        );
    }
    v.records
}

#[test]
fn sigkill_at_random_points_keeps_the_chain_and_every_acknowledged_record() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("registre.sqlite");
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    eprintln!("seed {seed}");
    let mut rng = Lcg(seed);
    let mut acked: Vec<(u64, String)> = Vec::new();
    for round in 0..12 {
        let mut child = spawn(&db, &format!("K{round}"), None);
        let rx = acks(&mut child);
        // wait for 0..40 acknowledgements, then a random extra 0..4 ms; the first round waits
        // for none, so that a kill before the child creates the register is always tried
        let want = if round == 0 { 0 } else { rng.next(40) };
        let mut got = 0;
        while got < want {
            match rx.recv_timeout(Duration::from_secs(60)) {
                Ok(a) => {
                    acked.push(a);
                    got += 1;
                }
                Err(_) => break,
            }
        }
        std::thread::sleep(Duration::from_micros(rng.next(4000)));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        acked.extend(rx.iter());
        let n = check(&db, &acked);
        assert!(n >= acked.len() as u64, "seed {seed}, round {round}");
    }
    assert!(
        acked.len() > 12,
        "seed {seed}: children appended too little"
    );
}

#[test]
fn two_processes_appending_at_once_keep_a_valid_chain() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("registre.sqlite");
    let per = 150;
    // the register exists before the two writers start: this test is about concurrent appends
    // (first-ever creation by several processes at once is the next test)
    drop(Register::open(&db).unwrap());
    let mut a = spawn(&db, "A", Some(per));
    let mut b = spawn(&db, "B", Some(per));
    let (ra, rb) = (acks(&mut a), acks(&mut b));
    assert!(a.wait().unwrap().success());
    assert!(b.wait().unwrap().success());
    let mut acked: Vec<(u64, String)> = ra.iter().chain(rb.iter()).collect();
    assert_eq!(acked.len(), 2 * per);
    acked.sort();
    let ids: Vec<u64> = acked.iter().map(|a| a.0).collect();
    assert_eq!(ids, (1..=2 * per as u64).collect::<Vec<_>>());
    assert_eq!(check(&db, &acked), 2 * per as u64);
    // both writers are interleaved in the one chain
    let reg = Register::open_existing(&db).unwrap();
    let mut ops = std::collections::BTreeSet::new();
    reg.for_each(&caviard::audit::Filter::default(), |s| {
        ops.insert(s.record.operator.name);
        Ok(())
    })
    .unwrap();
    assert_eq!(ops.len(), 2);
}

#[test]
fn processes_creating_the_register_at_the_same_moment_share_one_chain() {
    let (n, per) = (4, 25);
    for round in 0..4 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("registre.sqlite");
        // every child spins until the same instant, then opens the register that does not exist
        let start = now_ms() + 400;
        let mut children: Vec<Child> = (0..n)
            .map(|i| spawn_at(&db, &format!("R{round}-{i}"), Some(per), Some(start)))
            .collect();
        let rxs: Vec<_> = children.iter_mut().map(acks).collect();
        for c in &mut children {
            assert!(c.wait().unwrap().success(), "round {round}: a child failed");
        }
        let mut acked: Vec<(u64, String)> = rxs.iter().flat_map(|r| r.iter()).collect();
        acked.sort();
        let ids: Vec<u64> = acked.iter().map(|a| a.0).collect();
        assert_eq!(
            ids,
            (1..=(n * per) as u64).collect::<Vec<_>>(),
            "round {round}"
        );
        assert_eq!(check(&db, &acked), (n * per) as u64, "round {round}");
        let reg = Register::open_existing(&db).unwrap();
        let mut ops = std::collections::BTreeMap::<String, usize>::new();
        let mut hmacs = std::collections::BTreeSet::new();
        reg.for_each(&caviard::audit::Filter::default(), |s| {
            // the same document in every child: its first value has one HMAC under one key
            hmacs.insert(s.record.findings[0].value_hmac.clone());
            *ops.entry(s.record.operator.name).or_default() += 1;
            Ok(())
        })
        .unwrap();
        let want: std::collections::BTreeMap<String, usize> = (0..n)
            .map(|i| (format!("Opérateur R{round}-{i}"), per))
            .collect();
        assert_eq!(ops, want, "round {round}: every child's records, once each");
        // one HMAC key: every child hashed the same value the same way
        let conn = rusqlite::Connection::open(&db).unwrap();
        let keys: i64 = conn
            .query_row(
                "SELECT count(*) FROM meta WHERE key = 'hmac_key'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(keys, 1);
        assert_eq!(hmacs.len(), 1, "round {round}: {hmacs:?}");
    }
}

#[test]
fn records_before_sync_are_in_the_database_file_itself_after_a_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("registre.sqlite");
    let mut c = Command::new(std::env::current_exe().unwrap());
    c.args([
        "helper_append_loop",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("CAVIARD_CRASH_DB", &db)
    .env("CAVIARD_CRASH_TAG", "S")
    .env("CAVIARD_CRASH_SYNC_AFTER", "7")
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::inherit());
    let mut child = c.spawn().unwrap();
    let mut acked: Vec<(u64, String)> = Vec::new();
    let mut synced = None;
    let lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    for line in lines {
        let line = line.unwrap();
        if let Some(rest) = line.find("ack ").map(|i| &line[i + 4..]) {
            let (id, hash) = rest.split_once(' ').unwrap();
            acked.push((id.parse().unwrap(), hash.to_string()));
        } else if let Some(n) = line.strip_prefix("synced ") {
            synced = Some(n.parse::<u64>().unwrap());
        }
        // a few unsynced appends after the barrier, then the kill
        if synced.is_some() && acked.len() >= 12 {
            break;
        }
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    assert_eq!(synced, Some(7));
    // copied before anything opens the register again: closing the last connection would
    // checkpoint the WAL into the file
    let alone = dir.path().join("seul.sqlite");
    std::fs::copy(&db, &alone).unwrap();
    // the whole register (database + WAL) keeps every acknowledged record
    assert!(check(&db, &acked) >= 12);
    // The database file alone, without its WAL: what sync() fsynced. SIGKILL never loses the WAL
    // (it is in the OS's cache), so the file alone stands for what a power cut cannot take back:
    // records 1..=7, in order, intact. The 12 records are well under SQLite's automatic
    // checkpoint (1000 pages), so only sync() can have put them there.
    let reg = Register::open_existing(&alone).unwrap();
    let (n, head) = reg.head().unwrap();
    assert_eq!(n, 7, "the database file holds exactly the synced records");
    assert_eq!(head, acked[6].1);
    for (id, hash) in &acked[..7] {
        assert_eq!(&reg.get(*id).unwrap().hash, hash);
    }
    let v = reg.verify().unwrap();
    assert!(v.is_intact() && v.records == 7, "{v:?}");
}
