//! The words of the answers in each language (DESIGN §18): headings, labels, suggestions and the
//! sentences the engine writes itself. JSON names, enum values and keys never change with the
//! language; only the text a person reads does.
//!
//! The T661 questions: English as CRA's form and guide word them; French line 242 as CRA's
//! French page « Comment rédiger votre description de projet pour le formulaire T661 » words it,
//! 244 and 246 built from the same page's terms (see `docs/research/t661_french_wording.md`).
//! Word limits are the same in both languages (350 / 700 / 350: CRA's French page gives 350 for
//! line 242, and French filers have the same 1,400 words in all).

pub use crate::domain::Lang;

/// The language a result's data names (`"language"`), English when it names none.
pub fn language_of(result: &serde_json::Value) -> Lang {
    serde_json::from_value(result["language"].clone()).unwrap_or_default()
}

/// The question of a T661 line in `lang`.
pub fn line_title(lang: Lang, number: &str) -> &'static str {
    match (lang, number) {
        (Lang::En, "242") => {
            "What scientific or technological uncertainties did you attempt to overcome?"
        }
        (Lang::En, "244") => {
            "What work did you perform in the tax year to overcome the technological uncertainties?"
        }
        (Lang::En, _) => {
            "What scientific or technological advancements did you achieve or attempt to achieve?"
        }
        (Lang::Fr, "242") => {
            "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?"
        }
        (Lang::Fr, "244") => {
            "Quels travaux avez-vous effectués au cours de l'année d'imposition pour surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242?"
        }
        (Lang::Fr, _) => {
            "Quels progrès scientifiques ou technologiques avez-vous réalisés ou tenté de réaliser à la suite des travaux décrits à la ligne 244?"
        }
    }
}

pub fn t661_heading(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "## T661 narrative draft\n",
        Lang::Fr => "## Ébauche de la description de projet (T661)\n",
    }
}

/// "### Line 242 (120/350 words)".
pub fn line_heading(lang: Lang, number: &str, words: u64, limit: u64) -> String {
    match lang {
        Lang::En => format!("### Line {number} ({words}/{limit} words)"),
        Lang::Fr => format!("### Ligne {number} ({words}/{limit} mots)"),
    }
}

pub fn sources(lang: Lang, cited: &str) -> String {
    match lang {
        Lang::En => format!("_Sources: {cited}_"),
        Lang::Fr => format!("_Sources : {cited}_"),
    }
}

pub fn line_lacks_evidence(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "_No evidence for this line yet: describe it in the chat or attach records that show it._"
        }
        Lang::Fr => {
            "_Aucune preuve pour cette ligne pour l'instant : décrivez-la dans la conversation ou joignez des documents qui la montrent._"
        }
    }
}

pub fn logbook_heading(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "## Logbook\n",
        Lang::Fr => "## Journal des travaux\n",
    }
}

/// The heading of the records that carry no date (kept apart, never dated).
pub fn undated_heading(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "### Undated",
        Lang::Fr => "### Sans date",
    }
}

/// What an entry's heading adds when its date reads both ways (03/04/2025).
pub fn ambiguous_date(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " (date ambiguous: day and month could be swapped)",
        Lang::Fr => " (date ambiguë : le jour et le mois pourraient être inversés)",
    }
}

/// What a review answers when there is no draft to review.
pub fn no_draft_to_review(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "## T661 review\n\nThere is no draft to review: paste lines 242, 244 and 246 (each marked with its number) into the message, or draft them in a T661 session of this project first."
        }
        Lang::Fr => {
            "## Revue du T661\n\nAucune ébauche à réviser : collez les lignes 242, 244 et 246 (chacune marquée de son numéro) dans le message, ou rédigez-les d'abord dans une session T661 de ce projet."
        }
    }
}

/// The label of a LOGBOOK entry's field.
pub fn logbook_field(lang: Lang, key: &str) -> &'static str {
    match (lang, key) {
        (Lang::En, "activity") => "Activity",
        (Lang::En, "hypothesis") => "Hypothesis",
        (Lang::En, "observations") => "Observations",
        (Lang::En, "results") => "Results",
        (Lang::En, "conclusions") => "Conclusions",
        (Lang::En, _) => "Next steps",
        (Lang::Fr, "activity") => "Travaux",
        (Lang::Fr, "hypothesis") => "Hypothèse",
        (Lang::Fr, "observations") => "Observations",
        (Lang::Fr, "results") => "Résultats",
        (Lang::Fr, "conclusions") => "Conclusions",
        (Lang::Fr, _) => "Prochaines étapes",
    }
}

