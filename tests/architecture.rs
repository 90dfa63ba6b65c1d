//! The house rules of ARCHITECTURE.md, checked on the source trees of the three crates so that
//! they stay true: no source file over 600 lines (its tests aside), no folder with more than
//! 16 source files, no two files that import each other (directly or round a loop), every
//! import between a crate's top-level rooms going down the crate's one ordered list of rooms
//! (which names every room it has), and no web crate in the engine's or the command line's
//! dependency tree.
//!
//! "Imports" are the `use` declarations and the `crate::`, `super::` and `self::` paths in a
//! file's code, each resolved to the file that defines the module it names. A parent that
//! re-exports a child (`pub use child::Thing`) imports it; so a child that reached back for a
//! name through its parent (`use super::Thing`) would close a loop: children name the file
//! that defines what they use.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const MAX_LINES: usize = 600;
const MAX_FILES_PER_FOLDER: usize = 16;

/// The workspace root (this package's directory).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A crate's rooms, top first: a room imports only the rooms on the lines after its own (the
/// rooms below it). Rooms on one line stand side by side and import nothing of each other.
/// A room is a folder or a file beside the crate's root file; every one is on the list, so a
/// new room is placed in the order deliberately.
type Rooms = &'static [&'static [&'static str]];

/// The engine: the variants and the teaching room on top; the share codes beside the searches
/// (a seed's start board is dealt from the factorisation); the deadline and the error type
/// that every room may use at the bottom.
const ENGINE_ROOMS: Rooms = &[
    &["variants", "teach", "print"],
    &["search", "share"],
    &["solve"],
    &["model"],
    &["algebra"],
    &["budget", "error"],
];

/// The command line: the binary's `main` prints what `run` returns; `run` parses the clap type
/// (`cli`) and hands it to a command, which turns its flags (`args`) into engine values.
const CLI_ROOMS: Rooms = &[
    &["main"],
    &["run"],
    &["cli"],
    &["commands"],
    &["args"],
    &["saved_search"],
    &["progress", "error", "answer"],
];

/// The web app: the root component, its side effects (`platform`), the pages (which never
/// import each other), the engine's questions (`analyst`), what every page builds on
/// (`puzzle`: the setup, graphs, geometry) and what knows no puzzle (`shared`).
const WEB_ROOMS: Rooms = &[
    &["app"],
    &["platform"],
    &["play", "ello", "learn", "worksheet"],
    &["journey"],
    &["analyst"],
    &["puzzle"],
    &["shared"],
];

/// One crate's library sources: the folder holding its root file, the root file, and its
/// rooms in order.
struct Tree {
    dir: PathBuf,
    root_file: &'static str,
    rooms: Rooms,
}

fn trees() -> [(&'static str, Tree); 3] {
    [
        (
            "engine",
            Tree {
                dir: root().join("engine/src"),
                root_file: "lib.rs",
                rooms: ENGINE_ROOMS,
            },
        ),
        (
            "cli",
            Tree {
                dir: root().join("cli/src"),
                root_file: "lib.rs",
                rooms: CLI_ROOMS,
            },
        ),
        (
            "web",
            Tree {
                dir: root().join("src"),
                root_file: "lib.rs",
                rooms: WEB_ROOMS,
            },
        ),
    ]
}

/// Every `.rs` file under `dir`, except the binaries' entry points in `bin/`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "bin") {
                    folders.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Whether a file holds only tests (a `tests` folder or a `tests.rs`).
fn is_test_file(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == "tests")
        || path.file_stem().is_some_and(|s| s == "tests")
}

/// The text of a file with comments, string and character literals blanked out (newlines
/// kept, so line numbers still count), so that paths are only found in code.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').map_or(text.len(), |e| i + e);
            i = end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(text.len(), |e| i + e + 2);
            out.extend(text[i..end].chars().filter(|&c| c == '\n'));
            i = end;
        } else if rest.starts_with("r#\"") || rest.starts_with("r\"") || rest.starts_with("r##\"") {
            let hashes = rest[1..].chars().take_while(|&c| c == '#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let start = i + 2 + hashes;
            let end = text[start..]
                .find(&close)
                .map_or(text.len(), |e| start + e + close.len());
            out.extend(text[i..end].chars().filter(|&c| c == '\n'));
            out.push_str("\"\"");
            i = end;
        } else if rest.starts_with('"') {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            out.extend(text[i..j.min(text.len())].chars().filter(|&c| c == '\n'));
            out.push_str("\"\"");
            i = (j + 1).min(text.len());
        } else if rest.starts_with('\'') && is_char_literal(rest) {
            let len = rest[1..].find('\'').map_or(1, |e| e + 2);
            out.push_str("' '");
            i += len;
        } else {
            let c = rest.chars().next().expect("a character");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// `'a'` or `'\n'` rather than a lifetime `'a`.
fn is_char_literal(rest: &str) -> bool {
    let mut chars = rest.chars().skip(1);
    match chars.next() {
        Some('\\') => true,
        Some(_) => chars.next() == Some('\''),
        None => false,
    }
}

/// The lines of a file that count towards its size: everything before `#[cfg(test)]`.
fn source_lines(text: &str) -> usize {
    text.lines()
        .take_while(|line| line.trim() != "#[cfg(test)]")
        .count()
}

/// A module path (`["puzzle", "board"]`) mapped to the file that defines it, for every file
/// module of a tree.
fn module_files(tree: &Tree) -> BTreeMap<Vec<String>, PathBuf> {
    let mut modules = BTreeMap::new();
    for file in rust_files(&tree.dir) {
        let relative = file.strip_prefix(&tree.dir).expect("inside the tree");
        let mut path: Vec<String> = relative
            .with_extension("")
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if path.last().is_some_and(|last| last == "mod") || relative == Path::new(tree.root_file) {
            path.pop();
        }
        modules.insert(path, file);
    }
    modules
}

/// The paths a file names (`crate::a::b`, `super::c`, `self::d`, and the trees of `use`),
/// each made absolute, with the file's inline modules (`mod tests { ... }`) taken into
/// account.
fn named_paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let tokens = tokenize(code);
    let mut paths = Vec::new();
    // The module each token is in: the file's, plus inline `mod x {` blocks.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        let here: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(name, _)| name.clone()))
            .collect();
        match tokens[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            "mod" if tokens.get(i + 2).is_some_and(|t| t == "{") => {
                inline.push((tokens[i + 1].clone(), depth));
                depth += 1;
                i += 3;
                continue;
            }
            "use" => {
                let end = tokens[i..]
                    .iter()
                    .position(|t| t == ";")
                    .map_or(tokens.len(), |e| i + e);
                for path in expand_use(&tokens[i + 1..end]) {
                    if let Some(absolute) = absolute(&path, &here) {
                        paths.push(absolute);
                    }
                }
                i = end;
                continue;
            }
            "crate" | "super" | "self" if tokens.get(i + 1).is_some_and(|t| t == "::") => {
                let mut path = vec![tokens[i].clone()];
                let mut j = i + 1;
                while tokens.get(j).is_some_and(|t| t == "::")
                    && tokens.get(j + 1).is_some_and(|t| is_ident(t))
                {
                    path.push(tokens[j + 1].clone());
                    j += 2;
                }
                if let Some(absolute) = absolute(&path, &here) {
                    paths.push(absolute);
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    paths
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Identifiers, `::` and single punctuation characters.
fn tokenize(code: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(c.to_string());
            }
            i += 1;
        }
    }
    tokens
}

/// The paths of a `use` tree (`a::{b, c::{d, e}}` gives `a::b`, `a::c::d`, `a::c::e`).
fn expand_use(tokens: &[String]) -> Vec<Vec<String>> {
    fn walk(tokens: &[String], prefix: &[String], out: &mut Vec<Vec<String>>) {
        let mut path = prefix.to_vec();
        let mut i = 0;
        while i < tokens.len() {
            let token = tokens[i].as_str();
            match token {
                "::" => {}
                "{" => {
                    // Split the group at its top-level commas.
                    let mut depth = 0;
                    let mut start = i + 1;
                    for j in i + 1..tokens.len() {
                        match tokens[j].as_str() {
                            "{" => depth += 1,
                            "}" if depth == 0 => {
                                walk(&tokens[start..j], &path, out);
                                return;
                            }
                            "}" => depth -= 1,
                            "," if depth == 0 => {
                                walk(&tokens[start..j], &path, out);
                                start = j + 1;
                            }
                            _ => {}
                        }
                    }
                    return;
                }
                "as" => break,
                "*" => break,
                _ if is_ident(token) => path.push(token.to_string()),
                _ => {}
            }
            i += 1;
        }
        if path.len() > prefix.len() || !path.is_empty() {
            out.push(path);
        }
    }
    let mut out = Vec::new();
    walk(tokens, &[], &mut out);
    out
}

/// A path made absolute within the crate, or `None` for another crate's.
fn absolute(path: &[String], here: &[String]) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    match first.as_str() {
        "crate" => Some(rest.to_vec()),
        "self" => Some(here.iter().cloned().chain(rest.iter().cloned()).collect()),
        "super" => {
            let mut base = here.to_vec();
            base.pop();
            let mut rest = rest;
            while rest.first().is_some_and(|s| s == "super") {
                base.pop();
                rest = &rest[1..];
            }
            Some(base.into_iter().chain(rest.iter().cloned()).collect())
        }
        // A child module named without `self::` (2018 paths: `use child::Thing`).
        _ => Some(here.iter().cloned().chain(path.iter().cloned()).collect()),
    }
}

/// The file that defines the longest module prefix of `path`.
fn file_of<'a>(
    path: &[String],
    modules: &'a BTreeMap<Vec<String>, PathBuf>,
) -> Option<&'a PathBuf> {
    (0..=path.len())
        .rev()
        .find_map(|len| modules.get(&path[..len]))
}

