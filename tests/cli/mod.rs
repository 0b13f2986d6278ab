//! Running the built `graustark` program in tests, from the repository's root.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `graustark` with `args`, `input` on its standard input.
pub fn graustark(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_graustark"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the graustark program runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}
