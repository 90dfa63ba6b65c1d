//! ELLO (seed 001, Craft, Miller and Pritikin): the paper's theorems checked against the
//! exhaustive search, the search checked against playing every order out by hand on tiny
//! graphs, and every winning order the engine returns played out move by move.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use lights_lab_engine::ello::{
    analyze, colours_won_by, exhaustive_search, format_colours, random_winnable_with_rng, Analysis,
    Colour, Family, Graph, Implausible, Reason, Searched, Verdict,
};

use lights_lab_engine::{random_mop_with_rng, random_tree_with_rng, Budget, GraphBoard, Preset};

fn graph(n: usize, edges: &[(u32, u32)]) -> Graph {
    Graph::new(n, edges).unwrap()
}

fn preset(preset: Preset) -> Graph {
    let board = preset
        .board_with_rng(&mut StdRng::seed_from_u64(0))
        .unwrap();
    Graph::from_digraph(board.graph()).unwrap()
}

fn of_board(board: &GraphBoard) -> Graph {
    Graph::from_digraph(board.graph()).unwrap()
}

/// The colouring with vertex v red exactly when `red(v)`.
fn pattern(n: usize, red: impl Fn(usize) -> bool) -> Vec<Colour> {
    (0..n)
        .map(|v| if red(v) { Colour::Red } else { Colour::Green })
        .collect()
}

/// Colouring number `bits` of `n` <= 64 vertices: bit v set means vertex v is red.
fn colouring(n: usize, bits: u64) -> Vec<Colour> {
    pattern(n, |v| bits >> v & 1 == 1)
}

fn random_colouring(n: usize, rng: &mut StdRng) -> Vec<Colour> {
    (0..n)
        .map(|_| {
            if rng.random() {
                Colour::Red
            } else {
                Colour::Green
            }
        })
        .collect()
}

fn greens(colours: &[Colour]) -> usize {
    colours.iter().filter(|&&c| c == Colour::Green).count()
}

/// Plays `order` by the rules, written out here without the engine: each vertex must be
/// present and green when played; its present neighbours flip and it goes.
fn plays_out(graph: &Graph, colours: &[Colour], order: &[usize]) -> bool {
    let n = graph.vertex_count();
    let mut green: Vec<bool> = colours.iter().map(|&c| c == Colour::Green).collect();
    let mut present = vec![true; n];
    for &v in order {
        if v >= n || !present[v] || !green[v] {
            return false;
        }
        present[v] = false;
        for &w in graph.neighbours(v) {
            green[w as usize] ^= true;
        }
    }
    present.iter().all(|&p| !p)
}

/// Whether some order wins, trying every order by playing it (tiny graphs only).
fn brute_force(graph: &Graph, colours: &[Colour]) -> bool {
    fn extend(graph: &Graph, green: &mut Vec<bool>, present: &mut Vec<bool>, left: usize) -> bool {
        if left == 0 {
            return true;
        }
        for v in 0..graph.vertex_count() {
            if present[v] && green[v] {
                present[v] = false;
                for &w in graph.neighbours(v) {
                    green[w as usize] ^= true;
                }
                let won = extend(graph, green, present, left - 1);
                for &w in graph.neighbours(v) {
                    green[w as usize] ^= true;
                }
                present[v] = true;
                if won {
                    return true;
                }
            }
        }
        false
    }
    let mut green = colours.iter().map(|&c| c == Colour::Green).collect();
    let mut present = vec![true; graph.vertex_count()];
    extend(graph, &mut green, &mut present, graph.vertex_count())
}

/// The exhaustive search's answer, its order checked by playing it.
fn searched(graph: &Graph, colours: &[Colour]) -> bool {
    match exhaustive_search(graph, colours, &mut Budget::unlimited()).unwrap() {
        Searched::Winnable(order) => {
            assert!(plays_out(graph, colours, &order), "search order {order:?}");
            true
        }
        Searched::Unwinnable => false,
        Searched::Stopped => unreachable!("unlimited"),
    }
}