/// The import graph of a tree: file -> files it imports.
fn imports(tree: &Tree) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let modules = module_files(tree);
    let mut graph = BTreeMap::new();
    for (module, file) in &modules {
        let code = code_only(&fs::read_to_string(file).expect("readable"));
        let code = match code.find("#[cfg(test)]") {
            // A file's test module may use whatever it tests.
            Some(at) => &code[..at],
            None => &code[..],
        };
        let mut targets = BTreeSet::new();
        for path in named_paths(code, module) {
            if let Some(target) = file_of(&path, &modules) {
                if target != file {
                    targets.insert(target.clone());
                }
            }
        }
        graph.insert(file.clone(), targets);
    }
    graph
}

/// The groups of files that import each other round a loop (the graph's strongly connected
/// components of more than one file), each sorted, by Tarjan's algorithm.
fn loops(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, node: &'a PathBuf) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let Some((next, _)) = self.graph.get_key_value(next) else {
                    continue;
                };
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let from = self
                    .stack
                    .iter()
                    .position(|n| *n == node)
                    .expect("on the stack");
                let mut group: Vec<PathBuf> =
                    self.stack.drain(from..).map(|n| n.to_path_buf()).collect();
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found.sort();
    walk.found
}

fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

fn check_tree(name: &str) {
    let (_, tree) = trees()
        .into_iter()
        .find(|(n, _)| *n == name)
        .expect("a tree of that name");
    let mut problems = Vec::new();
    let files = rust_files(&tree.dir);
    for file in &files {
        let text = fs::read_to_string(file).expect("readable");
        let lines = source_lines(&text);
        if !is_test_file(file) && lines > MAX_LINES {
            problems.push(format!(
                "{} has {lines} lines (at most {MAX_LINES})",
                shown(file)
            ));
        }
    }
    let mut per_folder: BTreeMap<PathBuf, usize> = BTreeMap::new();
    for file in &files {
        *per_folder
            .entry(file.parent().expect("a folder").to_path_buf())
            .or_default() += 1;
    }
    for (folder, count) in per_folder {
        if count > MAX_FILES_PER_FOLDER {
            problems.push(format!(
                "{} holds {count} source files (at most {MAX_FILES_PER_FOLDER})",
                shown(&folder)
            ));
        }
    }
    for group in loops(&imports(&tree)) {
        let names: Vec<String> = group.iter().map(|p| shown(p)).collect();
        problems.push(format!(
            "files import each other round a loop: {}",
            names.join(", ")
        ));
    }
    assert!(problems.is_empty(), "{name}:\n{}", problems.join("\n"));
}

