use std::collections::HashMap;
use std::io::{Cursor, Read};

use futures_util::TryStreamExt;

use super::*;

/// An opener serving `objects` in chunks of `chunk` bytes; a missing key fails.
fn opener(objects: HashMap<String, Vec<u8>>, chunk: usize) -> Opener {
    Box::new(move |key: String| {
        let data = objects.get(&key).cloned();
        Box::pin(async move {
            let data = data.ok_or_else(|| io::Error::other(format!("no object {key}")))?;
            let chunks: Vec<io::Result<Bytes>> = data
                .chunks(chunk.max(1))
                .map(|c| Ok(Bytes::copy_from_slice(c)))
                .collect();
            Ok(stream::iter(chunks).boxed())
        })
    })
}

fn entry(name: &str, source: &str, size: usize) -> Entry {
    Entry {
        name: name.to_owned(),
        source: Source::Object(source.to_owned()),
        declared_size: size as u64,
        modified: Utc::now(),
    }
}

async fn collect(entries: Vec<Entry>, open: Opener, mode: Zip64) -> io::Result<Vec<u8>> {
    let chunks: Vec<Bytes> = archive(entries, open, mode).try_collect().await?;
    Ok(chunks.concat())
}

fn read_back(archive: Vec<u8>) -> Vec<(String, Vec<u8>)> {
    let mut zip = zip::ZipArchive::new(Cursor::new(archive)).expect("a readable zip");
    (0..zip.len())
        .map(|i| {
            let mut file = zip.by_index(i).expect("entry");
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes)
                .expect("entry bytes (CRC checked)");
            (file.name().to_owned(), bytes)
        })
        .collect()
}

fn sample() -> (Vec<Entry>, HashMap<String, Vec<u8>>) {
    let big: Vec<u8> = (0..3_000_000u32).map(|i| (i * 7 % 251) as u8).collect();
    let objects = HashMap::from([
        ("a".to_owned(), b"hello, evidence".to_vec()),
        ("b".to_owned(), Vec::new()),
        ("c".to_owned(), big),
        ("d".to_owned(), "Ünïcödé 研究 ✓".as_bytes().to_vec()),
    ]);
    let entries = vec![
        entry("notes.txt", "a", 15),
        entry("empty.md", "b", 0),
        entry("big.bin", "c", 3_000_000),
        entry("Résumé 研究開発.txt", "d", objects["d"].len()),
    ];
    (entries, objects)
}

#[actix_web::test]
async fn the_archive_reads_back_byte_for_byte() {
    for mode in [Zip64::WhenNeeded, Zip64::Always] {
        for chunk in [1usize, 7, 65_536] {
            let (entries, objects) = sample();
            let names: Vec<String> = entries.iter().map(|e| e.name.clone()).collect();
            let sources: Vec<String> = entries
                .iter()
                .map(|e| match &e.source {
                    Source::Object(key) => key.clone(),
                    Source::Bytes(_) => String::new(),
                })
                .collect();
            // A chunk of one byte over 3 MB takes long: only the small entries then.
            let (entries, names, sources) = if chunk == 1 {
                let keep = [0usize, 1, 3];
                (
                    keep.iter().map(|i| entries[*i].clone()).collect(),
                    keep.iter().map(|i| names[*i].clone()).collect::<Vec<_>>(),
                    keep.iter().map(|i| sources[*i].clone()).collect::<Vec<_>>(),
                )
            } else {
                (entries, names, sources)
            };
            let bytes = collect(entries, opener(objects.clone(), chunk), mode)
                .await
                .expect("archive");
            let back = read_back(bytes);
            assert_eq!(back.len(), names.len(), "{mode:?} {chunk}");
            for ((name, data), (want_name, source)) in
                back.iter().zip(names.iter().zip(sources.iter()))
            {
                assert_eq!(name, want_name);
                assert_eq!(data, &objects[source], "{name} {mode:?} {chunk}");
            }
        }
    }
}

#[actix_web::test]
async fn entries_made_in_memory_sit_beside_objects() {
    let (mut entries, objects) = sample();
    entries.truncate(1);
    entries.insert(
        0,
        Entry {
            name: "claim-package.pdf".into(),
            source: Source::Bytes(Bytes::from_static(b"%PDF-1.7 made here")),
            declared_size: 18,
            modified: Utc::now(),
        },
    );
    let key = match &entries[1].source {
        Source::Object(key) => key.clone(),
        Source::Bytes(_) => unreachable!("sample entries are objects"),
    };
    let bytes = collect(entries, opener(objects.clone(), 5), Zip64::WhenNeeded)
        .await
        .expect("archive");
    let back = read_back(bytes);
    assert_eq!(back[0].0, "claim-package.pdf");
    assert_eq!(back[0].1, b"%PDF-1.7 made here");
    assert_eq!(back[1].1, objects[&key]);
}

