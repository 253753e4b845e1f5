"""Piquet's presets and rule options in its players' words: what the new-table form offers,
and how a table's rules are told to the player invited to it.

Sources: piquet-encyclopedia-1902-with-laws.txt (Rubicon Piquet; Law 5, dealing by twos or
threes); piquet-encyclopedic-article-with-variants.txt (ten for the last trick, carte rouge);
docs/piquet-rules.md for the partie of four deals.

>>> PRESET_WORDS["four-deal"].title
'Four deals'
>>> [option.name for option in RULE_OPTIONS][:2]
['deals_per_partie', 'deal_by']
"""

from __future__ import annotations

from typing import Final

from salon.rule_options import PresetWords, RuleOption

PRESET_WORDS: Final = {
    "rubicon": PresetWords(
        "Rubicon Piquet",
        "Rubicon Piquet: a partie of six deals; a loser short of a hundred is rubiconed and pays "
        "both totals.",
    ),
    "four-deal": PresetWords(
        "Four deals", "A shorter partie of four deals, the first and the last counting double."
    ),
    "last-trick-ten": PresetWords(
        "Ten for the last trick", "Rubicon Piquet with ten for the last trick instead of one more."
    ),
    "carte-rouge": PresetWords(
        "Carte rouge",
        "Rubicon Piquet with twenty for carte rouge: a hand whose every card scores in a "
        "combination.",
    ),
}
"""Each preset (by its name in the rules' text) as the host chooses it."""

_YES_NO = (("no", "No"), ("yes", "Yes"))

RULE_OPTIONS: Final = (
    RuleOption(
        "deals_per_partie",
        "Deals in a partie",
        (("6", "Six"), ("4", "Four, the first and the last counting double")),
    ),
    RuleOption(
        "deal_by", "How the cards are dealt", (("twos", "By twos"), ("threes", "By threes"))
    ),
    RuleOption(
        "last_trick_ten", "The last trick", (("no", "One more point"), ("yes", "Ten points"))
    ),
    RuleOption(
        "carte_rouge",
        "Carte rouge (every card of the hand scoring in a combination)",
        (("0", "Not played"), ("10", "Ten"), ("20", "Twenty"), ("40", "Forty")),
    ),
    RuleOption(
        "cards_count_toward_pique",
        "The ten for the cards counts toward a pique once elder has seven tricks to none",
        _YES_NO,
    ),
    RuleOption(
        "point_value_always",
        "The point's value",
        (("no", "Told when asked “What do they make?”"), ("yes", "Told with every call")),
    ),
    RuleOption(
        "rubicon_throw_in",
        "In the last deal, a hand that cannot save the rubicon may be thrown in",
        tuple(reversed(_YES_NO)),
    ),
)
"""Every rule option of :class:`salon.piquet.rules.PiquetRules`, the default value first."""
