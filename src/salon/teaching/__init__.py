"""Teaching the games: the table's words, a guided first deal, and trainers."""
