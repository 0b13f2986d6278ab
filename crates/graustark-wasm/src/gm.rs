//! The gamesmaster's calls (feature `gm`): a new game file, sheets played on one with the
//! map image, and the changes between seasons (a new player, a proxy, a proposal). Game files
//! and layouts are read and written by the browser's own JSON.

use super::{Engine, from_js, message_of, parse_json, readable, rules_of, text_of, to_js};
use crate::values::{GmChangedOut, GmNewIn, GmOptionsIn, GmPlayedOut, GmSealedOut, GmSheetIn};
use graustark::report::ReportStyle;
use graustark_gm::changes::ChangeError;
use graustark_gm::image::{LayoutFile, PhaseDrawn, draw_phases_on};
use graustark_gm::refusal::{LineKind, LinesRefused};
use graustark_gm::seal::SealError;
use graustark_gm::{
    GameFile, NewGame, PlayError, PlayOptions, Problem, Sheet, Year, board_rules, changes, ledger::Procedure,
    play_sheets, read_all_but_table, seal_sheet,
};
use wasm_bindgen::prelude::*;

/// The gamesmaster's calls (feature `gm`).
#[wasm_bindgen]
impl Engine {
    /// A gamesmaster's new game file (its text) on this map, under `rules` (none: the map's
    /// own preset, as `graustark new` plays it).
    #[wasm_bindgen(js_name = gmNew)]
    pub fn gm_new(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GmNew")] options: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<String, JsError> {
        let o: GmNewIn = from_js(options, "options")?;
        let report = match o.report.as_deref() {
            None => ReportStyle::default(),
            Some(name) => ReportStyle::named(name)
                .ok_or_else(|| JsError::new(&format!("options.report: no report style '{name}'")))?,
        };
        let game = NewGame {
            map: o.map,
            name: o.name,
            // No rules named: the board's own (Cat Diplomacy's), as `graustark new` does.
            rules: if rules.is_undefined() || rules.is_null() { board_rules(&self.map) } else { rules_of(rules)? },
            no_player: o.no_player,
            year: if o.two_season { Year::TwoSeason } else { Year::ByPhase },
            report,
            procedure: if o.nmr_house_rules { Procedure::House2023 } else { Procedure::Plain },
            order_sets: o.order_sets,
            unordered_sets: o.unordered_sets,
            proxy_rule: o.proxies,
        };
        let file = GameFile::new(&self.map, &game).map_err(|e| JsError::new(&format!("options.noPlayer: {e}")))?;
        game_file_text(&file, &JsValue::UNDEFINED)
    }

    /// A game file (its text) as the gamesmaster reads it: any older gamesmaster file as a
    /// file of version 3 (game night's section kept as it is). A file of a later version, of
    /// another format or damaged is refused, naming the part and what is wrong with it.
    #[wasm_bindgen(js_name = gmRead)]
    pub fn gm_read(&self, #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue) -> Result<String, JsError> {
        let (file, table) = self.game_file(game)?;
        game_file_text(&file, &table)
    }

    /// Plays a gamesmaster's sheets on a game file (its text), as `graustark gm` does: any
    /// line that cannot be taken refuses them all, each named in the error, whose `refusal`
    /// gives its kind and each line by its sheet's name.
    #[wasm_bindgen(js_name = gmPlay, unchecked_return_type = "GmPlayed")]
    pub fn gm_play(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GmSheet[]")] sheets: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GmOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (mut file, table) = self.game_file(game)?;
        let sheets: Vec<GmSheetIn> = from_js(sheets, "sheets")?;
        let o: GmOptionsIn = if options.is_undefined() { GmOptionsIn::default() } else { from_js(options, "options")? };
        if o.amend {
            file.take_back_last_phase().map_err(|e| JsError::new(&e.to_string()))?;
        }
        let received: Vec<Sheet> = sheets.iter().map(|s| Sheet { name: &s.name, text: &s.text }).collect();
        let played =
            play_sheets(&self.map, &mut file, &received, &PlayOptions { force: o.force, unordered: o.unordered })
                .map_err(|e| play_refused(&e))?;
        let image = match (&o.art, &o.layout) {
            (Some(art), Some(layout)) => {
                let phases: Vec<PhaseDrawn> = played
                    .phases
                    .iter()
                    .map(|p| PhaseDrawn { before: &p.before, orders: &p.orders, result: &p.result })
                    .collect();
                let layout: LayoutFile = from_js(parse_json(layout, "layout.json")?, "layout.json")?;
                Some(draw_phases_on(&self.map, art, layout, &phases).map_err(|e| JsError::new(&e.to_string()))?)
            }
            _ => None,
        };
        Ok(to_js(&GmPlayedOut { report: played.report, game: game_file_text(&file, &table)?, image })?)
    }

