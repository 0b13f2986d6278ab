//! The docs cite what exists (issue 37, item 5). In ARCHITECTURE.md and README.md, every path
//! in backticks names a file or folder of the repository, and every Rust or JavaScript item
//! cited right after a file's path (`crates/graustark/src/game.rs` `play`) is defined in that
//! file. Code blocks are left out.
//!
//! What counts as a path: a name starting with one of the repository's top folders
//! (`crates/`, `src/`, `tests/`, `www/`, ...) or a top file (`Cargo.toml`); `<id>` and `*` in
//! it match any one name. A bare file name (`entry.js`) must be some file's name. Paths the
//! build makes are listed in `GENERATED`: a fresh clone has none of them.

use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The repository's top folders and files that a cited path may start with.
const TOPS: &[&str] = &[
    "crates",
    "src",
    "tests",
    "www",
    "maps",
    "scripts",
    "docs",
    "npm",
    ".ci",
    "target",
    "dist",
    "Cargo.toml",
    "Cargo.lock",
    "README.md",
    "ARCHITECTURE.md",
    "LICENSE",
];

/// Made by the build (git-ignored), so absent from a fresh clone.
const GENERATED: &[&str] =
    &["dist/", "www/pkg/", "www/pkg/graustark.d.ts", "www/pkg-gm/", "www/maps/", "target/npm/graustark/"];

/// The extensions of a bare file name that is checked.
const EXTENSIONS: &[&str] = &["rs", "js", "mjs", "md", "json", "toml", "sh", "html", "css", "svg"];

/// The text outside fenced code blocks (their lines blanked, so offsets stay line-true).
fn prose(text: &str) -> String {
    let mut fenced = false;
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            out.push('\n');
        } else if fenced {
            out.push('\n');
        } else {
            out.push_str(line);
        }
    }
    out
}

/// Each span in backticks, with the byte offset just after its closing backtick.
fn spans(text: &str) -> Vec<(&str, usize)> {
    let mut found = Vec::new();
    let mut rest = 0;
    while let Some(open) = text[rest..].find('`') {
        let start = rest + open + 1;
        let Some(close) = text[start..].find('`') else { break };
        found.push((&text[start..start + close], start + close + 1));
        rest = start + close + 1;
    }
    found
}

fn is_identifier(s: &str) -> bool {
    let s = s.strip_suffix('!').unwrap_or(s);
    !s.is_empty()
        && s.split("::").all(|part| {
            part.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

/// Every file and folder under the root (relative, folders ending in `/`), build output and
/// dependencies left out.
fn tree(root: &Path) -> Vec<String> {
    let mut all = Vec::new();
    let mut folders = vec![PathBuf::new()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(root.join(&folder)) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if [".git", "target", "node_modules", ".tools"].contains(&name.as_str()) {
                continue;
            }
            let relative = folder.join(&name);
            let text = relative.to_string_lossy().replace('\\', "/");
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                all.push(format!("{text}/"));
                folders.push(relative);
            } else {
                all.push(text);
            }
        }
    }
    all
}

/// Whether `pattern` (`<name>` and `*` matching within one name) matches `path`.
fn matches(pattern: &str, path: &str) -> bool {
    let (p, q): (Vec<&str>, Vec<&str>) = (pattern.split('/').collect(), path.split('/').collect());
    p.len() == q.len() && p.iter().zip(&q).all(|(p, q)| segment_matches(p, q))
}

fn segment_matches(pattern: &str, name: &str) -> bool {
    let mut glob = String::new();
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c == '<' {
            chars.by_ref().find(|&c| c == '>');
            glob.push('*');
        } else {
            glob.push(c);
        }
    }
    glob_matches(glob.as_bytes(), name.as_bytes())
}

/// `*` matches any run of characters; everything else itself.
fn glob_matches(glob: &[u8], name: &[u8]) -> bool {
    match glob.split_first() {
        None => name.is_empty(),
        Some((b'*', rest)) => (0..=name.len()).any(|i| glob_matches(rest, &name[i..])),
        Some((c, rest)) => name.first() == Some(c) && glob_matches(rest, &name[1..]),
    }
}

