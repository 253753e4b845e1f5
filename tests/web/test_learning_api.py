"""The guided first deals, the glossary and the trainers over the web API (docs/web.md
"Learning", docs/teaching.md): the steps and words of ``salon learn``, the positions and
grades of ``salon train``, a stateless server that checks what the page sends."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient
from webtools import CARD_CODE, Site

from salon.cards import Card
from salon.teaching.glossary import GLOSSARY
from salon.teaching.lessons import ECARTE_STEPS, PIQUET_STEPS
from salon.teaching.trainers import KINDS, TRAINERS, grade, make_drill
from salon.web.app import create_app
from salon.web.server.limits import Allowance, ClientAllowances
from salon.web.server.store import Store, sqlite_url
from salon.web.teaching.training import Dealer, deal_position, grade_answer

SHOWN = re.compile(r"(10|[7-9AKQJ])([♠♥♦♣])")
"""A card shown by its symbol in the talk."""


def position(site: Site, trainer: str, scores: dict[str, Any] | None = None) -> dict[str, Any]:
    response = site.client.post(
        "/api/train/position", json={"trainer": trainer, "scores": scores or {}}
    )
    assert response.status_code == 200, response.text
    return dict(response.json())


def answer_of(asked: dict[str, Any]) -> dict[str, Any]:
    """The first choice, or the first card to discard."""
    if asked["choices"]:
        return {"action": asked["choices"][0]["action"]}
    return {"cards": asked["hand"][:1]}


def send_answer(site: Site, asked: dict[str, Any], answer: dict[str, Any]) -> Any:
    body = {
        "trainer": asked["trainer"],
        "kind": asked["kind"],
        "position": asked["position"],
        "answer": answer,
    }
    return site.client.post("/api/train/answer", json=body)


def test_the_lessons_steps_are_salon_learns_own_from_the_example_to_a_28_b_23(
    site: Site,
) -> None:
    """piquet-description-and-example.txt "EXAMPLE": the web shows the lesson of the
    terminal, step for step and word for word, and the deal ends A 28, B 23."""
    for game, steps in (("piquet", PIQUET_STEPS), ("ecarte", ECARTE_STEPS)):
        lesson = site.client.get(f"/api/learn/{game}").json()
        assert [(s["title"], s["words"]) for s in lesson["steps"]] == [
            (step.title, step.words) for step in steps
        ]
    piquet = site.client.get("/api/learn/piquet").json()["steps"]
    first, last = piquet[0], piquet[-1]
    assert [len(hand) for hand in first["hands"]] == [12, 12] and first["stock"] == 8
    assert last["score"] == [28, 23]
    said = [(s["speaker"], s["words"]) for step in piquet for s in step["said"]]
    assert ("A", "Five cards.") in said and ("B", "Good.") in said
    ecarte = site.client.get("/api/learn/ecarte").json()["steps"]
    assert ecarte[0]["turn_up"] and ecarte[-1]["score"] == [1, 1]


def test_a_lesson_for_a_game_salon_does_not_teach_is_refused(site: Site) -> None:
    response = site.client.get("/api/learn/bridge")
    assert response.status_code == 404
    assert "piquet, ecarte" in response.json()["detail"]


def test_the_glossary_is_salon_learn_words(site: Site) -> None:
    words = site.client.get("/api/glossary").json()["words"]
    assert [(w["word"], w["meaning"], w["source"]) for w in words] == [
        (e.word, e.meaning, e.source) for e in GLOSSARY
    ]


def test_the_trainers_are_salon_trains(site: Site) -> None:
    listed = site.client.get("/api/train").json()["trainers"]
    assert [(t["name"], tuple(t["kinds"])) for t in listed] == [(t, KINDS[t]) for t in TRAINERS]


@pytest.mark.parametrize("trainer", TRAINERS)
def test_a_position_shows_the_answering_seats_cards_alone(site: Site, trainer: str) -> None:
    """Hidden information never leaves the server: the only cards a position names are the
    answering hand, the turn-up and what the talk showed this seat; its token tells nothing."""
    asked = position(site, trainer)
    assert asked["kind"] in KINDS[trainer] and asked["question"]
    assert asked["choices"] or asked["discard"]
    seen = set(asked["hand"]) | {asked["turn_up"]}
    for event in asked["talk"]:
        seen |= set(event["cards"])
        assert event["private"] is False or event["audience"] == [asked["seat"]]
    named = {card for choice in asked["choices"] for card in choice["cards"]}
    said = " ".join(event["words"] for event in asked["talk"])
    named |= set(CARD_CODE.findall(said))
    # The talk names cards by their symbols ("Takes in K♥ 7♠."): those too must have been seen.
    named |= {
        str(Card.parse(rank + "SHDC"["♠♥♦♣".index(suit)])) for rank, suit in SHOWN.findall(said)
    }
    assert named <= seen
    assert not CARD_CODE.search(asked["position"])


def test_a_piquet_position_tells_what_was_done_of_its_doer(site: Site) -> None:
    """What a hand did is told of it by the table, as at a table ("You take in 10♠ J♥ 7♥."),
    never put in its mouth ("You: Takes in…", found by a player's trial of the calling
    trainer); what was said stays said."""
    for _ in range(3):
        asked = position(site, "calling")
        taken = [e for e in asked["talk"] if e["kind"] == "take in"]
        assert taken and all(e["seat"] is None for e in taken)
        mine = [e["words"] for e in taken if e["audience"] == [asked["seat"]]]
        assert mine and all(words.startswith("You take in ") for words in mine), mine
        assert any(e["seat"] is not None for e in asked["talk"])  # "Five cards." is said


def test_the_same_token_deals_the_same_position_only_on_the_server_that_dealt_it() -> None:
    dealer = Dealer(b"k" * 32)
    token, seed = dealer.token("ecarte", "the discard")
    assert dealer.seed_of("ecarte", "the discard", token) == seed
    again = deal_position("ecarte", "the discard", seed, token)
    assert again == deal_position("ecarte", "the discard", seed, token)
    with pytest.raises(ValueError, match="restarted"):
        Dealer(b"x" * 32).seed_of("ecarte", "the discard", token)
    with pytest.raises(ValueError, match="not dealt by this server"):
        dealer.seed_of("ecarte", "propose or play", token)


@pytest.mark.parametrize("trainer", ["ecarte", "calling"])
def test_an_answer_is_graded_by_salon_trains_analysis(site: Site, trainer: str) -> None:
    asked = position(site, trainer)
    response = send_answer(site, asked, answer_of(asked))
    assert response.status_code == 200, response.text
    graded = response.json()
    assert graded["verdict"] in ("good", "doubtful", "mistake", "blunder")
    assert graded["good"] is (graded["verdict"] == "good")
    assert graded["explanation"] and graded["best"] and graded["answer"]


def test_the_grade_is_the_terminals_for_the_same_position() -> None:
    """The web grades with the trainers' own grade(): the same verdict and explanation."""
    seed = 12345
    drill = make_drill("calling", "elder's call", random.Random(seed))
    option = drill.view.legal[0]
    web = grade_answer("calling", "elder's call", seed, {"action": str(option), "cards": None})
    terminal = grade(drill, option, seed=seed)
    assert web["verdict"] == terminal.verdict.value
    assert web["explanation"] == terminal.explanation


