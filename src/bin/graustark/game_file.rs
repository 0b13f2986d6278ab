//! The game file on disk (`graustark_gm::GameFile`): read with the file named in any error,
//! and written atomically, the file it replaces kept as `GAME.json.prev`.

pub use graustark_gm::GameFile;
use std::path::{Path, PathBuf};

/// Reading and writing a game file.
pub trait GameFileIo: Sized {
    fn read(path: &Path) -> Result<Self, String>;
    fn write(&self, path: &Path) -> Result<(), String>;
}

impl GameFileIo for GameFile {
    fn read(path: &Path) -> Result<GameFile, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        GameFile::from_json(&text).map_err(|e| format!("{} is {e}", path.display()))
    }

    /// Writes the file whole to a temporary name and renames it over `path`, so a crash never
    /// leaves half a file; the file it replaces is kept as `path` + `.prev` (`g.json.prev`).
    fn write(&self, path: &Path) -> Result<(), String> {
        let text = self.to_json().map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let tmp = with_suffix(path, ".tmp");
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        let replaced = keep_previous_version(path)
            .and_then(|()| std::fs::rename(&tmp, path).map_err(|e| format!("cannot replace {}: {e}", path.display())));
        if replaced.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        replaced
    }
}

/// Copies the file at `path`, if there is one, to `path` + `.prev` (through a temporary name,
/// so the copy too is whole or absent).
fn keep_previous_version(path: &Path) -> Result<(), String> {
    if !path.exists() {
        return Ok(());
    }
    let prev = with_suffix(path, ".prev");
    let prev_tmp = with_suffix(&prev, ".tmp");
    std::fs::copy(path, &prev_tmp)
        .map_err(|e| format!("cannot copy {} to {}: {e}", path.display(), prev_tmp.display()))?;
    std::fs::rename(&prev_tmp, &prev).map_err(|e| format!("cannot replace {}: {e}", prev.display()))
}

/// `path` with `suffix` added to its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
