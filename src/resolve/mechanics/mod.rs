//! The variant mechanics, each in one module, around the one resolver.

pub(crate) mod doubled;
pub(crate) mod leaders;
pub(crate) mod stacks;