    /// Seals the gamesmaster's own sheet for the game's current phase before the deadline, as
    /// `graustark gm --seal` does (Das Dippyspiel rule 15): its digest is recorded in the game
    /// file, and `gmPlay` then plays the phase only if the sheet for that power is the one
    /// sealed. `power` (a name or id) may be left out when the sheet names one; a phase sealed
    /// already is sealed again only if `replace`. A sheet the adjudication would refuse is not
    /// sealed (the Error's `refusal` gives the kind, and its lines as under `gmPlay`).
    #[wasm_bindgen(js_name = gmSeal, unchecked_return_type = "GmSealed")]
    pub fn gm_seal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] sheet: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | null")] power: JsValue,
        replace: Option<bool>,
    ) -> Result<JsValue, JsValue> {
        let (mut file, table) = self.game_file(game)?;
        let text = text_of(sheet, "the sheet")?;
        let power = if power.is_null() || power.is_undefined() { None } else { Some(text_of(power, "power")?) };
        let sealed = seal_sheet(&self.map, &mut file, &text, power.as_deref(), replace.unwrap_or(false))
            .map_err(|e| seal_refused(&e))?;
        let said = sealed.to_string();
        Ok(to_js(&GmSealedOut {
            game: game_file_text(&file, &table)?,
            digest: sealed.digest,
            power: sealed.power,
            phase: sealed.phase,
            replaced: sealed.replaced,
            said,
        })?)
    }

    /// A player takes `power` from the game's current phase on (a replacement, house rule
    /// 4.6), as `graustark player` does: the game file's new text, and what was done. A name
    /// already playing another power is refused (2.3) unless `standby` (`--standby`).
    #[wasm_bindgen(js_name = gmNewPlayer, unchecked_return_type = "GmChanged")]
    pub fn gm_new_player(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] power: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        standby: Option<bool>,
    ) -> Result<JsValue, JsValue> {
        let (power, name) = (text_of(power, "power")?, text_of(name, "the player's name")?);
        let standby = standby.unwrap_or(false);
        self.change(game, &|map, file| changes::new_player(map, file, &power, &name, standby))
    }

    /// Hands `owner`'s unit (its number, or where it stands: `A Par`) to `holder`'s orders, or
    /// with no holder gives it back, as `graustark proxy` does (a game whose proxies are told
    /// to the gamesmaster).
    #[wasm_bindgen(js_name = gmProxy, unchecked_return_type = "GmChanged")]
    pub fn gm_proxy(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] owner: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] unit: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | null")] holder: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (owner, unit) = (text_of(owner, "owner")?, text_of(unit, "unit")?);
        let holder = if holder.is_null() || holder.is_undefined() { None } else { Some(text_of(holder, "holder")?) };
        self.change(game, &|map, file| changes::hand_unit(map, file, &owner, &unit, holder.as_deref()))
    }

    /// Puts a proposal to end the game to the players, as `graustark propose` does: `terms`
    /// is `draw POWER...`, `concede POWER` or `ranked POWER... / POWER...`.
    #[wasm_bindgen(js_name = gmPropose, unchecked_return_type = "GmChanged")]
    pub fn gm_propose(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] terms: JsValue,
        abstain_assents: Option<bool>,
    ) -> Result<JsValue, JsValue> {
        let terms = text_of(terms, "terms")?.replace('/', " / ").replace(',', " ");
        let words: Vec<String> = terms.split_whitespace().map(String::from).collect();
        self.change(game, &|map, file| changes::propose(map, file, &words, abstain_assents.unwrap_or(false)))
    }
}

