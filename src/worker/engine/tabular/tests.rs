use super::*;
use crate::domain::Lang;

fn table_of(text: &str) -> Option<Table> {
    table(text, DateStyle::of(text))
}

/// The texts of a table's summary.
fn texts(t: &Table, name: &str, lang: Lang) -> Vec<String> {
    t.summary(name, lang).into_iter().map(|s| s.1).collect()
}

#[test]
fn rows_become_dated_records_with_units() {
    let t = table_of("run,date,laser_power_W,speed_mm_s,notes\nR01,2025-04-07,2200,150,\"Baseline, straight weld. Cracked at the root.\"\n")
        .expect("a table");
    assert_eq!(t.rows.len(), 1);
    assert_eq!(t.rows[0].date_label.as_deref(), Some("2025-04-07"));
    assert_eq!(
        t.row_text(&t.rows[0]).as_deref(),
        Some("R01: laser power 2200 W, speed 150 mm/s.")
    );
    assert_eq!(t.rows[0].notes[0], "Baseline, straight weld.");
}

#[test]
fn a_table_whose_columns_are_days_gives_each_day_its_measurements() {
    let csv = "variant,recipe,2025-05-06 (d0),2025-05-07 (d1),change\n\
               B2,B0 + amylase,12.8,14.0,+34%\nW,wheat control,9.6,11.9,+70%\n";
    let style = DateStyle::of(csv);
    let t = table(csv, style).expect("a table");
    let days = t.dated_columns(style);
    let texts: Vec<&str> = days.iter().map(|d| d.2.as_str()).collect();
    assert_eq!(
        texts,
        [
            "2025-05-06 (d0): B2 12.8, W 9.6.",
            "2025-05-07 (d1): B2 14.0, W 11.9."
        ]
    );
    assert_eq!(
        days[1].0,
        NaiveDate::from_ymd_opt(2025, 5, 7).unwrap_or_default()
    );
    // Rows with dates of their own are the records; one dated column is no series.
    let runs = table_of("run,date,2025-05-06\nR1,2025-05-01,3\n").expect("a table");
    assert!(runs.dated_columns(DateStyle::of("2025")).is_empty());
}

#[test]
fn a_run_sheet_is_summarised_with_each_result_beside_its_run() {
    let csv = "Sheet1\nRun\tDate\tPower (W)\tTensile (MPa)\tResult\n\
               R01\t2025-04-07\t1800\t180\tfail\n\
               R02\t2025-04-07\t2200\t412\tpass\n\
               R03\t2025-04-08\t2600\t305\tfail\n\
               R04\t2025-04-08\t2200\t398\tpass\n";
    let t = table_of(csv).expect("a table");
    let summary = texts(&t, "welds.xlsx", Lang::En);
    assert_eq!(
        summary[0],
        "The run sheet welds.xlsx records 4 runs (R01 to R04, 2025-04-07 to 2025-04-08)."
    );
    assert_eq!(
        summary[1],
        "The runs varied Power at 1800, 2200 and 2600 W."
    );
    assert_eq!(
        summary[2],
        "The highest Tensile was 412 MPa in R02 (Power 2200 W); the lowest was 180 MPa in R01 (Power 1800 W)."
    );
    assert_eq!(summary[3], "2 of 4 runs passed (R02, R04).");
}

#[test]
fn french_tables_use_semicolons_and_decimal_commas() {
    let t = table_of("Essai;Date;Température (°C);Rendement (%)\nE1;2025-03-03;-10;81,5\nE2;2025-03-04;-10;84,2\nE3;2025-03-05;5;79,9\n")
        .expect("a table");
    assert_eq!(t.rows.len(), 3);
    assert_eq!(number("81,5"), Some(81.5));
    assert_eq!(number("1 200"), Some(1200.0));
    let summary = texts(&t, "essais.csv", Lang::Fr);
    assert!(
        summary.iter().any(|s| s.contains("84,2 % à l'essai E2")),
        "{summary:?}"
    );
}

#[test]
fn named_variants_are_levels_and_failures_keep_their_reasons() {
    let sheet = "batch,make_date,lactase_mode,culture,set_time_h,result\n\
                 B1,2025-02-03,pre-hydrolysis 4 h,A,7.5,FAIL set time\n\
                 B2,2025-02-04,simultaneous,A,5.2,FAIL texture\n\
                 B3,2025-02-17,simultaneous,B (EPS),5.6,PASS\n";
    let t = table_of(sheet).expect("a table");
    assert!(
        t.rows.iter().all(|r| r.notes.is_empty()),
        "short cells are values"
    );
    let summary = texts(&t, "skyr.xlsx", Lang::En);
    assert!(
        summary
            .iter()
            .any(|s| s
                .contains("lactase mode (pre-hydrolysis 4 h, simultaneous); culture (A, B (EPS))")),
        "{summary:?}"
    );
    assert!(
        summary.contains(&"1 of 3 runs passed (B3).".to_owned()),
        "{summary:?}"
    );
    assert!(
        summary.contains(&"Failed: B1 on set time; B2 on texture.".to_owned()),
        "{summary:?}"
    );
    assert!(
        summary.contains(
            &"B3 passed with: lactase mode simultaneous, culture B (EPS), set time 5.6 h."
                .to_owned()
        ),
        "{summary:?}"
    );
}

