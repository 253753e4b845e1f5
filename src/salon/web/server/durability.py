"""How a SQLite file's commits reach the disk: the trade between an acknowledged action's
durability and the time its commit takes (docs/web.md "The database")."""

from __future__ import annotations

from enum import StrEnum


class Synchronous(StrEnum):
    """SQLite's ``synchronous`` setting for the server's file, the write-ahead log in both."""

    FULL = "full"
    """Every commit is synced to the disk before it returns: an action acknowledged survives
    even a crash of the machine or a power cut."""
    NORMAL = "normal"
    """Commits are written to the log, which is synced only at its checkpoints: an action
    acknowledged survives a crash of the server's process, but a crash of the machine or a
    power cut may undo the last commits (the file itself stays sound)."""

    @property
    def pragma(self) -> str:
        return self.value.upper()
