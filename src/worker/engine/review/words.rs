//! What the review writes for a person, in English and French: each finding's fix and label, the
//! bands, and the markdown's headings.

use super::super::wording::Lang;
use super::{Band, Kind, Severity};

/// "22%, 0.4%" / "22 %, 0,4 %": figures as the draft wrote them, joined.
fn list(figures: &[String]) -> String {
    figures.join(", ")
}

/// How to fix a finding of `kind` (its figures, for UNSUPPORTED and OUTSIDE_FISCAL_YEAR).
pub fn fix(lang: Lang, kind: Kind, figures: &[String]) -> String {
    let named = list(figures);
    match (lang, kind) {
        (Lang::En, Kind::NotAnUncertainty) => "State what you did not know at the start (a technological question, not a product or business goal) and why a competent professional could not answer it from standard practice or published knowledge.".into(),
        (Lang::Fr, Kind::NotAnUncertainty) => "Énoncez ce que vous ne saviez pas au départ (une question technologique, pas un objectif de produit ou d'affaires) et pourquoi un professionnel compétent ne pouvait pas y répondre à partir de la pratique courante ou des connaissances publiées.".into(),
        (Lang::En, Kind::NoStandardPractice) => "Say why standard practice, published work or the supplier's guidance could not answer this question.".into(),
        (Lang::Fr, Kind::NoStandardPractice) => "Expliquez pourquoi la pratique courante, la documentation publiée ou les indications du fournisseur ne permettaient pas de répondre à cette question.".into(),
        (Lang::En, Kind::NoChronology) => "Describe the work in order, dated within the tax year: each trial's hypothesis, what was done, the measured result and the conclusion that led to the next trial. A list of tasks does not show a systematic investigation.".into(),
        (Lang::Fr, Kind::NoChronology) => "Décrivez les travaux dans l'ordre, datés dans l'année d'imposition : pour chaque essai, l'hypothèse, ce qui a été fait, le résultat mesuré et la conclusion qui a mené à l'essai suivant. Une liste de tâches ne montre pas une investigation systématique.".into(),
        (Lang::En, Kind::NoHypothesis) => "State the hypothesis each trial tested before its result.".into(),
        (Lang::Fr, Kind::NoHypothesis) => "Énoncez l'hypothèse que chaque essai vérifiait, avant son résultat.".into(),
        (Lang::En, Kind::NoMeasuredResult) => "Give the measured results (values with their units) that the work produced.".into(),
        (Lang::Fr, Kind::NoMeasuredResult) => "Donnez les résultats mesurés (valeurs et unités) que les travaux ont produits.".into(),
        (Lang::En, Kind::MarketingLanguage) => "Remove the promotional and business wording (customers, sales, 'innovative', 'state-of-the-art'); a reviewer reads it as a sign that the line is not about the technology.".into(),
        (Lang::Fr, Kind::MarketingLanguage) => "Retirez le vocabulaire promotionnel ou commercial (clients, ventes, « innovant », « à la fine pointe ») : l'agent y voit le signe que la ligne ne porte pas sur la technologie.".into(),
        (Lang::En, Kind::ExcludedWork) => "Remove this work or claim it elsewhere: quality control, routine testing or data collection and market research are excluded from SR&ED (Income Tax Act s.248(1)).".into(),
        (Lang::Fr, Kind::ExcludedWork) => "Retirez ces travaux : le contrôle de la qualité, les essais et la collecte de données courants et l'étude du marché sont exclus de la RS&DE (Loi de l'impôt sur le revenu, par. 248(1)).".into(),
        (Lang::En, Kind::Unsupported) => format!("No selected file holds {named}: correct the figure or select the record that shows it."),
        (Lang::Fr, Kind::Unsupported) => format!("Aucun fichier sélectionné ne contient {named} : corrigez la valeur ou sélectionnez le document qui la montre."),
        (Lang::En, Kind::OutsideFiscalYear) => format!("{named} falls outside the tax year: describe only the work done in the year, or say it is background."),
        (Lang::Fr, Kind::OutsideFiscalYear) => format!("{named} tombe hors de l'année d'imposition : ne décrivez que les travaux de l'année, ou présentez-le comme contexte."),
        (Lang::En, Kind::OverLimit) => "Shorten the line to its word limit: keep the uncertainty, the trials and their measured results, cut background and repetition.".into(),
        (Lang::Fr, Kind::OverLimit) => "Raccourcissez la ligne à sa limite de mots : gardez l'incertitude, les essais et leurs résultats mesurés, retirez le contexte et les répétitions.".into(),
        (Lang::En, Kind::NotAnAdvancement) => "State the knowledge gained (what you now know that you did not, including what the failed trials ruled out), not the commercial outcome.".into(),
        (Lang::Fr, Kind::NotAnAdvancement) => "Énoncez les connaissances acquises (ce que vous savez maintenant et ne saviez pas, y compris ce que les essais ratés ont permis d'écarter), pas le résultat commercial.".into(),
        (Lang::En, Kind::NoFailureStated) => "Say what the trials that failed ruled out: it is part of the advancement.".into(),
        (Lang::Fr, Kind::NoFailureStated) => "Dites ce que les essais ratés ont permis d'écarter : cela fait partie du progrès.".into(),
        (Lang::En, Kind::UnmeasuredClaim) => "Replace the claim with the measured values (before and after, with units) from the records.".into(),
        (Lang::Fr, Kind::UnmeasuredClaim) => "Remplacez l'affirmation par les valeurs mesurées (avant et après, avec les unités) tirées des documents.".into(),
        (Lang::En, Kind::MissingLine) => "Write this line: the form needs all three.".into(),
        (Lang::Fr, Kind::MissingLine) => "Rédigez cette ligne : le formulaire exige les trois.".into(),
    }
}

