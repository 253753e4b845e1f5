"""Finding someone to play with, at any hour: seeks and challenges, who is online, the
players' clocks (live, with a bank of time, or turn-based, days a move) and claims against a
player whose time ran out. Everything here is kept in the database, shared by every server
process (docs/web.md "Several server processes")."""
