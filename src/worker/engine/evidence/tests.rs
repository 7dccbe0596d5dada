use super::*;

#[test]
fn dated_headings_date_the_lines_under_them() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(1),
        "log.md",
        "text/markdown",
        "# Log 2025\nLab log of the coating trials.\nExported 2025-06-02 by a.b. Fields: id | created\n\n## Mon 3 Mar\nMixed six batches at 3.5 %.\nComment (j, 2025-03-04): fine by me today.\n\n### Results\n#7 | closed | 2025-03-10 | a.b\nPeel strength was 3.5 N/mm on all six.",
    );
    let dated: Vec<(Option<String>, &str)> = e
        .segments
        .iter()
        .map(|s| (s.date.map(|d| d.to_string()), s.text.as_str()))
        .collect();
    let at = |text: &str| {
        dated
            .iter()
            .find(|d| d.1.starts_with(text))
            .map(|d| d.0.clone())
    };
    assert_eq!(at("Fields"), Some(None));
    assert_eq!(at("Mixed six"), Some(Some("2025-03-03".into())));
    assert_eq!(at("Comment"), Some(Some("2025-03-03".into())));
    assert_eq!(at("Peel"), Some(Some("2025-03-10".into())));
    assert_eq!(
        e.segments.last().map(|s| s.section.as_str()),
        Some("results")
    );
    assert_eq!(e.entries()[0].1, "Mon 3 Mar");
    assert_eq!(e.entries().len(), 2);
}

#[test]
fn evidence_over_the_budget_keeps_the_blocks_that_answer_the_lines() {
    let mut e = Evidence::default();
    let filler =
        "The meeting room was booked for the afternoon and the kettle was on.\n".repeat(3000);
    let key = "We did not know whether the seal would hold at -40 C; nobody could tell us.\n";
    e.add_file(
        Uuid::from_u128(2),
        "notes.txt",
        "text/plain",
        &format!("{filler}{key}{filler}"),
    );
    assert!(e.words() > BUDGET_WORDS);
    // How fast it is, is the load scenarios' to tell (`tests/load/runs.sh`), not a unit test's:
    // a bound on the clock failed on a busy machine.
    e.limit_to_budget("Draft our T661 lines.");
    assert!(e.words() <= BUDGET_WORDS);
    assert!(
        e.segments
            .iter()
            .any(|s| s.text.contains("whether the seal"))
    );
}

#[test]
fn a_date_after_a_records_label_opens_the_entry() {
    let style = crate::worker::engine::dates::DateStyle::of("2025");
    for (line, want) in [
        (
            "Trial 1 (January 20, 2025) — Cured panel P1 at 120 °C.",
            Some("2025-01-20"),
        ),
        (
            "Lab log 2025-02-03: Poured slab S1 with 30% fly ash.",
            Some("2025-02-03"),
        ),
        (
            "Late entry, lab log 2025-02-06 (written up after): Measured the heat.",
            Some("2025-02-06"),
        ),
        (
            "(Late entry) Lab log 2025-02-12: Sieve + hydrometer on Pit 3.",
            Some("2025-02-12"),
        ),
        (
            "**Design review, Tue. March 18, 2025** — The team agreed to ship.",
            Some("2025-03-18"),
        ),
        (
            "Meeting with the mill superintendent, 10/04/2025: Agreed to a plant trial.",
            Some("2025-04-10"),
        ),
        (
            "31/03 — Toujours 1,130, aucune activité au barboteur.",
            Some("2025-03-31"),
        ),
        ("Layup L1 — 3 Mar 2025", Some("2025-03-03")),
        ("4/3", Some("2025-03-04")),
        ("## 3/3 (Mon)", Some("2025-03-03")),
        ("## Tue 4/3", Some("2025-03-04")),
        (
            "Press log 10/3: 2 test panels, same spread",
            Some("2025-03-10"),
        ),
        ("## Wk 12 summary — Fri 21/3", Some("2025-03-21")),
        ("## 24/3 to 28/3 — wk 3 pulls", Some("2025-03-24")),
        (
            "Our 8/4 (2-inch) hard maple spends 45 days in the yard.",
            None,
        ),
        ("Each test load = 120 boards, 8/4, 2.4 m long.", None),
        (
            "Annual field day - Saturday, July 19, 2025, at the grounds",
            None,
        ),
        ("Run 5 — 17/02/2025", Some("2025-02-17")),
        (
            "H3 avait fini le 27 oct (26 jours, trop long pour la cuve)",
            None,
        ),
        ("Specimens H4 received      24/03/2025", Some("2025-03-24")),
        (
            "Pan run C3 on 2025-06-16 (logged after C4): Tried the HPMC film.",
            Some("2025-06-16"),
        ),
        ("Pressed again after the 4 Mar 2025", None),
        ("Date de facturation : 2024-10-15", None),
        (
            "Cut 2/3 of the samples — the rest kept for the 90-day test.",
            None,
        ),
        (
            "21-day ratings (rolled 10 Jun): chevron at 6 km/h up to 94 % kill.",
            None,
        ),
        (
            "Comment (j.morin, 2025-01-10): agree, collect our own data.",
            None,
        ),
        (
            "No crazing was found, unlike the coverage seen on February 11, 2025.",
            None,
        ),
        ("Logger pull, Dunlop siding — Feb 18", Some("2025-02-18")),
        (
            "21/01  dyne pens on the same film lot: 41 -> 37.",
            Some("2025-01-21"),
        ),
        ("### 10/3 → 14/3 humidity box", Some("2025-03-10")),
        (
            "Arche vidée ce matin (mer. 14 mai) : 3 gobelets fendus sur 20.",
            Some("2025-05-14"),
        ),
    ] {
        let got = super::lines::dated_heading(line, &style).map(|(d, _, _)| d.to_string());
        assert_eq!(got.as_deref(), want, "{line}");
    }
}

