//! The fewest presses that solve the all-on n x n Lights Out board: OEIS A075464, whose data
//! line (n = 1..54, Alekseyev and Zhao Hui Du) every term of which the search must prove, and
//! the search's save and resume, which must lead to the same proven minimum.

use lights_lab_engine::{Budget, Goal, Puzzle, Reduced, Shard};

/// OEIS A075464, n = 1..54.
const A075464: [u64; 54] = [
    1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141, 224, 245, 276,
    231, 270, 353, 356, 405, 416, 345, 376, 553, 428, 469, 520, 563, 600, 761, 772, 561, 696, 891,
    940, 953, 772, 1069, 1188, 971, 1096, 1165, 1220, 1317, 1256, 1487, 1400,
];

fn all_on(n: usize) -> (Reduced, lights_lab_engine::Board) {
    let reduced = Reduced::new(&Puzzle::lights_out(n, n).unwrap()).unwrap();
    (reduced, Goal::On.target(n * n, 2))
}

#[test]
fn the_all_on_board_needs_a075464_presses_proven_for_n_1_to_54() {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    for (n, &expected) in (1..).zip(&A075464) {
        let (reduced, board) = all_on(n);
        let mut search = reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
        let fewest = search.run_parallel(threads, &mut Budget::unlimited());
        assert_eq!(
            (fewest.press_count, fewest.minimal, fewest.lower_bound),
            (expected, true, expected),
            "n = {n}"
        );
        // The presses do turn every light off.
        assert_eq!(
            reduced.apply(&board, &fewest.presses),
            Goal::Off.target(n * n, 2),
            "n = {n}"
        );
    }
}

#[test]
fn a_saved_search_resumes_where_it_stopped_and_reaches_the_same_minimum() {
    // 30 x 30: 2^20 solutions, the all-on board needs 376 presses.
    let (reduced, board) = all_on(30);
    let mut first = reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    let stopped = first.run(&mut Budget::steps(200));
    assert!(!stopped.minimal);
    let saved = first.checkpoint().expect("2 states save");
    let mut second = reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    second.resume(&saved).unwrap();
    assert!(second.best().press_count <= stopped.press_count);
    let fewest = second.run(&mut Budget::unlimited());
    assert_eq!((fewest.press_count, fewest.minimal), (376, true));
    // The same search on two threads agrees.
    let mut parallel = reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    assert_eq!(
        parallel
            .run_parallel(2, &mut Budget::unlimited())
            .press_count,
        376
    );

    // A save of another board's search is refused, and so is a damaged one.
    let mut press = vec![0u8; 900];
    press[5] = 1;
    let other_board = reduced.apply(&board, &lights_lab_engine::Presses(press));
    let mut other = reduced
        .fewest_search(&other_board, &Goal::Off)
        .unwrap()
        .unwrap();
    let refused = other.resume(&saved).unwrap_err().to_string();
    assert!(refused.contains("another search"), "{refused}");
    let damaged = saved.replace("best ", "best 2");
    let refused = second.resume(&damaged).unwrap_err().to_string();
    assert!(refused.contains("best"), "{refused}");
}

#[test]
fn the_search_on_a_square_uses_its_turns_and_flips() {
    // 39 x 39 has 2^32 solutions; the all-on board keeps all eight symmetries of the square,
    // seven besides the identity, and the board one press in a corner makes keeps only the
    // flip along the diagonal through that corner.
    let (reduced, board) = all_on(39);
    let search = reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    assert_eq!(search.split().0, 7);
    let mut corner = vec![0u8; 39 * 39];
    corner[0] = 1;
    let pressed = reduced.apply(
        &lights_lab_engine::Board(vec![0; 39 * 39]),
        &lights_lab_engine::Presses(corner),
    );
    let search = reduced
        .fewest_search(&pressed, &Goal::Off)
        .unwrap()
        .unwrap();
    assert_eq!(search.split().0, 1);
}

#[test]
fn a_search_stopped_inside_a_block_goes_on_from_the_step_it_reached() {
    // 47 x 47: 2^30 solutions in 136 blocks, the all-on board needs 971 presses. A block of a
    // record search takes a core weeks, so a save keeps how far the walk of a block got, and
    // the search taken up there weighs no solution twice: its steps and those before the stop
    // add up to the steps of the search run through at once.
    let (reduced, board) = all_on(47);
    let search = || reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    let through = search().run(&mut Budget::unlimited());
    assert_eq!((through.press_count, through.minimal), (971, true));
    let mut first = search();
    let stopped = first.run(&mut Budget::steps(through.steps / 2));
    assert!(!stopped.minimal);
    let saved = first.checkpoint().expect("2 states save");
    assert!(saved.contains("\nunder way "), "{saved}");
    let mut second = search();
    second.resume(&saved).unwrap();
    let rest = second.run(&mut Budget::unlimited());
    assert_eq!((rest.press_count, rest.minimal), (971, true));
    assert_eq!(stopped.steps + rest.steps, through.steps);

    // Stopped on two threads, each inside a block of its own, it reaches the same minimum.
    let mut parallel = search();
    let stopped = parallel.run_parallel(2, &mut Budget::steps(through.steps / 3));
    assert!(!stopped.minimal);
    let saved = parallel.checkpoint().expect("2 states save");
    let mut taken_up = search();
    taken_up.resume(&saved).unwrap();
    let rest = taken_up.run_parallel(2, &mut Budget::unlimited());
    assert_eq!((rest.press_count, rest.minimal), (971, true));
}

#[test]
fn shards_of_a_record_search_merge_into_its_minimum() {
    // 39 x 39 (561 presses, OEIS A075464) in three shards, each searched on its own.
    let (reduced, board) = all_on(39);
    let search = || reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    let saved: Vec<String> = (1..=3)
        .map(|number| {
            let mut shard = search();
            shard.keep_shard(Shard::new(number, 3).unwrap()).unwrap();
            let part = shard.run(&mut Budget::unlimited());
            // One shard proves nothing about the others' blocks.
            assert!(!part.minimal);
            assert_eq!(
                shard.shard_progress().settled,
                shard.shard_progress().blocks
            );
            shard.checkpoint().expect("2 states save")
        })
        .collect();
    let parts: Vec<(&str, &str)> = ["a", "b", "c"]
        .into_iter()
        .zip(saved.iter().map(String::as_str))
        .collect();
    let fewest = search().merge(&parts).unwrap();
    assert_eq!((fewest.press_count, fewest.minimal), (561, true));
    assert_eq!(
        reduced.apply(&board, &fewest.presses),
        Goal::Off.target(39 * 39, 2)
    );
    // Without one of them the minimum is not proven; a shard given to another is refused.
    let refused = search().merge(&parts[..2]).unwrap_err().to_string();
    assert!(refused.contains("shard 3 of 3 is missing"), "{refused}");
    let mut other = search();
    other.keep_shard(Shard::new(2, 3).unwrap()).unwrap();
    let refused = other.resume(&saved[0]).unwrap_err().to_string();
    assert!(
        refused.contains("is shard 1 of 3, not shard 2 of 3"),
        "{refused}"
    );
}
