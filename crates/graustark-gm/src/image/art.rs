//! The board's drawing placed inside the image: `board.svg`'s root `<svg>` element, kept whole,
//! with its place and size set to the layout's view box.

use super::ImageError;
use super::draw::num;

/// The drawing's root element, ready to nest in the image at the view box `[x, y, w, h]`.
/// Anything before the root (an XML declaration, comments, a document type without an internal
/// subset) is left out; the root's own `x`, `y`, `width` and `height` give way to the view box's.
pub(super) fn embed(art: &str, view_box: [f64; 4]) -> Result<String, ImageError> {
    let fail = |m: &str| Err(ImageError::Art(m.to_string()));
    let mut rest = art.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        let skip_to = if rest.starts_with("<?") {
            "?>"
        } else if rest.starts_with("<!--") {
            "-->"
        } else if rest.starts_with("<!DOCTYPE") || rest.starts_with("<!doctype") {
            ">"
        } else {
            break;
        };
        let Some(end) = rest.find(skip_to) else { return fail("the text ends inside its opening declarations") };
        if skip_to == ">" && rest[..end].contains('[') {
            return fail("a document type with an internal subset is not supported");
        }
        rest = &rest[end + skip_to.len()..];
    }
    let Some(after_name) = rest.strip_prefix("<svg") else {
        return fail("it does not begin with an <svg> element");
    };
    if !after_name.starts_with(|c: char| c.is_whitespace() || c == '>') {
        return fail("it does not begin with an <svg> element");
    }
    let Some(tag_end) = end_of_tag(after_name) else { return fail("its <svg> start tag is never closed") };
    let tag = &after_name[..tag_end];
    if tag.trim_end().ends_with('/') {
        return fail("its <svg> element is empty");
    }
    let body = after_name[tag_end + 1..].trim_end();
    if !body.ends_with("</svg>") {
        return fail("it does not end with </svg>");
    }
    let attributes = attributes(tag).ok_or_else(|| ImageError::Art("its <svg> start tag cannot be read".into()))?;
    let mut root = String::from("<svg");
    let mut has_view_box = false;
    for (name, value) in &attributes {
        match name.as_str() {
            "x" | "y" | "width" | "height" => continue,
            "viewBox" => has_view_box = true,
            _ => {}
        }
        // The value as the art wrote it (its entities intact), re-quoted.
        root.push_str(&format!(r#" {name}="{}""#, value.replace('"', "&quot;")));
    }
    let [x, y, w, h] = view_box;
    if !has_view_box {
        root.push_str(&format!(r#" viewBox="{} {} {} {}""#, num(x), num(y), num(w), num(h)));
    }
    root.push_str(&format!(r#" x="{}" y="{}" width="{}" height="{}">"#, num(x), num(y), num(w), num(h)));
    Ok(root + body)
}

/// Where a start tag's `>` is (outside quoted values), in the text after its name.
fn end_of_tag(text: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    None
}

/// A start tag's attributes, `name="value"` or `name='value'`, in order; None if the tag holds
/// anything else.
fn attributes(tag: &str) -> Option<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut rest = tag.trim();
    while !rest.is_empty() {
        let eq = rest.find('=')?;
        let name = rest[..eq].trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return None;
        }
        let after = rest[eq + 1..].trim_start();
        let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
        let close = after[1..].find(quote)? + 1;
        out.push((name.to_string(), after[1..close].to_string()));
        rest = after[close + 1..].trim_start();
    }
    Some(out)
}
