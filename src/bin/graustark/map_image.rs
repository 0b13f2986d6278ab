//! `gm --map-image OUT.svg` (or `OUT.png`): the map image of the phase or season played, drawn
//! by the library from the map's own drawing; a PNG made from the SVG by a converter found on
//! the machine (`rsvg-convert`, `inkscape`, or a headless Chromium), never by a library of our
//! own.

use graustark::Map;
use graustark_gm::image::{PhaseDrawn, draw_phases};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the gamesmaster asked for: the SVG's path, and the PNG's with the converter to make it.
pub struct ImageRequest {
    svg: PathBuf,
    png: Option<(PathBuf, Converter)>,
}

/// A program that turns an SVG into a PNG.
#[derive(Clone, Debug)]
enum Converter {
    Rsvg(PathBuf),
    Inkscape(PathBuf),
    Chromium(PathBuf),
}

impl ImageRequest {
    /// Checks `--map-image PATH` before anything is played: `PATH` ends in `.svg`, or in `.png`
    /// with a converter on the PATH (the SVG is then written beside it).
    pub fn new(path: &Path) -> Result<ImageRequest, String> {
        let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("svg") => Ok(ImageRequest { svg: path.to_path_buf(), png: None }),
            Some("png") => {
                let converter = find_converter().ok_or_else(|| {
                    format!(
                        "--map-image {}: no program to turn the SVG into a PNG was found on the PATH (looked for \
                         rsvg-convert, inkscape, chromium, chromium-browser, google-chrome); ask for {} instead, \
                         or install librsvg's rsvg-convert; nothing was adjudicated",
                        path.display(),
                        path.with_extension("svg").display()
                    )
                })?;
                Ok(ImageRequest { svg: path.with_extension("svg"), png: Some((path.to_path_buf(), converter)) })
            }
            _ => Err(format!(
                "--map-image {}: the image's name must end in .svg (or .png, made from the SVG); nothing was adjudicated",
                path.display()
            )),
        }
    }

    /// Draws `phases` on the drawing of the map in `map_dir` and writes the SVG (and the PNG).
    /// Returns what was written, for the gamesmaster.
    pub fn write(&self, map: &Map, map_dir: &Path, phases: &[PhaseDrawn]) -> Result<String, String> {
        let art_dir = art_folder(map_dir)?;
        let read = |name: &str| {
            // The layout may be the map's own; the drawing is the art folder's.
            let own = map_dir.join(name);
            let path = if name == "layout.json" && own.exists() { own } else { art_dir.join(name) };
            std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
        };
        let (art, layout) = (read("board.svg")?, read("layout.json")?);
        let svg = draw_phases(map, &art, &layout, phases).map_err(|e| format!("{}: {e}", art_dir.display()))?;
        std::fs::write(&self.svg, svg).map_err(|e| format!("cannot write {}: {e}", self.svg.display()))?;
        let Some((png, converter)) = &self.png else { return Ok(format!("map image: {}", self.svg.display())) };
        converter.convert(&self.svg, png)?;
        Ok(format!("map image: {} (and {})", png.display(), self.svg.display()))
    }
}

/// The folder whose drawing the map uses: its own, or the one its `"art"` names beside it.
fn art_folder(map_dir: &Path) -> Result<PathBuf, String> {
    let path = map_dir.join("map.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{} is not JSON: {e}", path.display()))?;
    match json.get("art") {
        None => Ok(map_dir.to_path_buf()),
        Some(serde_json::Value::String(name))
            if !name.is_empty() && !name.contains(['/', '\\']) && name != "." && name != ".." =>
        {
            let dir = map_dir.parent().unwrap_or(Path::new(".")).join(name);
            match dir.join("board.svg").exists() {
                true => Ok(dir),
                false => Err(format!(
                    "{}: \"art\": \"{name}\" names no map folder with a board.svg beside it",
                    path.display()
                )),
            }
        }
        Some(other) => Err(format!("{}: \"art\" must name a map folder beside it, not {other}", path.display())),
    }
}

/// The first converter on the PATH.
fn find_converter() -> Option<Converter> {
    let on_path = |name: &str| {
        let paths = std::env::var_os("PATH")?;
        std::env::split_paths(&paths).map(|d| d.join(name)).find(|p| p.is_file())
    };
    if let Some(p) = on_path("rsvg-convert") {
        return Some(Converter::Rsvg(p));
    }
    if let Some(p) = on_path("inkscape") {
        return Some(Converter::Inkscape(p));
    }
    ["chromium", "chromium-browser", "google-chrome"].iter().find_map(|n| on_path(n)).map(Converter::Chromium)
}

impl Converter {
    fn convert(&self, svg: &Path, png: &Path) -> Result<(), String> {
        let mut command = match self {
            Converter::Rsvg(p) => {
                let mut c = Command::new(p);
                c.arg("-o").arg(png).arg(svg);
                c
            }
            Converter::Inkscape(p) => {
                let mut c = Command::new(p);
                c.arg(svg).arg("--export-type=png").arg(format!("--export-filename={}", png.display()));
                c
            }
            Converter::Chromium(p) => {
                let (w, h) = svg_size(svg)?;
                let page = std::fs::canonicalize(svg).map_err(|e| format!("cannot find {}: {e}", svg.display()))?;
                let mut c = Command::new(p);
                c.args(["--headless", "--disable-gpu", "--hide-scrollbars"]);
                if running_as_root() {
                    // Chromium refuses to start as root with its sandbox on.
                    c.arg("--no-sandbox");
                }
                c.arg(format!("--screenshot={}", png.display()))
                    .arg(format!("--window-size={w},{h}"))
                    .arg(format!("file://{}", page.display()));
                c
            }
        };
        let out = command.output().map_err(|e| format!("cannot run {self:?}: {e}"))?;
        if !out.status.success() || !png.exists() {
            return Err(format!(
                "{self:?} could not make {} from {}: {}",
                png.display(),
                svg.display(),
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(())
    }
}

/// The width and height written on the image's root (ours always has them), rounded up.
fn svg_size(svg: &Path) -> Result<(u32, u32), String> {
    let text = std::fs::read_to_string(svg).map_err(|e| format!("cannot read {}: {e}", svg.display()))?;
    let root = text.split('>').next().unwrap_or("");
    let attribute = |name: &str| -> Option<u32> {
        let at = root.find(&format!(" {name}=\""))? + name.len() + 3;
        let value: f64 = root[at..].split('"').next()?.parse().ok()?;
        Some(value.ceil() as u32)
    };
    match (attribute("width"), attribute("height")) {
        (Some(w), Some(h)) => Ok((w, h)),
        _ => Err(format!("{} has no width and height on its root", svg.display())),
    }
}

/// Whether this program runs as root (Linux's `/proc` says so; elsewhere taken as no).
fn running_as_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .is_ok_and(|s| s.lines().any(|l| l.starts_with("Uid:") && l.split_whitespace().nth(1) == Some("0")))
}
