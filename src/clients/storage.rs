//! Object storage through aws-sdk-s3: the same code path for the embedded store and any
//! S3-compatible service. Presigned PUTs sign Content-Type and (when given) Content-Length, so a
//! client cannot store more or other than it declared.

use std::time::Duration;

use aws_sdk_s3::config::{BehaviorVersion, Credentials, Region};
use aws_sdk_s3::presigning::PresigningConfig;
use aws_sdk_s3::primitives::ByteStream;
use chrono::{DateTime, Utc};

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("object storage is unavailable: {0}")]
    Unavailable(String),
    #[error("invalid presigning request: {0}")]
    Presign(String),
}

fn unavailable(e: impl std::fmt::Display) -> StorageError {
    StorageError::Unavailable(e.to_string())
}

#[derive(Debug, Clone)]
pub struct Presigned {
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone)]
pub struct ObjectInfo {
    pub size: i64,
    pub etag: Option<String>,
}

/// One object of a listing.
#[derive(Debug, Clone)]
pub struct Listed {
    pub key: String,
    pub last_modified: Option<DateTime<Utc>>,
}

/// One page of a listing and the token of the next, if any.
#[derive(Debug, Clone, Default)]
pub struct ListPage {
    pub objects: Vec<Listed>,
    pub next: Option<String>,
}