/// Whether `file` defines `name` (its last `::` part): a Rust item, or a JavaScript function,
/// class or binding.
fn defines(file: &str, text: &str, name: &str) -> bool {
    let name = name.rsplit("::").next().unwrap_or(name).trim_end_matches('!');
    let keywords: &[&str] = if file.ends_with(".rs") {
        &["fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ", "mod ", "macro_rules! "]
    } else {
        &["function ", "function* ", "class ", "const ", "let ", "var "]
    };
    keywords.iter().any(|k| {
        let wanted = format!("{k}{name}");
        text.match_indices(&wanted).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + wanted.len()..].chars().next();
            !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    })
}

/// The names cited right after a path (from `from`): backticked identifiers separated only by
/// spaces, `:`, `,`, `|` or "and".
fn items_after<'t>(text: &'t str, spans: &[(&'t str, usize)], mut index: usize) -> Vec<&'t str> {
    let mut names = Vec::new();
    let mut end = spans[index].1;
    while let Some(&(next, next_end)) = spans.get(index + 1) {
        let gap = &text[end..next_end - next.len() - 2];
        let gap = gap.trim_matches(|c: char| c.is_whitespace() || ":,|".contains(c));
        let gap = gap.strip_prefix("and").unwrap_or(gap).trim();
        if !gap.is_empty() || !is_identifier(next) {
            break;
        }
        names.push(next);
        end = next_end;
        index += 1;
    }
    names
}

/// Every cited path that does not exist, and every item cited after a file that it does not
/// define, in `text`, against the repository at `root`.
fn problems(text: &str, root: &Path) -> Vec<String> {
    let text = prose(text);
    let spans = spans(&text);
    let all = tree(root);
    let mut problems = Vec::new();
    for (i, &(cited, _)) in spans.iter().enumerate() {
        if cited.chars().any(char::is_whitespace) || cited.is_empty() {
            continue;
        }
        let top = cited.split('/').next().unwrap_or_default();
        let bare = !cited.contains('/')
            && cited.rsplit_once('.').is_some_and(|(stem, ext)| !stem.is_empty() && EXTENSIONS.contains(&ext));
        if !TOPS.contains(&top) && !bare {
            continue;
        }
        if GENERATED.contains(&cited) {
            continue;
        }
        let exists = if bare {
            all.iter().any(|p| p.rsplit('/').next() == Some(cited))
        } else if cited.contains(['<', '*']) {
            let pattern = cited.trim_end_matches('/');
            all.iter().any(|p| matches(pattern, p.trim_end_matches('/')))
        } else {
            root.join(cited).exists()
        };
        if !exists {
            problems.push(format!("`{cited}` does not exist"));
            continue;
        }
        if bare || !(cited.ends_with(".rs") || cited.ends_with(".js") || cited.ends_with(".mjs")) {
            continue;
        }
        let source = std::fs::read_to_string(root.join(cited)).unwrap_or_default();
        for name in items_after(&text, &spans, i) {
            if !defines(cited, &source, name) {
                problems.push(format!("`{cited}` does not define `{name}`"));
            }
        }
    }
    problems
}

fn check(doc: &str) {
    let root = Path::new(ROOT);
    let text = std::fs::read_to_string(root.join(doc)).unwrap();
    let problems = problems(&text, root);
    assert!(problems.is_empty(), "{doc} cites what is not there:\n  {}", problems.join("\n  "));
}

#[test]
fn architecture_cites_only_what_exists() {
    check("ARCHITECTURE.md");
}

#[test]
fn readme_cites_only_what_exists() {
    check("README.md");
}

/// The check finds a made-up path, a made-up item, a bare name nothing has, and a pattern
/// nothing matches; and takes what does exist, generated paths and code blocks.
#[test]
fn a_made_up_path_or_item_is_named() {
    let text = "| `src/bin/graustark/main.rs` | `main` and `no_such_item`: the judge |\n\
                See `tests/no_such_test.rs`, `no-such-module.js` and `maps/<id>/no-such.json`.\n\
                `maps/<id>/map.json`, `tests/*.rs`, `www/pkg/`, `graustark --help`, `Map::from_json`.\n\
                `src/bin/graustark/help.rs` `of`, `command`; `www/js/board/board.js` `createBoard`.\n\
                ```\n`tests/inside_a_code_block.rs`\n```\n";
    assert_eq!(
        problems(text, Path::new(ROOT)),
        [
            "`src/bin/graustark/main.rs` does not define `no_such_item`",
            "`tests/no_such_test.rs` does not exist",
            "`no-such-module.js` does not exist",
            "`maps/<id>/no-such.json` does not exist",
        ]
    );
}
