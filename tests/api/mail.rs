//! The mail outbox (DESIGN §13): a message enqueued in the database is delivered by the
//! background sender to an SMTP server (one started here, in memory), retried with backoff while
//! the server is down, and kept as UNSENT when no transport is configured.

use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use entities::{MailKind, MailStatus, email_outbox};
use mailin_embedded::{Handler, Response, Server, response};
use sea_orm::EntityTrait;
use secrecy::SecretString;
use taxcredit::services::mail::{self, OutgoingMail, sender, templates};
use uuid::Uuid;

use crate::helpers::TestApp;

/// One message the test SMTP server accepted.
#[derive(Debug, Clone)]
pub struct Captured {
    pub from: String,
    pub to: Vec<String>,
    pub data: String,
}

/// Collects each session's message into the shared inbox.
#[derive(Clone, Default)]
pub struct Inbox {
    messages: Arc<Mutex<Vec<Captured>>>,
    current: Option<Captured>,
}

impl Handler for Inbox {
    fn data_start(&mut self, _domain: &str, from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.current = Some(Captured {
            from: from.to_owned(),
            to: to.to_vec(),
            data: String::new(),
        });
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        if let Some(current) = &mut self.current {
            current.data.push_str(&String::from_utf8_lossy(buf));
        }
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        if let Some(message) = self.current.take() {
            self.messages.lock().expect("inbox lock").push(message);
        }
        response::OK
    }
}

impl Inbox {
    pub fn received(&self) -> Vec<Captured> {
        self.messages.lock().expect("inbox lock").clone()
    }
}

/// Starts an SMTP server on `listener` in a thread of its own (it runs until the test process
/// ends); answers its inbox.
pub fn start_smtp(listener: TcpListener) -> Inbox {
    let inbox = Inbox::default();
    let mut server = Server::new(inbox.clone());
    server.with_name("test.local").with_tcp_listener(listener);
    std::thread::spawn(move || {
        let _ = server.serve();
    });
    inbox
}

async fn spawn_app(smtp_url: &str, retry_base_secs: u64) -> TestApp {
    let smtp_url = smtp_url.to_owned();
    TestApp::spawn_with(move |settings| {
        settings.mail.smtp_url = SecretString::from(smtp_url);
        settings.mail.poll_ms = 100;
        settings.mail.retry_base_secs = retry_base_secs;
        settings.mail.from = "no-reply@test.local".to_owned();
    })
    .await
}

async fn enqueue(app: &TestApp, to: &str) -> Uuid {
    mail::enqueue(
        &app.db,
        &app.state.sealer,
        OutgoingMail {
            to: to.to_owned(),
            subject: "Verify your e-mail address".to_owned(),
            body: format!(
                "Open https://app.test/verify-email?token={}\n",
                templates::SECRET
            ),
            kind: MailKind::Verification,
            secret: Some("secret-token".to_owned()),
        },
    )
    .await
    .expect("enqueue")
}

async fn row(app: &TestApp, id: Uuid) -> email_outbox::Model {
    email_outbox::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("read outbox")
        .expect("outbox row")
}

/// Polls the row until `done` holds (10 s at most).
async fn wait_for(
    app: &TestApp,
    id: Uuid,
    done: impl Fn(&email_outbox::Model) -> bool,
) -> email_outbox::Model {
    for _ in 0..200 {
        let current = row(app, id).await;
        if done(&current) {
            return current;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "outbox row never reached the expected state: {:?}",
        row(app, id).await
    );
}

#[actix_web::test]
async fn an_enqueued_message_is_delivered_and_marked_sent() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = start_smtp(listener);
    let app = spawn_app(&format!("smtp://127.0.0.1:{port}"), 30).await;

    let id = enqueue(&app, "jane@example.com").await;
    let sent = wait_for(&app, id, |r| r.status == MailStatus::Sent).await;
    assert_eq!(sent.attempts, 1);
    assert!(sent.sent_at.is_some());
    assert_eq!(sent.last_error, None);
    assert_eq!(sent.secret_sealed, None, "the secret is dropped once sent");

    let received = inbox.received();
    assert_eq!(received.len(), 1, "{received:?}");
    let message = &received[0];
    assert_eq!(message.from, "no-reply@test.local");
    assert_eq!(message.to, ["jane@example.com"]);
    assert!(message.data.contains("Subject: Verify your e-mail address"));
    assert!(message.data.contains("verify-email?token=secret-token"));
}

#[actix_web::test]
async fn an_smtp_outage_is_retried_with_backoff_until_delivered() {
    let port = crate::helpers::free_port();
    let app = spawn_app(&format!("smtp://127.0.0.1:{port}"), 1).await;

    let id = enqueue(&app, "joe@example.com").await;
    let failed = wait_for(&app, id, |r| r.attempts >= 1).await;
    assert_eq!(failed.status, MailStatus::Pending);
    assert!(failed.next_attempt_at > failed.created_at);
    let error = failed.last_error.expect("the failure is recorded");
    assert!(
        error.len() <= 200 && !error.contains("secret-token"),
        "{error}"
    );

    let listener = TcpListener::bind(("127.0.0.1", port)).expect("bind the outage port");
    let inbox = start_smtp(listener);
    let sent = wait_for(&app, id, |r| r.status == MailStatus::Sent).await;
    assert!(sent.attempts >= 2, "{sent:?}");
    assert_eq!(sent.last_error, None);
    assert_eq!(inbox.received().len(), 1);
}

