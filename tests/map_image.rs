//! The map image of a phase (issue 18, item 7): the board's own drawing with the units, the
//! orders and their results; well-formed SVG (checked by a small XML reader below, the crate
//! having no XML library), a glyph a unit, an arrow a move, failed orders dashed and crossed,
//! every text escaped, the drawing's and layout's problems named; and `gm --map-image`. Each
//! supply centre's owner, and a legend that can be read in print (issue 35, item 7).

use graustark::parse::parse_order_sheet_in;
use graustark::season::play_season;
use graustark::state::GameState;
use graustark::{Map, Order, PhaseResult, Rules, play};
use graustark_gm::image::{ImageError, PhaseDrawn, draw_phase, draw_phases};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

mod cli;

const ART: &str = include_str!("../maps/standard/board.svg");
const LAYOUT: &str = include_str!("../maps/standard/layout.json");

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

fn play_sheet(map: &Map, state: &GameState, sheet: &str) -> (Vec<Order>, PhaseResult) {
    let orders: Vec<Order> = parse_order_sheet_in(map, state, sheet).into_iter().map(|o| o.order.unwrap()).collect();
    let result = play(map, state, &orders, &Rules::default());
    (orders, result)
}

/// Spring 1901: a bounce in Galicia, a support, a move from Rome to Munich that cannot be.
const SPRING: &str = "Austria: A Vie - Gal; A Bud - Ser; F Tri - Alb\nRussia: A War - Gal; A Mos - Ukr\n\
                      France: A Par - Bur; A Mar S A Par - Bur\nItaly: A Rom - Mun\n";

fn spring() -> (GameState, Vec<Order>, PhaseResult) {
    let s = GameState::initial(map(), 1901);
    let (orders, result) = play_sheet(map(), &s, SPRING);
    (s, orders, result)
}

fn spring_image() -> String {
    let (s, orders, result) = spring();
    draw_phase(map(), ART, LAYOUT, &s, &orders, &result).unwrap()
}