/// The engine's analysis, with any winning order checked by playing it.
fn analysed(graph: &Graph, colours: &[Colour]) -> Analysis {
    let analysis = analyze(graph, colours, &mut Budget::unlimited()).unwrap();
    if let Some(order) = analysis.order() {
        assert!(
            plays_out(graph, colours, order),
            "{} does not win with {order:?} ({:?})",
            format_colours(colours),
            analysis.reason
        );
    }
    analysis
}

/// Checks a family's rule against the search for every colouring (or `samples` random ones,
/// plus all green and all red, when there are too many), and that the analysis applies the
/// rule and agrees.
fn rule_matches_search(
    graph: &Graph,
    family: Family,
    rule: impl Fn(&[Colour]) -> bool,
    samples: Option<usize>,
) {
    let n = graph.vertex_count();
    let mut rng = StdRng::seed_from_u64(n as u64);
    let colourings: Vec<Vec<Colour>> = match samples {
        None => (0..1u64 << n).map(|bits| colouring(n, bits)).collect(),
        Some(count) => (0..count)
            .map(|_| random_colouring(n, &mut rng))
            .chain([colouring(n, 0), colouring(n, (1 << n) - 1)])
            .collect(),
    };
    for colours in colourings {
        let expected = rule(&colours);
        assert_eq!(
            searched(graph, &colours),
            expected,
            "{family:?} {}",
            format_colours(&colours)
        );
        let analysis = analysed(graph, &colours);
        assert_eq!(analysis.family, Some(family));
        assert_eq!(analysis.winnable(), Some(expected));
    }
}

#[test]
fn the_search_agrees_with_playing_every_order_on_all_graphs_of_five_vertices() {
    let pairs: Vec<(u32, u32)> = (0..5)
        .flat_map(|u| (u + 1..5).map(move |v| (u, v)))
        .collect();
    for n in 1..=5usize {
        let pairs: Vec<(u32, u32)> = pairs
            .iter()
            .copied()
            .filter(|&(_, v)| (v as usize) < n)
            .collect();
        for edge_bits in 0..1u32 << pairs.len() {
            let edges: Vec<(u32, u32)> = (0..pairs.len())
                .filter(|i| edge_bits >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            let g = graph(n, &edges);
            for bits in 0..1u64 << n {
                let colours = colouring(n, bits);
                let truth = brute_force(&g, &colours);
                assert_eq!(searched(&g, &colours), truth, "{edges:?} {bits:b}");
                assert_eq!(analysed(&g, &colours).winnable(), Some(truth));
            }
        }
    }
}

#[test]
fn the_search_agrees_with_playing_every_order_on_random_graphs_of_six_and_seven() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let n = rng.random_range(6..=7);
        let density = rng.random_range(0.2..0.8);
        let edges: Vec<(u32, u32)> = (0..n as u32)
            .flat_map(|u| (u + 1..n as u32).map(move |v| (u, v)))
            .filter(|_| rng.random_bool(density))
            .collect();
        let g = graph(n, &edges);
        let colours = random_colouring(n, &mut rng);
        let truth = brute_force(&g, &colours);
        assert_eq!(searched(&g, &colours), truth, "{edges:?}");
        assert_eq!(analysed(&g, &colours).winnable(), Some(truth));
    }
}

/// The graph presets are the families the paper has rules for.
#[test]
fn presets_are_recognised_as_the_papers_families() {
    let family = |which: Preset| {
        let g = preset(which);
        let colours = vec![Colour::Green; g.vertex_count()];
        analyze(&g, &colours, &mut Budget::unlimited())
            .unwrap()
            .family
    };
    assert_eq!(family(Preset::Path { n: 9 }), Some(Family::Tree));
    assert_eq!(family(Preset::RandomTree { n: 50 }), Some(Family::Tree));
    assert_eq!(family(Preset::Cycle { n: 9 }), Some(Family::Cycle { p: 9 }));
    assert_eq!(
        family(Preset::Complete { n: 6 }),
        Some(Family::Complete { p: 6 })
    );
    assert_eq!(
        family(Preset::Bipartite { m: 3, n: 4 }),
        Some(Family::Bipartite { m: 3, n: 4 })
    );
    assert_eq!(
        family(Preset::Hypercube { dimension: 5 }),
        Some(Family::Hypercube { dimension: 5 })
    );
    assert_eq!(
        family(Preset::Wheel { rim: 7 }),
        Some(Family::Wheel { rim: 7 })
    );
    assert_eq!(
        family(Preset::Fan { path: 7 }),
        Some(Family::MaximalOuterplanar)
    );
    assert_eq!(
        family(Preset::RandomMop { n: 30 }),
        Some(Family::MaximalOuterplanar)
    );
    assert_eq!(
        family(Preset::Grid { rows: 8, cols: 5 }),
        Some(Family::Grid { rows: 5, cols: 8 })
    );
    assert_eq!(family(Preset::Petersen), None);
}

