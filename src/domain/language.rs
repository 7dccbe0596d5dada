//! The languages claim material is written in (DESIGN §18): English and French. A request may
//! name one with `Accept-Language`; otherwise the worker decides from the text.

use serde::{Deserialize, Serialize};

/// A language of the answers. On the wire `"en"` or `"fr"`; enum values, JSON names and error
/// codes never change with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language an `Accept-Language` header asks for: the supported range (`en`, `fr`,
    /// `fr-CA`, `en-US` ...) with the highest weight, the first on a tie; `None` when it names
    /// none of them (or only `*`), so the text decides.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(Lang, f32)> = None;
        for range in header.split(',').take(32) {
            let mut parts = range.split(';');
            let tag = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .filter_map(|v| v.trim().parse::<f32>().ok())
                .next_back()
                .unwrap_or(1.0);
            if !(q > 0.0 && q <= 1.0) {
                continue;
            }
            let primary = tag.split(['-', '_']).next().unwrap_or_default();
            let lang = match primary {
                "en" => Lang::En,
                "fr" => Lang::Fr,
                _ => continue,
            };
            if best.is_none_or(|(_, b)| q > b) {
                best = Some((lang, q));
            }
        }
        best.map(|(lang, _)| lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_heaviest_supported_range() {
        assert_eq!(Lang::from_accept_language("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_accept_language("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_accept_language("en"), Some(Lang::En));
        assert_eq!(
            Lang::from_accept_language("fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7"),
            Some(Lang::Fr)
        );
        assert_eq!(
            Lang::from_accept_language("de, en;q=0.5, fr;q=0.8"),
            Some(Lang::Fr)
        );
        assert_eq!(
            Lang::from_accept_language("en;q=0, fr;q=0.1"),
            Some(Lang::Fr)
        );
        assert_eq!(Lang::from_accept_language("de-DE, *"), None);
        assert_eq!(Lang::from_accept_language(""), None);
        assert_eq!(Lang::from_accept_language("fr;q=abc"), Some(Lang::Fr));
    }
}
