//! Every DATC 3.0 case of chapter 6, each its own test, read from tests/datc/*.toml.

mod common;

use common::{Case, load_cases, run_case, standard_map};
use std::sync::OnceLock;

fn cases() -> &'static Vec<Case> {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| load_cases("datc"))
}

fn check(id: &str) {
    let map = standard_map();
    let case = cases()
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("case {id} is not in tests/datc"));
    let problems = run_case(&map, case);
    assert!(
        problems.is_empty(),
        "DATC {}:\n  {}",
        case.describe(),
        problems.join("\n  ")
    );
}

macro_rules! datc {
    ($($name:ident = $id:literal),* $(,)?) => {
        $(#[test] fn $name() { check($id); })*
        /// The list above names every case in the data, and only those.
        #[test]
        fn every_case_in_the_data_is_a_test() {
            let listed = [$($id),*];
            let ids: Vec<&str> = cases().iter().map(|c| c.id.as_str()).collect();
            assert_eq!(ids.len(), 164, "DATC 3.0 has 164 cases");
            for id in &ids {
                assert!(listed.contains(id), "case {id} has no test");
            }
            assert_eq!(listed.len(), ids.len());
        }
    };
}

datc! {
    datc_6_a_1 = "6.A.1",
    datc_6_a_2 = "6.A.2",
    datc_6_a_3 = "6.A.3",
    datc_6_a_4 = "6.A.4",
    datc_6_a_5 = "6.A.5",
    datc_6_a_6 = "6.A.6",
    datc_6_a_7 = "6.A.7",
    datc_6_a_8 = "6.A.8",
    datc_6_a_9 = "6.A.9",
    datc_6_a_10 = "6.A.10",
    datc_6_a_11 = "6.A.11",
    datc_6_a_12 = "6.A.12",
    datc_6_b_1 = "6.B.1",
    datc_6_b_2 = "6.B.2",
    datc_6_b_3 = "6.B.3",
    datc_6_b_4 = "6.B.4",
    datc_6_b_5 = "6.B.5",
    datc_6_b_6 = "6.B.6",
    datc_6_b_7 = "6.B.7",
    datc_6_b_8 = "6.B.8",
    datc_6_b_9 = "6.B.9",
    datc_6_b_10 = "6.B.10",
    datc_6_b_11 = "6.B.11",
    datc_6_b_12 = "6.B.12",
    datc_6_b_13 = "6.B.13",
    datc_6_b_14 = "6.B.14",
    datc_6_b_15 = "6.B.15",
    datc_6_c_1 = "6.C.1",
    datc_6_c_2 = "6.C.2",
    datc_6_c_3 = "6.C.3",
    datc_6_c_4 = "6.C.4",
    datc_6_c_5 = "6.C.5",
    datc_6_c_6 = "6.C.6",
    datc_6_c_7 = "6.C.7",
    datc_6_c_8 = "6.C.8",
    datc_6_c_9 = "6.C.9",
    datc_6_d_1 = "6.D.1",
    datc_6_d_2 = "6.D.2",
    datc_6_d_3 = "6.D.3",
    datc_6_d_4 = "6.D.4",
    datc_6_d_5 = "6.D.5",
    datc_6_d_6 = "6.D.6",
    datc_6_d_7 = "6.D.7",
    datc_6_d_8 = "6.D.8",
    datc_6_d_9 = "6.D.9",
    datc_6_d_10 = "6.D.10",
    datc_6_d_11 = "6.D.11",
    datc_6_d_12 = "6.D.12",
    datc_6_d_13 = "6.D.13",
    datc_6_d_14 = "6.D.14",
    datc_6_d_15 = "6.D.15",
    datc_6_d_16 = "6.D.16",
    datc_6_d_17 = "6.D.17",
    datc_6_d_18 = "6.D.18",
    datc_6_d_19 = "6.D.19",
    datc_6_d_20 = "6.D.20",
    datc_6_d_21 = "6.D.21",
    datc_6_d_22 = "6.D.22",
    datc_6_d_23 = "6.D.23",
    datc_6_d_24 = "6.D.24",
    datc_6_d_25 = "6.D.25",
    datc_6_d_26 = "6.D.26",
    datc_6_d_27 = "6.D.27",
    datc_6_d_28 = "6.D.28",
    datc_6_d_29 = "6.D.29",
    datc_6_d_30 = "6.D.30",
    datc_6_d_31 = "6.D.31",
    datc_6_d_32 = "6.D.32",
    datc_6_d_33 = "6.D.33",
    datc_6_d_34 = "6.D.34",
    datc_6_e_1 = "6.E.1",
    datc_6_e_2 = "6.E.2",
    datc_6_e_3 = "6.E.3",
    datc_6_e_4 = "6.E.4",
    datc_6_e_5 = "6.E.5",
    datc_6_e_6 = "6.E.6",
    datc_6_e_7 = "6.E.7",
    datc_6_e_8 = "6.E.8",
    datc_6_e_9 = "6.E.9",
    datc_6_e_10 = "6.E.10",
    datc_6_e_11 = "6.E.11",
    datc_6_e_12 = "6.E.12",
    datc_6_e_13 = "6.E.13",
    datc_6_e_14 = "6.E.14",
    datc_6_e_15 = "6.E.15",
    datc_6_f_1 = "6.F.1",
    datc_6_f_2 = "6.F.2",
    datc_6_f_3 = "6.F.3",
    datc_6_f_4 = "6.F.4",
    datc_6_f_5 = "6.F.5",
    datc_6_f_6 = "6.F.6",
    datc_6_f_7 = "6.F.7",
    datc_6_f_8 = "6.F.8",
    datc_6_f_9 = "6.F.9",
    datc_6_f_10 = "6.F.10",
    datc_6_f_11 = "6.F.11",
    datc_6_f_12 = "6.F.12",
    datc_6_f_13 = "6.F.13",
    datc_6_f_14 = "6.F.14",
    datc_6_f_15 = "6.F.15",
    datc_6_f_16 = "6.F.16",
    datc_6_f_17 = "6.F.17",
    datc_6_f_18 = "6.F.18",
    datc_6_f_19 = "6.F.19",
    datc_6_f_20 = "6.F.20",
    datc_6_f_21 = "6.F.21",
    datc_6_f_22 = "6.F.22",
    datc_6_f_23 = "6.F.23",
    datc_6_f_24 = "6.F.24",
    datc_6_f_25 = "6.F.25",
    datc_6_g_1 = "6.G.1",
    datc_6_g_2 = "6.G.2",
    datc_6_g_3 = "6.G.3",
    datc_6_g_4 = "6.G.4",
    datc_6_g_5 = "6.G.5",
    datc_6_g_6 = "6.G.6",
    datc_6_g_7 = "6.G.7",
    datc_6_g_8 = "6.G.8",
    datc_6_g_9 = "6.G.9",
    datc_6_g_10 = "6.G.10",
    datc_6_g_11 = "6.G.11",
    datc_6_g_12 = "6.G.12",
    datc_6_g_13 = "6.G.13",
    datc_6_g_14 = "6.G.14",
    datc_6_g_15 = "6.G.15",
    datc_6_g_16 = "6.G.16",
    datc_6_g_17 = "6.G.17",
    datc_6_g_18 = "6.G.18",
    datc_6_g_19 = "6.G.19",
    datc_6_g_20 = "6.G.20",
    datc_6_h_1 = "6.H.1",
    datc_6_h_2 = "6.H.2",
    datc_6_h_3 = "6.H.3",
    datc_6_h_4 = "6.H.4",
    datc_6_h_5 = "6.H.5",
    datc_6_h_6 = "6.H.6",
    datc_6_h_7 = "6.H.7",
    datc_6_h_8 = "6.H.8",
    datc_6_h_9 = "6.H.9",
    datc_6_h_10 = "6.H.10",
    datc_6_h_11 = "6.H.11",
    datc_6_h_12 = "6.H.12",
    datc_6_h_13 = "6.H.13",
    datc_6_h_14 = "6.H.14",
    datc_6_h_15 = "6.H.15",
    datc_6_h_16 = "6.H.16",
    datc_6_i_1 = "6.I.1",
    datc_6_i_2 = "6.I.2",
    datc_6_i_3 = "6.I.3",
    datc_6_i_4 = "6.I.4",
    datc_6_i_5 = "6.I.5",
    datc_6_i_6 = "6.I.6",
    datc_6_i_7 = "6.I.7",
    datc_6_j_1 = "6.J.1",
    datc_6_j_2 = "6.J.2",
    datc_6_j_3 = "6.J.3",
    datc_6_j_4 = "6.J.4",
    datc_6_j_5 = "6.J.5",
    datc_6_j_6 = "6.J.6",
    datc_6_j_7 = "6.J.7",
    datc_6_j_8 = "6.J.8",
    datc_6_j_9 = "6.J.9",
    datc_6_j_10 = "6.J.10",
    datc_6_j_11 = "6.J.11",
}