def test_a_discard_is_graded(site: Site) -> None:
    others = {"answered": 50, "good": 50}
    scores = {"propose or play": others, "accept or refuse": others}
    asked = position(site, "ecarte", scores)
    while not asked["discard"]:
        asked = position(site, "ecarte", scores)
    response = send_answer(site, asked, {"cards": asked["hand"][:2]})
    assert response.status_code == 200, response.text
    assert response.json()["answer"].startswith("Discard")


def test_the_kinds_answered_worst_come_back_most_often(site: Site) -> None:
    """docs/teaching.md: weight 1 + 4 × the share of answers not good, from the page's score."""
    scores = {
        "elder's discard": {"answered": 50, "good": 50},
        "younger's discard": {"answered": 50, "good": 0},
    }
    kinds = [position(site, "exchange", scores)["kind"] for _ in range(30)]
    assert kinds.count("younger's discard") > 18


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({"trainer": "bezique"}, "there is no trainer 'bezique'"),
        ({"trainer": "ecarte", "scores": {"vole": {"answered": 1, "good": 0}}}, "'vole' is not"),
        (
            {"trainer": "ecarte", "scores": {"the discard": {"answered": 1, "good": 2}}},
            "more good answers than answers",
        ),
    ],
)
def test_a_bad_request_for_a_position_is_refused_with_the_reason(
    site: Site, body: dict[str, Any], said: str
) -> None:
    response = site.client.post("/api/train/position", json=body)
    assert response.status_code == 400
    assert said in response.json()["detail"]


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"trainer": "ecarte", "scores": {"the discard": {"answered": -1, "good": 0}}},
        {"trainer": "ecarte", "scores": {"the discard": {"answered": 10**9, "good": 0}}},
        {"trainer": "ecarte", "scores": {"the discard": {"answered": 1}}},
        {"trainer": "ecarte", "seed": 3},
        {"trainer": "ecarte", "scores": []},
    ],
)
def test_a_malformed_request_for_a_position_is_refused(site: Site, body: dict[str, Any]) -> None:
    assert site.client.post("/api/train/position", json=body).status_code == 422