/// Theorem 1.5 and Corollary 1.7: a winnable game meets the parity condition, and each of
/// its components is neither all red (R) nor green exactly at its odd-degree vertices (X).
#[test]
fn necessary_conditions_are_reported_first() {
    // K_5 with one green vertex meets Corollary 1.7 yet is lost (Corollary 1.3 wants 3).
    let k5 = preset(Preset::Complete { n: 5 });
    let analysis = analysed(&k5, &colouring(5, 0b11110));
    assert!(analysis.parity_ok);
    assert_eq!(analysis.reason, Reason::Rule(Family::Complete { p: 5 }));
    assert_eq!(analysis.winnable(), Some(false));
    // The paper's example after Corollary 1.7, the all-green K_4, is in fact its reflection
    // X of all red (every degree is odd), so Corollary 1.7 already rules it out; every
    // plausible game on K_4 (two greens) is winnable.
    let k4 = preset(Preset::Complete { n: 4 });
    let analysis = analysed(&k4, &colouring(4, 0));
    assert!(matches!(
        analysis.reason,
        Reason::Implausible {
            why: Implausible::Reflection,
            ..
        }
    ));
    for bits in 0..16 {
        let colours = colouring(4, bits);
        let plausible = greens(&colours) == 2;
        assert_eq!(searched(&k4, &colours), plausible);
    }
    // A path won by its one green vertex, and two red isolated vertices: parity holds
    // overall, but the component of vertex 3 is all red.
    let split = graph(5, &[(0, 1), (1, 2)]);
    let colours = colouring(5, 0b11110);
    let analysis = analysed(&split, &colours);
    assert!(analysis.parity_ok);
    assert!(matches!(
        analysis.reason,
        Reason::Implausible { vertex: 3, .. }
    ));
    // Parity fails: a single edge with both ends green.
    let edge = graph(2, &[(0, 1)]);
    let analysis = analysed(&edge, &colouring(2, 0));
    assert!(!analysis.parity_ok);
    assert_eq!(analysis.reason, Reason::Parity);
}

/// Proposition 3.5: every tree is an oddity; a game on a tree is winnable iff the number of
/// green vertices is odd.
#[test]
fn trees_are_won_exactly_with_an_odd_number_of_greens() {
    let mut rng = StdRng::seed_from_u64(1);
    for n in 1..=10 {
        let tree = of_board(&random_tree_with_rng(n, &mut rng).unwrap());
        rule_matches_search(&tree, Family::Tree, |c| greens(c) % 2 == 1, None);
    }
    for n in [20, 28] {
        let tree = of_board(&random_tree_with_rng(n, &mut rng).unwrap());
        rule_matches_search(&tree, Family::Tree, |c| greens(c) % 2 == 1, Some(40));
    }
}

/// Large trees are beyond the search: the rule decides and Theorem 4.1 builds the order from
/// the edges.
#[test]
fn large_trees_get_winning_orders_edge_by_edge() {
    let mut rng = StdRng::seed_from_u64(2);
    for n in [29, 500, 5000] {
        let tree = of_board(&random_tree_with_rng(n, &mut rng).unwrap());
        for _ in 0..4 {
            let colours = random_colouring(n, &mut rng);
            let analysis = analysed(&tree, &colours);
            assert_eq!(analysis.winnable(), Some(greens(&colours) % 2 == 1));
            if analysis.winnable() == Some(true) {
                assert!(analysis.order().is_some());
            }
        }
    }
    // A path of 65,536 vertices: no recursion deep enough to overflow.
    let path = preset(Preset::Path { n: 65_536 });
    let colours = pattern(65_536, |v| v != 0);
    assert!(analysed(&path, &colours).order().is_some());
}

