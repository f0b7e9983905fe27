//! Write the benchmark corpus to a file, for measuring the CLI on large inputs.
//!
//! ```text
//! cargo run --release -p caviard --example gen_text -- 100 /tmp/big.txt [SEED]
//! /usr/bin/time -v target/release/caviard mask /tmp/big.txt > /dev/null
//! ```
//!
//! The size is in MiB (1 MiB = 1,048,576 bytes); the text is the one `benches/scan_mask.rs`
//! measures (same generator, same default seed).

#[path = "../benches/textgen/mod.rs"]
mod textgen;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(mib), Some(path)) = (args.first(), args.get(1)) else {
        eprintln!("usage: gen_text MIB OUTPUT [SEED]");
        return ExitCode::from(2);
    };
    let Ok(mib) = mib.parse::<usize>() else {
        eprintln!("gen_text: not a size in MiB: {mib}");
        return ExitCode::from(2);
    };
    let seed = match args.get(2).map(|s| s.parse::<u64>()) {
        None => textgen::SEED,
        Some(Ok(s)) => s,
        Some(Err(_)) => {
            eprintln!("gen_text: not a seed: {}", args[2]);
            return ExitCode::from(2);
        }
    };
    let text = textgen::generate(mib * 1024 * 1024, seed);
    if let Err(e) = std::fs::write(path, &text) {
        eprintln!("gen_text: {path}: {e}");
        return ExitCode::from(1);
    }
    eprintln!("gen_text: wrote {} bytes to {path}", text.len());
    ExitCode::SUCCESS
}
