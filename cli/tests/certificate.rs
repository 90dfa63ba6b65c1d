//! `solve --minimal --checkpoint FILE --certificate FILE` and `verify FILE` as a user meets
//! them: the all-on 19 x 19 board needs 141 presses (OEIS A075464), the certificate of that
//! checks out, and a certificate that claims too few presses or presses that do not solve the
//! board does not.

use std::path::PathBuf;

use serde_json::Value;

mod binary;
use binary::{json, refused};

/// A fresh path in the system's temporary folder for this test's files.
fn scratch(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("lights-lab-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn a_certificate_of_the_fewest_presses_checks_out_and_a_forged_one_does_not() {
    let board = "1".repeat(19 * 19);
    let checkpoint = scratch("checkpoint");
    let certificate = scratch("certificate.json");
    let (checkpoint_arg, certificate_arg) = (
        checkpoint.to_str().unwrap().to_string(),
        certificate.to_str().unwrap().to_string(),
    );
    let args = [
        "solve",
        "--rows",
        "19",
        "--cols",
        "19",
        "--board",
        &board,
        "--minimal",
        "--checkpoint",
        &checkpoint_arg,
        "--certificate",
        &certificate_arg,
    ];
    let solved = json(&args);
    assert_eq!(
        (solved["press_count"].as_u64(), solved["minimal"].as_bool()),
        (Some(141), Some(true))
    );
    // The saved search says it is finished, and taking it up again answers at once.
    let saved = std::fs::read_to_string(&checkpoint).unwrap();
    assert!(
        saved.starts_with("lights-lab fewest-press checkpoint 1\n"),
        "{saved}"
    );
    assert_eq!(json(&args)["press_count"].as_u64(), Some(141));

    let verified = json(&["verify", &certificate_arg]);
    assert_eq!(verified["solves"], true);
    assert_eq!(verified["quiet_patterns"], 16);
    assert_eq!(verified["least_press_count"], 141);
    assert_eq!(verified["minimal"], true);

    // Claiming 140 presses: the presses still solve, but the count does not match.
    let mut forged: Value =
        serde_json::from_str(&std::fs::read_to_string(&certificate).unwrap()).unwrap();
    forged["press_count"] = 140.into();
    std::fs::write(&certificate, forged.to_string()).unwrap();
    let verified = json(&["verify", &certificate_arg]);
    assert_eq!(
        (
            verified["press_count_matches"].as_bool(),
            verified["minimal"].as_bool()
        ),
        (Some(false), Some(false))
    );
    // Presses with one cell changed do not solve the board.
    let presses = forged["presses"].as_str().unwrap().to_string();
    let flipped = if presses.starts_with('0') { "1" } else { "0" };
    forged["presses"] = format!("{flipped}{}", &presses[1..]).into();
    std::fs::write(&certificate, forged.to_string()).unwrap();
    let verified = json(&["verify", &certificate_arg]);
    assert_eq!(verified["solves"], false);
    assert_eq!(verified["minimal"], Value::Null);

    // The checkpoint of the all-on board is refused for the dark board, naming the flag.
    let dark = "0".repeat(19 * 19);
    let mut other_args = args.to_vec();
    other_args[6] = &dark;
    let refusal = refused(&other_args[..10]);
    assert!(
        refusal.contains("--checkpoint") && refusal.contains("another search"),
        "{refusal}"
    );
    let _ = std::fs::remove_file(&checkpoint);
    let _ = std::fs::remove_file(&certificate);
}
