"""Playing salon's games at a terminal: against the computer, or watching two computers play.

A game reaches the client through a small adapter (:mod:`salon.terminal.game`); the screen
(:mod:`salon.terminal.screen`) draws what the adapter describes, in colour on a terminal or
as plain lines when driven by a script.
"""
