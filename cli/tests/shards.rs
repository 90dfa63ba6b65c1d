//! The fewest-press search in shards as a user with a cluster runs it: `solve --minimal --shard
//! I/M --checkpoint FILE` in separate processes, then `merge` the files into one certificate
//! that `verify` accepts. The all-on 62 x 62 board needs 1,742 presses (OEIS A075464, a term
//! past its data line that this search proves); its 2^24 solutions fall into six blocks, so
//! four shards each have work of their own, and verify weighs all of them in seconds (the
//! 2^32 of 39 x 39 take it minutes in the test build).

use std::path::PathBuf;

use serde_json::Value;

mod binary;
use binary::{json, refused};

/// A fresh path in the system's temporary folder for this test's files.
fn scratch(name: &str) -> String {
    let path: PathBuf =
        std::env::temp_dir().join(format!("lights-lab-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path.to_str().unwrap().to_string()
}

const SIDE: &str = "62";

/// `solve --minimal` of `board` on a `side` x `side` board, with `more` flags.
fn minimal<'a>(side: &'a str, board: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "solve",
        "--rows",
        side,
        "--cols",
        side,
        "--board",
        board,
        "--minimal",
    ];
    args.extend_from_slice(more);
    args
}

/// `solve --minimal` of the all-on 62 x 62 board with `more` flags.
fn solve(more: &[&str]) -> Value {
    json(&minimal(SIDE, "on", more))
}

#[test]
fn four_shards_in_four_processes_merge_into_the_minimum_and_a_certificate_verify_accepts() {
    let files: Vec<String> = (1..=4).map(|i| scratch(&format!("shard-{i}"))).collect();
    for (i, file) in (1..).zip(&files) {
        let shard = format!("{i}/4");
        let answer = solve(&["--shard", &shard, "--checkpoint", file]);
        let part = &answer["shard"];
        assert_eq!(
            (part["number"].as_u64(), part["count"].as_u64()),
            (Some(i), Some(4))
        );
        assert_eq!(part["finished"], true, "{answer}");
        assert_eq!(part["settled"], part["blocks"]);
        assert!(part["blocks"].as_u64() > Some(0), "{answer}");
        // One shard alone proves nothing about the others' blocks.
        assert_eq!(answer["minimal"], Value::Null);
        assert!(answer["press_count"].as_u64() >= Some(1742));
    }
    // A shard taken up again from its finished checkpoint answers the same.
    let again = solve(&["--shard", "2/4", "--checkpoint", &files[1]]);
    assert_eq!(again["shard"]["finished"], true);

    let certificate = scratch("certificate.json");
    let mut merge = vec!["merge"];
    merge.extend(files.iter().map(String::as_str));
    merge.extend(["--certificate", &certificate]);
    let merged = json(&merge);
    let unsharded = solve(&[]);
    assert_eq!(
        (merged["press_count"].as_u64(), merged["minimal"].as_bool()),
        (Some(1742), Some(true))
    );
    assert_eq!(merged["press_count"], unsharded["press_count"]);
    assert_eq!(merged["lower_bound"], 1742);
    assert_eq!(merged["shards"], 4);

    let verified = json(&["verify", &certificate, "--time-limit", "600"]);
    assert_eq!(verified["solves"], true, "{verified}");
    assert_eq!(verified["press_count_matches"], true);
    assert_eq!(verified["quiet_patterns"], 24);
    assert_eq!(verified["least_press_count"], 1742);
    assert_eq!(verified["minimal"], true);

    // A missing shard, and a doubled one, are refused, each naming what is wrong.
    let refusal = refused(&["merge", &files[0], &files[1], &files[3]]);
    assert!(refusal.contains("shard 3 of 4 is missing"), "{refusal}");
    let copy = scratch("shard-2-copy");
    std::fs::copy(&files[1], &copy).unwrap();
    let refusal = refused(&["merge", &files[0], &files[1], &files[2], &files[3], &copy]);
    assert_eq!(
        refusal,
        format!(
            "{} and {copy} are both shard 2 of 4; give each shard once",
            files[1]
        )
    );
    // A shard that was stopped before it settled its blocks.
    let text = std::fs::read_to_string(&files[2]).unwrap();
    let stopped: String = text
        .lines()
        .map(|line| match line.starts_with("finished ") {
            true => "finished \n".to_string(),
            false => format!("{line}\n"),
        })
        .collect();
    let unfinished = scratch("shard-3-unfinished");
    std::fs::write(&unfinished, stopped).unwrap();
    let refusal = refused(&["merge", &files[0], &files[1], &unfinished, &files[3]]);
    assert!(
        refusal.starts_with(&format!("{unfinished} (shard 3 of 4) has not finished")),
        "{refusal}"
    );

    // A shard of another board: its code differs from the others'.
    let other = scratch("other-board");
    let dark = "0".repeat(62 * 62);
    json(&minimal(
        SIDE,
        &dark,
        &["--shard", "4/4", "--checkpoint", &other],
    ));
    let refusal = refused(&["merge", &files[0], &files[1], &files[2], &other]);
    assert_eq!(
        refusal,
        format!(
            "{other} is for another puzzle, board or goal than {}; merge the shards of one search",
            files[0]
        )
    );
    // A shard's checkpoint is refused by another shard.
    let refusal = refused(&minimal(
        SIDE,
        "on",
        &["--shard", "1/4", "--checkpoint", &files[1]],
    ));
    assert!(
        refusal.contains("is shard 2 of 4, not shard 1 of 4"),
        "{refusal}"
    );

    for file in files
        .iter()
        .chain([&certificate, &copy, &unfinished, &other])
    {
        let _ = std::fs::remove_file(file);
    }
}

