//! Dates that open no entry, or open it in the right year: a browser's print header, a date
//! under an entry's header, a reverse log.

use super::*;

#[test]
fn a_print_header_a_reference_under_a_header_and_a_reverse_log_date_no_entry_wrongly() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(1),
        "issue_87_print.txt",
        "text/plain",
        "2025-09-05, 10:14 a.m.          Double counts at the fence \u{b7} Issue #87 \u{b7} acme/fencecount\n\nDouble counts at the fence #87\n\ndnakamura commented on Sep 24, 2024\nThe counter logged 1,412 sockeye while the hand tally was 968.\n\ndnakamura commented on Aug 19, 2025\nAfter 55 mm of rain on Aug 16-17 the logger peaked at 74 NTU.\nCounter was +11% against the hand tally.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2024-09-24", "2025-08-19"]);
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(2),
        "DEVLOG.md",
        "text/markdown",
        "# dev journal (Dec 2024 - Mar 2025)\n\n## 2025-01-14\nRetrained on 2,400 clips; recall 91%.\n\n## 2024-12-19\nFirst night on the recorders: 41 false positives an hour.\n\n## Dec 9\nFlashed the detector onto four recorders.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert!(days.contains(&"2024-12-09".to_owned()), "{days:?}");
}

#[test]
fn a_record_that_separates_with_dots_is_no_print_header() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(3),
        "shift.txt",
        "text/plain",
        "2025-02-03 · Run 3 · kiln at 40 °C · 2 h\nCracks on 2 of 12 tiles.\n",
    );
    assert_eq!(e.entries().len(), 1);
}

#[test]
fn a_mail_client_s_print_header_dates_no_entry() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(4),
        "thread.txt",
        "text/plain",
        "10/21/25, 3:12 PM                         Marathon Kiln Mail - Split roots in the dryer\n\nOn Mon, Sep 22, 2025 at 9:05 AM Kyle wrote:\nRan the 4-yr roots at 38 C; 6 of 40 split.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert!(!days.contains(&"2025-10-21".to_owned()), "{days:?}");
}

#[test]
fn a_reply_s_print_header_and_a_print_footer_are_no_record() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(5),
        "thread.txt",
        "text/plain",
        "3/31/25, 10:22 AM                      Re: Multi-piece breaks, lot 24-117\n\nDate: 2/24/2025, 8:05 AM\nBroke 20 bats on the rig: 7 multi-piece.\n\nabout:blank                                              1 of 3\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2025-02-24"]);
    assert!(!e.segments.iter().any(|s| s.text.contains("about:blank")));
}

#[test]
fn jira_dates_a_summary_s_heading_and_a_sentence_that_dates_in_passing() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(6),
        "WCS-214.txt",
        "text/plain",
        "Comment by Amir Haddad [ 21/Jan/25 ]\nRolled the cart to 8°: +2.1%.\n\nComment by Jessie Lam [ 04/Feb/25 ]\nCosine correction: +3.1%.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2025-01-21", "2025-02-04"]);
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(7),
        "PV.txt",
        "text/plain",
        "RÉUNION R-D no 6 — 6 mai 2025\nPrésents : L. Bélanger, K. Haddad, S. Tremblay\n\nTunnel livré le 29 avril, en service depuis le 2 mai.\nLe cœur est entre 20 et 24 °C.\n\n=====\n\nBilan pour le dossier RS&DE — 30 septembre 2025 (S. Tremblay)\nLe tunnel règle le défaut.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2025-05-06", "2025-09-30"]);
}

