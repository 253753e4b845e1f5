"""Teaching and analysis: hints, the guided first deals, trainers, reviews and the rules page."""
