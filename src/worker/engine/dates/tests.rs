//! Dates as records write them.

use super::*;

fn ymd(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
}

#[test]
fn a_log_whose_slashed_dates_never_settle_the_order_is_read_the_way_it_runs_forward() {
    let us = DateStyle::of("03/04/2025 formed 30 tips.\n03/11/2025 cooled.\n04/01/2025 air.");
    assert!(!us.day_first, "March 4, 11, April 1 run forward");
    assert_eq!(us.find("04/01/2025").map(|f| f.2), Some(ymd(2025, 4, 1)));
    let ca = DateStyle::of("03/04/2025 essai.\n10/04/2025 essai.\n02/05/2025 essai.");
    assert!(ca.day_first, "3, 10 April, 2 May run forward");
}

#[test]
fn a_period_within_a_month_reads_as_its_first_and_last_day() {
    let style = DateStyle::of("Log 2024.");
    let range = |s: &str| style.range(s);
    let oct = |d| ymd(2024, 10, d);
    assert_eq!(
        range("Crew repaired 3 blades Oct 8-10, air 4-7 C"),
        Some((oct(8), oct(10)))
    );
    assert_eq!(range("coulées du 8 au 10 octobre"), Some((oct(8), oct(10))));
    assert_eq!(
        range("8–10 October 2025 on site").map(|r| r.1),
        Some(ymd(2025, 10, 10))
    );
    assert_eq!(range("air 4-7 C, RH 80-90%"), None);
    assert_eq!(
        range("essais du 9 juin au 18 juillet sur la ligne 2"),
        Some((ymd(2024, 6, 9), ymd(2024, 7, 18)))
    );
    assert_eq!(
        range("Trials ran June 9 - July 18, 2025."),
        Some((ymd(2025, 6, 9), ymd(2025, 7, 18)))
    );
    assert_eq!(
        range("du 15 décembre au 20 janvier"),
        Some((ymd(2023, 12, 15), ymd(2024, 1, 20)))
    );
    assert_eq!(range("9 June to 3 pm"), None);
    assert_eq!(range("Oct 10-8"), None);
}

#[test]
fn common_formats_are_read() {
    let style = DateStyle::of("Log 2025. Entries 18/03/2025 and 04/03/2025.");
    assert!(style.day_first);
    let find = |s: &str| style.find(s).map(|(_, _, d)| d);
    assert_eq!(find("2025-03-04"), Some(ymd(2025, 3, 4)));
    assert_eq!(find("## March 4, 2025 (week 2)"), Some(ymd(2025, 3, 4)));
    assert_eq!(
        find("Date: Tue, 4 Feb 2025 at 10:12"),
        Some(ymd(2025, 2, 4))
    );
    assert_eq!(find("Meeting 04/03/2025"), Some(ymd(2025, 3, 4)));
    assert_eq!(find("12-Feb-2025"), Some(ymd(2025, 2, 12)));
    assert_eq!(find("05-Sep-24"), Some(ymd(2024, 9, 5)));
    assert_eq!(find("Mon 2 Jun"), Some(ymd(2025, 6, 2)));
    assert_eq!(find("Mon 3 Jun"), Some(ymd(2024, 6, 3)));
    assert_eq!(find("Tue May 6"), Some(ymd(2025, 5, 6)));
    assert_eq!(find("## Mon Nov 4"), Some(ymd(2024, 11, 4)));
    assert_eq!(find("Mon Nov 4, 2025"), Some(ymd(2025, 11, 4)));
    assert_eq!(find("we ran 3 tests and may try 4 more"), None);
    assert_eq!(find("**2025/03/04**"), Some(ymd(2025, 3, 4)));
    assert_eq!(find("2025-03-04T10:00 run 3"), Some(ymd(2025, 3, 4)));
    assert_eq!(find("Jan 5th, 2025"), Some(ymd(2025, 1, 5)));
    // Points: year first, or day first with a day and a month of two digits; not a version.
    assert_eq!(
        find("2024.09.16  W1 data worked up."),
        Some(ymd(2024, 9, 16))
    );
    assert_eq!(find("16.09.2024 W1"), Some(ymd(2024, 9, 16)));
    assert_eq!(find("05.11.24: pull test"), Some(ymd(2024, 11, 5)));
    assert_eq!(find("firmware 1.2.3 flashed"), None);
    let fr = DateStyle::of("Cahier 2025. Essais du 3 mars au 17/04/2025.");
    let trouve = |s: &str| fr.find(s).map(|(_, _, d)| d);
    assert_eq!(trouve("3 mars 2025 : essai 1"), Some(ymd(2025, 3, 4 - 1)));
    assert_eq!(trouve("le 2 juin, on a testé"), Some(ymd(2025, 6, 2)));
    assert_eq!(trouve("lundi 12 mai"), Some(ymd(2025, 5, 12)));
    assert_eq!(trouve("1er août"), Some(ymd(2025, 8, 1)));
    assert_eq!(trouve("17 févr. 2025"), Some(ymd(2025, 2, 17)));
    assert_eq!(
        trouve("18 nov 2024 meeting avec Vitalis"),
        Some(ymd(2024, 11, 18))
    );
    assert_eq!(trouve("17/04/2025"), Some(ymd(2025, 4, 17)));
    assert_eq!(trouve("on a fait 3 mais pas 4"), None);
    let us = DateStyle::of("03/18/2025 then 04/02/2025");
    assert_eq!(us.find("04/02/2025").map(|x| x.2), Some(ymd(2025, 4, 2)));
    assert_eq!(find("Oct 8-10, air 4-7 C"), Some(ymd(2025, 10, 8)));
    assert_eq!(trouve("8-10 octobre : coulée"), Some(ymd(2025, 10, 8)));
    let (s, e, _) = style.find("Meeting 18/03/2025").unwrap_or_default();
    assert_eq!(&"Meeting 18/03/2025"[s..e], "18/03/2025");
}

#[test]
fn a_day_before_its_month_and_a_colon_is_a_date() {
    let style = DateStyle {
        year: Some(2024),
        day_first: false,
        firm: false,
    };
    let found = style.find("27 August: trained the network on 150 frames.");
    assert_eq!(
        found.map(|(_, _, d)| d.to_string()).as_deref(),
        Some("2024-08-27")
    );
    assert!(style.find("March: 14 shells, 1 crack at dewax.").is_none());
}