#[test]
fn a_message_that_is_no_record_dates_no_entry() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(8),
        "courriels.txt",
        "text/plain",
        "De : Bertrand Arseneau\nDate : lundi 27 mai 2024 08:10\nObjet : A3 et A4\n\nA4 : 190 ppm d'ammoniac au retournement. A3 reste à 28 °C.\n\n---\nDe : Karine Cyr\nDate : lundi 3 juin 2024 19:02\nÀ : Membres de la coopérative\nObjet : Souper-bénéfice du homard et AGA\n\nBonjour à tous,\nLe Souper-bénéfice du homard aura lieu à la salle communautaire, suivi de notre assemblée générale annuelle. Billets en vente au bureau, 65 $ par personne. Bénévoles recherchés pour le service!\n",
    );
    let days: Vec<String> = e
        .segments
        .iter()
        .filter(|s| s.role == Role::Prose)
        .filter_map(|s| s.date.map(|d| format!("{d} {}", s.text)))
        .collect();
    assert!(days.iter().all(|d| d.starts_with("2024-05-27")), "{days:?}");
}

#[test]
fn a_lab_report_s_rows_are_entries_of_their_day() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(9),
        "PFL_report.txt",
        "text/plain",
        "Prairie Food Lab - report H24-317\nReport date: 2024-11-06.\n\n   Sample      Tested        Mean crystal    D90\n   S1          2024-09-18    42 µm           71\n   S2          2024-09-25    24 µm           38\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    for day in ["2024-09-18", "2024-09-25"] {
        assert!(days.contains(&day.to_owned()), "{days:?}");
    }
}

#[test]
fn a_chat_post_and_a_printed_mail_header_open_their_entries_in_the_thread_s_year() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(4),
        "teams_export.txt",
        "text/plain",
        "Ana Silva   Nov 28, 2024 3:10 PM\nPulled the core pin: crack 9 mm long.\n\n    Lee Chan   \
         Jan 14 8:05 AM\n    Pins held at 20k shots since the new coolant.\n\n-----\n\nLee Chan   \
         Jan 6 9:40 AM\nOrdered two coated pins to compare.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2024-11-28", "2025-01-14", "2025-01-06"]);
    let mut e = Evidence::in_language(crate::domain::Lang::Fr);
    e.add_file(
        Uuid::from_u128(5),
        "conversation.txt",
        "text/plain",
        "Marc Roy <marc@exemple.ca>\nlun. 2025-03-03 09:12\nÀ : Julie\nObjet : Essais\n\nLes \
         bottes ont tenu 40 cycles.\n\nJulie Dion <julie@exemple.ca>\nmer. 2025-03-05 16:40\nÀ : \
         Marc\n\nLa semelle C a décollé au cycle 12.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2025-03-03", "2025-03-05"]);
}

#[test]
fn a_paragraph_that_leads_a_list_opens_the_day_it_names_anywhere_and_a_to_do_list_ends_it() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(6),
        "daily_log.txt",
        "text/plain",
        "Mon 2025-05-05: Installed the rings on S2 and S5.\n* S3 left bare.\n\nPulled all three \
         for photos (May 20).\n* S3 window 60% covered.\n\nBench test started on Thu June 5: two \
         caps in seawater.\n* Tank at 10 C.\n\nChlorides held since the June 5 dose.\n* 55 ppm.\n\n\
         TODO\n* order 20 LEDs\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2025-05-05", "2025-05-20", "2025-06-05"]);
    let todo = e.segments.iter().find(|s| s.text.contains("order 20 LEDs"));
    assert_eq!(todo.map(|s| s.date), Some(None));
}

#[test]
fn a_short_label_ending_in_its_day_and_a_stated_day_open_entries_in_a_transcript() {
    let mut e = Evidence::in_language(crate::domain::Lang::Fr);
    e.today = chrono::NaiveDate::from_ymd_opt(2026, 11, 27);
    e.add_file(
        Uuid::from_u128(7),
        "memos.txt",
        "text/plain",
        "Enregistrement 4 (1:10)\nBon, on est le mardi 4 mars 2025, on a monté le banc. On perd 4 \
         mm.\n\nEnregistrement 5 (0:50)\nMémo du vendredi 7 mars. Gros vent hier, 3 mm de perte. \
         Il a plu le 9 mars. Fin.\n",
    );
    let days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    assert_eq!(days, ["2025-03-04", "2025-03-07"]);
}

