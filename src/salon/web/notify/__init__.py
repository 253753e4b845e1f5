"""Telling a player that something waits for him: by mail (his turn at a table he is away
from, a challenge, a game's end), for an account that gave an address and asked for it,
each mail with a one-click unsubscribe (docs/web.md "Notifications")."""
