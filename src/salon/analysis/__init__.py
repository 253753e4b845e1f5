"""Analysis of games played: every decision weighed as the strong players weigh their own."""
