//! A first year of Das Dippyspiel played by `graustark gm` (issue 40): Spring 1501 D.N.O. to
//! Winter 1501 from a sheet a phase (`tests/dippyspiel_year/*.txt`), with gold carried
//! (`40G Brem - Bent`, rule 8), gold captured (`Capture G Bent`) and handed over (`10G Exet
//! (T)-Glockorla`), an election that allows Frenciana a schism (rule 5), a papal centre made
//! and a papal army built on it in the same Winter, a build centre designated (rule 3) and a
//! mine's production (rule 8); each report compared line by line with the expected one
//! (`*.report`), and the game file keeping the economy.

use std::path::PathBuf;

mod cli;

const PHASES: [&str; 3] = ["spring-1501", "fall-1501", "winter-1501"];

fn fixture(name: &str) -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/dippyspiel_year").join(name)).unwrap()
}

/// Compares a report with the expected one line by line, naming the first line that differs.
fn assert_same_report(phase: &str, got: &str, want: &str) {
    for (n, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "{phase}: line {} of the report differs", n + 1);
    }
    assert_eq!(got.lines().count(), want.lines().count(), "{phase}: the report's length differs");
}

#[test]
fn a_first_year_is_played_from_the_sheets() {
    let dir = std::env::temp_dir().join(format!("graustark-dippyspiel-year-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json").to_str().unwrap().to_string();
    let board = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("maps/dippyspiel");
    let out = cli::graustark(&["new", &game, "--map", board.to_str().unwrap()], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for phase in PHASES {
        let sheet = dir.join(format!("{phase}.txt"));
        std::fs::write(&sheet, fixture(&format!("{phase}.txt"))).unwrap();
        let out = cli::graustark(&["gm", &game, sheet.to_str().unwrap()], b"");
        assert!(out.status.success(), "{phase}: {}", String::from_utf8_lossy(&out.stderr));
        assert_same_report(phase, &String::from_utf8_lossy(&out.stdout), &fixture(&format!("{phase}.report")));
    }
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    let position = &file["state"];
    assert_eq!((&position["season"], &position["year"]), (&serde_json::json!("spring"), &serde_json::json!(1502)));
    // Frenciana captured Graustark's 40G in Bentheim and gave Glockorla 10G in Exeter; Graustark's
    // mine produced 100G in Westphalen.
    assert_eq!(position["gold"]["frenciana"], serde_json::json!({"bent": 40, "exet": 90}));
    assert_eq!(position["gold"]["glockorla"]["exet"], 10);
    assert_eq!(position["gold"]["graustark"], serde_json::json!({"brem": 60, "west": 100}));
    assert_eq!(position["build_centres"]["graustark"].as_array().unwrap().last().unwrap(), "fris");
    assert_eq!(position["papacy"]["schisms"]["frenciana"], 1);
    assert_eq!(position["papacy"]["centres"]["poit"], serde_json::json!({"owner": "frenciana", "by": "frenciana"}));
    let papal =
        position["units"].as_array().unwrap().iter().any(|u| u["type"] == "papal army" && u["region"] == "poit");
    assert!(papal, "the papal army built on its new papal centre");
}
