//! Authentication: access tokens, password hashing, opaque tokens, and the request extractors.

pub mod extractors;
pub mod jwt;
pub mod login_limiter;
pub mod opaque;
pub mod password;
pub mod sealed;
pub mod status_cache;

pub use extractors::{AdminUser, AuthUser};
pub use jwt::{Claims, JwtKeys};
pub use login_limiter::{LoginLimiter, SignInLimits};
pub use password::PasswordHasher;
pub use sealed::Sealer;
pub use status_cache::UserStatusCache;
