//! The route table is complete: a small reader of the route registrations in `src/http/**`
//! and `src/startup.rs`, and the test that compares them with the matrix.

use super::*;

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Str(String),
    Ident(String),
    Punct(char),
}

/// A small Rust lexer: string literals, identifiers and paths (`web::scope`), punctuation;
/// comments and whitespace dropped.
fn lex(src: &str) -> Vec<Token> {
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

const METHODS: [&str; 7] = ["get", "post", "put", "patch", "delete", "head", "trace"];

/// (METHOD, full path) of every route `src` registers through actix-web's builders
/// (`web::scope`, `web::resource`, `.route(..)`, nested to any depth) or its attribute macros
/// (`#[get("..")]`). A registration it cannot read is reported with method `?`.
fn registered_routes(src: &str) -> Vec<(String, String)> {
    use Token::{Ident, Punct, Str};
    let t = lex(src);
    let ident = |i: usize, name: &str| matches!(t.get(i), Some(Ident(n)) if n == name);
    let punct = |i: usize, c: char| t.get(i) == Some(&Punct(c));
    let literal = |i: usize| match t.get(i) {
        Some(Str(s)) => Some(s.clone()),
        _ => None,
    };
    // The index of the `)` closing the `(` at `open`.
    let closing = |open: usize| {
        let mut depth = 0usize;
        for (j, token) in t.iter().enumerate().skip(open) {
            match token {
                Punct('(') => depth += 1,
                Punct(')') => {
                    depth -= 1;
                    if depth == 0 {
                        return j;
                    }
                }
                _ => {}
            }
        }
        t.len()
    };
    // The method a route's arguments name: `web::get()` or `web::method(Method::GET)`.
    let method_in = |from: usize, to: usize| {
        (from..to).find_map(|j| match t.get(j) {
            Some(Ident(n)) if punct(j + 1, '(') => {
                let m = n.strip_prefix("web::")?;
                if METHODS.contains(&m) {
                    Some(m.to_uppercase())
                } else if m == "method" {
                    match t.get(j + 2) {
                        Some(Ident(arg)) => arg.rsplit("::").next().map(str::to_uppercase),
                        _ => None,
                    }
                } else {
                    None
                }
            }
            _ => None,
        })
    };
    let mut found = Vec::new();
    // The scopes and resources enclosing the current token: (depth where they were opened, path).
    let mut enclosing: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    for i in 0..t.len() {
        let prefix: String = enclosing.iter().map(|(_, p)| p.as_str()).collect();
        match &t[i] {
            Punct('(') => depth += 1,
            Punct(')') => {
                depth = depth.saturating_sub(1);
                while enclosing.last().is_some_and(|(d, _)| *d > depth) {
                    enclosing.pop();
                }
            }
            Ident(n) if matches!(n.as_str(), "web::scope" | "web::resource") => {
                match literal(i + 2).filter(|_| punct(i + 1, '(')) {
                    Some(path) => enclosing.push((depth, path)),
                    None => found.push(("?".into(), format!("{prefix} {n} without a literal"))),
                }
            }
            Punct('.') if ident(i + 1, "route") && punct(i + 2, '(') => {
                let close = closing(i + 2);
                let (path, args) = match literal(i + 3) {
                    Some(path) => (path, i + 4),
                    None => (String::new(), i + 3),
                };
                let method = method_in(args, close).unwrap_or_else(|| "?".into());
                found.push((method, format!("{prefix}{path}")));
            }
            Punct('#') if punct(i + 1, '[') => {
                let name = match t.get(i + 2) {
                    Some(Ident(n)) => n.rsplit("::").next().unwrap_or_default().to_owned(),
                    _ => continue,
                };
                if (METHODS.contains(&name.as_str()) || name == "route") && punct(i + 3, '(') {
                    let path = literal(i + 4).unwrap_or_default();
                    let method = if name == "route" {
                        "?".to_owned()
                    } else {
                        name.to_uppercase()
                    };
                    found.push((method, path));
                }
            }
            _ => {}
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_route_reader_sees_scopes_resources_and_attribute_macros() {
    let src = r#"
        // .route("/commented", web::get().to(x))
        pub fn routes(cfg: &mut web::ServiceConfig) {
            cfg.service(
                web::scope("/a")
                    .route("/x", web::get().to(handlers::get))
                    .service(web::scope("/b").route("/{id}", web::method(Method::PUT).to(h)))
                    .service(
                        web::resource("/r/{id}")
                            .app_data(config(1))
                            .route(web::post().to(h))
                            .route(web::delete().to(h)),
                    )
                    .route("/y", web::patch().to(h)),
            )
            .route("/top", web::head().to(h));
        }
        #[get("/macro")]
        async fn m() {}
        #[actix_web::post("/macro2")]
        async fn n() {}
    "#;
    let found: BTreeSet<(String, String)> = registered_routes(src).into_iter().collect();
    let expected: BTreeSet<(String, String)> = [
        ("GET", "/a/x"),
        ("PUT", "/a/b/{id}"),
        ("POST", "/a/r/{id}"),
        ("DELETE", "/a/r/{id}"),
        ("PATCH", "/a/y"),
        ("HEAD", "/top"),
        ("GET", "/macro"),
        ("POST", "/macro2"),
    ]
    .into_iter()
    .map(|(m, p)| (m.to_owned(), p.to_owned()))
    .collect();
    assert_eq!(found, expected);
}

#[test]
fn the_matrix_lists_every_route_the_backend_registers() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/http"), &mut files);
    files.push(root.join("src/startup.rs"));
    let registered: BTreeSet<(String, String)> = files
        .iter()
        .flat_map(|f| registered_routes(&std::fs::read_to_string(f).expect("source")))
        .collect();
    let listed: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|(m, p, _)| ((*m).to_owned(), (*p).to_owned()))
        .collect();
    assert_eq!(listed.len(), ROUTES.len(), "a route is listed twice");
    let missing: Vec<_> = registered.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&registered).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "registered but not in the matrix: {missing:?}; in the matrix but not registered: {stale:?}"
    );
}
