//! What a review run needs beyond its input (DESIGN §18): the project's newest T661 draft (for
//! when the input holds none) and its fiscal year. Read only for T661 runs in T661_ANALYSIS
//! sessions, so no other run pays for it.

use entities::{MessageRole, messages, projects, sessions};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait};
use serde_json::Value;
use uuid::Uuid;

use crate::error::AppError;
use crate::protocol::ReviewContext;
use crate::services::admin_reviews::T661_FAMILY;
use crate::state::AppState;

/// How many of the project's newest T661-family answers are looked through for a draft (the
/// newest ones may be reviews, which hold no lines).
const LOOK_BACK: u64 = 20;

/// The draft and fiscal year of `project_id`.
pub(super) async fn read(state: &AppState, project_id: Uuid) -> Result<ReviewContext, AppError> {
    let fiscal_year = projects::Entity::find_by_id(project_id)
        .select_only()
        .column(projects::Column::FiscalYear)
        .into_tuple::<String>()
        .one(&state.db)
        .await?;
    let family = sessions::Entity::find()
        .select_only()
        .column(sessions::Column::Id)
        .filter(sessions::Column::ProjectId.eq(project_id))
        .filter(sessions::Column::SessionType.is_in(T661_FAMILY))
        .into_query();
    let answers: Vec<Option<Value>> = messages::Entity::find()
        .select_only()
        .column(messages::Column::Payload)
        .filter(messages::Column::SessionId.in_subquery(family))
        .filter(messages::Column::Role.eq(MessageRole::Assistant))
        .order_by_desc(messages::Column::CreatedAt)
        .order_by_desc(messages::Column::Seq)
        .limit(LOOK_BACK)
        .into_tuple::<Option<Value>>()
        .all(&state.db)
        .await?;
    let draft = answers.iter().flatten().find_map(draft_of);
    Ok(ReviewContext { draft, fiscal_year })
}

/// A T661 answer's lines as a draft a person would paste ("Line 242\n...\n\nLine 244\n..."),
/// when the answer is a draft with text.
fn draft_of(payload: &Value) -> Option<String> {
    let lines = payload["data"]["lines"].as_array()?;
    let parts: Vec<String> = lines
        .iter()
        .filter_map(|l| {
            let text = l["text"].as_str().filter(|t| !t.trim().is_empty())?;
            Some(format!("Line {}\n{text}", l["line"].as_str()?))
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join("\n\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_draft_is_its_lines_and_a_review_is_none() {
        let draft = json!({"data": {"lines": [{"line": "242", "text": "We did not know."}, {"line": "244", "text": ""}]}});
        assert_eq!(
            draft_of(&draft).as_deref(),
            Some("Line 242\nWe did not know.")
        );
        assert_eq!(draft_of(&json!({"data": {"review": {"score": 60}}})), None);
    }
}
