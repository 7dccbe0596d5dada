//! The words around a date that tell what it is: the keys that open a dated entry ("Date:",
//! "Meeting", « Bilan »), the words that make it a reference back to another entry, and the
//! weekdays written before it.

pub(super) const DATE_KEYS: &[&str] = &[
    "date:",
    "meeting",
    "entry",
    "week of",
    "day",
    "summary",
    "update",
    "status",
    "wrap-up",
    "recap",
    "as of",
    "review",
    "bilan",
    "sommaire",
    "récapitulatif",
    "mise à jour",
    "point",
    "semaine du",
    "réunion",
    "compte rendu",
    "le",
    "du",
    // A narrative's day ("On Feb 10 we shipped ...", "On Fri Mar 28 we ended the pilot").
    "on",
    "journée",
    "entrée",
    // A night shift's ("Night of 12/9 into 12/10", « Nuit du 6 au 7 mars »).
    "night",
    "nuit",
    "sent",
    "envoyé",
    "as at",
    "en date du",
];
/// Words before a date that make it a reference back to another entry, not this one's date.
pub(super) const BACK_REFERENCES: &[&str] = &[
    "as",
    "since",
    "unlike",
    "than",
    "from",
    "like",
    "after",
    "before",
    "vs",
    "versus",
    "compared",
    "until",
    "till",
    "by",
    "comme",
    "depuis",
    "que",
    "qu",
    "avant",
    "après",
    "contrairement",
    "jusqu",
    "par",
    "see",
    "voir",
    "with",
    "avec",
];
/// Words before a date that make it one something starts from or waits for (« À partir du lundi
/// 24 mars, ... », "starting", "until"), not an entry's.
pub(super) const STARTS_FROM: &[&str] = &[
    "partir",
    "starting",
    "beginning",
    "from",
    "since",
    "depuis",
    "until",
    "jusqu",
    "dès",
    "after",
    "après",
    "before",
    "avant",
];
/// The keys of [`DATE_KEYS`] that head a summary of the days before.
pub(super) const SUMMARY_KEYS: &[&str] = &[
    "summary",
    "recap",
    "wrap-up",
    "update",
    "status",
    "bilan",
    "sommaire",
    "récapitulatif",
];

pub(super) const WEEKDAYS: &[&str] = &[
    "mon", "tue", "wed", "thu", "fri", "sat", "sun", "lun", "mar", "mer", "jeu", "ven", "sam",
    "dim",
];