#[test]
fn a_second_date_in_a_row_is_the_day_its_results_were_recorded() {
    let sheet = "bar,poured,tested,binder,hardness\nS1,2025-09-08,2025-09-22,A,52\nS2,2025-09-10,2025-09-24,B,66\n";
    let t = table_of(sheet).expect("a table");
    let later = t.rows[1].later.as_ref().expect("a test date");
    assert_eq!(later.1.to_string(), "2025-09-24");
    assert_eq!(
        t.later_text(&t.rows[1]).as_deref(),
        Some("S2 (tested 2025-09-24): binder B, hardness 66.")
    );
}

#[test]
fn a_workbook_is_split_into_its_sheets() {
    let book = "pull-out\ndate\tvariant\tpullout_N\n2024-11-19\tT1\t95\n\ndrum\ndate\tvariant\tstuds_lost\n2024-11-26\tT1\t34\n";
    let parts = sheets(book);
    assert_eq!(parts.len(), 2, "{parts:?}");
    assert!(parts[1].starts_with("drum\n"));
    assert_eq!(sheets("date,run\n2025-01-01,R1\n").len(), 1);
}

#[test]
fn with_the_date_first_a_run_is_named_by_its_short_name_column() {
    let t = table_of("test_date,variant,pullout_mean_N,pullout_min_N\n2024-11-19,T1,95,71\n2025-01-14,T5,205,187\n")
        .expect("a table");
    assert_eq!(t.rows[1].label.as_deref(), Some("T5"));
    assert_eq!(t.columns[3], ("pullout min".to_owned(), "N".to_owned()));
}

#[test]
fn cells_with_their_units_are_figures_and_a_marked_no_is_a_verdict() {
    assert_eq!(number("46,8 dB(A)"), Some(46.8));
    assert_eq!(number("52 °C"), Some(52.0));
    assert_eq!(number("500 h sans piqûres"), None);
    let t = table_of(
        "config;niveau_1m;purete_O2;conforme\nN1;46,8 dB(A);93,0 %;non - bruit\n\
         N2;42,1 dB(A);92,8 %;non - surchauffe\nN4;39,2 dB(A);92,1 %;oui\nN5;37,9 dB(A);87,4 %;non - pureté\n",
    )
    .expect("a table");
    let summary = texts(&t, "mesures.csv", Lang::Fr);
    assert!(
        summary
            .iter()
            .any(|s| s.contains("N4") && s.contains("39,2 dB(A)") && !s.contains("37,9")),
        "{summary:?}"
    );
    assert!(
        summary.iter().any(|s| s.contains("surchauffe")),
        "{summary:?}"
    );
}

#[test]
fn a_failure_s_note_is_its_reason_and_a_note_that_says_it_passed_is_the_outcome() {
    let t = table_of(
        "batch,straw_pct,odour,verdict,note\nPF-01,20,3.5,FAIL,low stiffness\nPF-03,30,4,FAIL,smells burnt\n\
         PF-07,30,2.5,PASS,all targets met\n",
    )
    .expect("a table");
    let summary = texts(&t, "trials.csv", Lang::En);
    assert!(
        summary.iter().any(|s| s.contains("smells burnt")),
        "{summary:?}"
    );
    assert!(
        summary
            .iter()
            .any(|s| s.contains("PF-07") && s.contains("2.5")),
        "{summary:?}"
    );
    let t = table_of(
        "variant,stud_loss_pct,rolling_res,comment\nT1,14.2%,0%,baseline\nT4,3.8%,+14%,heavier\nT5,1.2%,+7%,meets all targets\n",
    )
    .expect("a table");
    let summary = texts(&t, "drum.csv", Lang::En);
    assert!(
        summary
            .iter()
            .any(|s| s.contains("T5") && s.contains("+7%")),
        "{summary:?}"
    );
}

