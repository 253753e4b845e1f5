"""The new-table form's facts in the players' words (docs/web.md "The home page"): each preset
with its name, each further rule option with its question and values, the computer named by
its strength at the table as on the form, and a table's rules told without the program's
names."""

from __future__ import annotations

from webtools import Site, new_table


def test_the_games_give_preset_names_and_rule_options_in_players_words(site: Site) -> None:
    games = {g["name"]: g for g in site.client.get("/api/games").json()["games"]}
    piquet = games["piquet"]
    assert [p["title"] for p in piquet["presets"]][:2] == ["Rubicon Piquet", "Four deals"]
    dealing = next(o for o in piquet["rule_options"] if o["name"] == "deal_by")
    assert dealing["words"] == "How the cards are dealt"
    assert dealing["values"] == [
        {"value": "twos", "words": "By twos"},
        {"value": "threes", "words": "By threes"},
    ]
    assert games["ecarte"]["rule_options"] and games["chouette"]["rule_options"] == []
    steady = next(c for c in piquet["computers"] if c["name"] == "thumb")
    assert steady["title"] == "The computer, steady"


def test_the_computer_is_named_at_the_table_as_on_the_form(site: Site) -> None:
    made = new_table(site, game="piquet", opponent="thumb")
    seats = site.client.get(f"/api/tables/{made['table']}").json()["table"]["seats"]
    assert [seat["name"] for seat in seats] == ["Ann", "Computer (steady)"]


def test_a_tables_further_options_are_told_in_words(site: Site) -> None:
    made = new_table(site, game="piquet", rules="four-deal; deal_by=threes", opponent="friend")
    facts = site.client.get(f"/api/tables/{made['table']}").json()["table"]
    assert facts["rules_text"] == (
        "A shorter partie of four deals, the first and the last counting double. "
        "Also: how the cards are dealt: by threes."
    )


def test_a_sessions_presets_rules_and_description_are_in_players_words(site: Site) -> None:
    """The table-of-three presets have titles of their own (never an internal name made into
    one, as "Gallery of three" from "gallery-of-three"), the rules a session plays are told as
    the two-seat presets tell them, and a session's line names no option by its program name."""
    from salon.ecarte.rule_words import PRESET_WORDS as ECARTE_WORDS
    from salon.piquet.rule_words import PRESET_WORDS as PIQUET_WORDS
    from salon.web.sessions.setup import describe

    games = {g["name"]: g for g in site.client.get("/api/games").json()["games"]}
    for name, words in (
        ("chouette", PIQUET_WORDS),
        ("pool", ECARTE_WORDS),
        ("french", ECARTE_WORDS),
    ):
        for preset in games[name]["presets"]:
            made = preset["name"].capitalize().replace("-", " ")
            assert preset["title"] and preset["title"] != made
        rules = next(o for o in games[name]["options"] if o["name"] == "rules")
        assert [c["text"] for c in rules["choices"]] == [
            words[c["value"]].line for c in rules["choices"]
        ]
    line = describe("pool", "method=entrant-pays; stake=2; pools=1; rules=graded")
    assert "entrant-pays" not in line and "graded" not in line
