//! Superstep partial order reduction and granularity policies (not yet implemented).