#[test]
fn a_totals_row_is_the_overall_result_and_no_run() {
    let csv = "Station\tCalls\tp95 latency ms\tFreezes per 10 min\n\
               Station A\t27\t378\t0.7\n\
               Station B\t19\t394\t0.9\n\
               Both\t46\t385\t0.8\n";
    let t = table_of(csv).expect("a table");
    let summary = texts(&t, "pilot.docx", Lang::En);
    assert!(
        summary[0].contains("records 2 runs (Station A to Station B)"),
        "{summary:?}"
    );
    assert!(
        summary
            .iter()
            .any(|s| s.starts_with("Over all runs, Both: ") && s.contains("385")),
        "{summary:?}"
    );
    assert!(
        !summary.iter().any(|s| s.contains("in Both")),
        "{summary:?}"
    );
}

#[test]
fn the_run_a_dated_sheet_ends_on_is_an_outcome_unless_an_extreme_names_it() {
    let text = "récoltes\nTrial summary 2025-04-30 (M. P.)\ncode\trécolte\tmasse (g)\ténergie (kWh/kg)\n\
                L1\t2025-03-03\t165\t9,6\nL2\t2025-03-03\t118\t12,9\nL5\t2025-04-14\t162\t10,4\n\
                L4\t2025-03-10\t149\t10,2\n";
    let t = table_of(text).expect("a table under its sheet's name and title");
    assert_eq!(t.titles.len(), 2);
    let said = texts(&t, "essais.xlsx", Lang::Fr);
    assert!(
        said.iter()
            .any(|s| s.starts_with("Le dernier essai, L5") && s.contains("162 g")),
        "{said:?}"
    );
    // The last run is an extreme: the extremes already state it.
    let ends_high = text.replace("L5\t2025-04-14\t162", "L5\t2025-04-14\t170");
    let t = table_of(&ends_high).expect("a table");
    assert!(
        !texts(&t, "essais.xlsx", Lang::Fr)
            .iter()
            .any(|s| s.starts_with("Le dernier"))
    );
}

#[test]
fn a_run_not_measured_in_a_column_leaves_the_column_numeric() {
    let t = table_of(
        "variant,weeping,potency loss\nG1,0%,not run\nG2,4%,not run\nG3,22%,11.4%\nG4,0%,3.4%\nG5,0%,7.9%\n",
    )
    .expect("a table");
    let text: String = t
        .summary("stability.csv", Lang::En)
        .into_iter()
        .map(|(_, s)| s)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(text.contains("11.4%") && text.contains("3.4%"), "{text}");
}

#[test]
fn a_columns_min_beside_its_mean_is_the_minimum_not_minutes() {
    let t =
        table_of("product,retro_mean_mcd_m2_lx,retro_min,time_min\nP1,262,240,14\nP4,289,271,3\n")
            .expect("a table");
    assert_eq!(t.columns[2], ("retro min".to_owned(), String::new()));
    assert_eq!(t.columns[3], ("time".to_owned(), "min".to_owned()));
}

#[test]
fn a_grid_of_prices_is_no_record_and_a_table_of_measures_with_a_cost_is_one() {
    use crate::worker::engine::noise::is_non_record_table;
    let grid = "Option\tModèle 20 pi\tModèle 22 pi\tModèle 24 pi\tNote\nToit bimini\t1 295 $\t1 395 $\t1 495 $\ttoile marine, couleurs au choix\nTapis en vinyle tressé\t1 850 $\t2 050 $\t2 250 $\tremplace le tapis marin\nÉchelle de baignade télescopique\t445 $\t445 $\t445 $\t\n";
    let t = table_of(grid).expect("a table");
    assert!(is_non_record_table(
        &t.columns,
        grid,
        false,
        t.money_share()
    ));
    let results = "Procédé\tTubes\tFuites\tTaux de fuite\tTemps par cône\tAjout par tube\nP1\t40\t5\t12,5 %\t4 min 50 s\t0,00 $\nP2\t40\t4\t10,0 %\t5 min 30 s\t0,40 $\nP5\t80\t1\t1,3 %\t5 min 20 s\t1,10 $\n";
    let t = table_of(results).expect("a table");
    assert!(!is_non_record_table(
        &t.columns,
        results,
        false,
        t.money_share()
    ));
    // A time in several units is a value of its run, not a remark.
    assert_eq!(
        t.row_text(&t.rows[2]).as_deref(),
        Some(
            "P5: Tubes 80, Fuites 1, Taux de fuite 1,3 %, Temps par cône 5 min 20 s, Ajout par tube 1,10 $."
        )
    );
}

#[test]
fn a_set_up_column_names_what_each_run_tried_however_long() {
    let t = table_of(
        "Machine,Set-up,Chaff removed,Broken coils,Notes\n\
         M1,\"rotary brush tumbler, dry\",91%,8.5%,\n\
         M2,air knife over a vibrating belt,72%,1.2%,\n\
         M4,low-speed pre-fluff reel + flume with recirculated filtered water + air knife,97%,2.4%,\"best of the season, all targets met on the last two weeks\"\n",
    )
    .expect("a table");
    // The set-up is a value of each run, the remark a note.
    assert!(t.rows[0].notes.is_empty());
    assert_eq!(t.rows[2].notes.len(), 1);
    let all = texts(&t, "report.docx", Lang::En).join(" ");
    assert!(all.contains("Set-up (rotary brush tumbler, dry, air knife over a vibrating belt, low-speed pre-fluff reel"), "{all}");
    // A remark's column is never a set-up, whatever its header says.
    assert!(!super::cells::names_a_setup("Setup notes"));
    assert!(super::cells::names_a_setup("Traitement"));
}

