"""Exact solvers of the play with every card known, for search and for analysis."""