/// The dates of a text file's segments, in order.
fn dates_of(text: &str) -> Vec<String> {
    let mut ev = Evidence::default();
    ev.add_file(uuid::Uuid::from_u128(1), "log.txt", "text/plain", text);
    ev.segments
        .iter()
        .filter_map(|s| s.date.map(|d| d.to_string()))
        .collect()
}

#[test]
fn yearless_entries_that_cross_new_year_move_to_the_next_year() {
    assert_eq!(
        dates_of(
            "Build season: winter 2024-2025.\n\nMon. Dec. 2 — Infused a flat test panel.\n\nWed. Dec. 11 — Infused a keel section.\n\nTue. Jan. 7 — Infused the full hull bottom.\n"
        ),
        ["2024-12-02", "2024-12-11", "2025-01-07"]
    );
    // A yearless entry after last year's dated ones, in a log whose most dates are next year's.
    assert_eq!(
        dates_of(
            "2024-11-18 : premier relevé, rien ne bouge.\n\nAu relevé du 16 décembre, le gel est à 0,45 m.\n\n2025-01-27 : gel à 1,1 m.\n\n2025-02-24 : gel à 1,35 m.\n"
        ),
        ["2024-11-18", "2024-12-16", "2025-01-27", "2025-02-24"]
    );
}

#[test]
fn a_lead_at_the_end_of_a_wrapped_line_stays_with_its_sentence() {
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "plan.txt",
        "text/plain",
        "Filter plan\n\nMusicians need flat plugs. Target:\naverage insertion loss of 15 dB within +/-3 dB.\n",
    );
    let texts: Vec<&str> = ev.segments.iter().map(|s| s.text.as_str()).collect();
    assert!(
        texts.contains(&"Target: average insertion loss of 15 dB within +/-3 dB."),
        "{texts:?}"
    );
}

