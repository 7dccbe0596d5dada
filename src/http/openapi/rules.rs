//! What the service enforces, written into the document after utoipa generated it (issue 33): the
//! text rules of `domain::validation` as patterns (ECMA-262 and Python `re` alike, so generators
//! and validators read them the same), fields that refuse `null`, fields that must be present,
//! and the query parameters' real bounds. One table, next to the rules it restates; the tests in
//! `tests/api/openapi.rs` and `tests/load/fuzz.sh` hold the two together.

use serde_json::{Value, json};

use super::patterns::{
    CC, WS, branch, checkout_session, email, file_name, full_name, line, line_or_blank, password,
    text, text_or_blank,
};

/// What one property must be.
enum Rule {
    /// A pattern (and no other string bound: the pattern carries the length).
    Pattern(String),
    /// A pattern with character bounds.
    Bounded(String, usize, usize),
    /// `null` is refused.
    NotNull,
}

/// (schema, property, rules, required). `NotNull` only where the service refuses `null`; elsewhere
/// `null` reads as absent (or clears the field), as the generated document says.
#[rustfmt::skip]
fn table() -> Vec<(&'static str, &'static str, Vec<Rule>, bool)> {
    use Rule::*;
    let pw = || Bounded(password(), 10, 128);
    vec![
        ("RegisterBody", "email", vec![Pattern(email())], true),
        ("RegisterBody", "password", vec![pw()], true),
        ("RegisterBody", "fullName", vec![Pattern(line(200))], false),
        ("ChangePasswordBody", "newPassword", vec![pw()], true),
        ("TokenBody", "token", vec![Pattern(line(4096))], true),
        ("TokenBody", "newPassword", vec![pw()], false),
        ("EmailInput", "email", vec![Pattern(email())], true),
        ("PatchMeBody", "email", vec![Pattern(email())], false),
        ("PatchMeBody", "fullName", vec![Pattern(line(200))], false),
        ("AdminUserPatchBody", "email", vec![Pattern(email())], false),
        ("AdminUserPatchBody", "fullName", vec![Pattern(line_or_blank(200))], false),
        ("ContactBody", "name", vec![Pattern(line(100))], true),
        ("ContactBody", "email", vec![Pattern(email())], true),
        ("ContactBody", "message", vec![Pattern(text(5000))], true),
        ("ContactBody", "subject", vec![Pattern(line_or_blank(200))], false),
        ("ContactBody", "company", vec![Pattern(line_or_blank(200))], false),
        ("CreateProjectBody", "name", vec![Pattern(line(200))], true),
        ("CreateProjectBody", "description", vec![Pattern(text_or_blank(5000))], false),
        ("PatchProjectBody", "name", vec![Pattern(line(200))], false),
        ("PatchProjectBody", "description", vec![Pattern(text_or_blank(5000))], false),
        ("CreateSessionBody", "title", vec![Pattern(line(200))], false),
        ("SessionTitleBody", "title", vec![Pattern(line(200))], true),
        ("ScreenerBody", "input", vec![Pattern(text(5000))], true),
        ("RunBody", "input", vec![Pattern(text(20_000))], true),
        ("ExpertReviewCheckoutBody", "notes", vec![Pattern(text_or_blank(2000))], false),
        ("OrderStatusBody", "reviewerNotes", vec![Pattern(text_or_blank(5000))], false),
        ("PlanBody", "name", vec![Pattern(line(100)), NotNull], false),
        ("PlanBody", "description", vec![Pattern(text_or_blank(2000)), NotNull], false),
        ("PlanBody", "active", vec![NotNull], false),
        ("PlanBody", "purchasable", vec![NotNull], false),
        ("PlanBody", "priceCents", vec![NotNull], false),
        ("PlanBody", "currency", vec![NotNull], false),
        ("PlanBody", "interval", vec![NotNull], false),
        ("OfferingBody", "name", vec![Pattern(line(100)), NotNull], false),
        ("OfferingBody", "description", vec![Pattern(text_or_blank(2000)), NotNull], false),
        ("OfferingBody", "active", vec![NotNull], false),
        ("OfferingBody", "priceCents", vec![NotNull], false),
        ("OfferingBody", "currency", vec![NotNull], false),
        ("TierQuotaBody", "maxFilesPerUpload", vec![NotNull], false),
        ("TierQuotaBody", "maxFileSizeBytes", vec![NotNull], false),
        ("GlobalQuotaBody", "maxConcurrentRuns", vec![NotNull], false),
        ("BindBody", "default_branch", vec![Bounded(branch(), 1, 255)], true),
        ("BindBody", "repo_full_name", vec![Pattern(full_name())], true),
        ("PreviewBody", "filename", vec![Pattern(file_name())], true),
        ("PresignEntry", "filename", vec![Pattern(file_name())], true),
        ("CheckoutConfirmBody", "sessionId", vec![Pattern(checkout_session())], true),
    ]
}