#[test]
fn a_shard_keeps_the_time_limit_and_saves_where_it_stopped() {
    // 79 x 79: 2^61 solutions after symmetry, years of work; a shard stops at 1 second.
    let file = scratch("a79-shard");
    let answer = json(&minimal(
        "79",
        "on",
        &["--shard", "3/8", "--checkpoint", &file, "--time-limit", "1"],
    ));
    assert_eq!(answer["shard"]["finished"], false, "{answer}");
    assert_eq!(answer["minimal"], Value::Null, "{answer}");
    // Either ending of a busy machine: the shard saved where it stopped, or its set-up (the
    // symmetries and blocks of 6,241 cells) did not finish, nothing was saved, and it says so.
    match std::fs::read_to_string(&file) {
        Ok(saved) => {
            assert!(saved.contains("\nshard 3/8\n"), "{saved}");
            assert!(saved.contains("\ncode v1.s79x79."), "{saved}");
        }
        Err(_) => assert!(
            answer["unfinished"].as_str().is_some_and(
                |why| why.starts_with("setting up the fewest-press search did not finish")
            ),
            "{answer}"
        ),
    }
    let _ = std::fs::remove_file(&file);
}

#[test]
fn shards_are_refused_where_there_is_nothing_to_split() {
    // 19 x 19 has 2^16 solutions, walked as one block: no second shard to give it.
    let file = scratch("small");
    let refusal = refused(&minimal(
        "19",
        "on",
        &["--shard", "1/2", "--checkpoint", &file],
    ));
    assert_eq!(
        refusal,
        "--shard 1/2: this search has 1 block of solutions, so it splits into at most 1 shard"
    );
    let refusal = refused(&minimal(
        "4",
        "on",
        &["--shard", "5/4", "--checkpoint", &file],
    ));
    assert!(refusal.starts_with("--shard must be I/M"), "{refusal}");
    let refusal = refused(&minimal(
        "4",
        "on",
        &["--shard", "1/65537", "--checkpoint", &file],
    ));
    assert_eq!(
        refusal,
        "--shard must be I/M with M 1..=65536 and I 1..=M, got \"1/65537\""
    );
    // A shard's work is only kept in its checkpoint.
    let refusal = refused(&minimal("4", "on", &["--shard", "1/2"]));
    assert!(refusal.contains("--checkpoint"), "{refusal}");
}
