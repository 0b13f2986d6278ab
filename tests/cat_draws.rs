//! Who shares a draw, as the map says (`Map::draw_sharers`), in the gamesmaster's proposals
//! (`gm::changes::propose`) and the votes that settle them (`gm::votes::settle`). Cat
//! Diplomacy, rule 8 (Diplomacy World #3): "Two-way draws are expressly forbidden. If a
//! two-way stalemate results, it is assumed that the partisans of the eliminated country would
//! be able to play a decisive role in the outcome. Thus, such a game is considered a three-way
//! draw."
//!
//! Our choice: a proposal of a two-way draw on the Cat board is read as the three-way draw,
//! not refused. The rule does not stop two players who cannot beat each other from ending the
//! game: it says what that game "is considered", a draw of all three, the eliminated country's
//! partisans included. So the proposal is put to the players as the draw the rule scores it as,
//! and the gamesmaster is told it was read so. The other reading, refusing it, would leave the
//! same two players one step away from the same result (naming all three), so it protects
//! nothing the rule protects. One place holds it: `Map::draw_sharers`, asked by
//! `Terms::on_board` (the command line, gm.html) and by game night (`Engine.drawSharers`).

use graustark::PowerId;
use graustark::map::Map;
use graustark::state::GameState;
use graustark_gm::changes::propose;
use graustark_gm::ending::Ending;
use graustark_gm::votes::{Proposal, Terms, Vote, settle};
use graustark_gm::{GameFile, NewGame};

fn cat() -> Map {
    Map::from_json(include_str!("../maps/cat/map.json")).unwrap()
}

fn standard() -> Map {
    Map::from_json(include_str!("../maps/standard/map.json")).unwrap()
}

fn power(map: &Map, id: &str) -> PowerId {
    map.lookup_power(id).unwrap()
}

fn game(map: &Map, name: &str) -> GameFile {
    let rules = graustark::rules::preset(map.preset.as_deref().unwrap_or("standard")).unwrap_or_default();
    GameFile::new(map, &NewGame { map: name.into(), rules, ..NewGame::default() }).unwrap()
}

fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

fn draw(ids: &[&str]) -> Terms {
    Terms::Draw(ids.iter().map(|s| s.to_string()).collect())
}

#[test]
fn the_cat_board_shares_every_draw_among_all_three_and_the_standard_board_among_those_named() {
    let cat = cat();
    let two = [power(&cat, "cassiusica"), power(&cat, "andromeda")];
    let all: Vec<PowerId> = (0..3).map(PowerId).collect();
    assert_eq!(cat.draw_sharers(&two), all, "\"Two-way draws are expressly forbidden\"");
    assert_eq!(cat.draw_sharers(&all), all);
    let standard = standard();
    let named = [power(&standard, "france"), power(&standard, "england"), power(&standard, "france")];
    assert_eq!(standard.draw_sharers(&named), named[..2], "those named, each once, in their order");
}

#[test]
fn a_proposal_of_a_two_way_draw_on_the_cat_board_is_put_as_the_three_way_draw() {
    let map = cat();
    let mut file = game(&map, "cat");
    let said = propose(&map, &mut file, &words("draw cassiusica andromeda"), false).unwrap();
    assert!(
        said.starts_with(
            "proposed, a draw between Cassiusica, Andromeda and Tellahoma (proposed as a draw between Cassiusica \
             and Andromeda: on this board every power shares a draw, those out of the game too): "
        ),
        "{said}"
    );
    assert_eq!(file.postal.proposal.unwrap().terms, draw(&["cassiusica", "andromeda", "tellahoma"]));
    // A ranked result whose first tier two powers share is that two-way draw too.
    let mut file = game(&map, "cat");
    propose(&map, &mut file, &words("ranked tellahoma cassiusica / andromeda"), false).unwrap();
    assert_eq!(file.postal.proposal.unwrap().terms, draw(&["cassiusica", "andromeda", "tellahoma"]));
    // What the rule allows is put as it is: all three, a concession, one power ranked first.
    for terms in ["draw cassiusica andromeda tellahoma", "concede andromeda", "ranked andromeda / tellahoma cassiusica"]
    {
        let mut file = game(&map, "cat");
        let said = propose(&map, &mut file, &words(terms), false).unwrap();
        assert!(!said.contains("proposed as"), "{terms}: {said}");
    }
}

#[test]
fn on_the_standard_board_a_draw_is_shared_by_the_powers_named() {
    let map = standard();
    let mut file = game(&map, "standard");
    let said = propose(&map, &mut file, &words("draw france germany"), false).unwrap();
    assert!(said.starts_with("proposed, a draw between France and Germany: "), "{said}");
    assert_eq!(file.postal.proposal.as_ref().unwrap().terms, draw(&["france", "germany"]));
    // A power named twice shares it once, and nothing is said to have been read otherwise.
    let said = propose(&map, &mut file, &words("draw france germany France"), false).unwrap();
    assert!(said.starts_with("proposed, a draw between France and Germany: "), "{said}");
}

/// Cassiusica I, Andromeda out of the game: its centres and units gone.
fn andromeda_out(map: &Map) -> GameState {
    let json = r#"{"season":"spring","year":2,"phase":"movement","units":[
        {"power":"cassiusica","type":"army","region":"pyr"},{"power":"tellahoma","type":"army","region":"tin"}],
      "centres":{"cassiusica":["gal","mic","pyr","azu"],"tellahoma":["iro","tin","zin","cob","cop"]}}"#;
    GameState::from_json(map, json).unwrap()
}

#[test]
fn a_two_way_stalemate_voted_ends_as_the_three_way_draw_even_from_a_file_that_names_two() {
    let map = cat();
    let state = andromeda_out(&map);
    let (c, t) = (power(&map, "cassiusica"), power(&map, "tellahoma"));
    // A game file written by hand (or before this rule was kept) with the two-way terms.
    let mut file = game(&map, "cat");
    file.postal.proposal =
        Some(Proposal { terms: draw(&["cassiusica", "tellahoma"]), times: 1, abstain_assents: false });
    let said = settle(&map, &mut file, &state, &[(c, Vote::Yes), (t, Vote::Yes)], &[c, t], &[], "Andromeda I").unwrap();
    assert_eq!(
        said,
        [
            "The proposal to end the game with a draw between Cassiusica, Andromeda and Tellahoma was carried: the game ends."
        ],
        "\"such a game is considered a three-way draw\""
    );
    let Some(Ending::Vote { terms, .. }) = file.postal.ended else { panic!("the game ends by vote") };
    assert_eq!(terms, draw(&["cassiusica", "andromeda", "tellahoma"]));
    // Defeated, it is kept as the three-way draw, so putting it again is the same proposal.
    let mut file = game(&map, "cat");
    file.postal.proposal =
        Some(Proposal { terms: draw(&["cassiusica", "tellahoma"]), times: 1, abstain_assents: false });
    settle(&map, &mut file, &state, &[(c, Vote::Yes), (t, Vote::No)], &[c, t], &[], "Andromeda I").unwrap();
    assert_eq!(file.postal.defeated.as_ref().unwrap().terms, draw(&["cassiusica", "andromeda", "tellahoma"]));
    file.postal.defeated.as_mut().unwrap().at = 0; // the phase that defeated it, recorded (no history here)
    let said = propose(&map, &mut file, &words("draw tellahoma cassiusica"), false).unwrap();
    assert!(said.ends_with("abstaining counts as assent."), "put again the season after: {said}");
}
