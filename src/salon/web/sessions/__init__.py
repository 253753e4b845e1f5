"""Tables for three or more: chouette, Pool Écarté and French Écarté over the two-seat engines."""