/// The top-level room a file is in (`src/play/state.rs` is in `play`, `src/app.rs` in
/// `app`), or `None` for the crate's root file, which declares every room.
fn room_of(file: &Path, tree: &Tree) -> Option<String> {
    let relative = file.strip_prefix(&tree.dir).expect("inside the tree");
    if relative == Path::new(tree.root_file) {
        return None;
    }
    let first = Path::new(relative.components().next()?.as_os_str());
    let name = if relative.components().count() == 1 {
        first.file_stem()?
    } else {
        first.as_os_str()
    };
    Some(name.to_string_lossy().into_owned())
}

/// The rooms a tree holds on disk: its folders (but `bin/`) and the source files beside its
/// root file.
fn rooms_on_disk(tree: &Tree) -> BTreeSet<String> {
    rust_files(&tree.dir)
        .iter()
        .filter_map(|file| room_of(file, tree))
        .collect()
}

/// The rooms in order, as a reader writes them: `app -> platform -> play, ello, learn`.
fn order_shown(rooms: Rooms) -> String {
    let lines: Vec<String> = rooms.iter().map(|line| line.join(", ")).collect();
    lines.join(" -> ")
}

/// What breaks the order of a tree's rooms: an import that goes up the list or sideways
/// along one line of it (or up to the crate's root file), a room on disk the list does not
/// place, and a room the list names that the tree does not hold.
fn room_problems(tree: &Tree) -> Vec<String> {
    let level = |room: &str| tree.rooms.iter().position(|line| line.contains(&room));
    let order = order_shown(tree.rooms);
    let on_disk = rooms_on_disk(tree);
    let mut problems = Vec::new();
    for room in &on_disk {
        if level(room).is_none() {
            problems.push(format!(
                "{room} is a room of {} that the ordered list does not place: add it to \
                 the list in tests/architecture.rs, below every room that imports it \
                 ({order})",
                shown(&tree.dir)
            ));
        }
    }
    for listed in tree.rooms.iter().flat_map(|line| line.iter()) {
        if !on_disk.contains(*listed) {
            problems.push(format!(
                "the ordered list names {listed}, which {} does not hold ({order})",
                shown(&tree.dir)
            ));
        }
    }
    for (file, targets) in imports(tree) {
        let Some(from) = room_of(&file, tree) else {
            continue;
        };
        let Some(from_level) = level(&from) else {
            continue;
        };
        for target in targets {
            let why = match room_of(&target, tree) {
                None => "the crate's root file sits above every room".to_string(),
                Some(to) if to == from => continue,
                Some(to) => match level(&to) {
                    Some(to_level) if to_level > from_level => continue,
                    Some(to_level) if to_level == from_level => {
                        format!("{from} and {to} stand side by side")
                    }
                    Some(_) => format!("{to} sits above {from}"),
                    None => continue,
                },
            };
            problems.push(format!(
                "{} imports {}, but {why}: a room imports only the rooms below it ({order})",
                shown(&file),
                shown(&target)
            ));
        }
    }
    problems
}