/// Applies the table and the query bounds to the generated document.
pub fn apply(document: &mut Value) {
    for (schema, property, rules, required) in table() {
        let Some(body) = document
            .pointer_mut(&format!("/components/schemas/{schema}"))
            .filter(|b| b.is_object())
        else {
            tracing::warn!(schema, "openapi rules: no such schema");
            continue;
        };
        if required {
            let list = body
                .as_object_mut()
                .map(|o| o.entry("required").or_insert_with(|| json!([])));
            if let Some(Value::Array(list)) = list
                && !list.iter().any(|v| v == property)
            {
                list.push(json!(property));
            }
        }
        let Some(field) = body.pointer_mut(&format!("/properties/{property}")) else {
            tracing::warn!(schema, property, "openapi rules: no such property");
            continue;
        };
        for rule in rules {
            apply_rule(field, rule);
        }
        if required {
            not_null(field);
        }
    }
    query_bounds(document);
    body_rules(document);
    int64_bounds(document);
}

/// Rules across a body's fields.
fn body_rules(document: &mut Value) {
    // FREE cannot be bought: the body's tier is one of the others.
    if let Some(tier) =
        document.pointer_mut("/components/schemas/SubscriptionCheckoutBody/properties/tier")
    {
        *tier = json!({
            "type": "string",
            "enum": ["STARTER", "PROFESSIONAL", "ENTERPRISE"],
            "description": "STARTER, PROFESSIONAL or ENTERPRISE (FREE cannot be bought).",
        });
    }
    // A run's two spellings of one field are not sent together (both non-null).
    if let Some(run) = document
        .pointer_mut("/components/schemas/RunBody")
        .and_then(Value::as_object_mut)
    {
        let both = |a: &str, b: &str| {
            json!({"not": {
                "required": [a, b],
                "properties": {a: {"not": {"type": "null"}}, b: {"not": {"type": "null"}}},
            }})
        };
        run.insert(
            "allOf".into(),
            json!([
                both("selected_file_ids", "selectedFileIds"),
                both("history_limit", "historyLimit")
            ]),
        );
    }
    // The fiscal year: a four-digit year in 2000..=2100, as a string (trimmed) or a whole number.
    let year = json!({"anyOf": [
        {"type": "string", "pattern": format!("^[{WS}]*(?:20[0-9]{{2}}|2100)[{WS}]*$")},
        {"type": "integer", "minimum": 2000, "maximum": 2100},
    ], "description": "A four-digit year between 2000 and 2100 (a JSON number is accepted too).", "example": "2025"});
    if let Some(field) =
        document.pointer_mut("/components/schemas/CreateProjectBody/properties/fiscalYear")
    {
        *field = year.clone();
    }
    if let Some(field) =
        document.pointer_mut("/components/schemas/PatchProjectBody/properties/fiscalYear")
    {
        let mut nullable = year;
        if let Some(Value::Array(options)) = nullable.get_mut("anyOf") {
            options.push(json!({"type": "null"}));
        }
        *field = nullable;
    }
    // A manual token: trimmed, at most 1024 characters without control characters or spaces.
    if let Some(field) =
        document.pointer_mut("/components/schemas/BindBody/properties/access_token")
    {
        field["pattern"] = json!(format!("^[{WS}]*(?:[^{CC} ]{{1,1024}})?[{WS}]*$"));
        if let Some(object) = field.as_object_mut() {
            object.remove("maxLength");
        }
    }
    // A new address needs the current password.
    if let Some(me) = document
        .pointer_mut("/components/schemas/PatchMeBody")
        .and_then(Value::as_object_mut)
    {
        me.insert(
            "dependentRequired".into(),
            json!({"email": ["currentPassword"]}),
        );
    }
}

