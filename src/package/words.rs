//! The claim package's own wording, in English and French (DESIGN §18). The texts it copies from
//! the runs (questions, lines, findings, logbook sentences) are already in their language.

use crate::domain::Lang;

/// Every fixed text of the package in one language.
pub struct Words {
    pub title: &'static str,
    pub project: &'static str,
    pub fiscal_year: &'static str,
    pub generated: &'static str,
    pub version: &'static str,
    pub t661: &'static str,
    pub t661_intro: &'static str,
    pub no_draft: &'static str,
    pub line: &'static str,
    pub words_of: &'static str,
    pub no_text: &'static str,
    pub notes: &'static str,
    pub entries: &'static str,
    pub commit: &'static str,
    pub readme: &'static str,
    pub review: &'static str,
    pub overall: &'static str,
    pub no_findings: &'static str,
    pub fix: &'static str,
    pub logbook: &'static str,
    pub no_logbook: &'static str,
    pub ambiguous: &'static str,
    pub undated: &'static str,
    pub precheck: &'static str,
    pub verdict: &'static str,
    pub score: &'static str,
    pub met: &'static str,
    pub not_met: &'static str,
    pub unknown: &'static str,
    pub exclusion: &'static str,
    pub next_steps: &'static str,
    pub index: &'static str,
    pub files: &'static str,
    pub no_files: &'static str,
    pub commits: &'static str,
    pub col_name: &'static str,
    pub col_type: &'static str,
    pub col_size: &'static str,
    pub col_uploaded: &'static str,
    pub col_status: &'static str,
    pub col_repo: &'static str,
    pub col_date: &'static str,
    pub col_subject: &'static str,
    pub hash_unavailable: &'static str,
}

const EN: Words = Words {
    title: "SR&ED claim package",
    project: "Project",
    fiscal_year: "Tax year",
    generated: "Generated",
    version: "Service version",
    t661: "T661 project description (Part 2)",
    t661_intro: "Lines 242, 244 and 246 of the newest draft, with the evidence each line draws on as numbered notes.",
    no_draft: "No T661 draft has been written for this project yet: run a T661 session on the evidence first.",
    line: "Line",
    words_of: "words of",
    no_text: "(not written)",
    notes: "Notes",
    entries: "entries of",
    commit: "commit",
    readme: "README",
    review: "Review of the draft",
    overall: "Overall",
    no_findings: "No findings on this line.",
    fix: "Fix:",
    logbook: "Logbook",
    no_logbook: "No logbook has been made for this project yet: run a LOGBOOK session on the records first.",
    ambiguous: "date ambiguous: the record's day and month can be read both ways",
    undated: "Records without a date",
    precheck: "Eligibility pre-check",
    verdict: "Verdict",
    score: "Score",
    met: "met",
    not_met: "not met",
    unknown: "not assessed",
    exclusion: "Excluded activity",
    next_steps: "Next steps",
    index: "Evidence index",
    files: "Files",
    no_files: "No confirmed files.",
    commits: "Cited commits",
    col_name: "File",
    col_type: "Type",
    col_size: "Size",
    col_uploaded: "Uploaded",
    col_status: "Index status",
    col_repo: "Repository",
    col_date: "Date",
    col_subject: "Subject",
    hash_unavailable: "unavailable (the object could not be read)",
};

const FR: Words = Words {
    title: "Dossier de demande RS&DE",
    project: "Projet",
    fiscal_year: "Année d'imposition",
    generated: "Produit le",
    version: "Version du service",
    t661: "Description du projet T661 (partie 2)",
    t661_intro: "Lignes 242, 244 et 246 de l'ébauche la plus récente, avec en notes numérotées les documents sur lesquels chaque ligne s'appuie.",
    no_draft: "Aucune ébauche T661 n'a encore été rédigée pour ce projet : lancez d'abord une session T661 sur les documents.",
    line: "Ligne",
    words_of: "mots sur",
    no_text: "(non rédigée)",
    notes: "Notes",
    entries: "entrées du",
    commit: "commit",
    readme: "README",
    review: "Révision de l'ébauche",
    overall: "Ensemble",
    no_findings: "Aucune remarque sur cette ligne.",
    fix: "Correction :",
    logbook: "Journal des travaux",
    no_logbook: "Aucun journal n'a encore été produit pour ce projet : lancez d'abord une session LOGBOOK sur les documents.",
    ambiguous: "date ambiguë : le jour et le mois peuvent se lire dans les deux sens",
    undated: "Documents sans date",
    precheck: "Présélection d'admissibilité",
    verdict: "Verdict",
    score: "Note",
    met: "satisfait",
    not_met: "non satisfait",
    unknown: "non évalué",
    exclusion: "Activité exclue",
    next_steps: "Prochaines étapes",
    index: "Index des pièces justificatives",
    files: "Fichiers",
    no_files: "Aucun fichier confirmé.",
    commits: "Commits cités",
    col_name: "Fichier",
    col_type: "Type",
    col_size: "Taille",
    col_uploaded: "Téléversé le",
    col_status: "Indexation",
    col_repo: "Dépôt",
    col_date: "Date",
    col_subject: "Objet",
    hash_unavailable: "indisponible (l'objet n'a pas pu être lu)",
};

pub fn of(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}

/// A size in bytes as a person reads it ("2.1 KB", "2,1 Ko").
pub fn size(lang: Lang, bytes: i64) -> String {
    let (units, comma) = match lang {
        Lang::En => (["bytes", "KB", "MB", "GB"], false),
        Lang::Fr => (["octets", "Ko", "Mo", "Go"], true),
    };
    if bytes < 1024 {
        return format!("{bytes} {}", units[0]);
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 1;
    while value >= 1024.0 && unit < units.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    let shown = format!("{value:.1}");
    let shown = if comma {
        shown.replace('.', ",")
    } else {
        shown
    };
    format!("{shown} {}", units[unit])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_each_language() {
        assert_eq!(size(Lang::En, 512), "512 bytes");
        assert_eq!(size(Lang::En, 2150), "2.1 KB");
        assert_eq!(size(Lang::Fr, 3 * 1024 * 1024 + 1), "3,0 Mo");
    }
}