fn check_rooms(name: &str) {
    let (_, tree) = trees()
        .into_iter()
        .find(|(n, _)| *n == name)
        .expect("a tree of that name");
    let problems = room_problems(&tree);
    assert!(problems.is_empty(), "{name}:\n{}", problems.join("\n"));
}

#[test]
fn the_engines_rooms_import_only_the_rooms_below_them() {
    check_rooms("engine");
}

#[test]
fn the_command_lines_rooms_import_only_the_rooms_below_them() {
    check_rooms("cli");
}

#[test]
fn the_web_apps_rooms_import_only_the_rooms_below_them() {
    check_rooms("web");
}

/// The checker itself, on a small tree written for it: three rooms in order import downward
/// and pass; an import up the list, one sideways along a line, and a folder the list does not
/// place are each found.
#[test]
fn an_upward_import_and_an_unplaced_room_are_found() {
    const ROOMS: Rooms = &[&["page", "other_page"], &["puzzle"], &["shared"]];
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("architecture-rooms");
    let _ = fs::remove_dir_all(&dir);
    let write = |path: &str, text: &str| {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().expect("a folder")).expect("a writable folder");
        fs::write(path, text).expect("a writable file");
    };
    write(
        "lib.rs",
        "pub mod other_page;\npub mod page;\npub mod puzzle;\npub mod shared;\n",
    );
    write("page/mod.rs", "pub mod state;\n");
    write(
        "page/state.rs",
        "use crate::puzzle::setup::Setup;\nuse crate::shared::words;\n",
    );
    write("other_page.rs", "use crate::puzzle::setup::Setup;\n");
    write("puzzle/mod.rs", "pub mod setup;\n");
    write(
        "puzzle/setup.rs",
        "use crate::shared::words;\npub struct Setup;\n",
    );
    write("shared/mod.rs", "pub mod words;\n");
    write("shared/words.rs", "pub fn words() {}\n");
    let tree = Tree {
        dir: dir.clone(),
        root_file: "lib.rs",
        rooms: ROOMS,
    };
    assert_eq!(room_problems(&tree), Vec::<String>::new());

    // The puzzle reaches up for a page's state; the other page for the first page's.
    write(
        "puzzle/setup.rs",
        "use crate::shared::words;\npub struct Setup { page: crate::page::state::State }\n",
    );
    write("other_page.rs", "use crate::page::state;\n");
    let problems = room_problems(&tree);
    let at = |file: &str| shown(&dir.join(file));
    assert_eq!(
        problems,
        vec![
            format!(
                "{} imports {}, but other_page and page stand side by side: a room imports \
                 only the rooms below it (page, other_page -> puzzle -> shared)",
                at("other_page.rs"),
                at("page/state.rs")
            ),
            format!(
                "{} imports {}, but page sits above puzzle: a room imports only the rooms \
                 below it (page, other_page -> puzzle -> shared)",
                at("puzzle/setup.rs"),
                at("page/state.rs")
            ),
        ]
    );

    // A new folder must be placed in the list, not slip in unchecked.
    write(
        "puzzle/setup.rs",
        "use crate::shared::words;\npub struct Setup;\n",
    );
    write("other_page.rs", "use crate::puzzle::setup::Setup;\n");
    write("worker/mod.rs", "use crate::page::state;\n");
    let problems = room_problems(&tree);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with(&format!(
            "worker is a room of {} that the ordered list does not place",
            shown(&dir)
        )),
        "{problems:?}"
    );
    fs::remove_dir_all(&dir).expect("the scratch tree removed");
}

