use super::*;
use std::io::Write;

#[test]
fn stale_temps_go_and_fresh_ones_and_files_stay() {
    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join(".MEMORY.md.tmp-123-0");
    let fresh = dir.path().join(".MEMORY.md.tmp-456-1");
    let real = dir.path().join("MEMORY.md");
    for p in [&old, &fresh, &real] {
        fs::write(p, "x").unwrap();
    }
    let past = std::time::SystemTime::now() - Duration::from_secs(600);
    File::options()
        .write(true)
        .open(&old)
        .unwrap()
        .set_modified(past)
        .unwrap();
    File::options()
        .write(true)
        .open(&real)
        .unwrap()
        .set_modified(past)
        .unwrap();
    remove_stale_temps(dir.path(), Duration::from_secs(60));
    assert!(!old.exists());
    assert!(fresh.exists() && real.exists());
}

#[test]
fn atomic_write_keeps_a_symlink_and_confine_refuses_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let inside = dir.path().join("mem");
    let outside = dir.path().join("elsewhere");
    fs::create_dir_all(&inside).unwrap();
    fs::create_dir_all(&outside).unwrap();
    let target = inside.join("real.md");
    fs::write(&target, "old").unwrap();
    #[cfg(unix)]
    {
        let link = inside.join("MEMORY.md");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        confine(&link, std::slice::from_ref(&inside)).unwrap();
        atomic_write(&link, b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&target).unwrap(), "new");
        let escape = inside.join("USER.md");
        std::os::unix::fs::symlink(outside.join("x.md"), &escape).unwrap();
        fs::write(outside.join("x.md"), "x").unwrap();
        assert!(confine(&escape, std::slice::from_ref(&inside)).is_err());
    }
    assert!(confine(&outside.join("a.md"), &[inside]).is_err());
}

#[test]
fn a_file_read_then_appended_to_keeps_the_append() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("MEMORY.md");
    fs::write(&path, "a\n").unwrap();
    let (text, snap) = read_snapshot(&path).unwrap();
    assert_eq!(text.as_deref(), Some("a\n"));
    // A person appends between our read and our write.
    OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(b"typed by hand\n")
        .unwrap();
    prepare(&path, "a\nours\n", snap).unwrap().commit().unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "a\nours\ntyped by hand\n"
    );
}

#[test]
fn an_append_after_the_check_reaches_the_new_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("MEMORY.md");
    fs::write(&path, "a\n").unwrap();
    let (_, snap) = read_snapshot(&path).unwrap();
    let prepared = prepare(&path, "a\nours\n", snap).unwrap();
    // Between the check and the rename: the append lands in the old file.
    OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(b"late\n")
        .unwrap();
    prepared.commit().unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "a\nours\nlate\n");
}

#[test]
fn a_file_replaced_or_edited_in_place_is_a_conflict() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("MEMORY.md");
    fs::write(&path, "abc\n").unwrap();
    let (_, snap) = read_snapshot(&path).unwrap();
    // An editor saves by writing a new file and renaming it over.
    let other = dir.path().join("x");
    fs::write(&other, "edited\n").unwrap();
    fs::rename(&other, &path).unwrap();
    let err = prepare(&path, "ours\n", snap).unwrap_err();
    assert!(err.downcast_ref::<Conflict>().is_some(), "{err:#}");
    assert_eq!(fs::read_to_string(&path).unwrap(), "edited\n");
    // The same length, changed in place.
    let (_, snap) = read_snapshot(&path).unwrap();
    fs::write(&path, "EDITED\n").unwrap();
    // However coarse the file system's clock, the edit shows in the time.
    let later = std::time::SystemTime::now() + Duration::from_secs(5);
    File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(later)
        .unwrap();
    let err = prepare(&path, "ours\n", snap).unwrap_err();
    assert!(err.downcast_ref::<Conflict>().is_some(), "{err:#}");
    // Created while we thought it missing.
    let new = dir.path().join("USER.md");
    let (none, snap) = read_snapshot(&new).unwrap();
    assert!(none.is_none());
    fs::write(&new, "mine\n").unwrap();
    assert!(prepare(&new, "ours\n", snap).is_err());
    // No temp file is left behind by a refused write.
    assert!(temp_names(dir.path()).is_empty());
}

fn temp_names(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.contains(".tmp-"))
        .collect()
}

#[test]
fn a_deleted_lock_file_is_noticed() {
    let dir = tempfile::tempdir().unwrap();
    let folders = [dir.path().to_path_buf()];
    let locks = lock_folders(&folders, Duration::from_secs(1))
        .unwrap()
        .unwrap();
    assert!(locks.intact());
    fs::remove_file(dir.path().join(LOCK_FILE)).unwrap();
    assert!(!locks.intact());
    // Another writer now locks a new lock file: ours no longer guards the folder.
    let other = lock_folders(&folders, Duration::from_secs(1)).unwrap();
    assert!(other.is_some_and(|l| l.intact()));
}

