"""Two-seat tables: the tables in play, each game's adapter, the lobby, replays, rematches and
the policies served as computer players."""
