//! The variants' rules as data: every case of tests/variants/*.toml (the format of
//! tests/datc/FORMAT.md, on the variant's own map and preset), one test per file. See
//! tests/variants/README.md.

mod common;

use common::{Case, load_file, load_str, run_case, standard_map};

fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/variants")
}

fn cases_of(file: &str) -> Vec<Case> {
    load_file(&dir().join(format!("{file}.toml")))
}

fn check(file: &str) {
    let map = standard_map();
    let cases = cases_of(file);
    assert!(!cases.is_empty(), "no cases in tests/variants/{file}.toml");
    let mut failures = Vec::new();
    for case in &cases {
        let problems = run_case(&map, case);
        if !problems.is_empty() {
            failures.push(format!("{}:\n    {}", case.describe(), problems.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "{file}:\n  {}", failures.join("\n  "));
}

/// The example of tests/datc/FORMAT.md's section "Variants" is a case, and it passes.
#[test]
fn the_format_example_is_a_passing_case() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/datc/FORMAT.md")).unwrap();
    let section = &text[text.find("## Variants").expect("FORMAT.md has a section Variants")..];
    let start = section.find("```toml\n").unwrap() + "```toml\n".len();
    let end = start + section[start..].find("```").unwrap();
    let cases = load_str(&section[start..end]);
    assert_eq!(cases.len(), 1);
    let problems = run_case(&standard_map(), &cases[0]);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

macro_rules! files {
    ($($name:ident),* $(,)?) => {
        $(#[test] fn $name() { check(stringify!($name)); })*
        /// Every file of tests/variants is a test above.
        #[test]
        fn every_file_is_a_test() {
            let listed = [$(stringify!($name)),*];
            for entry in std::fs::read_dir(dir()).unwrap() {
                let path = entry.unwrap().path();
                if path.extension().is_some_and(|e| e == "toml") {
                    let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
                    assert!(listed.contains(&stem.as_str()), "tests/variants/{stem}.toml has no test");
                }
            }
        }
        /// The README's count of files and cases is the data's.
        #[test]
        fn readme_counts_the_cases() {
            let listed = [$(stringify!($name)),*];
            let cases: usize = listed.iter().map(|f| cases_of(f).len()).sum();
            let readme = std::fs::read_to_string(dir().join("README.md")).unwrap();
            let said = format!("{} files, {cases} cases", listed.len());
            assert!(readme.contains(&said), "tests/variants/README.md should say '{said}'");
        }
        /// Every case names its source, quoting it, and its map.
        #[test]
        fn every_case_cites_its_source() {
            for f in [$(stringify!($name)),*] {
                for c in cases_of(f) {
                    let source = c.source.as_deref().unwrap_or_default();
                    assert!(source.contains('\''), "{f}.toml {}: the source is quoted ('...')", c.id);
                    assert!(c.map.is_some(), "{f}.toml {}: the map is named", c.id);
                }
            }
        }
        /// Ids are unique across the files.
        #[test]
        fn ids_are_unique() {
            let mut ids: Vec<String> = [$(stringify!($name)),*].iter().flat_map(|f| cases_of(f)).map(|c| c.id).collect();
            let n = ids.len();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), n, "a case id is used twice");
        }
    };
}

files! {
    af,
    arctic,
    builds_1958,
    cavalry,
    calhamer_1958,
    convoy_load,
    cat_doubled,
    dippyspiel,
    leaders,
    leaders_phases,
    militarism_iii,
    stacks_1958,
    unit_numbers,
    vents,
    surfacing,
    economy,
    papacy,
    treasury,
}
