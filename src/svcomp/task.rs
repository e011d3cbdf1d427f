//! SV-COMP task-definition files (format 2.0, as in sv-benchmarks):
//!
//! ```yaml
//! format_version: '2.0'
//! input_files: 'peterson.i'          # or a list
//! properties:
//!   - property_file: ../properties/unreach-call.prp
//!     expected_verdict: false
//!     subproperty: valid-deref        # optional, valid-memsafety only
//! options:
//!   language: C
//!   data_model: ILP32
//! ```
//!
//! Paths are relative to the task file's directory.

use super::DataModel;
use std::path::{Path, PathBuf};
use yaml_rust2::{Yaml, YamlLoader};

/// One property of a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskProperty {
    /// The `.prp` file (resolved against the task's directory).
    pub file: PathBuf,
    /// The expected verdict, if given.
    pub expected: Option<bool>,
    /// The violated subproperty of a `false` memory-safety verdict (`valid-deref`, ...).
    pub subproperty: Option<String>,
}

/// A task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The task file.
    pub path: PathBuf,
    /// The program files (resolved); SV-COMP tasks have one.
    pub inputs: Vec<PathBuf>,
    /// Properties with their expected verdicts.
    pub properties: Vec<TaskProperty>,
    /// The data model.
    pub data_model: DataModel,
}

fn field<'a>(y: &'a Yaml, k: &str) -> &'a Yaml {
    &y[k]
}

fn string(y: &Yaml) -> Option<String> {
    match y {
        Yaml::String(s) => Some(s.clone()),
        Yaml::Real(s) => Some(s.clone()),
        Yaml::Integer(i) => Some(i.to_string()),
        _ => None,
    }
}

impl Task {
    /// Reads a task file.
    pub fn load(path: &Path) -> Result<Task, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        Task::parse(&text, path)
    }

    /// Parses the text of task file `path`.
    pub fn parse(text: &str, path: &Path) -> Result<Task, String> {
        let at = |m: String| format!("{}: {m}", path.display());
        let docs = YamlLoader::load_from_str(text).map_err(|e| at(format!("bad YAML: {e}")))?;
        let y = docs.first().ok_or_else(|| at("empty task file".into()))?;
        match string(field(y, "format_version")).as_deref() {
            Some("2.0") => {}
            Some(v) => return Err(at(format!("task format version {v} (only 2.0 is read)"))),
            None => return Err(at("no format_version (a task-definition file 2.0?)".into())),
        }
        let dir = path.parent().unwrap_or(Path::new("."));
        let inputs: Vec<PathBuf> = match field(y, "input_files") {
            Yaml::Array(a) => a.iter().filter_map(string).map(|f| dir.join(f)).collect(),
            v => string(v).map(|f| vec![dir.join(f)]).unwrap_or_default(),
        };
        if inputs.is_empty() {
            return Err(at("no input_files".into()));
        }
        let mut properties = Vec::new();
        if let Yaml::Array(ps) = field(y, "properties") {
            for p in ps {
                let file = string(field(p, "property_file"))
                    .ok_or_else(|| at("a property without property_file".into()))?;
                let expected = match field(p, "expected_verdict") {
                    Yaml::Boolean(b) => Some(*b),
                    Yaml::BadValue => None,
                    v => match string(v).as_deref() {
                        Some("true") => Some(true),
                        Some("false") => Some(false),
                        _ => return Err(at(format!("bad expected_verdict for {file}"))),
                    },
                };
                properties.push(TaskProperty {
                    file: dir.join(file),
                    expected,
                    subproperty: string(field(p, "subproperty")),
                });
            }
        }
        if properties.is_empty() {
            return Err(at("no properties".into()));
        }
        let opts = field(y, "options");
        if let Some(lang) = string(field(opts, "language"))
            && lang != "C"
        {
            return Err(at(format!("language {lang} (only C is supported)")));
        }
        let data_model = match string(field(opts, "data_model")) {
            Some(d) => DataModel::parse(&d).ok_or_else(|| at(format!("unknown data_model {d}")))?,
            None => DataModel::Ilp32,
        };
        Ok(Task {
            path: path.to_path_buf(),
            inputs,
            properties,
            data_model,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_task() {
        let t = Task::parse(
            "format_version: '2.0'\n\n# comment\ninput_files: 'a.c'\n\nproperties:\n  - property_file: ../properties/unreach-call.prp\n    expected_verdict: false\n  - property_file: ../properties/valid-memsafety.prp\n    expected_verdict: false\n    subproperty: valid-free\n  - property_file: ../properties/no-data-race.prp\n\noptions:\n  language: C\n  data_model: LP64\n",
            Path::new("dir/t.yml"),
        )
        .unwrap();
        assert_eq!(t.inputs, vec![PathBuf::from("dir/a.c")]);
        assert_eq!(t.properties.len(), 3);
        assert_eq!(t.properties[0].expected, Some(false));
        assert_eq!(t.properties[1].subproperty.as_deref(), Some("valid-free"));
        assert_eq!(t.properties[2].expected, None);
        assert_eq!(
            t.properties[0].file,
            PathBuf::from("dir/../properties/unreach-call.prp")
        );
        assert_eq!(t.data_model, DataModel::Lp64);
    }

    #[test]
    fn rejects_bad_tasks() {
        let p = Path::new("t.yml");
        assert!(Task::parse("format_version: '1.0'\n", p).is_err());
        assert!(Task::parse("input_files: a.c\n", p).is_err());
        assert!(Task::parse("format_version: '2.0'\ninput_files: a.c\n", p).is_err());
        assert!(
            Task::parse(
                "format_version: '2.0'\ninput_files: a.c\nproperties:\n  - property_file: p.prp\noptions:\n  language: Java\n",
                p
            )
            .is_err()
        );
        assert!(Task::parse("format_version: [\n", p).is_err());
    }
}
