"""Players, not only tables: accounts and their sessions, seats bound to accounts, ratings
(Glicko-2) from rated tables, and the pages of a player's profile, history and the
leaderboard. See docs/players.md."""
