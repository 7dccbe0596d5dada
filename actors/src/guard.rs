//! Panics inside a handler future are caught at the actor boundary: the caller gets an error and
//! the actor stops, so its supervisor restarts it with state rebuilt from the database.

use std::future::Future;
use std::panic::AssertUnwindSafe;

use actix::{Actor, ActorFutureExt, Context, ResponseActFuture};
use futures_util::FutureExt;

/// Errors that can report a caught panic.
pub trait FromPanic {
    fn panicked() -> Self;
}

pub fn guarded<A, T, E, F>(fut: F) -> ResponseActFuture<A, Result<T, E>>
where
    A: Actor<Context = Context<A>>,
    T: 'static,
    E: FromPanic + 'static,
    F: Future<Output = Result<T, E>> + 'static,
{
    let caught = AssertUnwindSafe(fut).catch_unwind();
    Box::pin(actix::fut::wrap_future::<_, A>(caught).map(
        |outcome, _actor, ctx: &mut Context<A>| {
            outcome.unwrap_or_else(|_| {
                tracing::error!("actor handler panicked; stopping the actor for a restart");
                actix::ActorContext::stop(ctx);
                Err(E::panicked())
            })
        },
    ))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use actix::{Handler, Message, Supervised, Supervisor};

    use super::*;

    #[derive(Debug)]
    struct Failed;

    impl FromPanic for Failed {
        fn panicked() -> Self {
            Failed
        }
    }

    struct Fragile {
        restarts: Arc<AtomicUsize>,
    }

    impl Actor for Fragile {
        type Context = Context<Self>;
    }

    impl Supervised for Fragile {
        fn restarting(&mut self, _: &mut Context<Self>) {
            self.restarts.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[derive(Message)]
    #[rtype(result = "Result<u32, Failed>")]
    struct Work(bool);

    impl Handler<Work> for Fragile {
        type Result = ResponseActFuture<Self, Result<u32, Failed>>;

        fn handle(&mut self, msg: Work, _: &mut Context<Self>) -> Self::Result {
            guarded(async move {
                if msg.0 {
                    panic!("boom");
                }
                Ok(7)
            })
        }
    }

    #[actix::test]
    async fn a_panicking_handler_fails_its_caller_and_the_actor_restarts() {
        let restarts = Arc::new(AtomicUsize::new(0));
        let counter = restarts.clone();
        let addr = Supervisor::start(move |_| Fragile { restarts: counter });
        assert!(matches!(addr.send(Work(true)).await, Ok(Err(Failed))));
        assert!(matches!(addr.send(Work(false)).await, Ok(Ok(7))));
        assert_eq!(restarts.load(Ordering::SeqCst), 1);
    }
}
