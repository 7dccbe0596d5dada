//! Which methods a path has, for the answer to a method it does not have: 405 with `Allow`
//! (RFC 9110 §15.5.6) instead of 404. The table is the OpenAPI document's paths (every public
//! route is in it; the authz matrix test checks the document against the routes) plus the
//! payment webhook, which the document leaves out; built once.

use std::sync::OnceLock;

use utoipa::OpenApi;

use super::openapi::ApiDoc;

/// One path template (`{name}` matches one segment) and its `Allow` value.
struct Template {
    segments: Vec<Option<String>>,
    methods: Vec<&'static str>,
}

fn table() -> &'static [Template] {
    static TABLE: OnceLock<Vec<Template>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut templates: Vec<Template> = ApiDoc::openapi()
            .paths
            .paths
            .iter()
            .map(|(path, item)| {
                let methods = [
                    ("GET", item.get.is_some()),
                    ("POST", item.post.is_some()),
                    ("PUT", item.put.is_some()),
                    ("PATCH", item.patch.is_some()),
                    ("DELETE", item.delete.is_some()),
                ]
                .into_iter()
                .filter_map(|(name, has)| has.then_some(name))
                .collect();
                template(path, methods)
            })
            .collect();
        templates.push(template("/api/v1/billing/payment/webhook", vec!["POST"]));
        templates
    })
}

fn template(path: &str, methods: Vec<&'static str>) -> Template {
    let segments = path
        .split('/')
        .map(|s| (!(s.starts_with('{') && s.ends_with('}'))).then(|| s.to_owned()))
        .collect();
    Template { segments, methods }
}

/// The methods `path` has (sorted, comma separated), or `None` when no route has this path.
pub fn allowed(path: &str) -> Option<String> {
    let parts: Vec<&str> = path.split('/').collect();
    let matching: Vec<&Template> = table()
        .iter()
        .filter(|t| {
            t.segments.len() == parts.len()
                && t.segments.iter().zip(&parts).all(|(s, p)| match s {
                    Some(literal) => literal == p,
                    None => !p.is_empty(),
                })
        })
        .collect();
    // The most literal templates name the resource (`/users/stats`, not `/users/{userId}`).
    let fewest = matching
        .iter()
        .map(|t| t.segments.iter().filter(|s| s.is_none()).count())
        .min();
    let mut methods: Vec<&'static str> = matching
        .iter()
        .filter(|t| Some(t.segments.iter().filter(|s| s.is_none()).count()) == fewest)
        .flat_map(|t| t.methods.iter().copied())
        .collect();
    if methods.is_empty() {
        return None;
    }
    const ORDER: [&str; 5] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
    methods.sort_by_key(|m| ORDER.iter().position(|o| o == m));
    methods.dedup();
    Some(methods.join(", "))
}

#[cfg(test)]
mod tests {
    use super::allowed;

    #[test]
    fn known_paths_name_their_methods() {
        assert_eq!(allowed("/api/v1/auth/login").as_deref(), Some("POST"));
        assert_eq!(
            allowed("/api/v1/projects/0194f1a2-0000-7000-8000-000000000000").as_deref(),
            Some("GET, PATCH, DELETE")
        );
        assert_eq!(
            allowed("/api/v1/billing/payment/webhook").as_deref(),
            Some("POST")
        );
        assert_eq!(allowed("/api/v1/admin/users/stats").as_deref(), Some("GET"));
        assert_eq!(
            allowed("/api/v1/admin/invitations/batch").as_deref(),
            Some("POST")
        );
        assert_eq!(allowed("/api/v1/nothing-here"), None);
        assert_eq!(allowed("/api/v1/projects//sessions"), None);
    }
}
