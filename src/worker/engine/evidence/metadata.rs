//! What a record says about itself rather than the work: stamps of when it was edited or
//! exported, and a notebook card's fields.

use super::super::segment::strip_line;

/// A record's own metadata, no part of its entries: a stamp of when it was edited, saved or
/// exported ("Last modified: 2025-01-14 08:02", "Exported 2025-04-02 by jk", « Modifié le 3
/// mars »), or a notebook card's field ("Author: J. Kowalchuk", "Status: Completed", "Tags:
/// TMB-2", « Auteure : M. Roy »).
pub fn is_metadata(line: &str) -> bool {
    const STAMPS: &[&str] = &[
        "last modified",
        "modified:",
        "modified on",
        "last edited",
        "edited:",
        "edited on",
        "last updated",
        "updated:",
        "updated on",
        "created:",
        "created on",
        "exported",
        "printed",
        "saved:",
        "saved on",
        "synced",
        "dernière modification",
        "modifié le",
        "modifiée le",
        "modifié :",
        "créé le",
        "créée le",
        "créé :",
        "exporté",
        "imprimé le",
        "mis à jour le",
        "enregistré le",
    ];
    const FIELDS: &[&str] = &[
        "author",
        "authors",
        "auteur",
        "auteure",
        "auteurs",
        "tags",
        "tag",
        "étiquettes",
        "owner",
        "witness",
        "witnessed by",
        "entered by",
        "created by",
        "modified by",
        "saisi par",
        "créé par",
        "modifié par",
        "responsable",
    ];
    const STATES: &[&str] = &[
        "completed",
        "complete",
        "done",
        "in progress",
        "draft",
        "open",
        "closed",
        "approved",
        "signed",
        "terminé",
        "terminée",
        "complété",
        "complétée",
        "en cours",
        "brouillon",
        "fermé",
        "approuvé",
    ];
    let t = strip_line(line).trim();
    if t.split_whitespace().count() > 10 {
        return false;
    }
    let t = t.to_lowercase();
    // A stamp is a line of its own ("Exported 2025-06-02 by a.b. Fields: ..." goes on).
    if STAMPS.iter().any(|s| t.starts_with(s)) && !t.contains(". ") {
        return true;
    }
    let Some((key, value)) = t.split_once(':') else {
        return false;
    };
    let (key, value) = (key.trim(), value.trim().trim_end_matches('.'));
    (FIELDS.contains(&key) && value.split_whitespace().count() <= 5)
        || (["status", "statut", "état"].contains(&key) && STATES.contains(&value))
}
