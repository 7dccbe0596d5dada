//! Where the worker may send requests (RELIABILITY: no request forgery through the internal API):
//! file bytes and texts only to and from the configured object store (its endpoint, or the
//! bucket's virtual host under it), the repository only through the configured code-host API.
//! A task naming any other origin is refused before a request leaves, and the worker's clients
//! follow no redirects, so an allowed origin cannot hand the request on either.

use reqwest::Url;

/// The origins the worker may reach for a task.
#[derive(Debug, Clone)]
pub struct Origins {
    /// The object store's endpoint (scheme, host, port).
    storage: Option<Url>,
    /// The bucket, for virtual-hosted URLs (`{bucket}.{endpoint host}`).
    bucket: String,
    /// The code host's API base URL.
    codehost: Option<Url>,
}

impl Origins {
    /// `storage_endpoint` is the object store the backend signs URLs for; `codehost_api` the
    /// configured code-host API (empty: none).
    pub fn new(storage_endpoint: &str, bucket: &str, codehost_api: &str) -> Origins {
        let parse = |s: &str| Url::parse(s.trim()).ok().filter(|u| u.has_host());
        Origins {
            storage: parse(storage_endpoint),
            bucket: bucket.trim().to_ascii_lowercase(),
            codehost: parse(codehost_api),
        }
    }

    /// `Ok` when `url` is on the object store.
    pub fn storage(&self, url: &str) -> Result<(), String> {
        let (Some(endpoint), Ok(url)) = (&self.storage, Url::parse(url)) else {
            return Err("the URL is not on the configured object store".into());
        };
        let same_origin = url.origin() == endpoint.origin();
        let virtual_host = url.scheme() == endpoint.scheme()
            && url.port_or_known_default() == endpoint.port_or_known_default()
            && !self.bucket.is_empty()
            && match (url.host_str(), endpoint.host_str()) {
                (Some(host), Some(base)) => {
                    host.eq_ignore_ascii_case(&format!("{}.{base}", self.bucket))
                }
                _ => false,
            };
        if same_origin || virtual_host {
            Ok(())
        } else {
            Err("the URL is not on the configured object store".into())
        }
    }

    /// `Ok` when `base` is the configured code-host API's origin.
    pub fn codehost(&self, base: &str) -> Result<(), String> {
        match (&self.codehost, Url::parse(base.trim())) {
            (Some(api), Ok(url)) if url.origin() == api.origin() => Ok(()),
            _ => Err("the code-host API is not the configured one".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_configured_store_and_code_host() {
        let o = Origins::new("http://127.0.0.1:9000", "files", "https://api.github.com");
        assert!(
            o.storage("http://127.0.0.1:9000/files/a?X-Amz-Signature=1")
                .is_ok()
        );
        for bad in [
            "http://127.0.0.1:9001/files/a",
            "https://127.0.0.1:9000/files/a",
            "http://169.254.169.254/latest/meta-data/",
            "http://localhost:9000/files/a",
            "file:///etc/passwd",
            "not a url",
        ] {
            assert!(o.storage(bad).is_err(), "{bad}");
        }
        let s3 = Origins::new("https://s3.ca-central-1.amazonaws.com", "files", "");
        assert!(
            s3.storage("https://files.s3.ca-central-1.amazonaws.com/k")
                .is_ok()
        );
        assert!(
            s3.storage("https://other.s3.ca-central-1.amazonaws.com/k")
                .is_err()
        );
        assert!(
            s3.storage("https://files.s3.ca-central-1.amazonaws.com.evil.example/k")
                .is_err()
        );
        assert!(o.codehost("https://api.github.com").is_ok());
        assert!(o.codehost("https://api.github.com/").is_ok());
        assert!(o.codehost("http://127.0.0.1:9000").is_err());
        assert!(s3.codehost("https://api.github.com").is_err());
    }
}