/// Corollary 1.3: a game on K_p is winnable iff exactly ceil(p/2) vertices are green.
#[test]
fn complete_graphs_want_ceil_half_green() {
    for p in 1..=9 {
        let k = preset(Preset::Complete { n: p });
        let family = if p <= 2 {
            Family::Tree
        } else {
            Family::Complete { p }
        };
        rule_matches_search(&k, family, |c| greens(c) == p.div_ceil(2), None);
    }
    let big = preset(Preset::Complete { n: 200 });
    let colours = pattern(200, |v| v >= 100);
    assert!(analysed(&big, &colours).order().is_some());
}

/// Section 1 (Beckwith's problem): on a cycle the game is winnable iff the number of green
/// vertices is even and positive.
#[test]
fn cycles_want_an_even_positive_number_of_greens() {
    for p in 3..=12 {
        let family = if p == 3 {
            Family::Complete { p }
        } else {
            Family::Cycle { p }
        };
        let cycle = preset(Preset::Cycle { n: p });
        rule_matches_search(
            &cycle,
            family,
            |c| greens(c).is_multiple_of(2) && greens(c) > 0,
            None,
        );
    }
    let big = preset(Preset::Cycle { n: 1000 });
    let colours = pattern(1000, |v| v >= 4);
    let analysis = analysed(&big, &colours);
    assert_eq!(analysis.winnable(), Some(true));
    assert!(analysis.order().is_some());
}

/// Corollary 3.7: K_{m,n} is parity-driven: winnable iff not all red and the parity
/// condition holds.
#[test]
fn complete_bipartite_graphs_are_parity_driven() {
    for m in 2..=5 {
        for n in m..=5 {
            let k = preset(Preset::Bipartite { m, n });
            let q = m * n;
            let family = if (m, n) == (2, 2) {
                Family::Cycle { p: 4 }
            } else {
                Family::Bipartite { m, n }
            };
            let rule = |c: &[Colour]| greens(c) > 0 && (greens(c) + m + n + q).is_multiple_of(2);
            rule_matches_search(&k, family, rule, None);
        }
    }
    // Beyond the search, orders come from an odd-elimination scheme (one side odd) or from a
    // first move that leaves one (both even).
    let mut rng = StdRng::seed_from_u64(3);
    for (m, n) in [(15, 20), (16, 20)] {
        let k = preset(Preset::Bipartite { m, n });
        for _ in 0..6 {
            let colours = random_colouring(m + n, &mut rng);
            let analysis = analysed(&k, &colours);
            let expected =
                greens(&colours) > 0 && (greens(&colours) + m + n + m * n).is_multiple_of(2);
            assert_eq!(analysis.winnable(), Some(expected));
            assert_eq!(analysis.order().is_some(), expected);
        }
    }
}

