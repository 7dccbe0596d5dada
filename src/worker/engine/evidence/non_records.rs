//! What is not a record of the work among a file's segments ([`super::noise`]): the whole file,
//! its sections and its paragraphs, each judged on its own.

use super::{Evidence, Role};
use crate::worker::engine::noise;

impl Evidence {
    /// Marks what is not a record among the segments from `first` on (one file's, named
    /// `filename`): the whole file, its sections one by one, and its paragraphs (lines between
    /// blank lines) one by one.
    pub(super) fn leave_out_non_records(&mut self, first: usize, filename: &str, text: &str) {
        let whole = noise::is_non_record_file(text) || noise::named_non_record(filename, text);
        let blocks: Vec<&str> = text.split("\n\n").collect();
        let flagged: Vec<bool> = blocks
            .iter()
            .map(|p| {
                noise::announces(first_line(p))
                    || noise::declares_an_aside(p)
                    || (noise::is_non_record_part(p) && noise::mostly_non_record(p.lines()))
            })
            .collect();
        // A message's header ("De : ... / Date : ... / Objet : Souper-bénéfice") goes with a
        // body that is no record: its date opens no entry.
        let mut paragraphs: Vec<String> = blocks
            .iter()
            .enumerate()
            .filter(|(k, p)| {
                flagged[*k]
                    || (flagged.get(k + 1) == Some(&true) && mail_header(p))
                    // A message whose subject names a kind that is no record ("Objet :
                    // Infolettre de février"), forwarded: its body is none either.
                    || k.checked_sub(1)
                        .and_then(|h| blocks.get(h))
                        .is_some_and(|h| noise::names_a_non_record_kind(&subject(h)))
            })
            .map(|(_, p)| (*p).to_owned())
            .collect();
        paragraphs.extend(
            text.split("\n\n")
                .filter_map(noise::signature)
                .map(str::to_owned),
        );
        // A line inside a block that announces copy ("--- Texte pour la brochure ... : Visite
        // guidée ...") is left out with the line its lead opens, not the block around it (a
        // document's paragraphs are lines of one block).
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        for (k, l) in lines.iter().enumerate() {
            if noise::announces(l) {
                paragraphs.push((*l).to_owned());
                if l.trim_end().trim_end_matches(['*', '_']).ends_with(':')
                    && let Some(next) = lines.get(k + 1)
                {
                    paragraphs.push((*next).to_owned());
                }
            }
        }
        // A document's paragraph is a line of its own ("About Shaftline: since 2009 ..." at the
        // end of a report's last section); a line that a page wraps ("... Field Safety Notice
        // FSN-2024-118. The manufacturer" / "has identified ...") goes on into the lines that
        // continue its sentence.
        let all: Vec<&str> = text.lines().collect();
        for (k, l) in all.iter().enumerate() {
            if !noise::declares_an_aside(l) {
                continue;
            }
            let mut paragraph = (*l).to_owned();
            for next in &all[k + 1..] {
                let t = next.trim_start();
                let wrapped = !paragraph.trim_end().ends_with(['.', '!', '?', ':', ';'])
                    || t.starts_with(char::is_lowercase);
                // A list's item, a heading, a figure or a day opens a line of its own.
                let opens = t.starts_with(['-', '*', '#', '•', '>', '|'])
                    || t.starts_with(|c: char| c.is_ascii_digit())
                    || t.split_whitespace().next().is_some_and(|w| {
                        crate::worker::engine::dates::weekday(w.trim_end_matches([',', '.']))
                            .is_some()
                    });
                if t.is_empty() || !wrapped || opens {
                    break;
                }
                paragraph.push(' ');
                paragraph.push_str(next.trim());
            }
            paragraphs.push(paragraph);
        }
        for s in &mut self.segments[first..] {
            let probe: String = s.text.chars().take(40).collect();
            let probe = probe.trim_end_matches('.');
            if noise::is_boilerplate(&s.text)
                || noise::plainly_non_record(&s.text)
                || (!probe.is_empty() && paragraphs.iter().any(|p| p.contains(probe)))
            {
                s.role = Role::NonRecord;
            }
        }
        let mut start = first;
        while start < self.segments.len() {
            // A part: the segments of one section (under one heading), or of one block outside
            // sections.
            let (section, block) = (
                self.segments[start].section.clone(),
                self.segments[start].block,
            );
            let end = (start..self.segments.len())
                .find(|&i| {
                    let s = &self.segments[i];
                    if section.is_empty() {
                        s.block != block
                    } else {
                        s.section != section
                    }
                })
                .unwrap_or(self.segments.len());
            let part: Vec<&str> = self.segments[start..end]
                .iter()
                .map(|s| s.text.as_str())
                .collect();
            // What is already left out (an aside pasted into the section) does not make the
            // rest of the section mostly non-record: the rest is weighed on its own.
            let rest = self.segments[start..end]
                .iter()
                .filter(|s| s.role != Role::NonRecord)
                .map(|s| s.text.as_str());
            let reads_as_non_record = noise::is_non_record_part(&part.join(" "));
            if whole
                || noise::is_non_record_section(&section)
                || (reads_as_non_record && noise::mostly_non_record(rest))
            {
                for s in &mut self.segments[start..end] {
                    s.role = Role::NonRecord;
                }
            } else if reads_as_non_record {
                // Only the sentences that carry the non-record words.
                for s in &mut self.segments[start..end] {
                    if noise::carries_non_record_words(&s.text) {
                        s.role = Role::NonRecord;
                    }
                }
            }
            start = end;
        }
    }
}

/// A block's first line that holds words.
fn first_line(block: &str) -> &str {
    block
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default()
}

/// Whether a block is a message's header: every line a field of it, a date among them.
fn mail_header(block: &str) -> bool {
    let lines: Vec<&str> = block
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && *l != "---")
        .collect();
    lines.len() >= 2
        && lines.iter().all(|l| noise::header_field(l))
        && lines.iter().any(|l| l.to_lowercase().starts_with("date"))
}

/// The subject a message's header gives ("Objet : Infolettre de février"), empty if none.
fn subject(block: &str) -> String {
    // Without the rules and the client's line above a forwarded message ("---------- Début
    // du message réexpédié ----------").
    let fields: Vec<&str> = block
        .lines()
        .filter(|l| !l.trim_start().starts_with("---"))
        .collect();
    if !mail_header(&fields.join("\n")) {
        return String::new();
    }
    block
        .lines()
        .filter_map(|l| {
            let l = l.trim().to_lowercase();
            ["objet", "subject", "sujet"]
                .iter()
                .find_map(|k| l.strip_prefix(k))
                .map(|rest| rest.trim_start_matches([' ', ':', '\u{a0}']).to_owned())
        })
        .next()
        .unwrap_or_default()
}
