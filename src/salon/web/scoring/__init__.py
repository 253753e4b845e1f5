"""The scorer of a game played with real cards, in the web app."""