/// Theorem 5.1: Q_{2n} is a special event and Q_{2n+1} plausibility-driven. (The abstract's
/// summary, "even and not all the same colour", is not quite this: the all-green Q_4 is
/// winnable, as the theorem says.)
#[test]
fn hypercubes_q3_and_q4_are_plausibility_driven() {
    let q3 = preset(Preset::Hypercube { dimension: 3 });
    let rule3 = |c: &[Colour]| greens(c).is_multiple_of(2) && greens(c) > 0 && greens(c) < 8;
    rule_matches_search(&q3, Family::Hypercube { dimension: 3 }, rule3, None);
    let q4 = preset(Preset::Hypercube { dimension: 4 });
    let rule4 = |c: &[Colour]| greens(c).is_multiple_of(2) && greens(c) > 0;
    rule_matches_search(&q4, Family::Hypercube { dimension: 4 }, rule4, Some(300));
    assert!(
        searched(&q4, &colouring(16, 0)),
        "all green Q_4 is winnable"
    );
    // Beyond the search the proof of the theorem is the strategy: the order is played out.
    let mut rng = StdRng::seed_from_u64(10);
    for dimension in [5, 6, 9] {
        let q = preset(Preset::Hypercube { dimension });
        let p = q.vertex_count();
        for _ in 0..4 {
            // An even number of greens, as the parity condition wants on Q_d, d >= 2.
            let mut colours = random_colouring(p, &mut rng);
            if greens(&colours) % 2 == 1 {
                colours[0] = colours[0].flipped();
            }
            let expected = greens(&colours).is_multiple_of(2)
                && greens(&colours) > 0
                && (dimension % 2 == 0 || greens(&colours) < p);
            let analysis = analysed(&q, &colours);
            assert_eq!(
                analysis.reason,
                Reason::Rule(Family::Hypercube { dimension })
            );
            assert_eq!(analysis.winnable(), Some(expected));
            assert_eq!(analysis.order().is_some(), expected);
        }
    }
}

/// Proposition 3.11(i): P_m x P_n with m odd is an oddity, so a game on a grid with an odd
/// side is winnable iff the number of green vertices is odd; beyond the search Theorem 3.9's
/// proof gives the order line by line.
#[test]
fn grids_with_an_odd_side_are_oddities() {
    for (rows, cols) in [(2, 3), (3, 3), (3, 4), (5, 2), (5, 5), (3, 9), (7, 4)] {
        let grid = preset(Preset::Grid { rows, cols });
        let family = Family::Grid {
            rows: rows.min(cols),
            cols: rows.max(cols),
        };
        let samples = (rows * cols > 12).then_some(60);
        rule_matches_search(&grid, family, |c| greens(c) % 2 == 1, samples);
    }
    let mut rng = StdRng::seed_from_u64(12);
    for (rows, cols) in [(15, 20), (40, 33), (1, 50)] {
        let grid = preset(Preset::Grid { rows, cols });
        for _ in 0..4 {
            let colours = random_colouring(rows * cols, &mut rng);
            let analysis = analysed(&grid, &colours);
            assert_eq!(analysis.winnable(), Some(greens(&colours) % 2 == 1));
            assert_eq!(analysis.order().is_some(), greens(&colours) % 2 == 1);
        }
    }
    // Both sides even: no rule, the search below 29 vertices, unknown above.
    let even = preset(Preset::Grid { rows: 4, cols: 6 });
    let analysis = analysed(&even, &colouring(24, 0b11));
    assert_eq!(analysis.family, None);
    assert_eq!(analysis.reason, Reason::Search);
    let larger = preset(Preset::Grid { rows: 6, cols: 6 });
    let analysis = analysed(&larger, &colouring(36, 0b11));
    assert_eq!(analysis.verdict, Verdict::Unknown);
}

/// Proposition 7.3(b): C_{2n} v K_1 is an oddity, C_{2n+1} v K_1 an even-type
/// plausibility-driven graph.
#[test]
fn wheels_are_won_exactly_when_plausible() {
    for rim in 4..=9 {
        let wheel = preset(Preset::Wheel { rim });
        let p = rim + 1;
        let rule = |c: &[Colour]| {
            let g = greens(c);
            if rim % 2 == 0 {
                g % 2 == 1
            } else {
                g.is_multiple_of(2) && g > 0 && g < p
            }
        };
        rule_matches_search(&wheel, Family::Wheel { rim }, rule, None);
    }
    // Large wheels: a first move leaves a cycle or a fan (a MOP), decided with an order.
    let mut rng = StdRng::seed_from_u64(11);
    for rim in [100, 101] {
        let wheel = preset(Preset::Wheel { rim });
        for _ in 0..6 {
            let colours = random_colouring(rim + 1, &mut rng);
            let analysis = analysed(&wheel, &colours);
            assert!(analysis.winnable().is_some());
            assert_eq!(
                analysis.order().is_some(),
                analysis.winnable() == Some(true)
            );
        }
    }
}