def test_a_bad_answer_is_refused_with_the_reason(site: Site) -> None:
    asked = position(site, "calling")
    cases = [
        (answer_of(asked) | {"cards": ["7C"]}, "answered with one of its choices"),
        ({"action": "sink everything"}, "is not one of this position's choices"),
        ({"cards": asked["hand"][:1]}, "answered with one of its choices"),
    ]
    for answer, said in cases:
        response = send_answer(site, asked, answer)
        assert response.status_code == 400 and said in response.json()["detail"], answer
    forged = asked | {"position": asked["position"][:-4] + "0000"}
    response = send_answer(site, forged, answer_of(asked))
    assert response.status_code == 400 and "ask for a new position" in response.json()["detail"]
    other = asked | {"kind": "the discard"}
    assert send_answer(site, other, answer_of(asked)).status_code == 400
    assert send_answer(site, asked, {"verdict": "good"}).status_code == 422


def test_a_bad_discard_is_refused_with_the_reason(site: Site) -> None:
    asked = position(site, "exchange")
    mine = asked["hand"]
    cases = [
        ({"cards": mine[: asked["discard"] + 1]}, "discard one to"),
        ({"cards": [mine[0], mine[0]]}, "each once"),
        ({"cards": ["ZZ"]}, "not a discard"),
        ({"action": "exchange"}, "answered with the cards discarded"),
    ]
    for answer, said in cases:
        response = send_answer(site, asked, answer)
        assert response.status_code == 400 and said in response.json()["detail"], answer
    assert send_answer(site, asked, {"cards": []}).status_code == 422


def test_answers_graded_are_limited_by_address(tmp_path: Any) -> None:
    """Each answer takes the analysis seconds of a core: one address may not ask without end."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    allowances = ClientAllowances(training=Allowance(burst=1, per_hour=1))
    app = create_app(store, thinkers=0, allowances=allowances)
    with TestClient(app) as client:
        site = Site(client, store, "")
        asked = position(site, "ecarte", {"the discard": {"answered": 0, "good": 0}})
        assert send_answer(site, asked, answer_of(asked)).status_code == 200
        refused = send_answer(site, asked, answer_of(asked))
        assert refused.status_code == 429 and "try again" in refused.json()["detail"]
    store.close()


def test_a_trainer_grades_the_answer_as_given_asking_nothing_before() -> None:
    """At the table "Good" with better in hand is asked again ("Say “Good”? You hold
    better…"); a trainer asks nothing, for the question would give the answer away (a new
    player's trial of the calling trainer)."""
    from salon.teaching.trainers import menu_of
    from salon.web.teaching.training import position_json

    asked = 0
    for seed in range(60):
        drill = make_drill("calling", "younger's answer", random.Random(seed))
        menu = None if drill is None else menu_of(drill)
        if drill is None or menu is None or not any(c.confirm for c in menu.choices):
            continue
        asked += 1
        shown = position_json(drill, "token")
        assert [c["confirm"] for c in shown["choices"]] == [None] * len(shown["choices"])
    assert asked, "a younger's answer where the table would ask again was dealt"
