//! `graustark new` and `graustark gm`: a gamesmaster's postal or e-mail game.

use crate::game_file::{GameFile, GameFileIo};
use crate::map_image::ImageRequest;
use crate::{Common, load_map_for, map_dir};
use graustark::adjust::flying_dutchman;
use graustark::{GameState, Map, UnitKind};
use graustark_gm::image::PhaseDrawn;
use graustark_gm::ledger::Procedure;
use graustark_gm::{NewGame, PlayOptions, PlayedPhase, Sheet, Year, play_sheets};
use std::path::{Path, PathBuf};

const USAGE: &str = "usage: graustark gm GAME.json ORDERS.txt [MORE.txt]... [--amend] [--dry-run] [--map-image OUT.svg]
       graustark gm GAME.json --seal SHEET.txt [--power POWER] [--replace] [--dry-run]";

/// The folder of the board a game file is played on: the one given with `--map`, or the
/// folder of the maps folder the file names; a file naming any other place is refused.
pub(crate) fn map_folder(c: &Common, file: &GameFile) -> Result<PathBuf, String> {
    match &c.map_dir {
        Some(d) => Ok(d.clone()),
        None => {
            let name = file.board().map_err(|e| format!("{e}: give the board with --map DIR to play it"))?;
            Ok(map_dir(None).with_file_name(name))
        }
    }
}

pub fn new_game(c: &Common) -> Result<(), String> {
    if c.map_image.is_some() {
        return Err("--map-image draws a phase gm plays; a new game has played none".into());
    }
    let [path] = c.positional.as_slice() else {
        return Err(
            "usage: graustark new GAME.json [--map DIR] [--players N] [--no-player POWER]... [--report STYLE] [--name NAME]"
                .into()
        );
    };
    let path = Path::new(path);
    if path.exists() {
        return Err(format!("{} already exists; not overwriting a game", path.display()));
    }
    let dir = map_dir(c.map_dir.as_deref());
    let map = load_map_for(&dir, c.players)?;
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("standard").to_string();
    // A board that names its rules (Cat Diplomacy, the 1958 rules) is played under them unless
    // the gamesmaster names others.
    let own = graustark_gm::board_rules(&map);
    let game = NewGame {
        map: name,
        name: c.game_name.clone(),
        rules: c.rules_on(own)?,
        no_player: c.no_player.clone(),
        year: if c.two_season { Year::TwoSeason } else { Year::ByPhase },
        procedure: if c.house_procedure { Procedure::House2023 } else { Procedure::Plain },
        order_sets: c.order_sets,
        unordered_sets: c.unordered_sets,
        proxy_rule: c.proxy_rule,
        report: c.report.unwrap_or_default(),
    };
    let file = GameFile::new(&map, &game).map_err(|e| format!("--no-player: {e}"))?;
    let state = file.state(&map).map_err(|e| format!("game file: {e}"))?;
    file.write(path)?;
    println!(
        "{}: a new {}-player game on {} at {}{}",
        path.display(),
        map.powers.len(),
        map.name,
        state.label(&map),
        match (c.preset, &map.preset) {
            (None, Some(own)) => format!(", under the board's own rules ({own})"),
            _ => String::new(),
        }
    );
    Ok(())
}

pub fn run(c: &Common) -> Result<(), String> {
    if c.report.is_some() {
        return Err("--report sets the style of a new game's reports (graustark new); a game's style is \"report\" \
                    in its game file"
            .into());
    }
    if let Some(sheet) = &c.seal {
        return seal(c, sheet);
    }
    if c.power.is_some() || c.replace {
        return Err("--power and --replace go with --seal SHEET.txt, which seals the gamesmaster's own orders".into());
    }
    if !c.dutchman.is_empty() {
        if c.map_image.is_some() {
            return Err(
                "--map-image draws a phase played from an order sheet; it does not go with --flying-dutchman".into()
            );
        }
        if c.amend {
            return Err(
                "--amend plays an order sheet in place of the last phase; it does not go with --flying-dutchman".into(),
            );
        }
        return remove_flying_dutchman(c);
    }
    let [game, sheets @ ..] = c.positional.as_slice() else {
        return Err(USAGE.into());
    };
    if sheets.is_empty() {
        return Err(USAGE.into());
    }
    let image = c.map_image.as_deref().map(ImageRequest::new).transpose()?;
    let game_path = Path::new(game);
    let mut file = GameFile::read(game_path)?;
    let folder = map_folder(c, &file)?;
    let map = load_map_for(&folder, file.players)?;
    let mut texts = Vec::new();
    for sheet in sheets {
        texts.push(std::fs::read_to_string(sheet).map_err(|e| format!("cannot read {sheet}: {e}"))?);
    }
    if c.amend {
        file.take_back_last_phase().map_err(|e| e.to_string())?;
    }
    let received: Vec<Sheet> = sheets.iter().zip(&texts).map(|(name, text)| Sheet { name, text }).collect();
    let options = PlayOptions { force: c.force, unordered: c.unordered };
    let played = play_sheets(&map, &mut file, &received, &options).map_err(|e| crate::hints::play_refused(&e))?;
    if let Some(image) = &image {
        let phases: Vec<PhaseDrawn> = played
            .phases
            .iter()
            .map(|p| PhaseDrawn { before: &p.before, orders: &p.orders, result: &p.result })
            .collect();
        eprintln!("{}", image.write(&map, &folder, &phases)?);
    }
    print!("{}", played.report);
    if c.dry_run { Ok(()) } else { file.write(game_path) }
}