#[test]
fn the_engine_is_small_files_in_rooms_without_import_loops() {
    check_tree("engine");
}

#[test]
fn the_command_line_is_small_files_without_import_loops() {
    check_tree("cli");
}

#[test]
fn the_web_app_is_small_files_in_rooms_without_import_loops() {
    check_tree("web");
}

/// The crates (with versions) in `package`'s normal dependency tree, for every target, down
/// to `depth` (the package itself is at depth 0), or all of it.
fn dependency_tree(package: &str, depth: Option<usize>) -> String {
    let depth = depth.map(|depth| depth.to_string());
    let output = Command::new(env!("CARGO"))
        .args([
            "tree",
            "--locked",
            "--offline",
            "-e",
            "normal",
            "--target",
            "all",
        ])
        .args(["--prefix", "none", "-p", package])
        .args(depth.iter().flat_map(|depth| ["--depth", depth.as_str()]))
        .current_dir(root())
        .output()
        .expect("cargo tree runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("text")
}

fn crate_names(tree: &str) -> BTreeSet<String> {
    tree.lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_engine_depends_on_no_web_crate() {
    let names = crate_names(&dependency_tree("lights-lab-engine", None));
    for web in ["yew", "web-sys", "js-sys", "gloo", "wasm-bindgen"] {
        assert!(!names.contains(web), "the engine depends on {web}");
    }
}

#[test]
fn the_command_line_depends_on_no_browser_crate() {
    let names = crate_names(&dependency_tree("lights-lab-cli", None));
    for web in ["yew", "web-sys", "gloo"] {
        assert!(!names.contains(web), "the command line depends on {web}");
    }
}

/// What ARCHITECTURE.md says each crate depends on directly: so nothing depends on the web
/// app, the engine on neither of the others, and a new dependency (a download for every
/// player, for the web app) is added to the map deliberately.
#[test]
fn each_crate_depends_directly_on_what_the_map_lists() {
    let direct = |package: &str| {
        let mut names = crate_names(&dependency_tree(package, Some(1)));
        names.remove(package);
        names
    };
    let names =
        |list: &[&str]| -> BTreeSet<String> { list.iter().map(|name| name.to_string()).collect() };
    assert_eq!(direct("lights-lab-engine"), names(&["bitvec", "rand"]));
    assert_eq!(
        direct("lights-lab-cli"),
        names(&["clap", "lights-lab-engine", "rand", "serde_json"])
    );
    assert_eq!(
        direct("lights-lab-web"),
        names(&[
            "getrandom",
            "gloo",
            "js-sys",
            "lights-lab-engine",
            "rand",
            "wasm-bindgen",
            "web-sys",
            "yew",
        ])
    );
}

/// ARCHITECTURE.md: `simd128` is the engine's one file of WebAssembly instructions and
/// `avx512` its one file of x86-64 instructions, so a port to another processor reads two
/// files.
#[test]
fn each_processors_instructions_are_in_one_file() {
    let engine = root().join("engine/src");
    for (instructions, only) in [
        ("arch::wasm32", "search/simd128.rs"),
        ("arch::x86_64", "search/avx512.rs"),
    ] {
        let files: Vec<PathBuf> = rust_files(&engine)
            .into_iter()
            .filter(|file| {
                code_only(&fs::read_to_string(file).expect("readable")).contains(instructions)
            })
            .collect();
        assert_eq!(
            files,
            vec![engine.join(only)],
            "files naming {instructions}"
        );
    }
}

/// The checker itself: a loop through a parent's re-export is found, a tree is not.
#[test]
fn a_loop_through_a_parent_is_found() {
    let a = PathBuf::from("a/mod.rs");
    let b = PathBuf::from("a/b.rs");
    let c = PathBuf::from("a/c.rs");
    let mut graph = BTreeMap::new();
    graph.insert(a.clone(), BTreeSet::from([b.clone(), c.clone()]));
    graph.insert(b.clone(), BTreeSet::from([c.clone()]));
    graph.insert(c.clone(), BTreeSet::new());
    assert!(loops(&graph).is_empty());
    graph.insert(c.clone(), BTreeSet::from([a.clone()]));
    assert_eq!(loops(&graph), vec![vec![b, c, a]]);
    let here = ["a".to_string(), "c".to_string()];
    let tokens = tokenize("use super::{b::Thing, Other as O};");
    let paths: Vec<_> = expand_use(&tokens[1..tokens.len() - 1])
        .into_iter()
        .filter_map(|p| absolute(&p, &here))
        .collect();
    assert_eq!(
        paths,
        vec![vec!["a", "b", "Thing"], vec!["a", "Other"]]
            .into_iter()
            .map(|p| p.into_iter().map(String::from).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    );
}
