//! Militarism III's Leaders (rules 3 and 4), every phase of them in one place: a Leader in a
//! position (`position.rs`: where it may stand, which unit an order naming a shared place
//! means), in a movement phase (`movement.rs`: a `Pass` around the resolver), in the retreat
//! phase (`retreat.rs`) and in the adjustment phase (`adjust.rs`: built once, in the opening
//! builds, never counted for supply). What a Leader can do as a unit (no strength alone, one
//! beside its own army or fleet, no supply, not counted) is its row of the capability table
//! (`map/kind.rs`); the code here asks those capabilities, never the kind.

pub(crate) mod adjust;
pub(crate) mod movement;
pub(crate) mod position;
pub(crate) mod retreat;

pub(crate) use movement::LeadersPass;