#[actix_web::test]
async fn an_empty_archive_is_valid() {
    for mode in [Zip64::WhenNeeded, Zip64::Always] {
        let bytes = collect(Vec::new(), opener(HashMap::new(), 10), mode)
            .await
            .expect("archive");
        assert!(read_back(bytes).is_empty());
    }
    let bytes = collect(Vec::new(), opener(HashMap::new(), 10), Zip64::WhenNeeded)
        .await
        .expect("archive");
    assert_eq!(bytes.len(), 22, "just the end record");
}

#[actix_web::test]
async fn a_failing_entry_ends_the_stream_with_an_error() {
    let (mut entries, objects) = sample();
    entries.insert(1, entry("missing.txt", "nope", 3));
    let mut stream = Box::pin(archive(entries, opener(objects, 1024), Zip64::WhenNeeded));
    let mut seen = 0usize;
    let mut failed = false;
    while let Some(item) = stream.next().await {
        match item {
            Ok(chunk) => seen += chunk.len(),
            Err(_) => {
                failed = true;
                break;
            }
        }
    }
    assert!(failed, "the stream ends with an error");
    assert!(seen > 0, "the first entry went out before");
}

#[actix_web::test]
async fn an_entry_failing_mid_way_ends_the_stream_with_an_error() {
    let open: Opener = Box::new(|_key: String| {
        Box::pin(async {
            let chunks: Vec<io::Result<Bytes>> = vec![
                Ok(Bytes::from_static(b"first part")),
                Err(io::Error::other("connection reset")),
            ];
            Ok(stream::iter(chunks).boxed())
        })
    });
    let result = collect(vec![entry("a.txt", "a", 20)], open, Zip64::WhenNeeded).await;
    assert!(result.is_err());
}

#[test]
fn names_are_flat_and_unique() {
    assert_eq!(sanitize("../../etc/passwd"), "etc_passwd");
    assert_eq!(sanitize("..\\..\\win.ini"), "win.ini");
    assert_eq!(sanitize("a/../b.txt"), "a_b.txt");
    assert_eq!(sanitize(".."), "file");
    assert_eq!(sanitize(".hidden"), "hidden");
    assert_eq!(sanitize("x..y.txt"), "xy.txt");
    assert_eq!(sanitize("C:\\evil\\n\u{7}ame.pdf"), "C_evil_name.pdf");
    assert_eq!(sanitize("研究 報告.pdf"), "研究 報告.pdf");
    let mut names = Names::default();
    assert_eq!(names.unique("report.pdf"), "report.pdf");
    assert_eq!(names.unique("report.pdf"), "report (2).pdf");
    assert_eq!(names.unique("REPORT.pdf"), "REPORT (3).pdf");
    assert_eq!(names.unique("report (2).pdf"), "report (2) (2).pdf");
    assert_eq!(names.unique("dir/report.pdf"), "dir_report.pdf");
    assert_eq!(names.unique("noext"), "noext");
    assert_eq!(names.unique("noext"), "noext (2)");
}

#[test]
fn names_open_on_every_common_system() {
    for (given, expected) in [
        ("CON", "_CON"),
        ("nul.txt", "_nul.txt"),
        ("com1.pdf", "_com1.pdf"),
        ("LPT9", "_LPT9"),
        ("console.txt", "console.txt"),
        ("com10.txt", "com10.txt"),
        ("what?.txt", "what.txt"),
        ("a<b>|c*.csv", "abc.csv"),
        ("trailing. . ", "trailing"),
        ("notes.txt.", "notes.txt"),
    ] {
        assert_eq!(sanitize(given), expected, "{given}");
    }
    // Longer than 255 bytes: the stem is cut on a character boundary, the extension kept.
    let long = format!("{}.pdf", "é".repeat(300));
    let name = sanitize(&long);
    assert!(name.len() <= MAX_NAME_BYTES, "{}", name.len());
    assert!(name.ends_with(".pdf"));
    let mut names = Names::default();
    let first = names.unique(&long);
    let second = names.unique(&long);
    assert_ne!(first, second);
    assert!(
        second.len() <= MAX_NAME_BYTES && second.ends_with(" (2).pdf"),
        "{second}"
    );
    let huge_ext = format!("a.{}", "x".repeat(400));
    assert!(sanitize(&huge_ext).len() <= MAX_NAME_BYTES);
}

#[test]
fn dos_times() {
    let at = DateTime::parse_from_rfc3339("2025-03-10T13:45:31Z")
        .expect("time")
        .with_timezone(&Utc);
    let (time, date) = dos_time(at);
    assert_eq!(date, (45 << 9) | (3 << 5) | 10);
    assert_eq!(time, (13 << 11) | (45 << 5) | 15);
}
