//! Strongly connected components (Tarjan 1972, iterative so deep graphs cannot overflow the
//! stack).

/// The SCC decomposition of a graph on states `0..n`.
#[derive(Debug, Clone)]
pub(crate) struct Sccs {
    /// SCC index of each state (`u32::MAX` for states not reached from the roots).
    pub of: Vec<u32>,
    /// Number of SCCs found. Tarjan numbers them in reverse topological order: an edge
    /// between different SCCs goes from a higher to a lower index.
    pub count: usize,
}

/// Computes the SCCs of the states reachable from `roots`; `succ(s)` lists successors.
pub(crate) fn tarjan<F, I>(n: usize, roots: &[u32], mut succ: F) -> Sccs
where
    F: FnMut(u32) -> I,
    I: IntoIterator<Item = u32>,
{
    const NONE: u32 = u32::MAX;
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut of = vec![NONE; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut next_index = 0u32;
    let mut count = 0usize;
    // Call stack of (state, its successors, position in them).
    let mut calls: Vec<(u32, Vec<u32>, usize)> = Vec::new();
    for &r in roots {
        if index[r as usize] != NONE {
            continue;
        }
        index[r as usize] = next_index;
        low[r as usize] = next_index;
        next_index += 1;
        stack.push(r);
        on_stack[r as usize] = true;
        calls.push((r, succ(r).into_iter().collect(), 0));
        while let Some(frame) = calls.last_mut() {
            let v = frame.0;
            if frame.2 < frame.1.len() {
                let w = frame.1[frame.2];
                frame.2 += 1;
                if index[w as usize] == NONE {
                    index[w as usize] = next_index;
                    low[w as usize] = next_index;
                    next_index += 1;
                    stack.push(w);
                    on_stack[w as usize] = true;
                    let ws = succ(w).into_iter().collect();
                    calls.push((w, ws, 0));
                } else if on_stack[w as usize] {
                    low[v as usize] = low[v as usize].min(index[w as usize]);
                }
            } else {
                calls.pop();
                if let Some(parent) = calls.last() {
                    let p = parent.0 as usize;
                    low[p] = low[p].min(low[v as usize]);
                }
                if low[v as usize] == index[v as usize] {
                    while let Some(w) = stack.pop() {
                        on_stack[w as usize] = false;
                        of[w as usize] = count as u32;
                        if w == v {
                            break;
                        }
                    }
                    count += 1;
                }
            }
        }
    }
    Sccs { of, count }
}
