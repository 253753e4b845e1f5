"""Computer players of Écarté."""
