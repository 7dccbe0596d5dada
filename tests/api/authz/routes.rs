//! The route table is complete: a small reader of the route registrations in `src/http/**`
//! and `src/startup.rs` (each area's `configure` function, mounted where `.configure` names it),
//! and the test that compares them with the matrix.

use super::*;

mod lexer;

use lexer::{Token, lex};

const METHODS: [&str; 7] = ["get", "post", "put", "patch", "delete", "head", "trace"];

/// A route as written in a source file: the function whose body registers it (`None` outside any
/// function), its method, and its path below that function's mount point.
struct Registration {
    owner: Option<String>,
    method: String,
    path: String,
}

/// A `.configure(target)` call: the function it is in, the module it was read from, the path of
/// the scopes around it, and the target as written (`health::configure`, `crate::http::routes`).
struct Mount {
    owner: Option<String>,
    module: String,
    prefix: String,
    target: String,
}

/// What the reader collected from every source: the functions (by qualified name), the route
/// registrations and the `.configure` calls.
#[derive(Default)]
struct Scan {
    fns: BTreeSet<String>,
    registrations: Vec<Registration>,
    mounts: Vec<Mount>,
}

/// `module::name`, or `name` at the crate root.
fn qualified(module: &str, name: &str) -> String {
    if module.is_empty() {
        name.to_owned()
    } else {
        format!("{module}::{name}")
    }
}

/// Reads one source file of module `module` into `out`: every route it registers through
/// actix-web's builders (`web::scope`, `web::resource`, `.route(..)`, nested to any depth) or its
/// attribute macros (`#[get("..")]`), with the function that registers it, and every
/// `.configure(function)` call. A registration it cannot read is reported with method `?`.
fn scan(module: &str, src: &str, out: &mut Scan) {
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
    let mut found = |owner: Option<&String>, method: String, path: String| {
        out.registrations.push(Registration {
            owner: owner.cloned(),
            method,
            path,
        });
    };
    let mut mounts = Vec::new();
    // The scopes and resources enclosing the current token: (depth where they were opened, path).
    let mut enclosing: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    // The functions whose bodies enclose the current token: (brace depth of the body, name); a
    // function whose name was read but whose body has not opened yet.
    let mut functions: Vec<(usize, String)> = Vec::new();
    let mut braces = 0usize;
    let mut signature: Option<String> = None;
    let mut square = 0usize;
    for i in 0..t.len() {
        let prefix: String = enclosing.iter().map(|(_, p)| p.as_str()).collect();
        let owner = functions.last().map(|(_, f)| f);
        match &t[i] {
            Punct('(') => depth += 1,
            Punct(')') => {
                depth = depth.saturating_sub(1);
                while enclosing.last().is_some_and(|(d, _)| *d > depth) {
                    enclosing.pop();
                }
            }
            Punct('{') => {
                if let Some(name) = signature.take() {
                    functions.push((braces, name));
                }
                braces += 1;
            }
            Punct('}') => {
                braces = braces.saturating_sub(1);
                while functions.last().is_some_and(|(d, _)| *d >= braces) {
                    functions.pop();
                }
            }
            Punct('[') => square += 1,
            Punct(']') => square = square.saturating_sub(1),
            // The end of a declaration without a body (`fn f();`), not an array type's `;`.
            Punct(';') if square == 0 => signature = None,
            Ident(n) if n == "fn" => {
                if let Some(Ident(name)) = t.get(i + 1) {
                    let name = qualified(module, name);
                    out.fns.insert(name.clone());
                    signature = Some(name);
                }
            }
            Ident(n) if matches!(n.as_str(), "web::scope" | "web::resource") => {
                match literal(i + 2).filter(|_| punct(i + 1, '(')) {
                    Some(path) => enclosing.push((depth, path)),
                    None => found(owner, "?".into(), format!("{prefix} {n} without a literal")),
                }
            }
            Punct('.') if ident(i + 1, "route") && punct(i + 2, '(') => {
                let close = closing(i + 2);
                let (path, args) = match literal(i + 3) {
                    Some(path) => (path, i + 4),
                    None => (String::new(), i + 3),
                };
                let method = method_in(args, close).unwrap_or_else(|| "?".into());
                found(owner, method, format!("{prefix}{path}"));
            }
            // A closure's routes are read where they are written; a function is mounted.
            Punct('.') if ident(i + 1, "configure") && punct(i + 2, '(') => match t.get(i + 3) {
                Some(Punct('|')) => {}
                Some(Ident(m)) if m == "move" && punct(i + 4, '|') => {}
                Some(Ident(target)) if punct(i + 4, ')') => mounts.push(Mount {
                    owner: owner.cloned(),
                    module: module.to_owned(),
                    prefix,
                    target: target.clone(),
                }),
                _ => found(
                    owner,
                    "?".into(),
                    format!("{prefix} configure(..) of no name"),
                ),
            },
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
                    found(None, method, path);
                }
            }
            _ => {}
        }
    }
    out.mounts.extend(mounts);
}

/// The function a `.configure(target)` call in `module` names: a path relative to the module,
/// `crate::`/`self::`/`super::` paths, a path from the crate root (reached through a `use`), or
/// else the one function whose qualified name ends with it.
fn resolve(fns: &BTreeSet<String>, module: &str, target: &str) -> Option<String> {
    let parent = module.rsplit_once("::").map_or("", |(p, _)| p);
    let candidates = if let Some(rest) = target.strip_prefix("crate::") {
        vec![rest.to_owned()]
    } else if let Some(rest) = target.strip_prefix("self::") {
        vec![qualified(module, rest)]
    } else if let Some(rest) = target.strip_prefix("super::") {
        vec![qualified(parent, rest)]
    } else {
        vec![qualified(module, target), target.to_owned()]
    };
    candidates
        .into_iter()
        .find(|c| fns.contains(c))
        .or_else(|| {
            let suffix = format!("::{target}");
            let mut matches = fns.iter().filter(|f| f.ends_with(&suffix));
            match (matches.next(), matches.next()) {
                (Some(f), None) => Some(f.clone()),
                _ => None,
            }
        })
}