fn days_of(lang: crate::domain::Lang, name: &str, text: &str) -> (Evidence, Vec<String>) {
    let mut e = Evidence::in_language(lang);
    e.today = chrono::NaiveDate::from_ymd_opt(2026, 11, 27);
    let kind = if name.ends_with(".md") {
        "text/markdown"
    } else {
        "text/plain"
    };
    e.add_file(Uuid::from_u128(9), name, kind, text);
    let mut days: Vec<String> = e.entries().iter().map(|d| d.0.to_string()).collect();
    days.sort();
    days.dedup();
    (e, days)
}

#[test]
fn a_day_named_by_weekday_and_number_under_a_week_or_month_heading_opens_its_entry() {
    // No year anywhere: the weekdays settle it (3 March was a Monday in 2025).
    let (e, days) = days_of(
        crate::domain::Lang::Fr,
        "journal.txt",
        "Journal de bord\n\n=== Semaine du 3 mars ===\nÀ faire cette semaine : commander.\n\n\
         lundi 3 — Trois savons tachés.\n\nmercredi 5 — Fait 5 coulées.\n\n=== Semaine du 31 \
         mars ===\nmardi 1er — Premières taches sur A.\n",
    );
    assert_eq!(days, ["2025-03-03", "2025-03-05", "2025-04-01"]);
    let todo = e.segments.iter().find(|s| s.text.contains("commander"));
    assert_eq!(todo.map(|s| s.date), Some(None));
    // A month heading is the anchor of the days under it ("lun. 24" in March, not February).
    let (_, days) = days_of(
        crate::domain::Lang::Fr,
        "carnet.md",
        "# Carnet\n\n## Février 2025\n\n### lun. 17 - bande 3\nEntrée de la bande.\n\n\
         ## Mars 2025\n\n### lun. 24 - sortie\nE4 : 14 ppm.\n",
    );
    assert_eq!(days, ["2025-02-17", "2025-03-24"]);
}

#[test]
fn a_shift_log_table_dates_its_rows_by_a_weekday_led_cell_and_the_row_above() {
    let (e, days) = days_of(
        crate::domain::Lang::En,
        "handover.txt",
        "Date\tShift\tBy\tHandover notes\nMon 3 Mar 2025\tDay\tK. B.\tTank 4 has no swim \
         bladder in 60-70% of larvae.\n\tNight\tJ. D.\tNight mortality tank 4: 1,150 siphoned \
         overnight.\nTue 4 Mar 2025\tDay\tK. B.\tFitted a surface skimmer to tank 5 today.\n\
         \t\t\tTo do: order more Artemia cysts for the next batch.\n",
    );
    assert_eq!(days, ["2025-03-03", "2025-03-04"]);
    let night = e.segments.iter().find(|s| s.text.contains("siphoned"));
    assert_eq!(
        night.and_then(|s| s.date).map(|d| d.to_string()),
        Some("2025-03-03".into())
    );
    let todo = e.segments.iter().find(|s| s.text.contains("Artemia cysts"));
    assert_eq!(todo.map(|s| s.date), Some(None));
}

