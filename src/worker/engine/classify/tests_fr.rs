//! The French cues: plain words recognised, exclusions found, cues written as [`normalise`]
//! reads a text, false friends left out, and English readings unchanged by any of it.

use super::*;

#[test]
fn french_plain_words_are_recognised() {
    let f = facets(
        "Personne pouvait nous dire si le joint tiendrait au congélateur; le fournisseur \
         garantit pas sous -20 °C.",
    );
    assert!(f.uncertainty >= 2.0, "{f:?}");
    let f = facets("on savait pas si ca marcherait, aucune donnee publiee la-dessus");
    assert!(f.uncertainty >= 2.0, "{f:?}");
    let f = facets(
        "On a coulé neuf dalles en faisant varier la teneur en fibres, puis on les a pesées.",
    );
    assert!(f.work >= 2.0, "{f:?}");
    let f = facets("Hypothèse 2 : on a testé trois lots sur le banc d'essai.");
    assert!(f.work >= 2.0, "{f:?}");
    let f = facets("On a constaté que les fissures partaient des coins, donc le rayon compte.");
    assert!(f.advancement >= 2.0, "{f:?}");
    let f = facets("Le mélange B est écarté : on sait maintenant que la cause, c'est le pH.");
    assert!(f.advancement >= 2.0, "{f:?}");
    let f = facets("Tout est noté dans le cahier de labo et le chiffrier.");
    assert!(f.records >= 2.0, "{f:?}");
}

#[test]
fn french_exclusions_are_found() {
    let cases = [
        (
            "market_research",
            "Étude de marché et campagne publicitaire sur les réseaux sociaux pour vendre plus.",
        ),
        (
            "quality_control",
            "Contrôle de la qualité : essais de routine sur chaque lot avant expédition.",
        ),
        (
            "social_sciences",
            "Étude du roulement de personnel et de l'absentéisme des employés de nuit.",
        ),
        (
            "prospecting",
            "Campagne d'exploration : 14 trous de forage sur la propriété minière.",
        ),
        (
            "commercial_production",
            "Mise en production commerciale de la même recette, deuxième quart pour les commandes.",
        ),
        (
            "style_change",
            "Refonte de l'emballage : palette de couleurs et police de caractères plus esthétiques.",
        ),
        (
            "routine_data_collection",
            "Collecte de données de routine : relevés hebdomadaires pour le ministère.",
        ),
        (
            "routine_engineering",
            "Achat d'équipement, installation et mise à niveau selon le guide du fournisseur.",
        ),
    ];
    for (key, text) in cases {
        let found = exclusions(text);
        assert_eq!(
            found.first().map(|(e, _)| e.key),
            Some(key),
            "{text}: {:?}",
            found.iter().map(|(e, w)| (e.key, *w)).collect::<Vec<_>>()
        );
        assert!(found[0].1 >= 2.0, "{text}: {}", found[0].1);
    }
}

#[test]
fn elisions_stand_apart_and_contractions_do_not() {
    assert_eq!(
        normalise("L'essai d'hier, qu'on a fait jusqu'à 5 h"),
        " l' essai d' hier  qu' on a fait jusqu' à 5 h "
    );
    assert_eq!(
        normalise("I don't know if it's the vendor's «guide»"),
        " i don't know if it's the vendor's  guide  "
    );
}

#[test]
fn french_cues_are_written_as_normalise_reads() {
    let lists = [UNCERTAINTY_FR, WORK_FR, ADVANCEMENT_FR, RECORDS_FR]
        .into_iter()
        .chain(EXCLUSIONS.iter().map(|e| e.cues_fr));
    let cues = lists
        .flat_map(|l| l.iter().map(|(c, _)| *c))
        .chain(MASKS.iter().copied());
    for cue in cues {
        assert_eq!(normalise(cue).trim(), cue.trim(), "{cue:?}");
        assert!(cue.starts_with(' '), "{cue:?} starts inside a word");
    }
}

#[test]
fn false_friends_carry_no_english_cue() {
    let f = facets("Les gars font des pièces en fonte; le logiciel demande quelque chose.");
    assert_eq!(f.records, 0.0, "{f:?}");
    let found: Vec<&str> = exclusions("Les gars font des pièces en fonte, on demande une chose.")
        .iter()
        .map(|(e, _)| e.key)
        .collect();
    assert!(found.is_empty(), "{found:?}");
}

/// English text reads as it did before the French lists: no French cue and no false friend
/// occurs in the tuned English descriptions.
#[test]
fn english_readings_are_unchanged() {
    let sets = [
        include_str!("../../../../tests/quality/descriptions.jsonl"),
        include_str!("../../../../tests/quality/screener_train.jsonl"),
        include_str!("../../../../tests/quality/screener_train_2.jsonl"),
    ];
    let english: Vec<&'static [Cue]> = [UNCERTAINTY, WORK, ADVANCEMENT, RECORDS]
        .into_iter()
        .chain(EXCLUSIONS.iter().map(|e| e.cues))
        .collect();
    for line in sets.iter().flat_map(|s| s.lines()) {
        let Some(text) = serde_json::from_str::<serde_json::Value>(line)
            .ok()
            .and_then(|v| v["text"].as_str().map(str::to_owned))
        else {
            continue;
        };
        let norm = normalise(&text);
        let all = weigh_all(&norm);
        for (slot, list) in english.iter().enumerate() {
            let alone: f32 = list
                .iter()
                .filter(|(c, _)| norm.contains(c))
                .map(|(_, w)| w)
                .sum();
            assert!((all[slot] - alone).abs() < 1e-4, "slot {slot}: {text}");
        }
    }
}

#[test]
fn a_cue_in_two_lists_counts_in_both() {
    let f = facets("Hypothèse");
    assert_eq!((f.uncertainty, f.work), (1.0, 0.5), "{f:?}");
}
