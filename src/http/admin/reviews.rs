//! `/api/v1/admin/expert-reviews` (spec §4.7 "Expert review operations", DESIGN §12): the order
//! list and one order, the status move, the project's files as a streamed zip (raw
//! `application/zip`), and the newest T661 payload; everything else enveloped.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::AdminUser;
use crate::domain::{FieldErrors, multi_line, parse_enum};
use crate::error::AppError;
use crate::http::admin::{PageQuery, write_allowed};
use crate::http::extract::{JsonBody, required};
use crate::http::response::{Page, enveloped};
use crate::services::admin_reviews::{self, OrderView};
use crate::state::AppState;
use entities::OrderStatus;

/// The most characters of reviewer notes.
pub const REVIEWER_NOTES_MAX_CHARS: usize = 5000;

/// The expert review routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/expert-reviews/orders", web::get().to(list))
        .route("/expert-reviews/orders/{orderId}", web::get().to(get))
        .route(
            "/expert-reviews/orders/{orderId}/status",
            web::patch().to(patch_status),
        )
        .route(
            "/expert-reviews/orders/{orderId}/files/download",
            web::get().to(download),
        )
        .route(
            "/expert-reviews/orders/{orderId}/t661/latest",
            web::get().to(t661_latest),
        );
}

/// AdminExpertReviewOrderDto: the order's fields as the user sees them (ExpertReviewOrderDto)
/// plus its owner and project.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminExpertReviewOrderDto {
    pub id: Uuid,
    pub project_id: Uuid,
    #[schema(value_type = crate::http::openapi::enums::OrderStatus)]
    pub status: OrderStatus,
    pub notes: Option<String>,
    pub reviewer_notes: Option<String>,
    pub checkout_session_id: Option<String>,
    pub amount_cents: i64,
    pub currency: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub user_id: Uuid,
    pub user_email: Option<String>,
    pub project_name: Option<String>,
    /// Canceled while money for it was received (canceled after payment, or paid after the
    /// cancel): a refund is owed through the payment provider.
    pub refund_due: bool,
}

impl From<OrderView> for AdminExpertReviewOrderDto {
    fn from(v: OrderView) -> Self {
        let o = v.order;
        AdminExpertReviewOrderDto {
            id: o.id,
            project_id: o.project_id,
            status: o.status,
            notes: o.notes,
            reviewer_notes: o.reviewer_notes,
            checkout_session_id: o.checkout_session_id,
            amount_cents: o.amount_cents,
            currency: o.currency,
            created_at: o.created_at,
            paid_at: o.paid_at,
            updated_at: o.updated_at,
            user_id: o.user_id,
            user_email: v.user_email,
            project_name: v.project_name,
            refund_due: o.refund_due,
        }
    }
}

/// The query of the order list.
#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(flatten)]
    page: PageQuery,
    status: Option<String>,
}

fn parse_status(value: &str) -> Result<OrderStatus, String> {
    parse_enum(value.trim(), OrderStatus::parse, OrderStatus::expected)
}

/// `GET /admin/expert-reviews/orders?page=&size=&status=` -> ApiResponse of a Page, newest first.
#[utoipa::path(
    get, path = "/api/v1/admin/expert-reviews/orders", tag = "admin", operation_id = "listExpertReviewOrders", summary = "List expert-review orders",
    security(("bearerAuth" = [])),
    params(
        crate::http::openapi::schemas::PageParams,
        ("status" = Option<crate::http::openapi::enums::OrderStatus>, Query, description = "Only orders of this status"),
    ),
    responses((status = 200, description = "ApiResponse of a Page of orders, newest first", body = crate::http::openapi::schemas::ApiResponse<Page<AdminExpertReviewOrderDto>>))
)]
pub async fn list(
    _admin: AdminUser,
    state: web::Data<AppState>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let (page, size) = query.page.parse()?;
    let status = match query.status.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(v) => Some(parse_status(v).map_err(|m| AppError::field("status", m))?),
    };
    let (rows, total) = admin_reviews::list(&state, status, page, size).await?;
    let content: Vec<AdminExpertReviewOrderDto> = rows.into_iter().map(Into::into).collect();
    Ok(enveloped(Page::new(content, total, page, size)))
}

/// `GET /admin/expert-reviews/orders/{orderId}`.
#[utoipa::path(
    get, path = "/api/v1/admin/expert-reviews/orders/{orderId}", tag = "admin", operation_id = "getExpertReviewOrder", summary = "One expert-review order",
    security(("bearerAuth" = [])),
    params(("orderId" = Uuid, Path, description = "The order")),
    responses(
        (status = 200, description = "ApiResponse of the order", body = crate::http::openapi::schemas::ApiResponse<AdminExpertReviewOrderDto>),
        (status = 404, description = "No such order"),
    )
)]
pub async fn get(
    _admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let order = admin_reviews::get(&state, path.into_inner()).await?;
    Ok(enveloped(AdminExpertReviewOrderDto::from(order)))
}

