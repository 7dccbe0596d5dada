//! The evidence sets the quality suite reads: tuned ones and first-contact ones apart, English
//! and French apart (a missing folder is skipped).

use super::Set;

/// The sets: tuned ones and first-contact ones apart, English and French apart.
pub(super) const SETS: [Set; 42] = [
    Set {
        name: "English, several files (tuned)",
        dir: "tests/quality/evidence_multi",
        bar: None,
    },
    Set {
        name: "English, several files (first contact)",
        dir: "tests/quality/evidence_multi_first",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 2)",
        dir: "tests/quality/evidence_multi_first_2",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 3)",
        dir: "tests/quality/evidence_multi_first_3",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 4)",
        dir: "tests/quality/evidence_multi_first_4",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 5)",
        dir: "tests/quality/evidence_multi_first_5",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 6)",
        dir: "tests/quality/evidence_multi_first_6",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 7)",
        dir: "tests/quality/evidence_multi_first_7",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 8)",
        dir: "tests/quality/evidence_multi_first_8",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 9)",
        dir: "tests/quality/evidence_multi_first_9",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 10)",
        dir: "tests/quality/evidence_multi_first_10",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 11)",
        dir: "tests/quality/evidence_multi_first_11",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 12)",
        dir: "tests/quality/evidence_multi_first_12",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 13)",
        dir: "tests/quality/evidence_multi_first_13",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 14)",
        dir: "tests/quality/evidence_multi_first_14",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 15)",
        dir: "tests/quality/evidence_multi_first_15",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 16)",
        dir: "tests/quality/evidence_multi_first_16",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 17)",
        dir: "tests/quality/evidence_multi_first_17",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 18)",
        dir: "tests/quality/evidence_multi_first_18",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 19)",
        dir: "tests/quality/evidence_multi_first_19",
        bar: None,
    },
    Set {
        name: "English, several files (first contact 20)",
        dir: "tests/quality/evidence_multi_first_20",
        bar: None,
    },
    Set {
        name: "French evidence (tuned)",
        dir: "tests/quality/fr/evidence",
        bar: Some(0.90),
    },
    Set {
        name: "French evidence (first contact)",
        dir: "tests/quality/fr/evidence_first",
        bar: Some(0.90),
    },
    Set {
        name: "French evidence (first contact 2)",
        dir: "tests/quality/fr/evidence_first_2",
        bar: Some(0.90),
    },
    Set {
        name: "French evidence (first contact 3)",
        dir: "tests/quality/fr/evidence_first_3",
        bar: Some(0.90),
    },
    Set {
        name: "French evidence (first contact 4)",
        dir: "tests/quality/fr/evidence_first_4",
        bar: Some(0.90),
    },
    Set {
        name: "French evidence (first contact 5)",
        dir: "tests/quality/fr/evidence_first_5",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 6)",
        dir: "tests/quality/fr/evidence_first_6",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 7)",
        dir: "tests/quality/fr/evidence_first_7",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 8)",
        dir: "tests/quality/fr/evidence_first_8",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 9)",
        dir: "tests/quality/fr/evidence_first_9",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 10)",
        dir: "tests/quality/fr/evidence_first_10",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 11)",
        dir: "tests/quality/fr/evidence_first_11",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 12)",
        dir: "tests/quality/fr/evidence_first_12",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 13)",
        dir: "tests/quality/fr/evidence_first_13",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 14)",
        dir: "tests/quality/fr/evidence_first_14",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 15)",
        dir: "tests/quality/fr/evidence_first_15",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 16)",
        dir: "tests/quality/fr/evidence_first_16",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 17)",
        dir: "tests/quality/fr/evidence_first_17",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 18)",
        dir: "tests/quality/fr/evidence_first_18",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 19)",
        dir: "tests/quality/fr/evidence_first_19",
        bar: None,
    },
    Set {
        name: "French evidence (first contact 20)",
        dir: "tests/quality/fr/evidence_first_20",
        bar: None,
    },
];
