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

/// A game file of its own for one test, in its own folder, played by `gm` from sheet texts.
#[allow(dead_code)]
pub struct GmGame {
    pub dir: std::path::PathBuf,
    pub path: String,
}

#[allow(dead_code)]
impl GmGame {
    /// `graustark new` in a fresh folder named for the test, with `extra` options.
    pub fn new(name: &str, extra: &[&str]) -> GmGame {
        let dir = std::env::temp_dir().join(format!("graustark-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("g.json").to_str().unwrap().to_string();
        let mut args = vec!["new", path.as_str()];
        args.extend_from_slice(extra);
        let out = graustark(&args, b"");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        GmGame { dir, path }
    }

    /// Runs `graustark` with `args`: (success, stdout, stderr).
    pub fn run(&self, args: &[&str]) -> (bool, String, String) {
        let out = graustark(args, b"");
        (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
    }

    /// `gm` on a sheet's text, with `extra` options: (success, stdout, stderr).
    pub fn gm(&self, sheet: &str, extra: &[&str]) -> (bool, String, String) {
        let sheet_path = self.dir.join("orders.txt");
        std::fs::write(&sheet_path, sheet).unwrap();
        let mut args = vec!["gm", self.path.as_str(), sheet_path.to_str().unwrap()];
        args.extend_from_slice(extra);
        self.run(&args)
    }

    /// The game file as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(&self.path).unwrap()).unwrap()
    }
}