#[test]
fn a_tracker_card_a_chat_reply_a_page_mention_and_a_struck_date_are_read_as_written() {
    // A card's comments under their poster's name; its events are no entries.
    let (e, days) = days_of(
        crate::domain::Lang::En,
        "card.txt",
        "Activity\n\nDev Malik\nJan 23, 2025, 5:02 PM\nBuilt a torque-to-crack rig.\n\n\
         Dev Malik moved this card from Backlog to Doing\nJan 21, 2025, 8:30 AM\n\nJonah Park\n\
         Jan 20, 2025, 9:15 AM\nThree gyms sent back 14 cracked holds.\n",
    );
    assert_eq!(days, ["2025-01-20", "2025-01-23"]);
    assert!(!e.segments.iter().any(|s| s.text.contains("Jonah Park")));
    // A thread's reply on a later day is that day's entry.
    let (_, days) = days_of(
        crate::domain::Lang::En,
        "slack.txt",
        "──── Monday, January 6th ────\n\nRachel Kim  10:14 AM\nTickets are up to 41.\n    \
         Omar Haddad  Jan 8th at 9:40 AM\n    Flashed v2.2 back onto 3 caps overnight.\n\n\
         ──── Tuesday, January 7th ────\n\nPriya Shah  3:36 PM\nSet up a 12-phone bench.\n",
    );
    assert!(days.contains(&"2025-01-08".to_owned()), "{days:?}");
    let (_, days) = days_of(
        crate::domain::Lang::Fr,
        "page.md",
        "# Essais\n\n## Journal\n\n### @9 décembre 2024\n\nInstallé 4 coussins.\n\n\
         ### @6 janvier 2025\n\nLes coussins lisent 1,1 kPa.\n",
    );
    assert_eq!(days, ["2024-12-09", "2025-01-06"]);
    let (_, days) = days_of(
        crate::domain::Lang::En,
        "notebook.txt",
        "Thurs 9 Jan 2025\nMade 2 vats.\n~~Ripening room 14 C~~\n\n~~Thurs 16 Jan~~ Fri 17 Jan\n\
         Day 8 on vats A and B.\n",
    );
    assert_eq!(days, ["2025-01-09", "2025-01-17"]);
    // A Telegram copy: the poster's name, a comma, then the stamp in brackets.
    let (_, days) = days_of(
        crate::domain::Lang::Fr,
        "telegram.txt",
        "Mélanie Doyon, [06.05.25 08:14]\nIGA nous retourne 14 caisses.\n\n\
         Karl Poulin, [08.05.25 16:02]\n[En réponse à Mélanie Doyon]\n\
         Mesuré dans le séchoir : 28 °C et 35 % HR.\n",
    );
    assert_eq!(days, ["2025-05-06", "2025-05-08"]);
    assert!(super::metadata::is_metadata("[En réponse à Mélanie Doyon]"));
    assert!(super::metadata::is_metadata("[Forwarded from Hiro Tanaka]"));
    assert!(!super::metadata::is_metadata(
        "[Note: lot 0508 is the slow-dried one]"
    ));
}

#[test]
fn a_date_something_starts_from_and_a_report_part_above_the_entries_date_nothing() {
    let (e, days) = days_of(
        crate::domain::Lang::Fr,
        "rapport.md",
        "# Rapport\n\n## 2. Travaux\n\n### Vendredi 21 mars 2025 — traitement\n\nNettoyé les \
         40 bancs.\n\n## 3. Prochaines étapes\n\nÀ partir du lundi 24 mars, toutes les coulées \
         passent en cure vapeur.\n\nLes premiers bancs seront installés en mai.\n\n— N. Roy, ing.\n",
    );
    assert_eq!(days, ["2025-03-21"]);
    let plan = e
        .segments
        .iter()
        .find(|s| s.text.contains("installés en mai"));
    assert_eq!(plan.map(|s| s.date), Some(None));
    assert!(!e.segments.iter().any(|s| s.text.contains("N. Roy")));
}

#[test]
fn copy_announced_inside_a_document_leaves_out_its_line_not_the_document() {
    let text = "# Rapports de la semaine\nlundi 4 mars 2024 - on a mesuré 3,3 °Bé dans le bac 2.\n--- Texte pour la brochure (à ne pas mettre dans le rapport) : visite guidée de la saline du mardi au samedi, boutique ouverte tous les jours. ---\nlundi 11 mars 2024 - saumure à 9,1 °Bé après 12 jours de gel.";
    let kept = kept_of("rapports.docx", text);
    assert!(kept.iter().any(|s| s.contains("3,3 °Bé")), "{kept:?}");
    assert!(kept.iter().any(|s| s.contains("9,1 °Bé")), "{kept:?}");
    assert!(
        !kept.iter().any(|s| s.contains("visite guidée")),
        "{kept:?}"
    );
}

