//! LTL formulas and their translation to Büchi automata.