/// The image without its legend (whose samples are marks of their own).
fn on_board(svg: &str) -> &str {
    svg.split(r#"<g data-layer="legend">"#).next().unwrap()
}

/// Checks that `text` is one well-formed XML element (tags nested and closed, attributes
/// quoted and not repeated, `&` only in the five predefined entities or character
/// references, no `<` in text or values); returns the number of elements.
fn check_xml(text: &str) -> Result<usize, String> {
    fn entities_ok(s: &str) -> bool {
        s.split('&').skip(1).all(|rest| {
            let Some(end) = rest.find(';') else { return false };
            let name = &rest[..end];
            matches!(name, "amp" | "lt" | "gt" | "quot" | "apos")
                || name.strip_prefix("#x").is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
                || name.strip_prefix('#').is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
        })
    }
    let mut stack: Vec<&str> = Vec::new();
    let (mut elements, mut roots, mut i) = (0, 0, 0);
    while i < text.len() {
        let rest = &text[i..];
        let skip = |open: &str, close: &str| {
            rest.strip_prefix(open).and_then(|r| r.find(close)).map(|e| open.len() + e + close.len())
        };
        if let Some(n) = skip("<!--", "-->").or_else(|| skip("<?", "?>")).or_else(|| skip("<![CDATA[", "]]>")) {
            i += n;
            continue;
        }
        if let Some(r) = rest.strip_prefix("</") {
            let end = r.find('>').ok_or("an end tag is not closed")?;
            let name = r[..end].trim();
            match stack.pop() {
                Some(open) if open == name => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
            i += 2 + end + 1;
            continue;
        }
        if let Some(r) = rest.strip_prefix('<') {
            let name_end = r.find(|c: char| c.is_whitespace() || c == '>' || c == '/').ok_or("a tag is not closed")?;
            let name = &r[..name_end];
            if name.is_empty() {
                return Err(format!("a tag without a name at {i}"));
            }
            if stack.is_empty() {
                roots += 1;
            }
            elements += 1;
            let mut j = name_end;
            let mut seen: Vec<&str> = Vec::new();
            loop {
                let t = &r[j..];
                let trimmed = t.trim_start();
                j += t.len() - trimmed.len();
                if trimmed.starts_with("/>") {
                    j += 2;
                    break;
                }
                if trimmed.starts_with('>') {
                    stack.push(name);
                    j += 1;
                    break;
                }
                let eq = trimmed.find('=').ok_or(format!("<{name}>: an attribute without a value"))?;
                let attr = trimmed[..eq].trim();
                if seen.contains(&attr) {
                    return Err(format!("<{name}>: {attr} given twice"));
                }
                seen.push(attr);
                let after = &trimmed[eq + 1..];
                let quote = after
                    .chars()
                    .next()
                    .filter(|c| *c == '"' || *c == '\'')
                    .ok_or(format!("<{name}>: {attr} is not quoted"))?;
                let close = after[1..].find(quote).ok_or(format!("<{name}>: {attr} is not closed"))?;
                let value = &after[1..1 + close];
                if value.contains('<') || !entities_ok(value) {
                    return Err(format!("<{name}>: {attr}=\"{value}\" is not escaped"));
                }
                j += eq + 1 + close + 2;
            }
            i += 1 + j;
            continue;
        }
        let end = rest.find('<').unwrap_or(rest.len());
        let chunk = &rest[..end];
        if !entities_ok(chunk) {
            return Err(format!("text not escaped: {chunk:?}"));
        }
        if stack.is_empty() && !chunk.trim().is_empty() {
            return Err(format!("text outside the root: {chunk:?}"));
        }
        i += end;
    }
    match (stack.last(), roots) {
        (Some(open), _) => Err(format!("<{open}> is never closed")),
        (None, 1) => Ok(elements),
        (None, n) => Err(format!("{n} root elements")),
    }
}

#[test]
fn the_checker_refuses_what_is_not_well_formed() {
    assert!(check_xml("<a><b x=\"1\"/>t &amp; u</a>").is_ok());
    for bad in ["<a><b></a>", "<a x=1/>", "<a>&</a>", "<a x=\"<\"/>", "<a/><b/>", "<a x=\"1\" x=\"2\"/>", "<a>"] {
        assert!(check_xml(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_image_is_well_formed_svg_on_the_board_s_own_drawing() {
    let svg = spring_image();
    check_xml(&svg).unwrap();
    // The title above the board and the legend under it widen the view box.
    let root = svg.split('>').next().unwrap();
    let view_box: Vec<f64> = root
        .split("viewBox=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(view_box[..3], [0.0, view_box[1], 1600.0]);
    assert!(view_box[1] < 0.0 && view_box[1] + view_box[3] > 1344.0, "{root}");
    // The board's drawing, whole, placed at the layout's view box.
    assert!(svg.contains(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1344" x="0" y="0" width="1600" height="1344">"#
    ));
    assert!(svg.contains(r#"<path data-province="adr" class="sea""#));
    assert!(svg.contains("Standard Diplomacy: Spring 1901 movement</text>"));
}

#[test]
fn each_unit_after_the_phase_is_one_glyph_in_its_power_s_colour_with_its_initial() {
    let (_, _, result) = spring();
    let image = spring_image();
    let svg = on_board(&image);
    assert_eq!(svg.matches("<g data-unit=").count(), result.next.units.len());
    for u in &result.next.units {
        let power = &map().power(u.power);
        let at = format!(
            r#"data-unit="{}" data-power="{}" data-loc="{}""#,
            u.kind.letter(),
            power.id,
            map().loc_short(u.loc)
        );
        assert_eq!(svg.matches(&at).count(), 1, "{at}");
    }
    // Austria's colour and initial; the army in Budapest moved to Serbia and is drawn there.
    assert!(svg.contains(r##"data-unit="A" data-power="austria" data-loc="Ser" transform="translate(1008 891)"><title>Austrian army in Serbia</title>"##), "{svg}");
    assert!(svg.contains(r##"fill="#c8281e""##));
    // Army and fleet differ in shape: a fleet's hull is a path of its own.
    let army = svg.split(r#"data-loc="Ser""#).nth(1).unwrap().split("</g>").next().unwrap().to_string();
    let fleet = svg.split(r#"data-loc="Alb""#).nth(1).unwrap().split("</g>").next().unwrap().to_string();
    let body = |g: &str| g.split("d=\"").nth(1).unwrap().split('"').next().unwrap().to_string();
    assert_ne!(body(&army), body(&fleet));
    assert!(army.contains(">A</text>") && fleet.contains(">A</text>"), "Austria's initial on both");
}

#[test]
fn each_move_is_an_arrow_and_failed_ones_are_dashed_and_crossed() {
    let (_, orders, result) = spring();
    let svg = spring_image();
    let moves =
        orders.iter().filter(|o| matches!(o, Order::Unit { action: graustark::Action::Move { .. }, .. })).count();
    assert_eq!(svg.matches(r#"data-order="move""#).count(), moves);
    let failed = result
        .order_outcomes()
        .iter()
        .zip(&orders)
        .filter(|(o, order)| !o.success && matches!(order, Order::Unit { action: graustark::Action::Move { .. }, .. }))
        .count();
    assert_eq!(failed, 3, "Vie and War bounce in Galicia, Rome cannot reach Munich");
    let failed_groups: Vec<&str> = svg.split(r#"<g data-order="move" data-result="failed""#).skip(1).collect();
    assert_eq!(failed_groups.len(), failed);
    for g in failed_groups {
        let group = g.split("</g></g>").next().unwrap();
        assert!(group.contains(r#"stroke-dasharray="10 6""#) && group.contains(r#"data-mark="cross""#), "{group}");
    }
    let done = svg.split(r#"<g data-order="move" data-result="succeeded""#).skip(1);
    for g in done {
        let group = g.split("</g>").next().unwrap();
        assert!(!group.contains("stroke-dasharray") && !group.contains("cross"), "{group}");
    }
    assert_eq!(svg.matches(r#"data-order="support" data-result="succeeded""#).count(), 1);
}

#[test]
fn dislodged_units_retreats_builds_and_removals_are_drawn() {
    // A season: Fall 1901 with Russia's army in Warsaw dislodged, its retreat, and the winter.
    let s = GameState::from_json(map(), include_str!("house_report/position.json")).unwrap();
    let sheet = include_str!("house_report/movement.txt").to_string()
        + "Russia:\nRetreats:\nA War - Gal\nBuilds:\nBuild A Mos\n";
    let lines = graustark::parse::parse_season_sheet(map(), &s, &sheet).unwrap();
    let rules = graustark::rules::preset("house-2023").unwrap();
    let season = play_season(map(), &s, &lines, &rules);
    let phases: Vec<PhaseDrawn> =
        season.phases.iter().map(|p| PhaseDrawn { before: &p.before, orders: &p.orders, result: &p.result }).collect();
    let image = draw_phases(map(), ART, LAYOUT, &phases).unwrap();
    check_xml(&image).unwrap();
    assert_eq!(
        title_of(&image),
        "Standard Diplomacy: Fall 1901 movement, Fall 1901 retreat, Winter 1901 adjustment",
        "the title, in as many lines as it takes"
    );
    let svg = on_board(&image);
    // The two dislodged units, both gone: Warsaw's retreat to where its attacker came from
    // failed, Ankara's had nowhere to go; and the two Italian units removed.
    assert_eq!(svg.matches(r#"data-dislodged="yes""#).count(), 2 + 2, "{svg}");
    assert!(svg.contains(r#"data-order="retreat" data-result="failed" data-power="russia""#));
    assert!(svg.contains("Russian army gone from Warsaw"));
    assert!(svg.contains(r#"data-mark="built""#), "Russia's build in Moscow");
    assert!(svg.contains("Turkish fleet gone from Ankara"));
    // Italy's two units removed in civil disorder, crossed where they stood.
    assert_eq!(svg.matches("Italian army gone from").count(), 2);
    // The order implied for Venice (house rule 3.8) is drawn with the others.
    assert_eq!(svg.matches(r#"data-order="move" data-result="succeeded" data-power="italy""#).count(), 1);
}

#[test]
fn every_text_is_escaped() {
    let text = include_str!("../maps/standard/map.json").replacen(
        "Standard Diplomacy",
        "Standard <Diplomacy> & \\\"Friends\\\"",
        1,
    );
    let odd = Map::from_json(&text).unwrap();
    let s = GameState::initial(&odd, 1901);
    let (orders, result) = play_sheet(&odd, &s, "France: A Par - Bur\n");
    let layout = LAYOUT.replacen(r##""unit":"#5ab4ea""##, r##""unit":"#5ab4ea\" onload=\"x&y""##, 1);
    let svg = draw_phase(&odd, ART, &layout, &s, &orders, &result).unwrap();
    check_xml(&svg).unwrap();
    assert!(svg.contains("Standard &lt;Diplomacy&gt; &amp; &quot;Friends&quot;: Spring 1901 movement"), "{svg}");
    assert!(svg.contains(r##"fill="#5ab4ea&quot; onload=&quot;x&amp;y""##));
}

#[test]
fn a_drawing_or_layout_that_will_not_do_is_named() {
    let (s, orders, result) = spring();
    let draw = |art: &str, layout: &str| draw_phase(map(), art, layout, &s, &orders, &result);
    let err = draw("<html></html>", LAYOUT).unwrap_err();
    assert_eq!(err.to_string(), "board.svg: it does not begin with an <svg> element");
    assert!(matches!(draw("<svg viewBox=\"0 0 1 1\">", LAYOUT), Err(ImageError::Art(m)) if m.contains("</svg>")));
    assert!(draw(ART, "{").unwrap_err().to_string().starts_with("layout.json: not a board layout:"));
    let without_paris = LAYOUT.replacen(r#""par":"#, r#""paris":"#, 1);
    let err = draw(ART, &without_paris).unwrap_err().to_string();
    assert_eq!(err, r#"layout.json: no entry for provinces."par""#);
    let without_france = LAYOUT.replacen(r#""france":"#, r#""francia":"#, 1);
    assert_eq!(draw(ART, &without_france).unwrap_err().to_string(), r#"layout.json: no entry for powers."france""#);
    // A declaration, a comment and the drawing's own size are set aside.
    let dressed = format!(
        "<?xml version=\"1.0\"?>\n<!-- the board -->\n{}",
        ART.replacen("<svg ", "<svg width=\"10\" height='10' ", 1)
    );
    let svg = draw(&dressed, LAYOUT).unwrap();
    check_xml(&svg).unwrap();
    assert!(!svg.contains("width=\"10\"") && !svg.contains("<?xml"));
}

/// A folder of its own with a new game; returns it and the game file's path.
fn new_game(name: &str, extra: &[&str]) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("graustark-image-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json").to_str().unwrap().to_string();
    let mut args = vec!["new", game.as_str()];
    args.extend_from_slice(extra);
    let out = cli::graustark(&args, b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (dir, game)
}

fn write_sheet(dir: &Path, text: &str) -> String {
    let path = dir.join("sheet.txt");
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn history_len(game: &str) -> usize {
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    file["history"].as_array().unwrap().len()
}

#[test]
fn gm_writes_the_image_of_the_phase_it_plays() {
    let (dir, game) = new_game("phase", &[]);
    let out_svg = dir.join("spring.svg");
    let sheet = write_sheet(&dir, SPRING);
    let out = cli::graustark(&["gm", &game, &sheet, "--map-image", out_svg.to_str().unwrap()], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("map image: {}", out_svg.display())));
    let svg = std::fs::read_to_string(&out_svg).unwrap();
    check_xml(&svg).unwrap();
    assert_eq!(svg, spring_image(), "the library's image, as it is");
    assert_eq!(history_len(&game), 1);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn gm_refuses_an_image_it_cannot_make_before_playing_anything() {
    let (dir, game) = new_game("refused", &[]);
    let sheet = write_sheet(&dir, SPRING);
    let gif = dir.join("spring.gif");
    let out = cli::graustark(&["gm", &game, &sheet, "--map-image", gif.to_str().unwrap()], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("the image's name must end in .svg (or .png"), "{err}");
    // A PNG with no converter on the PATH: said plainly, and nothing played.
    let png = dir.join("spring.png");
    let empty = dir.join("no-tools");
    std::fs::create_dir_all(&empty).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_graustark"))
        .args(["gm", &game, &sheet, "--map-image", png.to_str().unwrap()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", &empty)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("no program to turn the SVG into a PNG was found on the PATH"), "{err}");
    assert!(err.contains("nothing was adjudicated"), "{err}");
    assert!(!png.exists() && !dir.join("spring.svg").exists());
    let out = cli::graustark(&["gm", &game, "--flying-dutchman", "A Par", "--map-image", gif.to_str().unwrap()], b"");
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not go with --flying-dutchman"));
    assert_eq!(history_len(&game), 0, "nothing was played");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_map_that_borrows_its_drawing_is_drawn_on_the_drawing_it_names() {
    // The 1958 board's map.json says "art": "standard"; its folder has no board.svg.
    let (dir, game) = new_game("1958", &["--map", "maps/standard-1958", "--rules", "rulebook-1958"]);
    let out_svg = dir.join("spring.svg");
    let sheet = write_sheet(&dir, "France: 1 Bur\n");
    let out = cli::graustark(&["gm", &game, &sheet, "--map-image", out_svg.to_str().unwrap()], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let svg = std::fs::read_to_string(&out_svg).unwrap();
    check_xml(&svg).unwrap();
    assert!(svg.contains(r#"<path data-province="adr" class="sea""#));
    assert!(svg.contains(r#"data-order="move" data-result="succeeded" data-power="france""#));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_two_season_game_draws_the_whole_season() {
    let (dir, game) = new_game("season", &["--two-season"]);
    let out_svg = dir.join("spring.svg");
    let sheet = write_sheet(&dir, "Austria: A Vie - Gal; A Bud - Ser\nRussia: A War - Gal\n");
    let out = cli::graustark(&["gm", &game, &sheet, "--map-image", out_svg.to_str().unwrap()], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let svg = std::fs::read_to_string(&out_svg).unwrap();
    check_xml(&svg).unwrap();
    assert!(svg.contains(": Spring 1901 movement</text>"), "no retreats this spring: one phase");
    assert_eq!(svg.matches(r#"data-order="move""#).count(), 3);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_unit_waiting_to_retreat_is_drawn_dislodged_and_not_crossed() {
    let s = GameState::from_json(map(), include_str!("house_report/position.json")).unwrap();
    let (orders, result) = play_sheet(map(), &s, "Austria: A Gal - War; A Ukr S A Gal - War\n");
    let image = draw_phase(map(), ART, LAYOUT, &s, &orders, &result).unwrap();
    let svg = on_board(&image);
    let ghost = svg.split(r#"data-dislodged="yes""#).nth(1).unwrap().split("</g>").next().unwrap().to_string();
    assert!(ghost.contains("<title>Russian army dislodged in Warsaw</title>"), "{ghost}");
    assert!(
        ghost.contains(r#"transform="translate(1078.8 514.2)""#),
        "at Warsaw's place for a dislodged unit: {ghost}"
    );
    assert!(ghost.contains(r#"stroke-dasharray="4 3""#));
    assert!(!svg.contains(r#"data-mark="cross""#), "nothing failed, nothing gone");
}

#[cfg(unix)]
#[test]
fn gm_makes_the_png_with_the_converter_on_the_path() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, game) = new_game("png", &[]);
    // A stand-in for librsvg's converter, called as `rsvg-convert -o OUT.png IN.svg`.
    let tools = dir.join("tools");
    std::fs::create_dir_all(&tools).unwrap();
    let fake = tools.join("rsvg-convert");
    std::fs::write(&fake, "#!/bin/sh\n[ \"$1\" = -o ] && grep -q '<svg' \"$3\" && echo png > \"$2\"\n").unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let sheet = write_sheet(&dir, SPRING);
    let png = dir.join("spring.png");
    let path = format!("{}:/bin:/usr/bin", tools.display());
    let out = Command::new(env!("CARGO_BIN_EXE_graustark"))
        .args(["gm", &game, &sheet, "--map-image", png.to_str().unwrap()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_to_string(&png).unwrap(), "png\n");
    assert!(dir.join("spring.svg").exists(), "the SVG is kept beside the PNG");
    assert_eq!(history_len(&game), 1);
    let _ = std::fs::remove_dir_all(dir);
}

// Who owns each supply centre, and a legend read in print (issue 35, item 7).
//
// The choices, where the issue left them to us: an owned centre's marker is filled with its
// owner's colour with the owner's initial written in it, as the units' glyphs are, so that a
// black-and-white print (where the colours turn to greys that may match) still names the owner;
// a neutral centre's marker is plain and smaller; the owned centre's province is tinted as the
// site's board tints it. The print size is an A4 page's width (210 mm, narrower than US
// letter's 216 mm) less 15 mm margins each side, 180 mm, or the page's height less its margins
// (267 mm) if the image is the taller; at that size every word of the title and the legend is at
// least 9 points (25.4/72 mm each), the size of a newspaper's body text.

const BOARD_1958: &str = include_str!("../maps/calhamer-1958/map.json");
const ART_1958: &str = include_str!("../maps/calhamer-1958/board.svg");
const LAYOUT_1958: &str = include_str!("../maps/calhamer-1958/layout.json");
const MODERN_1958: &str = include_str!("../maps/standard-1958/map.json");
const CAT: &str = include_str!("../maps/cat/map.json");
const CAT_ART: &str = include_str!("../maps/cat/board.svg");
const CAT_LAYOUT: &str = include_str!("../maps/cat/layout.json");
const MILITARISM: &str = include_str!("../maps/militarism-iii/map.json");

/// Every map the site offers with art, at each number of players, with its drawing and layout.
fn every_board() -> Vec<(String, Map, &'static str, &'static str)> {
    let mut boards = vec![
        ("standard".to_string(), map().clone(), ART, LAYOUT),
        ("militarism-iii".to_string(), Map::from_json(MILITARISM).unwrap(), ART, LAYOUT),
        ("cat".to_string(), Map::from_json(CAT).unwrap(), CAT_ART, CAT_LAYOUT),
    ];
    for players in [7, 6, 5] {
        let on = |text| Map::from_json_for_players(text, players).unwrap();
        boards.push((format!("calhamer-1958/{players}"), on(BOARD_1958), ART_1958, LAYOUT_1958));
        boards.push((format!("standard-1958/{players}"), on(MODERN_1958), ART, LAYOUT));
    }
    boards
}

/// The image of `map`'s first phase, its units holding.
fn first_image(map: &Map, art: &str, layout: &str) -> String {
    let s = GameState::initial(map, 1901);
    let result = play(map, &s, &[], &graustark_gm::board_rules(map));
    draw_phase(map, art, layout, &s, &[], &result).unwrap()
}

/// The value of `name` in the first start tag of `tag`.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    tag[at..].split('"').next()
}

/// Each `<text>` of `part`: its font size and its words.
fn texts(part: &str) -> Vec<(f64, String)> {
    part.split("<text")
        .skip(1)
        .map(|t| {
            let size = attribute(t, "font-size").and_then(|v| v.parse().ok()).unwrap_or(0.0);
            let words = t.split_once('>').unwrap().1.split("</text>").next().unwrap().to_string();
            (size, words)
        })
        .collect()
}

/// The image's part above the board's drawing: its title.
fn title_part(svg: &str) -> &str {
    svg.split("<svg").nth(1).unwrap()
}

fn title_of(svg: &str) -> String {
    texts(title_part(svg)).into_iter().map(|(_, w)| w).collect::<Vec<_>>().join(" ")
}

fn legend_part(svg: &str) -> &str {
    svg.split(r#"<g data-layer="legend">"#).nth(1).expect("the image has a legend")
}

/// The size in points that `size` units of the image come to when printed on A4 within its
/// margins.
fn printed_pt(svg: &str, size: f64) -> f64 {
    let root = svg.split('>').next().unwrap();
    let v: Vec<f64> = attribute(root, "viewBox").unwrap().split(' ').map(|n| n.parse().unwrap()).collect();
    let mm_per_unit = (180.0 / v[2]).min(267.0 / v[3]);
    size * mm_per_unit / (25.4 / 72.0)
}

/// A centre's marker on the board: `(owner, the marker's group)`.
fn centre_mark<'a>(svg: &'a str, province: &str) -> Vec<(&'a str, &'a str)> {
    on_board(svg)
        .split(&format!(r#"<g data-centre="{province}" data-owner=""#))
        .skip(1)
        .map(|g| (g.split('"').next().unwrap(), g.split("</g>").next().unwrap()))
        .collect()
}

#[test]
fn each_supply_centre_shows_its_owner_by_colour_and_initial_and_neutral_ones_are_plain() {
    // A year played: Austria takes Greece, Russia Rumania, France Belgium and Spain, Germany
    // Denmark, Italy Trieste, Turkey Bulgaria.
    let (_, _, spring) = spring();
    let fall_sheet = "Austria: A Ser - Gre; F Alb S A Ser - Gre; A Vie - Tyr\n\
                      Russia: A Ukr - Rum; F Sev S A Ukr - Rum\nFrance: A Bur - Bel; A Mar - Spa\n\
                      Germany: F Kie - Den\nTurkey: A Con - Bul\nItaly: A Ven - Tri\n";
    let (orders, fall) = play_sheet(map(), &spring.next, fall_sheet);
    let svg = draw_phase(map(), ART, LAYOUT, &spring.next, &orders, &fall).unwrap();
    check_xml(&svg).unwrap();
    let owner_of = |id: &str| {
        let p = map().provinces.iter().position(|p| p.id == id).unwrap();
        fall.next.owners[p].map(|o| map().power(o).id.clone())
    };
    assert_eq!(owner_of("tri").as_deref(), Some("italy"), "the fall changed owners");
    assert_eq!(owner_of("bel").as_deref(), Some("france"));
    let layout: serde_json::Value = serde_json::from_str(LAYOUT).unwrap();
    let mut centres = 0;
    for (i, province) in map().provinces.iter().enumerate().filter(|(_, p)| p.supply_centre) {
        centres += 1;
        let marks = centre_mark(&svg, &province.id);
        assert_eq!(marks.len(), 1, "one marker on {}", province.id);
        let (owner, group) = marks[0];
        match fall.next.owners[i] {
            Some(p) => {
                let power = map().power(p);
                assert_eq!(owner, power.id);
                let colours = &layout["powers"][&power.id];
                assert!(group.contains(&format!(r#"fill="{}""#, colours["unit"].as_str().unwrap())), "{group}");
                assert!(group.contains(&format!(">{}</text>", power.initial)), "the initial, for print: {group}");
                assert!(
                    group.contains(&format!("<title>{}: {} supply centre</title>", province.name, power.adjective))
                );
                let tint =
                    format!(r#"path[data-province="{}"]{{fill:{}}}"#, province.id, colours["tint"].as_str().unwrap());
                assert!(svg.contains(&tint), "{tint}");
            }
            None => {
                assert_eq!(owner, "none");
                assert!(!group.contains("<text") && group.contains("neutral supply centre"), "{group}");
                assert!(!svg.contains(&format!(r#"path[data-province="{}"]{{"#, province.id)));
            }
        }
    }
    assert_eq!(centres, 34);
    assert_eq!(on_board(&svg).matches("<g data-centre=").count(), 34, "nothing else is marked a centre");
    // The drawing's own markers give way to the image's.
    assert!(svg.contains("svg svg [data-centre]{display:none}"));
}

#[test]
fn a_smaller_game_marks_only_its_own_centres() {
    // "With five players, Turkey is deleted, and Ankara and Erzurum deleted as supply
    // centers" (and Italy with Venice and Naples, as with six).
    for (name, m, art, layout) in every_board() {
        let svg = first_image(&m, art, layout);
        check_xml(&svg).unwrap();
        assert_eq!(on_board(&svg).matches("<g data-centre=").count(), m.supply_centre_count(), "{name}");
        if name.ends_with("/5") {
            for gone in ["ank", "erz", "ven", "nap"] {
                assert!(centre_mark(&svg, gone).is_empty(), "{name}: {gone}");
            }
            assert_eq!(centre_mark(&svg, "con")[0].0, "none", "{name}: Constantinople stays, neutral");
        }
    }
}

/// Each name the drawing writes (`<text data-label="lon" class="abbr" x=".." y="..">LON</text>`):
/// its province, its middle and its letters.
fn art_names(art: &str) -> Vec<(String, (f64, f64), usize)> {
    art.split("<text data-label=\"")
        .skip(1)
        .filter(|t| t.split('>').next().unwrap().contains("class=\"abbr"))
        .map(|t| {
            let tag = t.split('>').next().unwrap();
            let at = |n| attribute(tag, n).unwrap().parse::<f64>().unwrap();
            let letters = t.split_once('>').unwrap().1.split('<').next().unwrap().chars().count();
            (t.split('"').next().unwrap().to_string(), (at("x"), at("y")), letters)
        })
        .collect()
}

#[test]
fn no_centre_marker_covers_its_province_s_name() {
    // The owner's initial makes a marker larger than the drawing's own dot, which the map tools
    // placed the names clear of: London's marker covered the L of LON (issue 35, item 7).
    // A name is 22 units high in bold capitals about 16 units wide (LON is 50).
    for (name, m, art, layout) in every_board() {
        let svg = first_image(&m, art, layout);
        let names = art_names(art);
        for (province, (cx, cy), r) in on_board(&svg).split("<g data-centre=\"").skip(1).map(|g| {
            let circle = g.split("<circle").nth(1).unwrap();
            let at = |n| attribute(circle, n).unwrap().parse::<f64>().unwrap();
            (g.split('"').next().unwrap(), (at("cx"), at("cy")), at("r"))
        }) {
            let (_, (x, y), letters) = names.iter().find(|(p, ..)| p == province).expect(province);
            let (hw, hh) = (8.0 * *letters as f64, 8.0);
            let gap = (cx - cx.clamp(x - hw, x + hw)).hypot(cy - cy.clamp(y - hh, y + hh));
            assert!(gap >= r + 1.0, "{name}: {province}'s marker (r {r}) is {gap:.1} from its name");
        }
    }
}

#[test]
fn the_title_and_legend_are_at_least_9_points_when_printed_on_a4() {
    for (name, m, art, layout) in every_board() {
        let svg = first_image(&m, art, layout);
        let legend = texts(legend_part(&svg));
        let title = texts(title_part(&svg));
        assert!(legend.len() > m.powers.len() && !title.is_empty(), "{name}");
        for (size, words) in legend.iter().chain(&title) {
            let pt = printed_pt(&svg, *size);
            assert!(pt >= graustark_gm::image::PRINT_PT, "{name}: {words:?} is {pt:.1} pt in print");
        }
    }
    assert_eq!(graustark_gm::image::PRINT_PT, 9.0);
    assert_eq!(graustark_gm::image::PRINT_WIDTH_MM, 180.0);
}

#[test]
fn the_legend_names_every_power_of_the_map_with_its_colour_initial_and_centres() {
    for (name, m, art, layout) in every_board() {
        let svg = first_image(&m, art, layout);
        let legend = legend_part(&svg);
        let colours: serde_json::Value = serde_json::from_str(layout).unwrap();
        assert_eq!(legend.matches(r#"data-legend="power""#).count(), m.powers.len(), "{name}: its powers only");
        for (i, power) in m.powers.iter().enumerate() {
            let entry = legend
                .split(&format!(r#"<g data-legend="power" data-power="{}">"#, power.id))
                .nth(1)
                .unwrap_or_else(|| panic!("{name}: {} is not in the legend", power.id));
            let unit = colours["powers"][&power.id]["unit"].as_str().unwrap();
            assert!(entry.contains(&format!(r#"fill="{unit}""#)), "{name}: {}", power.id);
            assert!(entry.contains(&format!(">{}</text>", power.initial)), "{name}: {}", power.id);
            let owned = m.provinces.iter().filter(|p| p.home_of == Some(graustark::map::PowerId(i as u8))).count();
            assert!(entry.contains(&format!(">{}: {owned} centres</text>", power.name)), "{name}: {entry}");
        }
        for mark in [
            "centre-owned",
            "centre-neutral",
            "move",
            "support",
            "convoy",
            "failed",
            "dislodged",
            "retreat",
            "built",
            "build-failed",
            "removed",
        ] {
            assert_eq!(legend.matches(&format!(r#"<g data-legend="{mark}""#)).count(), 1, "{name}: {mark}");
        }
    }
}

#[test]
fn the_legend_draws_each_mark_as_the_board_does() {
    let legend_of = |svg: &str, mark: &str| {
        legend_part(svg)
            .split(&format!(r#"<g data-legend="{mark}">"#))
            .nth(1)
            .and_then(|g| g.split("</text></g>").next())
            .unwrap()
            .to_string()
    };
    let svg = spring_image();
    assert!(
        legend_of(&svg, "failed").contains(r#"stroke-dasharray="10 6""#)
            && legend_of(&svg, "failed").contains("data-mark=\"cross\"")
    );
    assert!(legend_of(&svg, "dislodged").contains(r#"stroke-dasharray="4 3""#));
    assert!(legend_of(&svg, "retreat").contains(r##"stroke="#7a2e00""##));
    assert!(legend_of(&svg, "built").contains(r#"data-mark="built""#));
    assert!(legend_of(&svg, "build-failed").contains(r#"data-mark="build-failed""#));
    assert!(legend_of(&svg, "removed").contains(r#"data-mark="cross""#));
    // Shapes of units: armies and fleets always, Leaders and coast guards where they stand.
    assert_eq!(legend_part(&svg).matches(r#"data-legend="kind""#).count(), 2);
    let cat = Map::from_json(CAT).unwrap();
    let cat_svg = first_image(&cat, CAT_ART, CAT_LAYOUT);
    assert!(legend_part(&cat_svg).contains(">coast guard</text>"));
}