#[cfg(unix)]
#[test]
fn links_and_special_files_are_refused() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    let inside = dir.path().join("mem");
    let outside = dir.path().join("elsewhere");
    fs::create_dir_all(&inside).unwrap();
    fs::create_dir_all(&outside).unwrap();
    let folders = [inside.clone()];
    // A linked folder on the way out.
    symlink(&outside, inside.join("skills")).unwrap();
    assert!(confine(&inside.join("skills/INDEX.md"), &folders).is_err());
    assert!(confine(&inside.join("../elsewhere/x.md"), &folders).is_err());
    assert!(confine(&inside.join("new/dir/x.md"), &folders).is_ok());
    // A FIFO or a device in a memory file's place is refused, not read (no hang).
    let fifo = inside.join("MEMORY.md");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    assert!(read_text(&fifo).is_err());
    symlink("/dev/zero", inside.join("USER.md")).unwrap();
    assert!(read_text(&inside.join("USER.md")).is_err());
    // The error log and the lock are never written through a link.
    let victim = outside.join("f");
    fs::write(&victim, "keep").unwrap();
    symlink(&victim, inside.join(".memory-manager-errors.log")).unwrap();
    assert!(append_bounded(&inside.join(".memory-manager-errors.log"), "x", 10).is_err());
    symlink(&victim, inside.join(LOCK_FILE)).unwrap();
    assert!(lock_folders(&folders, Duration::from_millis(50)).is_err());
    assert_eq!(fs::read_to_string(&victim).unwrap(), "keep");
    // A linked spool folder is not used.
    symlink(&outside, inside.join(".memory-manager-spool")).unwrap();
    assert!(spool_put(&inside.join(".memory-manager-spool"), b"{}").is_err());
    assert!(spool_list(&inside.join(".memory-manager-spool")).is_err());
}

#[test]
fn oversized_files_are_refused_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("MEMORY.md");
    let f = File::create(&path).unwrap();
    f.set_len(MAX_TEXT_BYTES + 1).unwrap();
    let err = read_text(&path).unwrap_err().to_string();
    assert!(err.contains("MB"), "{err}");
}

#[test]
fn a_key_is_claimed_once_within_its_window() {
    let dir = tempfile::tempdir().unwrap();
    let claims = dir.path().join("claims");
    assert!(claim(
        &claims,
        "UserPromptSubmit/s1/p1",
        Duration::from_secs(60)
    ));
    assert!(!claim(
        &claims,
        "UserPromptSubmit/s1/p1",
        Duration::from_secs(60)
    ));
    assert!(claim(
        &claims,
        "UserPromptSubmit/s1/p2",
        Duration::from_secs(60)
    ));
    // Past the window the same key is a new delivery.
    assert!(claim(&claims, "SessionStart/s1/resume", Duration::ZERO));
    assert!(claim(&claims, "SessionStart/s1/resume", Duration::ZERO));
}

#[test]
fn copies_of_one_event_racing_agree_on_one_claim() {
    let dir = tempfile::tempdir().unwrap();
    let claims = dir.path().join("claims");
    for round in 0..20 {
        let key = format!("UserPromptSubmit/s1/p{round}");
        let won: usize = std::thread::scope(|s| {
            let racers: Vec<_> = (0..4)
                .map(|_| s.spawn(|| claim(&claims, &key, Duration::from_secs(60))))
                .collect();
            racers
                .into_iter()
                .map(|r| usize::from(r.join().unwrap()))
                .sum()
        });
        assert_eq!(won, 1, "round {round}");
    }
    // Twenty keys in a few files, none lost to another's rewrite.
    for round in 0..20 {
        let key = format!("UserPromptSubmit/s1/p{round}");
        assert!(!claim(&claims, &key, Duration::from_secs(60)), "{key}");
    }
    assert!(fs::read_dir(&claims).unwrap().count() <= 16);
}

#[test]
fn a_damaged_claims_file_is_started_afresh_and_old_claim_files_go() {
    let dir = tempfile::tempdir().unwrap();
    let claims = dir.path().join("claims");
    fs::create_dir_all(&claims).unwrap();
    // The one-file-per-claim layout of earlier versions.
    fs::write(claims.join("0123456789abcdef"), "").unwrap();
    assert!(claim(&claims, "k1", Duration::from_secs(60)));
    assert!(!claims.join("0123456789abcdef").exists());
    for entry in fs::read_dir(&claims).unwrap() {
        fs::write(entry.unwrap().path(), b"\xff\xfe not a claim\nzz 12\n").unwrap();
    }
    assert!(claim(&claims, "k1", Duration::from_secs(60)));
    assert!(!claim(&claims, "k1", Duration::from_secs(60)));
}

#[cfg(unix)]
#[test]
fn a_folder_linked_outside_its_anchor_is_refused() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("project");
    let elsewhere = dir.path().join("elsewhere");
    fs::create_dir_all(project.join(".claude")).unwrap();
    fs::create_dir_all(project.join("docs")).unwrap();
    fs::create_dir_all(&elsewhere).unwrap();
    let memory = project.join(".claude").join("memory");
    let anchored = [(memory.clone(), project.clone())];
    // Not there yet, or a plain folder: fine.
    assert!(check_anchored(&anchored).is_ok());
    assert!(confine_anchored(&memory.join("MEMORY.md"), &anchored).is_ok());
    // Linked inside the project: the project's own.
    symlink(project.join("docs"), &memory).unwrap();
    assert!(check_anchored(&anchored).is_ok());
    assert!(
        read_text_in(&memory.join("MEMORY.md"), &anchored)
            .unwrap()
            .is_none()
    );
    // Linked out of it: refused for reading and writing alike.
    fs::remove_file(&memory).unwrap();
    symlink(&elsewhere, &memory).unwrap();
    fs::write(elsewhere.join("MEMORY.md"), "outside").unwrap();
    assert!(check_anchored(&anchored).is_err());
    assert!(confine_anchored(&memory.join("MEMORY.md"), &anchored).is_err());
    assert!(read_text_in(&memory.join("MEMORY.md"), &anchored).is_err());
    // A spool record is never a link, wherever it leads.
    let record = project.join("r.json");
    symlink(elsewhere.join("MEMORY.md"), &record).unwrap();
    assert!(read_text_no_link(&record).is_err());
}