/// A log written without its year (only "since 2019" and "for the 2025 harvest" in passing)
/// takes the year that puts its first entry next to the other files' records, across new year;
/// a table's cells count as its dates.
#[test]
fn a_log_without_its_year_takes_it_from_the_records_beside_it() {
    let dates_of = |e: &Evidence, source: usize| -> Vec<String> {
        let mut d: Vec<String> = e
            .segments
            .iter()
            .filter(|s| s.source == Some(source))
            .filter_map(|s| s.date.map(|d| d.to_string()))
            .collect();
        d.dedup();
        d
    };
    let log = "VERGER - Hemmingford\nCahier de chai\n\nOn fait comme depuis 2019.\n\n\
               le 2 décembre - pressage, 4 500 L de moût.\n\nlun. 9 déc. - C4 lancée à 12 °C.\n\n\
               le 8 janvier - C2 déclassée.\n\nRecette C3 pour toute la récolte 2025.\n";
    let sheet = "cuve,date,brix\nC1,2024-12-04,34.2\nC2,2024-12-11,33.1\nC3,2025-01-15,12.0\n";
    let mut e = Evidence::default();
    e.add_file(Uuid::from_u128(1), "cahier.txt", "text/plain", log);
    e.add_file(Uuid::from_u128(2), "suivi.csv", "text/csv", sheet);
    assert_eq!(
        dates_of(&e, 0),
        ["2024-12-02", "2024-12-09", "2025-01-08"],
        "{:#?}",
        e.segments
    );
    // Alone, it keeps the year it names.
    let mut alone = Evidence::default();
    alone.add_file(Uuid::from_u128(1), "cahier.txt", "text/plain", log);
    assert_eq!(
        dates_of(&alone, 0),
        ["2025-12-02", "2025-12-09", "2026-01-08"]
    );
}

/// An e-mail's "Sent:" line dates the message under it; its confidentiality notice is no record.
#[test]
fn each_message_of_a_thread_is_dated_by_its_sent_line() {
    let thread = "From: Catriona M.\nSent: 4 Nov 2024\nSubject: flame test quote\n\n\
                  Could you run ASTM D6413 on four jerseys?\n\n\
                  From: Paul\nSent: 18 Nov 2024\nSubject: RE: flame test quote\n\n\
                  Fine, 5 specimens per direction.\nThis message contains privileged and confidential information intended for the addressee only.\n";
    let mut e = Evidence::default();
    e.add_file(Uuid::from_u128(1), "thread.txt", "text/plain", thread);
    let dated: Vec<(String, String)> = e
        .segments
        .iter()
        .filter(|s| s.role != Role::NonRecord)
        .map(|s| {
            (
                s.date.map(|d| d.to_string()).unwrap_or_default(),
                s.text.clone(),
            )
        })
        .collect();
    assert!(
        dated.contains(&(
            "2024-11-04".into(),
            "Could you run ASTM D6413 on four jerseys?".into()
        )),
        "{dated:#?}"
    );
    assert!(
        dated.contains(&(
            "2024-11-18".into(),
            "Fine, 5 specimens per direction.".into()
        )),
        "{dated:#?}"
    );
    assert!(
        !dated.iter().any(|d| d.1.contains("privileged")),
        "{dated:#?}"
    );
}

/// A French field line (« Envoyé : 2 mai 2025 ») under a long « De : » line is a line of its own.
#[test]
fn a_french_sent_line_dates_the_message() {
    let mail = "De : Marie-Claude Dubuc, agr. <mcdubuc@agroconseil-monteregie.example>\n\
                Envoyé : 2 mai 2025 14:27\nObjet : Résumé de l'essai\n\n\
                Voici mon résumé après l'inspection finale du 28 avril.\n";
    let mut e = Evidence::default();
    e.add_file(Uuid::from_u128(1), "courriel.txt", "text/plain", mail);
    let dated: Vec<String> = e
        .segments
        .iter()
        .filter(|s| s.text.starts_with("Voici"))
        .filter_map(|s| s.date.map(|d| d.to_string()))
        .collect();
    assert_eq!(dated, ["2025-05-02"], "{:#?}", e.segments);
}

#[test]
fn a_report_is_dated_by_its_byline_under_its_title() {
    let text = "# Projet OP-3D - tenue en fatigue\n\
                Orthèses Podo-Concept inc., Québec. Rapport de Roxanne Lévesque, technicienne en génie mécanique, avec Alexandre Bélanger, orthésiste. Le 7 avril 2025.\n\
                # Conclusion\n\
                Le gradient de remplissage règle l'écrasement sans rendre l'orthèse trop rigide.\n";
    let mut e = Evidence::in_language(crate::worker::engine::wording::Lang::Fr);
    e.add_file(
        uuid::Uuid::from_u128(1),
        "rapport.md",
        "text/markdown",
        text,
    );
    assert_eq!(
        e.sources[0].document_date.map(|d| d.to_string()).as_deref(),
        Some("2025-04-07")
    );
    // A byline without a word for it, ending in its date; a log's dated heading is none.
    for (text, want) in [
        (
            "Shepody Leak Alert Pilot - Report\nFundy Utility Analytics Inc. for the Town of Shepody. November 15, 2024.\nModel M3 ran on hourly reads.\n",
            Some("2024-11-15"),
        ),
        (
            "WAAM cell 2 porosity chase\nFronius CMT, 1.2 mm wire.\n\nLog 2025-01-13\nBuilt 2 walls\n",
            None,
        ),
    ] {
        let mut e = Evidence::default();
        e.add_file(uuid::Uuid::from_u128(1), "doc.txt", "text/plain", text);
        assert_eq!(
            e.sources[0].document_date.map(|d| d.to_string()).as_deref(),
            want,
            "{text}"
        );
    }
}

