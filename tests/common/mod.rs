//! Helpers shared by the CLI's end-to-end tests (each test file includes this module).
#![allow(dead_code)] // each test crate uses its own subset

use std::process::{Command, Output, Stdio};

pub const BIN: &str = env!("CARGO_BIN_EXE_caviard");

pub fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run caviard")
}

pub fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The labels without their record tag: `[NOM_1-K7Q2XR]` -> `[NOM_1]`.
pub fn untag(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('-') {
        let tail = &rest[i + 1..];
        let tag = tail.len() > 6
            && tail.as_bytes()[6] == b']'
            && tail[..6].bytes().all(|b| b.is_ascii_alphanumeric());
        out.push_str(&rest[..i]);
        if tag {
            rest = &tail[6..];
        } else {
            out.push('-');
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}