/// Every int64 property states the int64 range (a larger number is refused, never clamped).
fn int64_bounds(value: &mut Value) {
    match value {
        Value::Object(map) => {
            let int64 = map.get("format").and_then(Value::as_str) == Some("int64");
            if int64 {
                map.entry("maximum").or_insert(json!(i64::MAX));
                map.entry("minimum").or_insert(json!(i64::MIN));
            }
            for child in map.values_mut() {
                int64_bounds(child);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(int64_bounds),
        _ => {}
    }
}

fn apply_rule(field: &mut Value, rule: Rule) {
    let Some(object) = field.as_object_mut() else {
        return;
    };
    match rule {
        Rule::Pattern(pattern) => {
            object.remove("format");
            object.remove("minLength");
            object.remove("maxLength");
            object.insert("pattern".into(), json!(pattern));
        }
        Rule::Bounded(pattern, min, max) => {
            object.remove("format");
            object.insert("pattern".into(), json!(pattern));
            object.insert("minLength".into(), json!(min));
            object.insert("maxLength".into(), json!(max));
        }
        Rule::NotNull => not_null(field),
    }
}

/// Removes `null` from a property's type (`["string", "null"]`, or `oneOf` with `{"type": "null"}`).
fn not_null(field: &mut Value) {
    if let Some(Value::Array(types)) = field.get_mut("type") {
        types.retain(|t| t != "null");
        if types.len() == 1 {
            let only = types[0].clone();
            field["type"] = only;
        }
    }
    if let Some(Value::Array(options)) = field.get_mut("oneOf") {
        options.retain(|o| o.get("type") != Some(&json!("null")));
        if options.len() == 1 {
            let only = options[0].clone();
            *field = only;
        }
    }
}

/// Page sizes above the maximum are read as the maximum (spec §4.x limits), so the document
/// states no `maximum` for them; text query values get their patterns.
fn query_bounds(document: &mut Value) {
    let enums: serde_json::Map<String, Value> = document
        .pointer("/components/schemas")
        .and_then(Value::as_object)
        .map(|schemas| {
            schemas
                .iter()
                .filter(|(_, s)| s.get("enum").is_some())
                .map(|(k, v)| (k.clone(), v["enum"].clone()))
                .collect()
        })
        .unwrap_or_default();
    let Some(Value::Object(paths)) = document.get_mut("paths") else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for operation in item.values_mut() {
            let Some(Value::Array(parameters)) = operation.get_mut("parameters") else {
                continue;
            };
            for parameter in parameters.iter_mut() {
                let name = parameter.get("name").and_then(Value::as_str).unwrap_or("");
                let location = parameter.get("in").and_then(Value::as_str).unwrap_or("");
                if location != "query" {
                    continue;
                }
                let schema = match name {
                    "size" => {
                        let mut schema = parameter["schema"].clone();
                        if let Some(object) = schema.as_object_mut() {
                            object.remove("maximum");
                        }
                        Some(schema)
                    }
                    "token" if path.ends_with("/verify-email") => {
                        parameter["required"] = json!(true);
                        Some(json!({"type": "string", "pattern": line(4096)}))
                    }
                    "sessionId" if path.ends_with("/by-checkout-session") => {
                        parameter["required"] = json!(true);
                        Some(json!({"type": "string", "pattern": checkout_session()}))
                    }
                    "page" if path.ends_with("/codehost/repos") => Some(
                        json!({"type": "integer", "format": "int64", "minimum": 1, "maximum": 1000}),
                    ),
                    "page" => {
                        let mut schema = parameter["schema"].clone();
                        if let Some(object) = schema.as_object_mut() {
                            object.insert("maximum".into(), json!(i64::MAX));
                        }
                        Some(schema)
                    }
                    "createdBy" => Some(json!({"type": "string", "pattern": line_or_blank(255)})),
                    "repo" => {
                        parameter["required"] = json!(true);
                        Some(json!({"type": "string", "pattern": full_name()}))
                    }
                    // Query enums are read trimmed, and blank is no filter.
                    _ => enum_values(parameter.get("schema"), &enums).map(|values| {
                        let alternatives = values.join("|");
                        json!({"type": "string", "pattern": format!("^[{WS}]*(?:{alternatives})?[{WS}]*$")})
                    }),
                };
                if let Some(schema) = schema {
                    parameter["schema"] = schema;
                }
            }
        }
    }
}

/// The values of a parameter schema that is an enum, directly or through a `$ref`.
fn enum_values(
    schema: Option<&Value>,
    enums: &serde_json::Map<String, Value>,
) -> Option<Vec<String>> {
    let schema = schema?;
    let list = match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => enums.get(reference.rsplit('/').next()?)?,
        None => schema.get("enum")?,
    };
    list.as_array().map(|values| {
        values
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect()
    })
}
