"""Sessions of three or more at one table: chouette Piquet, Pool Écarté, French Écarté."""
