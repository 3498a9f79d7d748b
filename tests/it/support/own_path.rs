//! The binary run in a [`Folder`]'s project with nothing on `PATH` but a folder of the test's
//! own, so nothing installed on the machine (a `claude`, an `openclaw`, another
//! `memory-manager`) is found unless the test puts it there: install and health-check tests.

use std::path::PathBuf;

use super::{Folder, Mm, Output};

/// The only folder on `PATH`: empty unless a test puts a program (a fake `openclaw`, a link
/// to `memory-manager`) in it.
pub fn bin(f: &Folder) -> PathBuf {
    let bin = f.tmp().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    bin
}

/// `memory-manager ARGS` in the project, with nothing on `PATH` but [`bin`].
pub fn mm(f: &Folder, args: &[&str]) -> Mm {
    f.mm_in_project().env("PATH", bin(f)).args(args)
}

/// [`mm`], which must succeed.
#[track_caller]
pub fn ok(f: &Folder, args: &[&str]) -> Output {
    mm(f, args).run().success()
}