/// A PRECHECK criterion's label and its suggestion, by key.
pub fn criterion(lang: Lang, key: &str) -> (&'static str, &'static str) {
    match (lang, key) {
        (Lang::En, "technological_uncertainty") => (
            "Technological uncertainty",
            "State what you did not know at the start and why standard practice or public knowledge could not resolve it.",
        ),
        (Lang::En, "hypotheses_formulated") => (
            "Hypotheses formulated",
            "Write down the hypotheses you set out to test, e.g. 'if we change X, Y will improve because Z'.",
        ),
        (Lang::En, "systematic_investigation") => (
            "Systematic investigation",
            "Describe the experiments, prototypes or tests you ran, how you measured them and how each iteration changed the next.",
        ),
        (Lang::En, "technological_advancement") => (
            "Technological advancement sought",
            "Explain what new technological knowledge you sought, beyond what was already available in the field.",
        ),
        (Lang::En, _) => (
            "Records kept",
            "Keep dated records (lab notebooks, test logs, commits, reports) that show the work as it happened.",
        ),
        (Lang::Fr, "technological_uncertainty") => (
            "Incertitude technologique",
            "Indiquez ce que vous ne saviez pas au départ et pourquoi la pratique courante ou les connaissances accessibles ne permettaient pas de le résoudre.",
        ),
        (Lang::Fr, "hypotheses_formulated") => (
            "Hypothèses formulées",
            "Écrivez les hypothèses que vous vouliez vérifier, par exemple « si on change X, Y s'améliorera parce que Z ».",
        ),
        (Lang::Fr, "systematic_investigation") => (
            "Investigation systématique",
            "Décrivez les essais, prototypes ou expériences réalisés, comment vous les avez mesurés et ce que chaque itération a changé à la suivante.",
        ),
        (Lang::Fr, "technological_advancement") => (
            "Avancement technologique recherché",
            "Expliquez quelles connaissances technologiques nouvelles vous cherchiez, au-delà de ce qui était déjà connu dans le domaine.",
        ),
        (Lang::Fr, _) => (
            "Documents conservés",
            "Conservez des documents datés (cahiers de laboratoire, journaux d'essais, commits, rapports) qui montrent les travaux au fur et à mesure.",
        ),
    }
}

/// The label of a statutory exclusion in `lang` (the English label is the classifier's own).
pub fn exclusion(lang: Lang, key: &str, english: &'static str) -> &'static str {
    if lang == Lang::En {
        return english;
    }
    match key {
        "market_research" => "étude du marché ou promotion des ventes",
        "quality_control" => "contrôle de la qualité ou mise à l'essai normale",
        "routine_data" => "collecte normale de données",
        "commercial_production" => "production commerciale",
        "style" => "modifications de style",
        "social_sciences" => "recherche dans les sciences sociales ou humaines",
        "prospecting" => {
            "prospection, exploration ou forage en vue de découvrir des minéraux, du pétrole ou du gaz"
        }
        "routine_engineering" => "travaux d'ingénierie ou de développement courants",
        _ => "travaux exclus",
    }
}

/// The screener's summary when every question has evidence.
pub fn summary_all(lang: Lang, score: u32) -> String {
    match lang {
        Lang::En => {
            format!("All five eligibility questions have supporting evidence ({score}/100).")
        }
        Lang::Fr => format!(
            "Les cinq questions d'admissibilité sont appuyées par des éléments probants ({score}/100)."
        ),
    }
}

/// The screener's summary when some questions lack evidence.
pub fn summary_some(lang: Lang, met: usize, score: u32, missing: &[&str]) -> String {
    match lang {
        Lang::En => format!(
            "{met} of 5 eligibility questions have evidence ({score}/100); missing: {}.",
            missing.join(", ")
        ),
        Lang::Fr => format!(
            "{met} des 5 questions d'admissibilité sont appuyées ({score}/100); il manque : {}.",
            missing.join(", ")
        ),
    }
}

/// What the summary adds when the work reads as a statutory exclusion.
pub fn summary_excluded(lang: Lang, label: &str) -> String {
    match lang {
        Lang::En => format!(
            " The work reads as {label}, which the program excludes (Income Tax Act s.248(1)) even when it is called research or testing."
        ),
        Lang::Fr => format!(
            " Les travaux se lisent comme {label}, que le programme exclut (Loi de l'impôt sur le revenu, par. 248(1)) même quand on les appelle recherche ou essais."
        ),
    }
}

pub fn step_separate(lang: Lang, label: &str) -> String {
    match lang {
        Lang::En => format!(
            "Separate any technological problem from the {label}: only work that resolves a technological uncertainty can be claimed."
        ),
        Lang::Fr => format!(
            "Distinguez tout problème technologique de ce qui relève de {label} : seuls les travaux qui visent à résoudre une incertitude technologique sont admissibles."
        ),
    }
}

pub fn step_draft(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Draft the T661 narrative (lines 242, 244, 246) from this evidence.",
        Lang::Fr => {
            "Rédigez la description de projet du T661 (lignes 242, 244 et 246) à partir de ces éléments."
        }
    }
}