/// `gm GAME.json --seal SHEET.txt [--power POWER] [--replace]`: the gamesmaster's own sheet
/// sealed for the current phase (Das Dippyspiel rule 15): its digest recorded in the game file
/// and printed, to publish; `gm` then plays the phase only if his sheet is the one sealed.
fn seal(c: &Common, sheet: &Path) -> Result<(), String> {
    let [game] = c.positional.as_slice() else {
        return Err("usage: graustark gm GAME.json --seal SHEET.txt [--power POWER] [--replace] [--dry-run]".into());
    };
    if c.amend || c.map_image.is_some() || !c.dutchman.is_empty() {
        return Err(
            "--seal records a digest and plays nothing: it goes with --power, --replace and --dry-run only".into()
        );
    }
    let text = std::fs::read_to_string(sheet).map_err(|e| format!("cannot read {}: {e}", sheet.display()))?;
    let game_path = Path::new(game);
    let mut file = GameFile::read(game_path)?;
    let map = load_map_for(&map_folder(c, &file)?, file.players)?;
    let sealed = graustark_gm::seal_sheet(&map, &mut file, &text, c.power.as_deref(), c.replace)
        .map_err(|e| format!("{}: {}", sheet.display(), crate::hints::seal_refused(&e)))?;
    println!("{}", sealed.digest);
    if c.dry_run {
        eprintln!("{sealed} (a dry run: nothing recorded).");
        return Ok(());
    }
    eprintln!(
        "{sealed}. Publish the digest; `graustark gm` plays the phase only with this sheet for {}.",
        sealed.power
    );
    file.write(game_path)
}

/// `gm GAME.json --flying-dutchman UNIT...`: removes the unit found on the board illegally
/// (DATC 4.E.6, Kruijswijk's preference): the one named, or of several that could be it, the
/// one the civil-disorder rule would remove first. The removal is kept in the game's history.
fn remove_flying_dutchman(c: &Common) -> Result<(), String> {
    let [game] = c.positional.as_slice() else {
        return Err(
            "usage: graustark gm GAME.json --flying-dutchman UNIT [--flying-dutchman UNIT]... [--dry-run]".into()
        );
    };
    let game_path = Path::new(game);
    let mut file = GameFile::read(game_path)?;
    let map = load_map_for(&map_folder(c, &file)?, file.players)?;
    let mut state = file.state(&map).map_err(|e| format!("game file: {e}"))?;
    let candidates = c.dutchman.iter().map(|u| unit_named(&map, &state, u)).collect::<Result<Vec<usize>, String>>()?;
    let removed = flying_dutchman(&map, &state, &candidates, &file.rules).map_err(|e| e.to_string())?;
    let unit = state.units[removed];
    let name = format!("{} {} {}", map.power(unit.power).adjective, unit.kind.letter(), map.loc_short(unit.loc));
    let how = if candidates.len() == 1 {
        String::new()
    } else {
        format!(", chosen by the civil-disorder rule among {}", c.dutchman.join(", "))
    };
    let report = format!("{}: the Flying Dutchman {name} is removed (DATC 4.E.6{how}).\n", state.label(&map));
    print!("{report}");
    if c.dry_run {
        return Ok(());
    }
    state.units.remove(removed);
    file.history.push(PlayedPhase {
        phase: state.label(&map),
        orders: vec![format!("Flying Dutchman: {}", c.dutchman.join(", "))],
        report,
        position: None,
        numbered_before: file.postal.numbered,
        powers_before: None,
        press: Vec::new(),
        reader: None,
        seal: None,
    });
    file.state = state.to_json_value(&map);
    file.write(game_path)
}

/// The unit a gamesmaster names ("A Lon", "F stp/nc", "Lon"; a kind by its letter), as an
/// index into the units.
fn unit_named(map: &Map, state: &GameState, text: &str) -> Result<usize, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let letter = |w: &str| UnitKind::ALL.into_iter().find(|&k| k.letter().eq_ignore_ascii_case(w) && map.reads(k));
    let (kind, place) = match words.as_slice() {
        [k, rest @ ..] if !rest.is_empty() && letter(k).is_some() => (letter(k), rest.join(" ")),
        _ => (None, text.trim().to_string()),
    };
    let loc = map.lookup(&place).ok_or_else(|| format!("'{text}': unknown province '{place}'"))?;
    let province = map.province_of(loc);
    state
        .units
        .iter()
        .position(|u| map.province_of(u.loc) == province && kind.is_none_or(|k| k == u.kind))
        .ok_or_else(|| format!("'{text}': no such unit in {}", map.province(province).name))
}

#[cfg(test)]
mod tests {
    use super::unit_named;
    use graustark::{GameState, Map, Phase, Season, Unit, UnitKind};

    /// A gamesmaster names a unit by its kind's letter, as the table writes it, or by its place
    /// alone (the first unit there).
    #[test]
    fn a_unit_is_named_by_its_letter_and_place() {
        let map = Map::from_json(include_str!("../../../maps/militarism-iii/map.json")).unwrap();
        let par = map.lookup("par").unwrap();
        let france = map.lookup_power("france").unwrap();
        let mut state = GameState::empty(&map, Season::Spring, 1901, Phase::Movement);
        state.units = vec![Unit::new(france, UnitKind::Army, par), Unit::new(france, UnitKind::Leader, par)];
        assert_eq!(unit_named(&map, &state, "A Par"), Ok(0));
        assert_eq!(unit_named(&map, &state, "Par"), Ok(0));
        assert_eq!(unit_named(&map, &state, "l paris"), Ok(1));
        assert!(unit_named(&map, &state, "F Par").unwrap_err().contains("no such unit"));
        assert!(unit_named(&map, &state, "X Par").unwrap_err().contains("unknown province 'X Par'"));
    }
}
