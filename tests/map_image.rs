//! The map image of a phase (issue 18, item 7): the board's own drawing with the units, the
//! orders and their results; well-formed SVG (checked by a small XML reader below, the crate
//! having no XML library), a glyph a unit, an arrow a move, failed orders dashed and crossed,
//! every text escaped, the drawing's and layout's problems named; and `gm --map-image`.

use graustark::parse::parse_order_sheet_in;
use graustark::report::image::{ImageError, PhaseDrawn, draw_phase, draw_phases};
use graustark::season::play_season;
use graustark::state::GameState;
use graustark::{Map, Order, PhaseResult, Rules, play};
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
    assert!(svg.starts_with(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -72 1600 1416" width="1600" height="1416">"#
    ));
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
    let svg = spring_image();
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
    let svg = draw_phases(map(), ART, LAYOUT, &phases).unwrap();
    check_xml(&svg).unwrap();
    assert!(svg.contains(": Fall 1901 movement, Fall 1901 retreat, Winter 1901 adjustment</text>"));
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
    let svg = draw_phase(map(), ART, LAYOUT, &s, &orders, &result).unwrap();
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
