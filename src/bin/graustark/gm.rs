//! `graustark new` and `graustark gm`: a gamesmaster's postal or e-mail game.

use crate::game_file::{GameFile, PlayedPhase, Year};
use crate::ledger::{Procedure, in_civil_disorder, moves_received, with_notes};
use crate::map_image::ImageRequest;
use crate::order_sets::{self, ReadSheet, read_sheet};
use crate::proxies::{self, read_proxy_lines};
use crate::votes::{read_votes, settle};
use crate::{Common, load_map_for, map_dir};
use graustark::adjust::flying_dutchman;
use graustark::parse::{SheetOrder, sheet_press};
use graustark::report::image::PhaseDrawn;
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::{GameState, Map, Order, PowerId, UnitKind, play};
use std::path::{Path, PathBuf};

const USAGE: &str =
    "usage: graustark gm GAME.json ORDERS.txt [MORE.txt]... [--amend] [--dry-run] [--map-image OUT.svg]";

pub(crate) fn map_folder(c: &Common, name: &str) -> PathBuf {
    match &c.map_dir {
        Some(d) => d.clone(),
        None => {
            let p = Path::new(name);
            if p.join("map.json").exists() { p.to_path_buf() } else { map_dir(None).with_file_name(name) }
        }
    }
}

pub fn new_game(c: &Common) -> Result<(), String> {
    if c.map_image.is_some() {
        return Err("--map-image draws a phase gm plays; a new game has played none".into());
    }
    let [path] = c.positional.as_slice() else {
        return Err(
            "usage: graustark new GAME.json [--map DIR] [--players N] [--no-player POWER]... [--report STYLE]".into()
        );
    };
    let path = Path::new(path);
    if path.exists() {
        return Err(format!("{} already exists; not overwriting a game", path.display()));
    }
    let dir = map_dir(c.map_dir.as_deref());
    let map = load_map_for(&dir, c.players)?;
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("standard").to_string();
    let state = GameState::initial(&map, map.first_year());
    let players = Some(map.powers.len());
    let mut no_player = Vec::new();
    for name in &c.no_player {
        let p = map.lookup_power(name).ok_or_else(|| format!("--no-player: no power '{name}' in this game"))?;
        no_player.push(map.power(p).id.clone());
    }
    let file = GameFile {
        map: name,
        players,
        rules: c.rules,
        state: state.to_json_value(&map),
        history: vec![],
        // A board where units stack is ordered and reported by number from the start.
        numbered: map.stacking.any(),
        no_player,
        powers: Default::default(),
        order_sets: c.order_sets,
        proxy_rule: c.proxy_rule,
        proxies: Vec::new(),
        proposal: None,
        defeated: None,
        ended: None,
        unordered_sets: c.unordered_sets,
        procedure: if c.house_procedure { Procedure::House2023 } else { Procedure::Plain },
        year: if c.two_season { Year::TwoSeason } else { Year::ByPhase },
        report: c.report.unwrap_or_default(),
    };
    file.write(path)?;
    println!("{}: a new {}-player game on {} at {}", path.display(), map.powers.len(), map.name, state.label(&map));
    Ok(())
}