/// Section 3, example (ii): the Petersen graph is a special oddity, so a game on it is
/// winnable iff the number of green vertices is odd.
#[test]
fn the_petersen_graph_is_an_oddity() {
    let petersen = preset(Preset::Petersen);
    for bits in 0..1u64 << 10 {
        let colours = colouring(10, bits);
        assert_eq!(searched(&petersen, &colours), greens(&colours) % 2 == 1);
    }
}

/// Proposition 7.3(a)(ii), fans P_{2n} v K_1 with hub x and path y_1..y_{2n}: a parity-plausible
/// game is lost iff c(y_{2i}) = c(y_{2i+1}) for i = 1..n-1 and x, y_1 and y_{2n} are red.
/// The paper prints the last vertex as y_n; y_{2n}, the other end of the path, is what holds.
#[test]
fn even_fans_follow_proposition_7_3_with_the_path_end_y_2n() {
    for n in 2..=6usize {
        let fan = preset(Preset::Fan { path: 2 * n });
        let p = 2 * n + 1;
        for bits in 0..1u64 << p {
            let c = colouring(p, bits);
            if (greens(&c) + p + fan.edge_count()) % 2 == 1 {
                continue;
            }
            let red = |v: usize| c[v] == Colour::Red;
            let lost = (1..n).all(|i| c[2 * i] == c[2 * i + 1]) && red(0) && red(1) && red(2 * n);
            assert_eq!(searched(&fan, &c), !lost, "n = {n}, {}", format_colours(&c));
            let analysis = analysed(&fan, &c);
            assert_eq!(analysis.winnable(), Some(!lost));
        }
    }
}

/// Section 7's algorithm against the exhaustive search on random maximal outerplanar graphs.
#[test]
fn the_mop_algorithm_agrees_with_the_search() {
    let mut rng = StdRng::seed_from_u64(4);
    let mut decided_by_the_algorithm = 0;
    for round in 0..400 {
        let n = 4 + round % 15;
        let mop = of_board(&random_mop_with_rng(n, &mut rng).unwrap());
        let mut colours = random_colouring(n, &mut rng);
        // Mostly parity-plausible games: the others stop at Theorem 1.5.
        if round % 5 != 0 && (greens(&colours) + n + mop.edge_count()) % 2 == 1 {
            colours[0] = if colours[0] == Colour::Red {
                Colour::Green
            } else {
                Colour::Red
            };
        }
        let analysis = analysed(&mop, &colours);
        assert_eq!(
            analysis.winnable(),
            Some(searched(&mop, &colours)),
            "{} on {:?}",
            format_colours(&colours),
            mop
        );
        decided_by_the_algorithm += (analysis.reason == Reason::Mop) as usize;
    }
    assert!(decided_by_the_algorithm > 150, "{decided_by_the_algorithm}");
}

/// Beyond the search the algorithm still decides, in linear time, with an order.
#[test]
fn large_mops_are_decided_with_orders() {
    let mut rng = StdRng::seed_from_u64(5);
    for n in [40, 1000, 20_000] {
        let board = random_mop_with_rng(n, &mut rng).unwrap();
        let mop = of_board(&board);
        let order: Vec<usize> = {
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, rng.random_range(0..=i));
            }
            order
        };
        // The colouring a random order wins (Corollary 1.2) must be found winnable.
        let won = colours_won_by(&mop, &order);
        assert_eq!(analysed(&mop, &won).winnable(), Some(true));
        let analysis = analysed(&mop, &random_colouring(n, &mut rng));
        assert_ne!(analysis.winnable(), None);
    }
}