#[test]
fn a_dated_heading_ends_the_part_a_heading_of_its_level_opened() {
    let mut e = Evidence::default();
    e.add_file(
        Uuid::from_u128(1),
        "journal.md",
        "text/markdown",
        "# Journal\n\n## Why / targets\nAlert precision 80% or better.\n\n## 2024-04-08\nM0 scored on the labels: precision 41%.\n\n## Trials\n### 2024-04-22\nM1 scored 63%.",
    );
    let section = |text: &str| {
        e.segments
            .iter()
            .find(|s| s.text.starts_with(text))
            .map(|s| s.section.clone())
    };
    assert_eq!(section("Alert precision").as_deref(), Some("why / targets"));
    assert_eq!(section("M0 scored").as_deref(), Some(""));
    // A dated heading below the part's level stays in it.
    assert_eq!(section("M1 scored").as_deref(), Some("trials"));
}

#[test]
fn a_long_second_line_is_a_note_not_a_subtitle() {
    let mut e = Evidence::default();
    e.add_file(
        uuid::Uuid::from_u128(1),
        "notes.txt",
        "text/plain",
        "BOG ROAD FRUIT CO - infusion line 2\n\n\
         customer spec via J Kerr 5/27/2025 - private label customer wants a reduced sugar SDC\n\n\
         6/3/2025 I0 control 65 Brix sucrose syrup 24 h infusion\n",
    );
    let texts: Vec<&str> = e.segments.iter().map(|s| s.text.as_str()).collect();
    assert!(
        texts[0].starts_with("customer spec via J Kerr"),
        "{texts:?}"
    );
}

#[test]
fn a_notebook_cards_metadata_is_no_entry_and_a_chat_copy_takes_its_weekdays_year() {
    // A card: its date field, author and status, an edit stamp, a rule, then the notes.
    assert_eq!(
        dates_of(
            "Exported 2025-04-02 14:37 by jk\n\n=====\nTMB-2 01 — pressing\nDate: 2025-01-13\nAuthor: J. Kowalchuk\nStatus: Completed\nLast modified: 2025-01-14 08:02\n-----\nPressed 4 formulations at 110 kN.\nDensity 2.71 g/cm3.\n"
        ),
        ["2025-01-13", "2025-01-13"]
    );
    // No year written anywhere: the year in which the named weekdays fall, up to the run's day.
    let mut ev = Evidence {
        today: chrono::NaiveDate::from_ymd_opt(2026, 11, 27),
        ..Evidence::default()
    };
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "chat.txt",
        "text/plain",
        "#wax-lab\n\nTuesday, January 7th\n\nPoured 4 test batches.\n\nThursday, January 9th\n\nHill test done.\n",
    );
    let dates: Vec<String> = ev
        .segments
        .iter()
        .filter_map(|s| s.date.map(|d| d.to_string()))
        .collect();
    assert_eq!(dates, ["2025-01-07", "2025-01-09"]);
    // Without the run's day, such a copy has no year to read its days in.
    assert!(dates_of("Tuesday, January 7th\n\nPoured 4 test batches.\n").is_empty());
    // A line that opens with its day is that day's entry; "facturation" ends in no key.
    let style = DateStyle::of("2025-01-01");
    let day = |line: &str| super::lines::dated_heading(line, &style).map(|(d, _, _)| d.to_string());
    assert_eq!(
        day("On Fri Mar 28 we ended the pilot and pulled the lane logs.").as_deref(),
        Some("2025-03-28")
    );
    assert_eq!(day("Date de facturation : 2024-10-15"), None);
}

