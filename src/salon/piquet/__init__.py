"""Piquet: the two-handed game by the Portland Club laws, and chouette piquet for three."""