#[test]
fn a_header_in_c_or_f_is_in_degrees() {
    assert_eq!(
        name_and_unit("rmse_3h_C"),
        ("rmse 3h".to_owned(), "°C".to_owned())
    );
    assert_eq!(
        name_and_unit("surface_F"),
        ("surface".to_owned(), "°F".to_owned())
    );
    assert_eq!(
        name_and_unit("speed_mm_s"),
        ("speed".to_owned(), "mm/s".to_owned())
    );
}

#[test]
fn a_summary_of_variants_over_their_repeats_states_each_variant() {
    let t = table_of("coating,mean life,mean wear,verdict\nC1,412 h,0.8 mg/cycle,fails\nC2,655 h,0.3 mg/cycle,meets target\nC3,190 h,2.4 mg/cycle,dropped\n")
        .expect("a table");
    let got = texts(&t, "summary.csv", Lang::En);
    for want in [
        "C1: mean life 412 h",
        "C2: mean life 655 h",
        "C3: mean life 190 h",
    ] {
        assert!(got.iter().any(|s| s.starts_with(want)), "{want}: {got:?}");
    }
    // A run sheet (dated rows) is no summary: its runs are summed up by their extremes.
    let runs =
        table_of("run,date,mean wear\nR1,2025-03-03,0.8\nR2,2025-03-10,0.3\n").expect("a table");
    assert!(
        !texts(&runs, "runs.csv", Lang::En)
            .iter()
            .any(|s| s.starts_with("R1: mean wear"))
    );
}

#[test]
fn a_count_whose_rate_is_given_is_said_by_its_rate() {
    let t = table_of("variant,seeds sown,seeds germinated,germination %\nV1,200,36,18\nV2,200,82,41\nV3,200,146,73\n")
        .expect("a table");
    let got = texts(&t, "germination.csv", Lang::En);
    assert!(
        got.iter().any(|s| s.contains("highest germination")),
        "{got:?}"
    );
    assert!(
        !got.iter().any(|s| s.contains("highest seeds germinated")),
        "{got:?}"
    );
}

#[test]
fn a_stamp_of_the_record_keeping_dates_no_row_when_the_work_has_its_date() {
    let form = "Horodateur,Technicien,Date de l'intervention,Levée obtenue (mm),Observations\n\
        2025-05-14 07:05:48,M.-È. Bolduc,2025-05-13,18,\"Dalle relevée au garage, fissure stable.\"\n\
        2025-05-27 16:30:12,S. Turcotte,2025-05-27,22,\"Deuxième passe, sol à 4 °C.\"\n";
    let t = table_of(form).expect("a table");
    let dates: Vec<String> = t
        .rows
        .iter()
        .filter_map(|r| r.date.map(|d| d.to_string()))
        .collect();
    assert_eq!(dates, ["2025-05-13", "2025-05-27"]);
    assert!(t.rows.iter().all(|r| r.later.is_none()));
    let ticket = "Summary,Created,Updated,Comment\nPLA-318,13/Jan/25 8:47 AM,02/Apr/25 9:10 AM,\"Relabelled 2,400 cards.\"\n";
    let t = table_of(ticket).expect("a table");
    assert!(
        t.rows[0].later.is_none(),
        "an update stamp is no later record"
    );
    assert!(!t.row_text(&t.rows[0]).unwrap_or_default().contains("Apr"));
}

#[test]
fn a_titles_comma_does_not_make_a_sheet_a_csv() {
    let sheet = "Registre — chambres TT — Palettes Boréal inc., Saint-Félicien\n\
        Date\tQuart\tChambre\tH% sortie\tRemarques\n\
        2025-04-07\tJour\tTT-1\t36\tRetour du client : moisissure sur la moitié des palettes.\n\
        \tSoir\tTT-1\t37\tLe cycle laisse le bois mouillé en surface.\n\
        2025-04-09\tJour\tTT-2\t22\tCycle prolongé, 4 h à 70 °C, évents ouverts.\n";
    let t = table_of(sheet).expect("a table");
    assert_eq!(t.columns.len(), 5);
    assert_eq!(t.rows.len(), 3);
    assert_eq!(
        t.rows[1].date, t.rows[0].date,
        "a merged date cell covers its rows"
    );
}