#[test]
fn a_journal_export_s_field_block_dates_its_entry_and_its_time_is_no_text() {
    let text = "Journal export\n\n\tDate:\tJune 2, 2025 at 6:15 PM EDT\n\tLocation:\tLunenburg, NS\n\tWeather:\t14°C Fog\n\nRaked pan 4 at 27 °Bé, drained the bittern.\n\n\tDate:\tJune 9, 2025 at 7:02 AM EDT\n\tLocation:\tLunenburg, NS\n\nPan 4 salt tasted clean.";
    let mut e = Evidence::default();
    e.add_file(Uuid::from_u128(4), "journal.txt", "text/plain", text);
    let dated: Vec<(String, &str)> = e
        .segments
        .iter()
        .filter(|s| s.role != Role::NonRecord && !metadata::is_metadata(&s.text))
        .filter_map(|s| Some((s.date?.to_string(), s.text.as_str())))
        .collect();
    assert!(
        dated.contains(&(
            "2025-06-02".into(),
            "Raked pan 4 at 27 °Bé, drained the bittern."
        )),
        "{dated:?}"
    );
    assert!(
        dated.contains(&("2025-06-09".into(), "Pan 4 salt tasted clean.")),
        "{dated:?}"
    );
    assert!(
        !dated
            .iter()
            .any(|(_, t)| t.contains("PM EDT") || t.contains("AM EDT")),
        "{dated:?}"
    );
}

#[test]
fn a_day_by_its_number_alone_follows_the_entry_above() {
    let text = "3 mars 2025\nRelevé des pieux : +18 mm.\n\nle 17\nGel à 2,1 m au tube.\n\n28 mars 2025\nDégel.\n\nle 2 :\nPieux redescendus de 5 mm.\n\nOn a posé le 12 mm de cales.";
    let mut e = Evidence::default();
    e.add_file(Uuid::from_u128(5), "notes.txt", "text/plain", text);
    let mut dates: Vec<String> = e
        .segments
        .iter()
        .filter_map(|s| s.date.map(|d| d.to_string()))
        .collect();
    dates.dedup();
    for want in ["2025-03-03", "2025-03-17", "2025-03-28", "2025-04-02"] {
        assert!(dates.contains(&want.to_owned()), "{want}: {dates:?}");
    }
    assert_eq!(dates.len(), 4, "{dates:?}");
}

#[test]
fn an_aside_wrapped_over_a_page_s_lines_is_left_out_whole() {
    let text = "Summary: the A3 model forecasts offload time with an error of 10.8 min.\nAppendix - forwarded by Fleet (not part of this report): Recall notice RN-22. The maker\nhas found a worn latch on the stretcher mount in units built in 2020.\nWe ran the pilot from December 16 with the duty supervisor.";
    let kept = kept_of("report.pdf", text);
    assert!(
        !kept.iter().any(|s| s.contains("stretcher mount")),
        "{kept:?}"
    );
    assert!(kept.iter().any(|s| s.contains("10.8 min")), "{kept:?}");
    assert!(
        kept.iter().any(|s| s.contains("We ran the pilot")),
        "{kept:?}"
    );
}

/// The texts of a file's segments that are kept as records.
fn kept_of(name: &str, text: &str) -> Vec<String> {
    let mut e = Evidence::default();
    e.add_file(Uuid::from_u128(9), name, "text/plain", text);
    e.segments
        .iter()
        .filter(|s| s.role != Role::NonRecord)
        .map(|s| s.text.clone())
        .collect()
}

#[test]
fn a_paper_log_s_day_column_gives_weekday_day_and_month() {
    let (_, days) = days_of(
        crate::domain::Lang::En,
        "log.txt",
        "Riverbend frozen croissant log, dates as written (day/month).\n\n\
         Day\tNotes\tBy\nMon 3/3\tCafe sent back 2 cases, baked flat.\tJM\n\
         Wed 5/3\t3 trays from one dough, A frozen at -18, B blast frozen at -35.\tJM\n\
         Thu 6/3\tReach-in swings -12 to -20 when the door opens.\tRK\n\
         Mon 10/3\tLogger: 14 door openings a day.\tRK\n\
         Wed 19/3\tBaked A and B: A rose 1.6x, B rose 2.3x.\tJM\n",
    );
    assert_eq!(
        days,
        [
            "2025-03-03",
            "2025-03-05",
            "2025-03-06",
            "2025-03-10",
            "2025-03-19"
        ]
    );
}