/// "## Eligibility pre-check: LIKELY (72/100)" (the verdict stays the wire's enum value).
pub fn precheck_heading(lang: Lang, verdict: &str, score: &str) -> String {
    match lang {
        Lang::En => format!("## Eligibility pre-check: {verdict} ({score}/100)"),
        Lang::Fr => {
            format!("## Évaluation préliminaire de l'admissibilité : {verdict} ({score}/100)")
        }
    }
}

pub fn no_evidence_yet(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "no evidence yet.",
        Lang::Fr => "aucun élément probant pour l'instant.",
    }
}

/// The sentences a table's summary is made of ([`super::tabular`]).
pub mod table {
    use super::Lang;

    /// "The run sheet welds.xlsx records 4 runs (R01 to R04, 2025-04-07 to 2025-04-08)."
    pub fn records(lang: Lang, name: &str, n: usize, labels: &str) -> String {
        match lang {
            Lang::En => format!("The run sheet {name} records {n} runs{labels}."),
            Lang::Fr => format!("Le tableau {name} consigne {n} essais{labels}."),
        }
    }

    /// "a to b" between two labels or dates.
    pub fn to(lang: Lang) -> &'static str {
        match lang {
            Lang::En => " to ",
            Lang::Fr => " à ",
        }
    }

    pub fn and(lang: Lang) -> &'static str {
        match lang {
            Lang::En => " and ",
            Lang::Fr => " et ",
        }
    }

    /// "Power at 1800, 2200 and 2600 W" / "from 5 to 9 min".
    pub fn at(lang: Lang) -> &'static str {
        match lang {
            Lang::En => " at ",
            Lang::Fr => " à ",
        }
    }

    pub fn from(lang: Lang) -> &'static str {
        match lang {
            Lang::En => " from ",
            Lang::Fr => " de ",
        }
    }

    pub fn varied(lang: Lang, what: &str) -> String {
        match lang {
            Lang::En => format!("The runs varied {what}."),
            Lang::Fr => format!("Les essais ont fait varier {what}."),
        }
    }

    /// "The highest X was 412 MPa in R02 (...); the lowest was 180 MPa in R01 (...)."
    pub fn extremes(
        lang: Lang,
        name: &str,
        (high, high_run): (&str, &str),
        (low, low_run): (&str, &str),
    ) -> String {
        match lang {
            Lang::En => format!(
                "The highest {name} was {high} in {high_run}; the lowest was {low} in {low_run}."
            ),
            Lang::Fr => format!(
                "La valeur la plus élevée de {name} a été {high} à l'essai {high_run}; la plus basse, {low} à l'essai {low_run}."
            ),
        }
    }

    pub fn passed(lang: Lang, passed: usize, judged: usize, which: &str) -> String {
        match lang {
            Lang::En => format!("{passed} of {judged} runs passed{which}."),
            Lang::Fr => format!("{passed} essais sur {judged} ont réussi{which}."),
        }
    }

    /// "B3 passed with: culture B (EPS), set time 5.6 h."
    pub fn passed_run(lang: Lang, run: &str, values: &str) -> String {
        match lang {
            Lang::En => format!("{run} passed with: {values}"),
            Lang::Fr => format!("{run} a réussi avec : {values}"),
        }
    }

    /// "The last run, L5, gave: ..." (the run a table ends on, without verdicts).
    pub fn last_run(lang: Lang, run: &str, values: &str) -> String {
        match lang {
            Lang::En => format!("The last run, {run}, gave: {values}"),
            Lang::Fr => format!("Le dernier essai, {run}, a donné : {values}"),
        }
    }

    /// "Over all runs: Both: calls 46, p95 latency 385 ms." (a table's totals row).
    pub fn overall(lang: Lang, values: &str) -> String {
        match lang {
            Lang::En => format!("Over all runs, {values}"),
            Lang::Fr => format!("Sur l'ensemble des essais, {values}"),
        }
    }

    /// "Failed: B1 on set time; B2 on texture."
    pub fn failed(lang: Lang, reasons: &[(String, String)]) -> String {
        let (lead, on) = match lang {
            Lang::En => ("Failed", "on"),
            Lang::Fr => ("Échecs", "sur"),
        };
        let parts: Vec<String> = reasons
            .iter()
            .map(|(run, why)| format!("{run} {on} {why}"))
            .collect();
        match lang {
            Lang::En => format!("{lead}: {}.", parts.join("; ")),
            Lang::Fr => format!("{lead} : {}.", parts.join("; ")),
        }
    }

    /// "row 3" for a row with neither label nor date.
    pub fn row(lang: Lang, n: usize) -> String {
        match lang {
            Lang::En => format!("row {n}"),
            Lang::Fr => format!("ligne {n}"),
        }
    }
}
