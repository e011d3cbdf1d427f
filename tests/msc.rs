//! Counterexamples as message-sequence charts (`--html`, `--msc`): the JSON report keeps
//! what the chart needs (threads, synchronisation events, arrows), the SVG has a lifeline
//! per thread, a box per move (private moves collapsed), the arrows (under x86-TSO also from
//! the flush of a store buffer to the load that read it) and the ending (the violating move,
//! a deadlock's blocked threads, an LTL lasso's cycle), and a real browser (headless
//! Chromium, when installed) loads the HTML page without a script error, renders what the
//! test expects and leaves a screenshot under the target directory
//! (`target/msc-screenshots/`).

use crate::common;

use common::{TempDir, pancam_output, root, run_with_timeout, text};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A program to chart and what its chart must show.
struct Case {
    name: &'static str,
    args: &'static [&'static str],
    /// Arrow kinds that must be drawn.
    arrows: &'static [&'static str],
    /// Threads.
    threads: usize,
    /// A piece of the SVG (the ending).
    ending: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "race",
        args: &["tests/check/race.O2.ll", "--races"],
        arrows: &["create"],
        threads: 3,
        ending: "data race",
    },
    Case {
        name: "deadlock",
        args: &["tests/check/lock_order_inversion.O2.ll"],
        arrows: &["create"],
        threads: 3,
        ending: "class=\"stand blocked\"",
    },
    Case {
        name: "signal",
        args: &["tests/check/cond_if.O2.ll", "--no-spurious-wakeups"],
        arrows: &["create", "signal", "unlock"],
        threads: 4,
        ending: "class=\"box violation\"",
    },
    Case {
        name: "lasso",
        args: &[
            "tests/ltl_check/peterson_ltl.O2.ll",
            "--ltl",
            "[] (want0 -> <> cs0)",
            "--prop",
            "want0 = flag0 == 1",
            "--prop",
            "cs0 = cs0 == 1",
        ],
        arrows: &["create"],
        threads: 3,
        ending: "cycle: repeats forever",
    },
    Case {
        name: "tso",
        args: &["tests/weak/tso-reads-mp.O1.ll", "--memory-model", "tso"],
        arrows: &["create", "reads-from", "join"],
        threads: 3,
        ending: "class=\"box violation\"",
    },
];

/// Runs `pancam check --json --html --msc` on a case; the JSON report, the SVG and the HTML
/// page's path.
fn chart(dir: &Path, c: &Case) -> (Value, String, PathBuf) {
    let html = dir.join(format!("{}.html", c.name));
    let svg = dir.join(format!("{}.svg", c.name));
    let mut args: Vec<&str> = vec!["check", "--json", "-q"];
    args.extend_from_slice(c.args);
    let (h, s) = (html.to_str().unwrap(), svg.to_str().unwrap());
    args.extend_from_slice(&["--html", h, "--msc", s]);
    let (code, out, err) = pancam_output(root(), &args, Duration::from_secs(300));
    assert_eq!(code, 1, "{}: {err}\n{out}", c.name);
    let j: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    let svg = std::fs::read_to_string(&svg).unwrap_or_else(|e| panic!("{}: {e}", c.name));
    (j, svg, html)
}

#[test]
fn charts_show_threads_moves_arrows_and_the_ending() {
    let dir = TempDir::new("pancam-msc").expect("tempdir");
    for c in CASES {
        let (j, svg, html) = chart(dir.path(), c);
        let cx = &j["counterexamples"][0];
        let threads = cx["threads"].as_array().expect("threads");
        assert_eq!(threads.len(), c.threads, "{}: {cx}", c.name);
        assert_eq!(threads[0]["name"], "main", "{}", c.name);
        let kinds: Vec<&str> = cx["arrows"]
            .as_array()
            .expect("arrows")
            .iter()
            .filter_map(|a| a["kind"].as_str())
            .collect();
        for k in c.arrows {
            assert!(kinds.contains(k), "{}: no {k} arrow in {kinds:?}", c.name);
            assert!(
                svg.contains(&format!("data-kind=\"{k}\"")),
                "{}: no {k} arrow drawn",
                c.name
            );
        }
        assert_eq!(
            svg.matches("class=\"lifeline-g\"").count(),
            c.threads,
            "{}",
            c.name
        );
        assert!(svg.contains("class=\"box"), "{}", c.name);
        assert!(
            svg.contains(c.ending),
            "{}: no {:?} in the SVG",
            c.name,
            c.ending
        );
        // The page is self-contained: nothing is fetched.
        let page = std::fs::read_to_string(&html).expect("html");
        for bad in ["<script src", "<link", "@import", "url(http"] {
            assert!(!page.contains(bad), "{}: {bad}", c.name);
        }
    }
}

