//! The vocabulary stays closed and documented: wire strings follow the variant names, every code
//! is in the README's error table with its status (and the table names no other code), and every
//! code is used by production code.

use std::path::{Path, PathBuf};

use super::ErrorCode;

fn screaming_snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

#[test]
fn wire_strings_follow_the_variant_names() {
    for code in ErrorCode::ALL {
        assert_eq!(
            code.as_str(),
            screaming_snake(code.variant_name()),
            "{code:?}"
        );
    }
    let mut wires: Vec<_> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
    wires.sort_unstable();
    wires.dedup();
    assert_eq!(
        wires.len(),
        ErrorCode::ALL.len(),
        "two codes share a wire string"
    );
}

/// `(code, status)` of each row of the README table headed `| code | status | ... |`.
fn readme_rows(readme: &str) -> Vec<(String, u16)> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in readme.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 4 {
            in_table = false;
            continue;
        }
        if cells[1] == "code" && cells[2] == "status" {
            in_table = true;
            continue;
        }
        if !in_table || cells[1].starts_with("--") {
            continue;
        }
        let code = cells[1].trim_matches('`').to_owned();
        let status = cells[2].parse().unwrap_or(0);
        rows.push((code, status));
    }
    rows
}

#[test]
fn every_code_is_in_the_readme_table_with_its_status() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .unwrap_or_default();
    let rows = readme_rows(&readme);
    assert!(
        !rows.is_empty(),
        "README.md has no `| code | status |` table"
    );
    for code in ErrorCode::ALL {
        let row = rows.iter().find(|(c, _)| c == code.as_str());
        assert_eq!(
            row.map(|(_, s)| *s),
            Some(code.status().as_u16()),
            "README error table: {} should be a row with status {}",
            code.as_str(),
            code.status().as_u16()
        );
    }
    for (code, _) in &rows {
        assert!(
            ErrorCode::ALL.iter().any(|c| c.as_str() == code),
            "README error table names {code}, which is not in ErrorCode"
        );
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The production part of a source file: test files are skipped, and a file's `#[cfg(test)]`
/// module (kept at the end of the file by convention) is cut off.
fn production_source(path: &Path) -> String {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    if name == "tests.rs" || name.ends_with("_tests.rs") {
        return String::new();
    }
    let text = std::fs::read_to_string(path).unwrap_or_default();
    match text.find("#[cfg(test)]\nmod ") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}

#[test]
fn every_code_is_used_outside_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let table = root.join("error").join("code.rs");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let source: String = files
        .iter()
        .filter(|p| **p != table)
        .map(|p| production_source(p))
        .collect();
    assert!(
        source.contains("ErrorCode::"),
        "no source read from {root:?}"
    );
    for code in ErrorCode::ALL {
        let needle = format!("ErrorCode::{}", code.variant_name());
        let used = source.match_indices(&needle).any(|(at, _)| {
            !source[at + needle.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        });
        assert!(
            used,
            "{needle} is never used outside tests; remove it or use it"
        );
    }
}