#[test]
fn lines_between_rules_message_headers_and_month_first_short_days_open_entries() {
    // A dated line between rules is a heading; a weekday alone there, right after a dated
    // entry, is the next such day; a title that opens with a weekday's letters is none.
    let shift = "CBW-2 SHIFT LOG 2025\n\n==== Mon 24/2 — DAYS — Rachel P. ====\nRan six batches at 40 C.\n\n\
                 ==== Thursday March 20 — DAYS ====\nPeracetic acid dosing started in module 5.\n\n\
                 ==== Fri — NIGHTS — Kev ====\nNo complaints from the ironer crew.\n\n\
                 ==== Mon journal ====\nA stray note with no day of its own.\n";
    assert_eq!(
        dates_of(shift),
        ["2025-02-24", "2025-03-20", "2025-03-21"],
        "the stray note stays undated"
    );
    // A digest's author line, with the sender's address, dates the post under it.
    let digest = "scalecam-dev digests, Jan-Mar 2025\n\nJordan Li <jordan@scalecam.ca>: Jan 08 09:41PM -0800\n\n\
                  Ran v0.9 on the 212 loads from the mill scale.\n";
    assert_eq!(dates_of(digest), ["2025-01-08"]);
    // Month-first: the number above 12 is the day; "Sept 4/24" is a day and a year.
    let notes = "Fan gun trial, winter 2024-25\n\nMon 12/2\nFirst night on auto.\n\n12/17/24\nTwo nozzles froze.\n\n\
                 Mon 12/23\nDryer back on compressor 2.\n\nSept 4/24 - B1: pour point -27 C.\n";
    let dates = dates_of(notes);
    assert!(dates.contains(&"2024-12-23".to_owned()), "{dates:?}");
    assert!(!dates.contains(&"2024-04-24".to_owned()), "{dates:?}");
}

#[test]
fn a_mails_date_field_with_its_weekday_dates_the_message() {
    let mail = "De : Isabelle <isabelle@example.com>\nDate : ven. 13 juin 2025 10:22\nObjet : Résultats\n\n\
                R5 est sortie de l'étuve sans aucune tache.\n";
    let dates = dates_of(mail);
    assert!(
        !dates.is_empty() && dates.iter().all(|d| d == "2025-06-13"),
        "{dates:?}"
    );
}

#[test]
fn points_counted_in_a_section_stay_in_it() {
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "rapport.md",
        "text/markdown",
        "## Conclusions\n\nIl y avait deux sources. La première : le fil froid; l'armoire l'élimine. La seconde : l'air du tube fermé; le trou d'évent l'élimine.\n",
    );
    let sections: Vec<&str> = ev.segments.iter().map(|s| s.section.as_str()).collect();
    assert_eq!(sections, ["conclusions"; 3], "{:?}", ev.segments);
}

#[test]
fn the_prose_after_a_table_stays_in_the_section_the_table_sat_in() {
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "report.docx",
        "text/plain",
        "# Results\n\nTrial\tForce N\nT1\t2.1\nT2\t5.6\n\nThe barrier cracks in the freezer and water gets through.\n",
    );
    let last = ev.segments.last().expect("a segment");
    assert_eq!(last.section, "results", "{:?}", ev.segments);
}

#[test]
fn a_heading_of_parts_set_off_by_dashes_is_dated_by_its_date_part() {
    let style = DateStyle {
        year: Some(2025),
        ..DateStyle::of("")
    };
    for (line, want) in [
        ("Roof core pulls — section B — Fri 3/1 — Gabe", "2025-01-03"),
        (
            "Essai couvert de glace du 6 au 8 janvier — Guy, Simon",
            "2025-01-06",
        ),
        ("Relevé du matin — 14/01/2025 — Guy", "2025-01-14"),
    ] {
        let got = super::lines::dated_heading(line, &style).map(|h| h.0.to_string());
        assert_eq!(got.as_deref(), Some(want), "{line}");
    }
    // A sentence with dashes is no heading.
    assert!(
        super::loose_dates::dashed_heading("We poured — finally — on the 3rd of March.", &style)
            .is_none()
    );
}