/// Theorem 4.1 on graphs beyond the search: blocks of a few vertices glued at cut vertices.
#[test]
fn graphs_of_small_blocks_are_decided_block_by_block() {
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..30 {
        // A chain of random 2-connected-ish blocks (cycles with chords), each glued to a
        // random earlier vertex.
        let mut edges = Vec::new();
        let mut n = 1u32;
        while n < 40 {
            let size = rng.random_range(2..=6u32);
            let at = rng.random_range(0..n);
            let block: Vec<u32> = std::iter::once(at).chain(n..n + size - 1).collect();
            for i in 0..block.len() {
                edges.push((block[i], block[(i + 1) % block.len()]));
            }
            if block.len() >= 4 && rng.random() {
                edges.push((block[0], block[2]));
            }
            n += size - 1;
        }
        let edges: Vec<(u32, u32)> = edges.into_iter().filter(|(u, v)| u != v).collect();
        let g = graph(n as usize, &edges);
        let mut order: Vec<usize> = (0..n as usize).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.random_range(0..=i));
        }
        let won = colours_won_by(&g, &order);
        let analysis = analysed(&g, &won);
        assert_eq!(analysis.winnable(), Some(true), "{edges:?}");
        assert!(analysis.order().is_some());
        analysed(&g, &random_colouring(n as usize, &mut rng));
    }
}

/// Random winnable colourings: always winnable, and uniform among the winnable ones where
/// winnability is decided. On the path of 3 vertices (a tree) those are the 4 colourings with
/// an odd number of greens.
#[test]
fn random_winnable_colourings_are_uniform_where_decidable() {
    let mut rng = StdRng::seed_from_u64(8);
    let path = preset(Preset::Path { n: 3 });
    let mut counts = std::collections::HashMap::new();
    let draws = 4000;
    for _ in 0..draws {
        let drawn = random_winnable_with_rng(&path, &mut rng, &mut Budget::unlimited());
        assert!(drawn.uniform);
        assert_eq!(greens(&drawn.colours) % 2, 1);
        *counts.entry(format_colours(&drawn.colours)).or_insert(0) += 1;
    }
    assert_eq!(counts.len(), 4);
    for (colours, count) in counts {
        // 1000 expected; the standard deviation is about 27.
        assert!((850..=1150).contains(&count), "{colours}: {count}");
    }
    // A 2-connected graph of 30 vertices in no family: not decidable, so the colouring comes
    // from a random order, winnable for sure.
    let mut edges: Vec<(u32, u32)> = (0..30).map(|v| (v, (v + 1) % 30)).collect();
    edges.extend([(0, 10), (5, 20), (12, 27), (3, 17)]);
    let g = graph(30, &edges);
    let drawn = random_winnable_with_rng(&g, &mut rng, &mut Budget::unlimited());
    assert!(!drawn.uniform);
    assert_eq!(analysed(&g, &drawn.colours).verdict, Verdict::Unknown);
    let q5 = preset(Preset::Hypercube { dimension: 5 });
    let drawn = random_winnable_with_rng(&q5, &mut rng, &mut Budget::unlimited());
    assert!(drawn.uniform);
    assert_eq!(analysed(&q5, &drawn.colours).winnable(), Some(true));
}

#[test]
fn a_stopped_search_says_so() {
    // The Petersen graph is in no family: the search decides it, and one step is not enough.
    let petersen = preset(Preset::Petersen);
    let colours = colouring(10, 0b11_1111_1110);
    let analysis = analyze(&petersen, &colours, &mut Budget::steps(1)).unwrap();
    assert_eq!(analysis.verdict, Verdict::Unknown);
    assert_eq!(analysis.reason, Reason::Stopped);
    assert_eq!(
        exhaustive_search(&petersen, &colours, &mut Budget::steps(1)).unwrap(),
        Searched::Stopped
    );
    assert_eq!(analysed(&petersen, &colours).winnable(), Some(true));
}

/// A graph file lists both arcs of each edge; the edge limit counts edges, so Q_16 (524,288
/// edges, 1,048,576 arcs) is read and decided with an order.
#[test]
fn the_largest_hypercube_fits() {
    let q16 = preset(Preset::Hypercube { dimension: 16 });
    assert_eq!(q16.edge_count(), 16 << 15);
    let colours = pattern(1 << 16, |v| v % 3 == 0);
    let analysis = analysed(&q16, &colours);
    assert_eq!(
        analysis.winnable(),
        Some(greens(&colours).is_multiple_of(2))
    );
}