impl Engine {
    /// A game file given as its text, for this engine's map (a folder of the maps folder, this
    /// one) and number of players, with its table section as written (undefined when none).
    fn game_file(&self, game: JsValue) -> Result<(GameFile, JsValue), JsError> {
        let (file, table) = game_file_of(&text_of(game, "the game file")?)?;
        let board = file.board().map_err(|e| JsError::new(&e.to_string()))?;
        if board != self.map.id {
            return Err(JsError::new(&format!(
                "the game file is for the board \"{board}\"; this engine's is \"{}\"",
                self.map.id
            )));
        }
        if file.players.is_some_and(|n| n != self.map.powers.len()) {
            return Err(JsError::new(&format!(
                "the game file is for {} players; this map has {}",
                file.players.unwrap_or(0),
                self.map.powers.len()
            )));
        }
        Ok((file, table))
    }

    /// A change to a game file: its new text and what was done, or why it cannot be (an
    /// Error whose `refusal` gives its kind).
    fn change(
        &self,
        game: JsValue,
        apply: &dyn Fn(&graustark::map::Map, &mut GameFile) -> Result<String, ChangeError>,
    ) -> Result<JsValue, JsValue> {
        let (mut file, table) = self.game_file(game)?;
        let said = apply(&self.map, &mut file).map_err(|e| refused(&e.to_string(), change_kind(&e), None, &[]))?;
        Ok(to_js(&GmChangedOut { game: game_file_text(&file, &table)?, said })?)
    }
}

/// The Error of sheets refused: its lines, or for a sheet not the one sealed, the sheets.
fn play_refused(e: &PlayError) -> JsValue {
    match e {
        PlayError::Lines(lines) => refused(&e.to_string(), play_kind(e), Some(lines), &[]),
        PlayError::Seal(broken) => {
            let sheets: Vec<(&str, String)> = broken
                .unsealed
                .iter()
                .filter_map(|(k, digest)| Some((broken.sheets.get(*k)?.as_str(), broken.why_sheet(digest))))
                .collect();
            refused(&e.to_string(), play_kind(e), None, &sheets)
        }
        _ => refused(&e.to_string(), play_kind(e), None, &[]),
    }
}

/// The Error of a seal refused: its kind, or the refusal of the sheet as it would be played.
fn seal_refused(e: &SealError) -> JsValue {
    let kind = match e {
        SealError::UnknownPower(_) => "unknown-power",
        SealError::WhichPower { .. } => "which-power",
        SealError::OtherPowers { .. } => "other-powers",
        SealError::AlreadySealed { .. } => "already-sealed",
        SealError::Sheet(play) => {
            let lines = if let PlayError::Lines(lines) = play { Some(lines) } else { None };
            return refused(&e.to_string(), play_kind(play), lines, &[]);
        }
        _ => "other",
    };
    refused(&e.to_string(), kind, None, &[])
}

/// The kind of a refusal of sheets, as gm.html reads it from the Error's `refusal.kind`.
fn play_kind(e: &PlayError) -> &'static str {
    match e {
        PlayError::NoSheet => "no-sheet",
        PlayError::Position(_) => "position",
        PlayError::Over(_) => "game-over",
        PlayError::Lines(refused) => match refused.what {
            LineKind::Header => "header-lines",
            LineKind::Vote => "vote-lines",
            LineKind::Proxy => "proxy-lines",
            LineKind::Order => "order-lines",
            LineKind::Press => "press-lines",
            LineKind::Season => "season-lines",
        },
        PlayError::ProxyNotAllowed(_) => "proxy-not-allowed",
        PlayError::NoProposal => "no-proposal",
        PlayError::NotSeasonStart { .. } => "not-season-start",
        PlayError::FirstMovesMissed { .. } => "first-moves-missed",
        PlayError::Seal(_) => "not-the-sheet-sealed",
        PlayError::SealedPowerUnknown(_) => "sealed-power-unknown",
        _ => "other",
    }
}

