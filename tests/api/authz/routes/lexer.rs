//! A small Rust lexer for the route reader.

/// A token of Rust source, as far as the route reader needs.
#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Str(String),
    Ident(String),
    Punct(char),
}

/// A small Rust lexer: string literals, identifiers and paths (`web::scope`), punctuation;
/// comments and whitespace dropped.
pub fn lex(src: &str) -> Vec<Token> {
    let chars: Vec<char> = src.chars().collect();
    let at = |i: usize| chars.get(i).copied();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(c) = at(i) {
        if c == '/' && at(i + 1) == Some('/') {
            while at(i).is_some_and(|c| c != '\n') {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == Some('*') {
            i += 2;
            while at(i).is_some() && !(at(i) == Some('*') && at(i + 1) == Some('/')) {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            let mut s = String::new();
            i += 1;
            while let Some(c) = at(i).filter(|c| *c != '"') {
                if c == '\\' {
                    i += 1;
                }
                s.extend(at(i));
                i += 1;
            }
            i += 1;
            out.push(Token::Str(s));
        } else if c == '\'' {
            // A char literal ('x', '\n'), or a lifetime whose name lexes as an identifier.
            if at(i + 2) == Some('\'') {
                i += 3;
            } else if at(i + 1) == Some('\\') {
                i += 2;
                while at(i).is_some_and(|c| c != '\'') {
                    i += 1;
                }
                i += 1;
            } else {
                i += 1;
            }
        } else if c.is_alphanumeric() || c == '_' {
            let mut s = String::new();
            loop {
                while let Some(c) = at(i).filter(|c| c.is_alphanumeric() || *c == '_') {
                    s.push(c);
                    i += 1;
                }
                let next_is_name = at(i + 2).is_some_and(|c| c.is_alphabetic() || c == '_');
                if at(i) == Some(':') && at(i + 1) == Some(':') && next_is_name {
                    s.push_str("::");
                    i += 2;
                } else {
                    break;
                }
            }
            out.push(Token::Ident(s));
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}
