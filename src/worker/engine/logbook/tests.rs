use super::*;

/// The dates of a logbook's entries, in order.
fn dates_of(log: &Value) -> Vec<&str> {
    log["entries"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["date"].as_str())
        .collect()
}

#[test]
fn a_later_event_a_record_dates_is_an_entry_and_a_planned_one_is_not() {
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "log.txt",
        "text/plain",
        "2025-01-22  Printed four lattices at 230 C.\nOne print had a layer shift - reprinted 2025/01/27.\n\n\
         2025-02-03  Shipped the set to the lab.\nNext round around 2025-03-10.\n",
    );
    let log = entries_from(&ev);
    let dates = dates_of(&log);
    assert_eq!(dates, ["2025-01-22", "2025-01-27", "2025-02-03"], "{log:#}");
    // The end of a period a report names is an entry too.
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(2),
        "log.txt",
        "text/plain",
        "2024-09-02  Pilot set up on 2,950 meters.\nThe model ran on hourly reads from September 9 to October 31, 2024.\n",
    );
    let log = entries_from(&ev);
    let dates = dates_of(&log);
    assert_eq!(dates, ["2024-09-02", "2024-10-31"], "{log:#}");
    // Each day a report dates is an entry, after the last dated note too (its own date
    // widens the records' span).
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(5),
        "log.txt",
        "text/plain",
        "2025-04-14  Cast G1 to G3.\n",
    );
    let report = "GTL report, issued August 20, 2025\nClient: Ridgeback Drilling. Cylinders of mixes \
                  G1 to G3 received 2025-05-07; G4 received 2025-05-13; G5 received 2025-08-10.\n";
    ev.add_file(uuid::Uuid::from_u128(6), "report.txt", "text/plain", report);
    let log = entries_from(&ev);
    let want = [
        "2025-04-14",
        "2025-05-07",
        "2025-05-13",
        "2025-08-10",
        "2025-08-20",
    ];
    assert_eq!(dates_of(&log), want, "{log:#}");
    // A message dated after the period it reports: the period's first day too, not its
    // last.
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(3),
        "mail.txt",
        "text/plain",
        "From: Mathieu\nDate: Sat, 12 Oct 2024 19:47:03 -0400\nSubject: Field trial done\n\n\
         Crew repaired all 3 blades with the R4 system Oct 8-10, air 4-7 C.\n\n\
         From: Karine\nDate: Fri, 11 Oct 2024 09:00:00 -0400\nSubject: RE: Field trial done\n\n\
         Next visit Oct 20-22 once the blades are dry.\n",
    );
    let log = entries_from(&ev);
    let dates = dates_of(&log);
    assert_eq!(dates, ["2024-10-08", "2024-10-11", "2024-10-12"], "{log:#}");
    // What came before the observation ("After the rain on Aug 16-17 ...") is no work of
    // its own.
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(5),
        "mail.txt",
        "text/plain",
        "From: Dana\nDate: Tue, 19 Aug 2025 08:10:00 -0700\nSubject: Turbidity\n\n\
         After 55 mm of rain on Aug 16-17 the logger peaked at 74 NTU.\n",
    );
    let log = entries_from(&ev);
    assert_eq!(dates_of(&log), ["2025-08-19"], "{log:#}");
}

#[test]
fn records_give_dated_entries_in_order_without_side_remarks() {
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(4),
        "log.txt",
        "text/plain",
        "FIELD LOG 2024\n\nMon 10 Jun\nRolled strips 5-12 at 6 km/h.\nCoffee machine broken again.\n\nMon 3 Jun\nSet out 12 strips; we expect the chevron drum to kill more rye.\n\nMon 24 Jun\nResults: chevron at 6 km/h reached 94 % kill.",
    );
    ev.add_text(None, "Make a logbook from my diary.");
    let result = entries_from(&ev);
    let list = result["entries"].as_array().expect("entries");
    let dates: Vec<&str> = list.iter().filter_map(|e| e["date"].as_str()).collect();
    assert_eq!(dates, ["2024-06-03", "2024-06-10", "2024-06-24"]);
    assert!(
        list[0]["hypothesis"]
            .as_str()
            .expect("h")
            .contains("expect")
    );
    assert!(!list[1].to_string().contains("Coffee"));
    assert!(list[2]["results"].as_str().expect("r").contains("94 %"));
    assert_eq!(list[2]["sentences"][0]["label"], "result");
}

#[test]
fn dated_lines_of_the_input_open_entries_and_undated_text_is_never_dated_today() {
    let mut ev = Evidence::default();
    ev.add_text(
        None,
        "2025-03-01: Set up the furnace rig for coating trials. We expect the ceramic layer to cut oxidation.\n2025-03-02 Measured mass loss on six coupons. Results showed a 40% reduction. Next we will test at 950 C.",
    );
    let result = entries_from(&ev);
    let list = result["entries"].as_array().expect("entries");
    assert_eq!(list.len(), 2, "{result}");
    assert_eq!(list[0]["date"], "2025-03-01");
    assert!(
        list[0]["hypothesis"]
            .as_str()
            .expect("h")
            .contains("expect")
    );
    assert!(
        list[1]["results"].as_str().expect("r").contains("40%"),
        "{result}"
    );
    assert!(list[1]["nextSteps"].as_str().expect("n").contains("950"));
    let mut ev = Evidence::default();
    ev.add_text(None, "Calibrated the sensors and recorded baseline data.");
    let undated = entries_from(&ev);
    assert_eq!(undated["entries"], json!([]));
    assert_eq!(
        undated["undated"][0]["text"],
        "Calibrated the sensors and recorded baseline data."
    );
}

#[test]
fn a_date_that_reads_both_ways_is_flagged_unless_its_file_settles_it() {
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "a.txt",
        "text/plain",
        "03/04/2025 - Poured slab S1.\n\n05/04/2025 - Slab S1 cracked at 2 days.",
    );
    let result = entries_from(&ev);
    assert_eq!(result["entries"][0]["ambiguous"], true, "{result}");
    let mut ev = Evidence::default();
    ev.add_file(
        uuid::Uuid::from_u128(1),
        "b.txt",
        "text/plain",
        "03/04/2025 - Poured slab S1.\n\n17/04/2025 - Slab S1 cracked at 2 days.",
    );
    let result = entries_from(&ev);
    assert_eq!(result["entries"][0]["ambiguous"], false, "{result}");
    assert_eq!(result["entries"][0]["date"], "2025-04-03");
}
