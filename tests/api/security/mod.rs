//! Issue 32: the hostile findings on the newer areas, each as the attacker tried it.

mod edge;
mod password_race;
