//! `/api/v1/admin`: every route takes an `AdminUser` (401 anonymous, 403 non-admin).

pub mod users;