#[actix_web::test]
async fn without_a_transport_messages_are_kept_as_unsent() {
    let app = spawn_app("", 30).await;
    let id = enqueue(&app, "ann@example.com").await;
    let kept = wait_for(&app, id, |r| r.status == MailStatus::Unsent).await;
    assert!(kept.sent_at.is_none());
    assert!(
        kept.body_text.contains(templates::SECRET),
        "the body is kept in the outbox"
    );
    assert!(
        !kept.body_text.contains("secret-token"),
        "never the raw token"
    );
    let sealed = kept
        .secret_sealed
        .clone()
        .expect("the sealed secret is kept");
    assert!(!sealed.contains("secret-token"));
    // Nothing more happens to it.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(row(&app, id).await.status, MailStatus::Unsent);
}

#[actix_web::test]
async fn two_senders_never_send_the_same_message_twice() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = start_smtp(listener);
    let url = format!("smtp://127.0.0.1:{port}");
    // The app's own sender waits an hour; the two passes below play two replicas.
    let app = TestApp::spawn_with({
        let url = url.clone();
        move |settings| {
            settings.mail.smtp_url = SecretString::from(url);
            settings.mail.poll_ms = 3_600_000;
        }
    })
    .await;
    let mut ids = Vec::new();
    for i in 0..10 {
        ids.push(enqueue(&app, &format!("user{i}@example.com")).await);
    }
    let settings = app.state.settings.mail.clone();
    let first = sender::Mailer::from_settings(&settings, app.state.sealer.clone()).expect("mailer");
    let second =
        sender::Mailer::from_settings(&settings, app.state.sealer.clone()).expect("mailer");
    let (a, b) = tokio::join!(
        sender::run_once(&app.db, &first),
        sender::run_once(&app.db, &second)
    );
    assert_eq!(a.expect("first pass") + b.expect("second pass"), 10);
    for id in ids {
        assert_eq!(row(&app, id).await.status, MailStatus::Sent);
    }
    let mut recipients: Vec<String> = inbox
        .received()
        .into_iter()
        .flat_map(|message| message.to)
        .collect();
    recipients.sort();
    recipients.dedup();
    assert_eq!(recipients.len(), 10);
    assert_eq!(inbox.received().len(), 10);
}

#[actix_web::test]
async fn unsent_mail_is_delivered_once_a_transport_is_configured() {
    // The app's own sender waits an hour: a pass of it between the requeue and the pass below
    // would find no transport and keep the message UNSENT again. Its passes are played here.
    let app = TestApp::spawn_with(|settings| {
        settings.mail.smtp_url = SecretString::from(String::new());
        settings.mail.poll_ms = 3_600_000;
        settings.mail.from = "no-reply@test.local".to_owned();
    })
    .await;
    let id = enqueue(&app, "una@example.com").await;
    let without = app.state.settings.mail.clone();
    let idle = sender::Mailer::from_settings(&without, app.state.sealer.clone()).expect("mailer");
    assert!(!idle.configured());
    assert_eq!(sender::run_once(&app.db, &idle).await.expect("pass"), 1);
    assert_eq!(row(&app, id).await.status, MailStatus::Unsent);

    // The operator configures SMTP and restarts: the sender queues the UNSENT rows again.
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = start_smtp(listener);
    let mut settings = app.state.settings.mail.clone();
    settings.smtp_url = SecretString::from(format!("smtp://127.0.0.1:{port}"));
    let mailer =
        sender::Mailer::from_settings(&settings, app.state.sealer.clone()).expect("mailer");
    assert_eq!(sender::requeue_unsent(&app.db).await.expect("requeue"), 1);
    assert_eq!(sender::run_once(&app.db, &mailer).await.expect("pass"), 1);
    assert_eq!(row(&app, id).await.status, MailStatus::Sent);
    let received = inbox.received();
    assert_eq!(received.len(), 1);
    assert!(received[0].data.contains("verify-email?token=secret-token"));
}

#[actix_web::test]
async fn a_secret_sealed_for_another_row_fails_the_message_for_good() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = start_smtp(listener);
    let app = spawn_app(&format!("smtp://127.0.0.1:{port}"), 30).await;
    // Two messages written in one transaction, so neither is picked up before the swap.
    let (first, second) = {
        use sea_orm::{QueryFilter, TransactionTrait};
        let txn = app.db.begin().await.expect("begin");
        let mut ids = Vec::new();
        for to in ["a@example.com", "b@example.com"] {
            ids.push(
                mail::enqueue(
                    &txn,
                    &app.state.sealer,
                    OutgoingMail {
                        to: to.to_owned(),
                        subject: "s".to_owned(),
                        body: format!("token {}", templates::SECRET),
                        kind: MailKind::PasswordReset,
                        secret: Some(format!("token-for-{}", &to[..1])),
                    },
                )
                .await
                .expect("enqueue"),
            );
        }
        // The first row gets the second row's ciphertext.
        let other = email_outbox::Entity::find_by_id(ids[1])
            .one(&txn)
            .await
            .expect("read")
            .expect("row");
        email_outbox::Entity::update_many()
            .col_expr(
                email_outbox::Column::SecretSealed,
                sea_orm::sea_query::Expr::value(other.secret_sealed),
            )
            .filter(sea_orm::ColumnTrait::eq(&email_outbox::Column::Id, ids[0]))
            .exec(&txn)
            .await
            .expect("swap");
        txn.commit().await.expect("commit");
        (ids[0], ids[1])
    };
    let failed = wait_for(&app, first, |r| r.status == MailStatus::Failed).await;
    assert_eq!(failed.secret_sealed, None);
    wait_for(&app, second, |r| r.status == MailStatus::Sent).await;
    let received = inbox.received();
    assert_eq!(received.len(), 1);
    assert!(received[0].data.contains("token-for-b"));
}