/// `bucket/key` for `x-amz-copy-source`: every byte outside the unreserved set and `/`
/// percent-encoded (keys of rows written before object keys were server IDs may hold any text).
fn copy_source(bucket: &str, key: &str) -> String {
    let mut out = String::with_capacity(bucket.len() + key.len() + 1);
    for byte in bucket
        .bytes()
        .chain(std::iter::once(b'/'))
        .chain(key.bytes())
    {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~' | b'/') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[derive(Clone)]
pub struct Storage {
    client: aws_sdk_s3::Client,
    bucket: String,
    endpoint: String,
}

#[derive(Clone, Copy)]
pub struct StorageConfig<'a> {
    pub endpoint: &'a str,
    pub region: &'a str,
    pub bucket: &'a str,
    pub access_key: &'a str,
    pub secret_key: &'a str,
    pub path_style: bool,
}

impl Storage {
    pub fn new(cfg: StorageConfig<'_>) -> Self {
        let credentials = Credentials::new(cfg.access_key, cfg.secret_key, None, None, "taxcredit");
        let config = aws_sdk_s3::Config::builder()
            .behavior_version(BehaviorVersion::latest())
            .endpoint_url(cfg.endpoint)
            .region(Region::new(cfg.region.to_owned()))
            .credentials_provider(credentials)
            .force_path_style(cfg.path_style)
            .build();
        Storage {
            client: aws_sdk_s3::Client::from_conf(config),
            bucket: cfg.bucket.to_owned(),
            endpoint: cfg.endpoint.to_owned(),
        }
    }

    /// The store's endpoint, as the signed URLs name it.
    pub fn endpoint(&self) -> &str {
        &self.endpoint
    }

    /// Creates the bucket when it does not exist (the embedded store starts empty).
    pub async fn ensure_bucket(&self) -> Result<(), StorageError> {
        if self
            .client
            .head_bucket()
            .bucket(&self.bucket)
            .send()
            .await
            .is_ok()
        {
            return Ok(());
        }
        self.client
            .create_bucket()
            .bucket(&self.bucket)
            .send()
            .await
            .map(|_| ())
            .map_err(|e| unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))
    }

    fn presigning(ttl: Duration) -> Result<(PresigningConfig, DateTime<Utc>), StorageError> {
        let config =
            PresigningConfig::expires_in(ttl).map_err(|e| StorageError::Presign(e.to_string()))?;
        let expires_at = Utc::now() + chrono::Duration::from_std(ttl).unwrap_or_default();
        Ok((config, expires_at))
    }

    /// A PUT URL for `key` accepting exactly `content_type` (and `content_length` bytes if given).
    pub async fn presign_put(
        &self,
        key: &str,
        content_type: &str,
        content_length: Option<i64>,
        ttl: Duration,
    ) -> Result<Presigned, StorageError> {
        let (config, expires_at) = Self::presigning(ttl)?;
        let mut request = self
            .client
            .put_object()
            .bucket(&self.bucket)
            .key(key)
            .content_type(content_type);
        if let Some(length) = content_length {
            request = request.content_length(length);
        }
        let presigned = request
            .presigned(config)
            .await
            .map_err(|e| StorageError::Presign(e.to_string()))?;
        Ok(Presigned {
            url: presigned.uri().to_owned(),
            expires_at,
        })
    }

    pub async fn presign_get(&self, key: &str, ttl: Duration) -> Result<Presigned, StorageError> {
        let (config, expires_at) = Self::presigning(ttl)?;
        let presigned = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(key)
            .presigned(config)
            .await
            .map_err(|e| StorageError::Presign(e.to_string()))?;
        Ok(Presigned {
            url: presigned.uri().to_owned(),
            expires_at,
        })
    }

    /// `None` when the object does not exist.
    pub async fn head(&self, key: &str) -> Result<Option<ObjectInfo>, StorageError> {
        match self
            .client
            .head_object()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
        {
            Ok(out) => Ok(Some(ObjectInfo {
                size: out.content_length().unwrap_or_default(),
                etag: out.e_tag().map(|e| e.trim_matches('"').to_owned()),
            })),
            Err(e) => {
                let not_found = e.as_service_error().is_some_and(|s| s.is_not_found())
                    || e.raw_response().is_some_and(|r| r.status().as_u16() == 404);
                if not_found {
                    Ok(None)
                } else {
                    Err(unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))
                }
            }
        }
    }

    /// Deleting a missing object succeeds.
    pub async fn delete(&self, key: &str) -> Result<(), StorageError> {
        self.client
            .delete_object()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
            .map(|_| ())
            .map_err(|e| unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))
    }

    pub async fn put(
        &self,
        key: &str,
        body: Vec<u8>,
        content_type: &str,
    ) -> Result<(), StorageError> {
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(key)
            .content_type(content_type)
            .body(ByteStream::from(body))
            .send()
            .await
            .map(|_| ())
            .map_err(|e| unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))
    }

    /// The object's body as a stream (never buffered whole).
    pub async fn get_stream(&self, key: &str) -> Result<ByteStream, StorageError> {
        self.client
            .get_object()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
            .map(|out| out.body)
            .map_err(|e| unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))
    }

    /// Server-side copy of `from` to `to` (the bytes never pass through the service); false when
    /// `from` does not exist.
    pub async fn copy(&self, from: &str, to: &str) -> Result<bool, StorageError> {
        match self
            .client
            .copy_object()
            .bucket(&self.bucket)
            .key(to)
            .copy_source(copy_source(&self.bucket, from))
            .send()
            .await
        {
            Ok(_) => Ok(true),
            Err(e) if e.raw_response().is_some_and(|r| r.status().as_u16() == 404) => Ok(false),
            Err(e) => Err(unavailable(aws_sdk_s3::error::DisplayErrorContext(e))),
        }
    }

    /// One page (up to 1,000 objects) of the keys under `prefix` (ListObjectsV2), continuing
    /// after `token` when given.
    pub async fn list(
        &self,
        prefix: &str,
        token: Option<String>,
    ) -> Result<ListPage, StorageError> {
        let out = self
            .client
            .list_objects_v2()
            .bucket(&self.bucket)
            .prefix(prefix)
            .set_continuation_token(token)
            .send()
            .await
            .map_err(|e| unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))?;
        let objects = out
            .contents()
            .iter()
            .filter_map(|o| {
                Some(Listed {
                    key: o.key()?.to_owned(),
                    last_modified: o
                        .last_modified()
                        .and_then(|t| DateTime::from_timestamp(t.secs(), t.subsec_nanos())),
                })
            })
            .collect();
        let next = if out.is_truncated() == Some(true) {
            out.next_continuation_token().map(str::to_owned)
        } else {
            None
        };
        Ok(ListPage { objects, next })
    }

    /// Deletes every object under `prefix`; answers how many.
    pub async fn delete_prefix(&self, prefix: &str) -> Result<usize, StorageError> {
        let mut token = None;
        let mut count = 0;
        loop {
            let page = self.list(prefix, token).await?;
            for object in &page.objects {
                self.delete(&object.key).await?;
                count += 1;
            }
            match page.next {
                Some(next) => token = Some(next),
                None => return Ok(count),
            }
        }
    }

    /// Reachability for readiness.
    pub async fn ping(&self) -> Result<(), StorageError> {
        // Also checked before anything is reserved for an upload: a URL for a store that cannot
        // be reached would only hold quota.
        self.client
            .head_bucket()
            .bucket(&self.bucket)
            .send()
            .await
            .map(|_| ())
            .map_err(|e| unavailable(aws_sdk_s3::error::DisplayErrorContext(e)))
    }
}
