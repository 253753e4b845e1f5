"""Talk between people at a table, beside the talk of the table (which stays the game's own
words): the players' chat, a side's chat (a player and those who look over his hand), and
the spectators' own chat. Nothing of it reaches a game's record (docs/web.md "Chat")."""
