"""Écarté: the two-handed game of the classic laws, Pool Écarté and French Écarté."""