pub fn run(c: &Common) -> Result<(), String> {
    if c.report.is_some() {
        return Err("--report sets the style of a new game's reports (graustark new); a game's style is \"report\" \
                    in its game file"
            .into());
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
    let folder = map_folder(c, &file.map);
    let map = load_map_for(&folder, file.players)?;
    let mut texts = Vec::new();
    for sheet in sheets {
        texts.push(std::fs::read_to_string(sheet).map_err(|e| format!("cannot read {sheet}: {e}"))?);
    }
    if c.amend {
        file.take_back_last_phase()?;
    }
    let state = file.state(&map)?;
    if let Some(end) = &file.ended {
        return Err(format!("the game ended in {} by vote; nothing more is adjudicated", end.phase));
    }
    let mut votes = Vec::new();
    for (sheet, text) in sheets.iter().zip(texts.iter_mut()) {
        let (kept, found) = read_votes(&map, text).map_err(|e| {
            format!("{sheet}: {} vote(s) cannot be read; nothing was adjudicated:\n{}", e.len(), e.join("\n"))
        })?;
        *text = kept;
        votes.extend(found);
    }
    let mut from_sheets = Vec::new();
    for (sheet, text) in sheets.iter().zip(texts.iter_mut()) {
        let (kept, found) = read_proxy_lines(&map, &state, text).map_err(|e| {
            format!("{sheet}: {} proxy line(s) cannot be read; nothing was adjudicated:\n{}", e.len(), e.join("\n"))
        })?;
        *text = kept;
        from_sheets.extend(found);
    }
    let proxies = proxies::in_force(&map, file.proxy_rule, &file.proxies, from_sheets)?;
    let press: Vec<String> = texts.iter().flat_map(|t| sheet_press(t)).collect();
    if file.year == Year::TwoSeason {
        if sheets.len() > 1 {
            return Err("a two-season game takes one sheet a season: put the season's orders in one sheet".into());
        }
        let (report, season) = crate::gm_season::play_sheet(
            &map,
            &mut file,
            &state,
            (&sheets[0], &texts[0]),
            (&proxies, &votes, &press),
            c.force,
        )?;
        if let Some(image) = &image {
            let phases: Vec<PhaseDrawn> = season
                .phases
                .iter()
                .map(|p| PhaseDrawn { before: &p.before, orders: &p.orders, result: &p.result })
                .collect();
            eprintln!("{}", image.write(&map, &folder, &phases)?);
        }
        print!("{report}");
        return if c.dry_run { Ok(()) } else { file.write(game_path) };
    }
    // Orders may name units by number (`5 S 3 Bur`); once one does, reports print numbers.
    let read: Vec<ReadSheet> = sheets.iter().zip(&texts).map(|(s, t)| read_sheet(&map, &state, s, t)).collect();
    let excused = without_player(&map, &file);
    let refusals: Vec<String> =
        read.iter().filter_map(|r| readable_orders(&r.name, &r.orders, &excused).err()).collect();
    if !refusals.is_empty() {
        return Err(refusals.join("\n"));
    }
    let (orders, sets_notes) = match read.as_slice() {
        [one] => (one.orders.iter().filter_map(|o| o.order.as_ref().ok().copied()).collect(), Vec::new()),
        _ => order_sets::choose(&map, &read, file.order_sets, c.unordered.then_some(file.unordered_sets)),
    };
    let sheet_orders: Vec<&SheetOrder> = read.iter().flat_map(|r| &r.orders).collect();
    let ordered: Vec<PowerId> = orders.iter().filter_map(|o| o.power()).collect();
    let (orders, proxy_notes) = proxies::apply(&map, &state, orders, &proxies);
    let vote_notes = settle(&map, &mut file, &state, &votes, &ordered, &excused, &state.label(&map))?;
    let powers_before = file.powers.clone();
    let first_moves = file.history.is_empty();
    let nmr = moves_received(
        &map,
        &mut file.powers,
        (file.procedure, file.report == ReportStyle::House2023),
        first_moves,
        &state,
        &file.rules,
        &ordered,
        &excused,
        c.force,
    )?;
    let numbered_before = file.numbered;
    file.numbered |= map.stacking.any() || sheet_orders.iter().any(|o| o.by_number);
    let result = play(&map, &state, &orders, &file.rules);
    let options = ReportOptions { rules: &file.rules, numbers: file.numbered, style: file.report, press: &press };
    let report = with_notes(
        with_no_player_note(write_report(&map, &state, &orders, &result, &options), &map, &excused),
        &[nmr, sets_notes, proxy_notes, vote_notes].concat(),
    );
    if let Some(image) = &image {
        let drawn = PhaseDrawn { before: &state, orders: &orders, result: &result };
        eprintln!("{}", image.write(&map, &folder, &[drawn])?);
    }
    print!("{report}");
    if c.dry_run {
        return Ok(());
    }
    file.history.push(PlayedPhase {
        phase: state.label(&map),
        orders: read
            .iter()
            .flat_map(|r| {
                r.orders
                    .iter()
                    .map(move |o| if sheets.len() > 1 { format!("{}: {}", r.name, o.text) } else { o.text.clone() })
            })
            .collect(),
        report,
        position: Some(file.state.clone()),
        numbered_before,
        powers_before: Some(powers_before),
    });
    file.state = result.next.to_json_value(&map);
    file.write(game_path)
}

/// The sheet's orders, or, if any cannot be read (or is for a power no player takes), an
/// error listing each with its line number and why: a sheet with an unreadable line advances
/// nothing. (An order that reads but is illegal is adjudicated: it fails, the unit holds, and
/// the report says why.)
fn readable_orders(sheet: &str, orders: &[SheetOrder], no_player: &[PowerId]) -> Result<Vec<Order>, String> {
    let why = |o: &SheetOrder| match &o.order {
        Err(e) => Some(e.message()),
        Ok(order) => order
            .power()
            .filter(|p| no_player.contains(p))
            .map(|_| "that power has no player in this game: its units hold, and civil disorder removes them".into()),
    };
    let unreadable: Vec<String> =
        orders.iter().filter_map(|o| why(o).map(|e| format!("  line {}: \"{}\": {}", o.line, o.text, e))).collect();
    if !unreadable.is_empty() {
        return Err(format!(
            "{sheet}: {} order(s) cannot be read; nothing was adjudicated and the game file is unchanged:\n{}",
            unreadable.len(),
            unreadable.join("\n")
        ));
    }
    Ok(orders.iter().filter_map(|o| o.order.as_ref().ok().copied()).collect())
}

/// The powers that take no orders: those the game file says no player takes, and those in
/// civil disorder after two NMRs in a row.
pub(crate) fn without_player(map: &Map, file: &GameFile) -> Vec<PowerId> {
    let mut out: Vec<PowerId> = file.no_player.iter().filter_map(|id| map.lookup_power(id)).collect();
    for p in in_civil_disorder(map, &file.powers) {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// The report with a line under its title naming the powers without a player.
pub(crate) fn with_no_player_note(report: String, map: &Map, no_player: &[PowerId]) -> String {
    if no_player.is_empty() {
        return report;
    }
    let names: Vec<&str> = no_player.iter().map(|&p| map.power(p).name.as_str()).collect();
    let note = format!("Without a player (units hold; civil disorder): {}.\n\n", names.join(", "));
    match report.find("\n\n") {
        Some(i) => format!("{}{note}{}", &report[..i + 2], &report[i + 2..]),
        None => report + &note,
    }
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
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let mut state = file.state(&map)?;
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
        numbered_before: file.numbered,
        powers_before: None,
    });
    file.state = state.to_json_value(&map);
    file.write(game_path)
}

/// The unit a gamesmaster names ("A Lon", "F stp/nc", "Lon"), as an index into the units.
fn unit_named(map: &Map, state: &GameState, text: &str) -> Result<usize, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (kind, place) = match words.as_slice() {
        [k, rest @ ..] if !rest.is_empty() && matches!(k.to_ascii_lowercase().as_str(), "a" | "f") => {
            (Some(if k.eq_ignore_ascii_case("a") { UnitKind::Army } else { UnitKind::Fleet }), rest.join(" "))
        }
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