/// The paths function `f`'s routes are mounted at, through every chain of `.configure` calls
/// (`mounts`: caller, prefix, callee); a function that nothing configures is mounted at the root.
fn mount_points(
    mounts: &[(Option<String>, String, String)],
    f: &str,
    seen: &mut Vec<String>,
) -> Vec<String> {
    let into: Vec<_> = mounts.iter().filter(|(_, _, callee)| callee == f).collect();
    if into.is_empty() {
        return vec![String::new()];
    }
    if seen.iter().any(|s| s == f) {
        return Vec::new();
    }
    seen.push(f.to_owned());
    let mut points = Vec::new();
    for (caller, prefix, _) in into {
        let outer = match caller {
            Some(caller) => mount_points(mounts, caller, seen),
            None => vec![String::new()],
        };
        points.extend(outer.into_iter().map(|o| format!("{o}{prefix}")));
    }
    seen.pop();
    points
}

/// (METHOD, full path) of every route that `sources` ((module, source text) pairs) register,
/// following `.configure(function)` calls across them: a route inside a configured function is
/// mounted under the scopes around each call. A `.configure` whose function is not found is
/// reported with method `?`.
fn registered_routes(sources: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut scanned = Scan::default();
    for (module, src) in sources {
        scan(module, src, &mut scanned);
    }
    let mut found = Vec::new();
    let mut mounts = Vec::new();
    for m in &scanned.mounts {
        match resolve(&scanned.fns, &m.module, &m.target) {
            Some(callee) => mounts.push((m.owner.clone(), m.prefix.clone(), callee)),
            None => found.push((
                "?".to_owned(),
                format!("{} configure({}) names no function", m.prefix, m.target),
            )),
        }
    }
    for r in &scanned.registrations {
        let points = match &r.owner {
            Some(owner) => mount_points(&mounts, owner, &mut Vec::new()),
            None => vec![String::new()],
        };
        found.extend(
            points
                .into_iter()
                .map(|p| (r.method.clone(), format!("{p}{}", r.path))),
        );
    }
    found
}

/// The module a source file under `src` holds (`src/http/mod.rs` is `http`).
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file
        .strip_prefix(src)
        .expect("under src")
        .with_extension("");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if parts
        .last()
        .is_some_and(|p| matches!(p.as_str(), "mod" | "lib" | "main"))
    {
        parts.pop();
    }
    parts.join("::")
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
    let found: BTreeSet<(String, String)> = registered_routes(&[("", src)]).into_iter().collect();
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
fn the_route_reader_follows_configure_across_modules() {
    let app = r#"
        pub fn routes(cfg: &mut web::ServiceConfig) {
            cfg.service(
                web::scope("/api")
                    .configure(health::configure)
                    .service(
                        web::scope("/p")
                            .configure(self::items::configure)
                            .configure(crate::app::notes::configure),
                    )
                    .configure(|cfg| {
                        cfg.route("/inline", web::get().to(h));
                    })
                    .configure(missing::configure),
            );
        }
    "#;
    let health = r#"
        pub fn configure(cfg: &mut web::ServiceConfig) {
            cfg.route("/health", web::get().to(h));
        }
        fn unrelated(v: [u8; 4]) -> Vec<u8> { v.to_vec() }
    "#;
    let items = r#"
        pub fn configure(cfg: &mut web::ServiceConfig) {
            cfg.route("/{id}", web::get().to(get)).configure(more);
        }
        fn more(cfg: &mut web::ServiceConfig) {
            cfg.service(web::resource("/{id}/x").route(web::post().to(h)));
        }
    "#;
    let notes = r#"
        pub fn configure(cfg: &mut web::ServiceConfig) { cfg.route("", web::post().to(h)); }
    "#;
    let startup = r#"
        fn serve() { HttpServer::new(move || App::new().configure(app::routes)); }
    "#;
    let sources = [
        ("app", app),
        ("app::health", health),
        ("app::items", items),
        ("app::notes", notes),
        ("startup", startup),
    ];
    let found: BTreeSet<(String, String)> = registered_routes(&sources).into_iter().collect();
    let expected: BTreeSet<(String, String)> = [
        ("GET", "/api/health"),
        ("GET", "/api/p/{id}"),
        ("POST", "/api/p/{id}/x"),
        ("POST", "/api/p"),
        ("GET", "/api/inline"),
        ("?", "/api configure(missing::configure) names no function"),
    ]
    .into_iter()
    .map(|(m, p)| (m.to_owned(), p.to_owned()))
    .collect();
    assert_eq!(found, expected);
}

#[test]
fn the_matrix_lists_every_route_the_backend_registers() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("http"), &mut files);
    files.push(src.join("startup.rs"));
    let sources: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            (
                module_of(&src, f),
                std::fs::read_to_string(f).expect("source"),
            )
        })
        .collect();
    let sources: Vec<(&str, &str)> = sources
        .iter()
        .map(|(m, s)| (m.as_str(), s.as_str()))
        .collect();
    let registered: BTreeSet<(String, String)> = registered_routes(&sources).into_iter().collect();
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
