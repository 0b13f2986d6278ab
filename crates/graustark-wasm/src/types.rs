//! The TypeScript declarations of the values that cross the boundary, added to the bindings'
//! `.d.ts` by wasm-bindgen: `types.d.ts`, generated from the Rust types and their doc comments
//! (`bin/declarations.rs`, feature `ts`) by scripts/types.sh, never edited by hand.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");
