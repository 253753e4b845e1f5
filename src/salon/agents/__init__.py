"""Computer players: each receives a player's view and the legal actions, and returns one."""
