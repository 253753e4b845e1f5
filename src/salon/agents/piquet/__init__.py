"""Computer players of Piquet."""