#[test]
fn a_deadlock_shows_every_blocked_thread() {
    let dir = TempDir::new("pancam-msc").expect("tempdir");
    let (j, svg, _) = chart(dir.path(), &CASES[1]);
    let blocked = j["counterexamples"][0]["threads"]
        .as_array()
        .expect("threads")
        .iter()
        .filter(|t| t["blocked"] == true)
        .count();
    assert_eq!(
        blocked, 3,
        "main waits in join, the two threads for the locks"
    );
    assert_eq!(svg.matches("class=\"stand blocked\"").count(), 3);
    assert!(
        svg.contains("pthread_mutex_lock"),
        "the blocked calls are named"
    );
}

/// The steps of a counterexample of the JSON report.
fn steps_of(cx: &Value) -> &Vec<Value> {
    cx["schedule"].as_array().expect("schedule")
}

/// The reads-from arrows of a counterexample of the JSON report.
fn reads_from(cx: &Value) -> Vec<&Value> {
    cx["arrows"]
        .as_array()
        .expect("arrows")
        .iter()
        .filter(|a| a["kind"] == "reads-from")
        .collect()
}

/// Under x86-TSO a load that read another thread's store from memory gets an arrow from
/// the flush of the writer's store buffer that put it there, labelled with the store's own
/// move; a stale read (of the initial value, store buffering) gets none.
#[test]
fn tso_loads_get_an_arrow_from_the_flush_they_read() {
    let dir = TempDir::new("pancam-msc").expect("tempdir");
    let mp = CASES
        .iter()
        .find(|c| c.name == "tso")
        .expect("the tso case");
    let (j, svg, _) = chart(dir.path(), mp);
    let cx = &j["counterexamples"][0];
    let steps = steps_of(cx);
    let memory = |s: &Value, what: &str| {
        s["memory"]
            .as_array()
            .is_some_and(|m| m.iter().any(|x| x.as_str().unwrap_or("").contains(what)))
    };
    let number = |s: &Value| s["number"].as_u64().expect("number") as usize;
    // T1's `flag = 1` enters its buffer, then a flush move writes it to memory.
    let store = steps
        .iter()
        .find(|s| s["thread"] == 1 && memory(s, "T1 stores flag = 1"))
        .map(number)
        .unwrap_or_else(|| panic!("no store of the flag: {cx}"));
    let flush = steps
        .iter()
        .find(|s| s["flush"] == true && memory(s, "writes flag = 1 to memory"))
        .map(number)
        .unwrap_or_else(|| panic!("no flush of the flag: {cx}"));
    let arrows = reads_from(cx);
    let a = arrows
        .iter()
        .find(|a| a["from"] == flush)
        .unwrap_or_else(|| panic!("no reads-from arrow from the flush (move {flush}): {cx}"));
    let to = a["to"].as_u64().unwrap() as usize;
    let load = steps
        .iter()
        .find(|s| number(s) == to)
        .expect("the load's step");
    assert_eq!(load["thread"], 2, "{a}");
    assert!(
        load["lines"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["text"].as_str().unwrap_or("").contains("seen = flag")),
        "the arrow ends at T2's load of the flag: {load}"
    );
    let label = a["label"].as_str().unwrap();
    assert!(
        label.contains("flag = 1") && label.contains(&format!("move {store}")),
        "{label}"
    );
    let ev = load["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "reads_from")
        .expect("the load's event");
    assert_eq!(ev["thread"], 1);
    assert_eq!(ev["from_move"], flush);
    assert_eq!(ev["store_move"], store);
    assert_eq!(
        arrows.len(),
        1,
        "main's reads after the joins get none: {arrows:?}"
    );
    assert!(
        svg.contains(&format!(
            "data-kind=\"reads-from\" data-from=\"{flush}\" data-to=\"{to}\""
        )),
        "the arrow is drawn"
    );
    // Store buffering: each thread reads the other's location before the store reaches
    // memory, the initial 0, which no move wrote.
    let sb = Case {
        name: "tso-sb",
        args: &["tests/weak/tso-reads-sb.O1.ll", "--memory-model", "tso"],
        arrows: &[],
        threads: 3,
        ending: "",
    };
    let (j, _, _) = chart(dir.path(), &sb);
    let cx = &j["counterexamples"][0];
    assert!(reads_from(cx).is_empty(), "{cx}");
    for s in steps_of(cx).iter().filter(|s| s["thread"] != 0) {
        assert!(
            !s["events"]
                .as_array()
                .is_some_and(|e| e.iter().any(|e| e["kind"] == "reads_from")),
            "{s}"
        );
    }
}

#[test]
fn replay_and_simulate_write_charts_too() {
    let dir = TempDir::new("pancam-msc").expect("tempdir");
    let trail = dir.path().join("t.json");
    let html = dir.path().join("r.html");
    let t = trail.to_str().unwrap();
    let (code, _, err) = pancam_output(
        root(),
        &["check", "-q", "tests/check/cond_if.O2.ll", "--trail", t],
        Duration::from_secs(120),
    );
    assert_eq!(code, 1, "{err}");
    let (code, out, err) = pancam_output(
        root(),
        &["replay", t, "--html", html.to_str().unwrap()],
        Duration::from_secs(120),
    );
    assert_eq!(code, 1, "{err}\n{out}");
    let page = std::fs::read_to_string(&html).expect("replay html");
    assert!(page.contains("class=\"lifeline-g\""));
    let svg = dir.path().join("s.svg");
    let (code, out, err) = pancam_output(
        root(),
        &[
            "simulate",
            "tests/check/output_independent.O2.ll",
            "--msc",
            svg.to_str().unwrap(),
        ],
        Duration::from_secs(120),
    );
    assert_eq!(code, 0, "{err}\n{out}");
    let s = std::fs::read_to_string(&svg).expect("simulate svg");
    assert_eq!(s.matches("class=\"lifeline-g\"").count(), 4);
    // Where a chart cannot be written: a message, not a panic.
    let (code, _, err) = pancam_output(
        root(),
        &["replay", t, "--msc", "/nonexistent/dir/x.svg"],
        Duration::from_secs(120),
    );
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("cannot write /nonexistent/dir/x.svg"), "{err}");
}