/// The kind of a change refused.
fn change_kind(e: &ChangeError) -> &'static str {
    match e {
        ChangeError::AlreadyPlays { .. } => "already-plays",
        ChangeError::ProxiesNotTold(_) => "proxies-not-told",
        ChangeError::Ended { .. } => "game-over",
        ChangeError::Terms(_) => "terms",
        _ => "other",
    }
}

/// The Error thrown for a refusal: its message, and as its `refusal` the data gm.html places
/// it by, `{ kind, lines: [{ sheet, line, text, why }], sheets: [{ sheet, why }] }` (each line
/// refused by its sheet's name, its number, its text and why, none for a refusal of no lines;
/// and each sheet refused whole, by its name and why: a sheet not the gamesmaster's sealed).
fn refused(message: &str, kind: &str, lines: Option<&LinesRefused>, sheets: &[(&str, String)]) -> JsValue {
    let set = |on: &JsValue, key: &str, value: JsValue| {
        let _ = js_sys::Reflect::set(on, &JsValue::from_str(key), &value);
    };
    let list = js_sys::Array::new();
    for l in lines.map_or(&[][..], |r| &r.lines) {
        let line: JsValue = js_sys::Object::new().into();
        let sheet = lines.and_then(|r| r.sheets.get(l.sheet)).map_or("", String::as_str);
        set(&line, "sheet", sheet.into());
        set(&line, "line", (l.line as u32).into());
        set(&line, "text", l.text.as_str().into());
        set(&line, "why", l.why.to_string().into());
        list.push(&line);
    }
    let refusal: JsValue = js_sys::Object::new().into();
    set(&refusal, "kind", kind.into());
    set(&refusal, "lines", list.into());
    let whole = js_sys::Array::new();
    for (name, why) in sheets {
        let sheet: JsValue = js_sys::Object::new().into();
        set(&sheet, "sheet", (*name).into());
        set(&sheet, "why", why.as_str().into());
        whole.push(&sheet);
    }
    set(&refusal, "sheets", whole.into());
    let error: JsValue = js_sys::Error::new(message).into();
    set(&error, "refusal", refusal);
    error
}

/// A game file from its text, of version 3 or an older gamesmaster file (read by the
/// browser's `JSON.parse`, then twice by the engine: its version, then the whole), with its
/// table section as written: game night's, which the page keeps as it is without reading it
/// (the command line reads it, [`GameFile::from_json`]).
fn game_file_of(text: &str) -> Result<(GameFile, JsValue), JsError> {
    let value = parse_json(text, "the game file")?;
    let reader = || serde_wasm_bindgen::Deserializer::from(value.clone());
    let file = read_all_but_table(reader(), reader()).map_err(|mut e| {
        if let Problem::Damaged(why) = &mut e.problem {
            // serde-wasm-bindgen's errors are JavaScript errors, written with their `Error: `.
            *why = readable(why.strip_prefix("Error: ").unwrap_or(why).to_string());
        }
        JsError::new(&format!("the game file is {e}"))
    })?;
    let table = js_sys::Reflect::get(&value, &JsValue::from_str("table")).unwrap_or(JsValue::UNDEFINED);
    Ok((file, table))
}

/// A game file's text as `graustark` writes it (`GameFile::to_json`): two spaces of indent,
/// a newline at the end, here by the browser's own `JSON.stringify`; `table`, its table
/// section as it was read (undefined for none), last, where `GameFile::to_json` writes it.
fn game_file_text(file: &GameFile, table: &JsValue) -> Result<String, JsError> {
    let value = to_js(&file.without_table())?;
    if !table.is_undefined() && !table.is_null() {
        js_sys::Reflect::set(&value, &JsValue::from_str("table"), table).map_err(|e| JsError::new(&message_of(e)))?;
    }
    let text = js_sys::JSON::stringify_with_replacer_and_space(&value, &JsValue::NULL, &JsValue::from(2))
        .map_err(|e| JsError::new(&message_of(e)))?;
    Ok(String::from(text) + "\n")
}