/// The body of `PATCH .../status`: the target status and optional reviewer notes (line breaks
/// and tabs allowed, trimmed, at most 5000 characters; blank leaves the notes as they are).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderStatusBody)]
pub struct StatusBody {
    #[schema(value_type = crate::http::openapi::enums::OrderStatus)]
    status: Option<String>,
    /// At most 5,000 characters; line breaks allowed; blank leaves the notes as they are.
    #[schema(max_length = 5000)]
    reviewer_notes: Option<String>,
}

struct StatusChange {
    status: OrderStatus,
    reviewer_notes: Option<String>,
}

impl StatusBody {
    fn parse(self) -> Result<StatusChange, AppError> {
        let mut errors = FieldErrors::default();
        let status = required(&mut errors, "status", self.status.as_deref())
            .and_then(|v| errors.check("status", parse_status(v)));
        let notes = errors.check_opt(
            "reviewerNotes",
            self.reviewer_notes.as_deref(),
            parse_reviewer_notes,
        );
        errors.finish()?;
        match (status, notes) {
            (Some(status), Some(reviewer_notes)) => Ok(StatusChange {
                status,
                reviewer_notes: reviewer_notes.flatten(),
            }),
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

fn parse_reviewer_notes(value: &str) -> Result<Option<String>, String> {
    let text = multi_line(value)?;
    let text = text.trim();
    if text.chars().count() > REVIEWER_NOTES_MAX_CHARS {
        return Err(format!(
            "must be at most {REVIEWER_NOTES_MAX_CHARS} characters"
        ));
    }
    Ok((!text.is_empty()).then(|| text.to_owned()))
}

/// `PATCH /admin/expert-reviews/orders/{orderId}/status` `{status, reviewerNotes?}` -> the order;
/// 409 INVALID_TRANSITION for a move the rules refuse.
#[utoipa::path(
    patch, path = "/api/v1/admin/expert-reviews/orders/{orderId}/status", tag = "admin", operation_id = "moveExpertReviewOrder", summary = "Move an order's status",
    security(("bearerAuth" = [])),
    params(("orderId" = Uuid, Path, description = "The order")),
    request_body = StatusBody,
    responses(
        (status = 200, description = "ApiResponse of the moved order", body = crate::http::openapi::schemas::ApiResponse<AdminExpertReviewOrderDto>),
        (status = 404, description = "No such order"),
        (status = 409, description = "INVALID_TRANSITION"),
        (status = 429, description = "RATE_LIMITED: too many admin writes; Retry-After"),
    )
)]
pub async fn patch_status(
    admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
    body: JsonBody<StatusBody>,
) -> Result<HttpResponse, AppError> {
    write_allowed(&state, &admin).await?;
    let change = body.into_inner().parse()?;
    let order = admin_reviews::move_status(
        &state,
        admin.0.id,
        path.into_inner(),
        change.status,
        change.reviewer_notes,
    )
    .await?;
    Ok(enveloped(AdminExpertReviewOrderDto::from(order)))
}

/// `GET /admin/expert-reviews/orders/{orderId}/files/download` -> `application/zip`, streamed.
#[utoipa::path(
    get, path = "/api/v1/admin/expert-reviews/orders/{orderId}/files/download", tag = "admin", operation_id = "downloadExpertReviewFiles", summary = "Download an order's project files (zip)",
    security(("bearerAuth" = [])),
    params(("orderId" = Uuid, Path, description = "The order")),
    responses(
        (status = 200, description = "The order project's claim package (claim-package.docx, claim-package.pdf) and every confirmed file of the project, as a streamed zip (not JSON)", body = crate::http::openapi::schemas::Binary, content_type = "application/zip"),
        (status = 404, description = "No such order"),
    )
)]
pub async fn download(
    _admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let order_id = path.into_inner();
    let body = admin_reviews::download(&state, order_id).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/zip")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"expert-review-{order_id}.zip\""),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .streaming(body))
}

/// `GET /admin/expert-reviews/orders/{orderId}/t661/latest` -> `{sessionId, messageId,
/// createdAt, payload}`; 404 when there is none.
#[utoipa::path(
    get, path = "/api/v1/admin/expert-reviews/orders/{orderId}/t661/latest", tag = "admin", operation_id = "latestT661", summary = "The newest T661 payload of an order's project",
    security(("bearerAuth" = [])),
    params(("orderId" = Uuid, Path, description = "The order")),
    responses(
        (status = 200, description = "ApiResponse of the newest T661 payload of the order's project", body = crate::http::openapi::schemas::ApiResponse<crate::http::openapi::schemas::T661Latest>),
        (status = 404, description = "No such order, or no T661 payload"),
    )
)]
pub async fn t661_latest(
    _admin: AdminUser,
    state: web::Data<AppState>,
    path: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    Ok(enveloped(
        admin_reviews::t661_latest(&state, path.into_inner()).await?,
    ))
}