/// A Chromium binary on `PATH`, if any.
fn chromium() -> Option<String> {
    ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| {
            std::env::var_os("PATH")
                .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(c).is_file()))
        })
        .map(str::to_string)
}

/// Where screenshots are kept: beside the binary under test (`target/msc-screenshots/`).
fn screenshot_dir() -> PathBuf {
    let bin = Path::new(common::PANCAM);
    let target = bin
        .parent()
        .and_then(Path::parent)
        .unwrap_or_else(|| Path::new("."));
    target.join("msc-screenshots")
}

/// The attributes the page's script sets on `#status` once it ran, from Chromium's DOM.
fn status_of(dom: &str) -> Option<String> {
    let at = dom.find("id=\"status\"")?;
    let start = dom[..at].rfind('<')?;
    let end = start + dom[start..].find('>')?;
    Some(dom[start..=end].to_string())
}

fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!("{name}=\"");
    let i = tag.find(&key)? + key.len();
    let j = i + tag[i..].find('"')?;
    Some(tag[i..j].to_string())
}

#[test]
fn chromium_renders_the_charts() {
    let Some(chrome) = chromium() else {
        eprintln!(
            "SKIPPED msc::chromium_renders_the_charts: no chromium on PATH (Debian: apt-get \
             install chromium)"
        );
        return;
    };
    let dir = TempDir::new("pancam-msc").expect("tempdir");
    let shots = screenshot_dir();
    std::fs::create_dir_all(&shots).expect("screenshot dir");
    for c in CASES {
        let (_, _, html) = chart(dir.path(), c);
        let url = format!("file://{}", html.display());
        let profile = dir.path().join(format!("profile-{}", c.name));
        let base = |cmd: &mut Command| {
            cmd.args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-dev-shm-usage",
                "--enable-logging=stderr",
                "--v=0",
                "--virtual-time-budget=5000",
            ])
            .arg(format!("--user-data-dir={}", profile.display()));
        };
        let mut cmd = Command::new(&chrome);
        base(&mut cmd);
        cmd.arg("--dump-dom").arg(&url);
        let r = run_with_timeout(&mut cmd, Duration::from_secs(120)).expect("run chromium");
        let (dom, log) = (text(&r.stdout), text(&r.stderr));
        assert!(
            !log.contains("Uncaught"),
            "{}: a script error in the console:\n{log}",
            c.name
        );
        let status =
            status_of(&dom).unwrap_or_else(|| panic!("{}: no #status in the DOM:\n{log}", c.name));
        assert_eq!(
            attr(&status, "data-ready").as_deref(),
            Some("1"),
            "{}: the script did not finish: {status}\n{log}",
            c.name
        );
        assert_eq!(attr(&status, "data-error"), None, "{}: {status}", c.name);
        let num = |n: &str| {
            attr(&status, n)
                .and_then(|v| v.parse::<usize>().ok())
                .unwrap_or(0)
        };
        assert_eq!(num("data-lifelines"), c.threads, "{}: {status}", c.name);
        assert!(num("data-boxes") > 0, "{}: {status}", c.name);
        assert!(num("data-arrows") > 0, "{}: {status}", c.name);
        let kinds = attr(&status, "data-arrow-kinds").unwrap_or_default();
        for k in c.arrows {
            assert!(kinds.split(' ').any(|x| x == *k), "{}: {kinds}", c.name);
        }
        assert!(
            num("data-vars") > 0,
            "{}: the variables panel: {status}",
            c.name
        );
        let png = shots.join(format!("{}.png", c.name));
        let mut cmd = Command::new(&chrome);
        base(&mut cmd);
        cmd.arg(format!("--screenshot={}", png.display()))
            .arg("--window-size=1400,1000")
            .arg(&url);
        let r = run_with_timeout(&mut cmd, Duration::from_secs(120)).expect("run chromium");
        assert!(
            png.is_file() && std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0) > 1000,
            "{}: no screenshot: {}",
            c.name,
            text(&r.stderr)
        );
        eprintln!("msc: {} screenshot at {}", c.name, png.display());
    }
}