/// A finding's kind as a person reads it.
pub fn kind(lang: Lang, kind: Kind) -> &'static str {
    match (lang, kind) {
        (Lang::En, Kind::NotAnUncertainty) => "Not an uncertainty",
        (Lang::Fr, Kind::NotAnUncertainty) => "Pas une incertitude",
        (Lang::En, Kind::NoStandardPractice) => "Standard practice not addressed",
        (Lang::Fr, Kind::NoStandardPractice) => "Pratique courante non abordée",
        (Lang::En, Kind::NoChronology) => "No chronology",
        (Lang::Fr, Kind::NoChronology) => "Aucune chronologie",
        (Lang::En, Kind::NoHypothesis) => "No hypothesis",
        (Lang::Fr, Kind::NoHypothesis) => "Aucune hypothèse",
        (Lang::En, Kind::NoMeasuredResult) => "No measured result",
        (Lang::Fr, Kind::NoMeasuredResult) => "Aucun résultat mesuré",
        (Lang::En, Kind::MarketingLanguage) => "Marketing language",
        (Lang::Fr, Kind::MarketingLanguage) => "Langage promotionnel",
        (Lang::En, Kind::ExcludedWork) => "Excluded work",
        (Lang::Fr, Kind::ExcludedWork) => "Travaux exclus",
        (Lang::En, Kind::Unsupported) => "Not in the evidence",
        (Lang::Fr, Kind::Unsupported) => "Absent des documents",
        (Lang::En, Kind::OutsideFiscalYear) => "Outside the tax year",
        (Lang::Fr, Kind::OutsideFiscalYear) => "Hors de l'année d'imposition",
        (Lang::En, Kind::OverLimit) => "Over the word limit",
        (Lang::Fr, Kind::OverLimit) => "Limite de mots dépassée",
        (Lang::En, Kind::NotAnAdvancement) => "Not an advancement",
        (Lang::Fr, Kind::NotAnAdvancement) => "Pas un progrès",
        (Lang::En, Kind::NoFailureStated) => "Failures not stated",
        (Lang::Fr, Kind::NoFailureStated) => "Échecs non mentionnés",
        (Lang::En, Kind::UnmeasuredClaim) => "Unmeasured claim",
        (Lang::Fr, Kind::UnmeasuredClaim) => "Affirmation non mesurée",
        (Lang::En, Kind::MissingLine) => "Line missing",
        (Lang::Fr, Kind::MissingLine) => "Ligne absente",
    }
}

pub fn severity(lang: Lang, severity: Severity) -> &'static str {
    match (lang, severity) {
        (Lang::En, Severity::High) => "high",
        (Lang::En, Severity::Medium) => "medium",
        (Lang::En, Severity::Low) => "low",
        (Lang::Fr, Severity::High) => "élevée",
        (Lang::Fr, Severity::Medium) => "moyenne",
        (Lang::Fr, Severity::Low) => "faible",
    }
}

pub fn band(lang: Lang, band: Band) -> &'static str {
    match (lang, band) {
        (Lang::En, Band::Strong) => "strong",
        (Lang::En, Band::NeedsWork) => "needs work",
        (Lang::En, Band::Weak) => "weak",
        (Lang::Fr, Band::Strong) => "solide",
        (Lang::Fr, Band::NeedsWork) => "à retravailler",
        (Lang::Fr, Band::Weak) => "faible",
    }
}

/// "## T661 review: 72/100 (needs work)".
pub fn heading(lang: Lang, score: u64, band: &str) -> String {
    match lang {
        Lang::En => format!("## T661 review: {score}/100 ({band})\n"),
        Lang::Fr => format!("## Révision du T661 : {score}/100 ({band})\n"),
    }
}

/// "### Line 244: 64/100 (needs work), 612/700 words".
pub fn line_heading(
    lang: Lang,
    line: &str,
    score: u64,
    band: &str,
    words: u64,
    limit: u64,
) -> String {
    match lang {
        Lang::En => format!("### Line {line}: {score}/100 ({band}), {words}/{limit} words"),
        Lang::Fr => format!("### Ligne {line} : {score}/100 ({band}), {words}/{limit} mots"),
    }
}

/// Whether the line answers its question.
pub fn answers(lang: Lang, yes: bool) -> &'static str {
    match (lang, yes) {
        (Lang::En, true) => "Answers its question.",
        (Lang::En, false) => "Does not answer its question.",
        (Lang::Fr, true) => "Répond à sa question.",
        (Lang::Fr, false) => "Ne répond pas à sa question.",
    }
}

/// Said of 244 and 246 when no file was selected.
pub fn support_unchecked(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "No files were selected, so the figures and dates were not checked against the evidence."
        }
        Lang::Fr => {
            "Aucun fichier n'a été sélectionné : les valeurs et les dates n'ont pas été vérifiées dans les documents."
        }
    }
}

pub fn no_findings(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "No findings.",
        Lang::Fr => "Aucune remarque.",
    }
}

/// "Fix:" / "Correction :".
pub fn fix_label(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Fix:",
        Lang::Fr => "Correction :",
    }
}
