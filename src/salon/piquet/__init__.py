"""Rubicon Piquet by the Portland Club laws, its partie, chouette and variants."""
