//! Builds the ordinary-word set `data/words/words.fst` from a list of lower-case words, one per
//! line, sorted by bytes (what `data/words/build.py` writes).
//!
//! `cargo run --release -p caviard --example build_words -- WORDS.txt OUT.fst`

use std::io::{BufRead, BufReader, BufWriter};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(input), Some(output)) = (args.next(), args.next()) else {
        return Err("usage: build_words WORDS.txt OUT.fst".into());
    };
    let reader = BufReader::new(std::fs::File::open(&input)?);
    let mut builder = fst::SetBuilder::new(BufWriter::new(std::fs::File::create(&output)?))?;
    let mut n = 0usize;
    for line in reader.lines() {
        let line = line?;
        if !line.is_empty() {
            builder.insert(line.as_bytes())?;
            n += 1;
        }
    }
    builder.finish()?;
    eprintln!("{n} words -> {output}");
    Ok(())
}
