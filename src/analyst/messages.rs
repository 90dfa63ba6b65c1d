//! Every request and answer of [`super::protocol`] declared for the [`crate::shared::codec`],
//! each with its fields named once: the bytes that cross the worker come from these, and so
//! does the JSON of any of them. A setup crosses as the record it is stored as, typed field by
//! field; a goal as "off", "on" or its digits; a difficulty by name.

use super::ello::{DealtColours, ElloGraph, ElloQuestion};
use super::protocol::{
    Answer, DealKind, Dealt, Facts, Fix, LargestCount, LitOnlyReport, NoHint, Request, Response,
    SearchReport,
};
use super::refusal::{Refusal, SearchFor};
use super::solutions::{PageAsk, SolutionsPage};
use crate::shared::codec::codec;
use lights_lab_engine::ello::{Analysis, Colour, Family, Implausible, Reason, Verdict};
use lights_lab_engine::{Difficulty, EngineError, WalkSize};

codec!(enum Request {
    Ping,
    Analyse { job, setup },
    Solve { job, board_id, board, goal },
    Deal { job, deal, kind, seed, goal },
    Search { job, board_id, slice, board, goal },
    Largest { job },
    LitOnly { job, slice, board, goal },
    Solutions { job, board_id, board, goal, ask },
    Ello { id, question },
    Repair { job, board_id, board, goal },
});
codec!(
    enum DealKind {
        Solvable,
        Any,
        Seed,
        Band(difficulty),
    }
);
codec!(text Difficulty: |d: &Difficulty| d.name().to_string(), |name: &str| name
    .parse()
    .map_err(|e: EngineError| e.to_string()));
codec!(struct PageAsk { offset, sorted });

codec!(enum Response {
    Pong,
    Analysed { job, result },
    Solved { job, board_id, answer },
    Dealt { job, deal, result },
    Searched { job, board_id, slice, result },
    Largest { job, result },
    LitOnly { job, slice, board, result },
    Solutions { job, board_id, ask, result },
    Repaired { job, board_id, result },
    ElloAnalysed { id, result },
    ElloDealt { id, result },
});
codec!(struct Facts { cells, states, rank, nullity, kernel, quiet_patterns, generators, unknowns });
codec!(
    enum Answer {
        Solvable(presses),
        Unsolvable(class),
        Unavailable(refusal),
    }
);
codec!(struct Dealt { board, seed, answer, all_solved, minimal });
codec!(struct LargestCount { lower, upper });
codec!(struct SearchReport { presses, minimal, lower_bound, done });
codec!(enum LitOnlyReport { Searching { done }, Hint { cell, presses }, NoHint(why) });
codec!(enum NoHint {
    AtGoal,
    NothingLit,
    UnsolvableWithoutTheRule,
    Unreachable,
    TooManyBoards { cells, states },
    Stopped,
});
codec!(struct Fix { changes, minimal, lower_bound });
codec!(struct SolutionsPage { count, total, sortable, solutions });

codec!(enum Refusal {
    Engine(words),
    Superseded { job },
    UnsettledBand { difficulty, lower, upper },
    RareBand { difficulty },
    CannotReachGoal,
    TooManyToSort { max_work },
    Stopped,
    WorkerFailed,
    TooLargeToSearch { search, size, allowed },
    TooLargeForRule { rows, cols, largest },
});
codec!(
    enum SearchFor {
        Fewest,
        Largest,
    }
);
codec!(struct WalkSize { patterns, cells, entries });

codec!(struct ElloGraph { vertices, edges });
codec!(enum ElloQuestion { Analyse { graph, start, moves }, Deal { graph, seed } });
codec!(struct DealtColours { colours, uniform, order });
codec!(
    enum Colour {
        Green,
        Red,
    }
);
codec!(struct Analysis { parity_ok, family, verdict, reason });
codec!(enum Verdict { Winnable { order }, Unwinnable, Unknown });
codec!(enum Reason {
    Parity,
    Implausible { vertex, why },
    Rule(family),
    Mop,
    Search,
    Blocks,
    Components,
    TooLarge,
    Stopped,
});
codec!(
    enum Implausible {
        Parity,
        AllRed,
        Reflection,
    }
);
codec!(enum Family {
    Tree,
    Complete { p },
    Cycle { p },
    Bipartite { m, n },
    Hypercube { dimension },
    Wheel { rim },
    Grid { rows, cols },
    MaximalOuterplanar,
});
