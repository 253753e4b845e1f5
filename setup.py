"""The compiled parts of salon; the rest of the metadata is in pyproject.toml.

Two kinds of compiled code, both optional, so the install still succeeds without a C compiler
and everything then runs as plain Python:

* the Piquet solver's core, written in C (``salon.solvers._piquet_dd``);
* the rules engines (``ENGINE_MODULES``), compiled from their own typed Python sources by
  mypyc. The sources stay the reference: ``tests/engine/test_compiled.py`` plays the same
  seeded deals on both and requires the same words, scores and actions.

A compiled module is loaded in preference to its source; ``uv`` rebuilds them whenever one
of their sources changes (the ``cache-keys`` in pyproject.toml).
"""

from __future__ import annotations

from setuptools import Extension, setup

ENGINE_MODULES = [
    "src/salon/cards.py",
    "src/salon/engine.py",
    "src/salon/words.py",
    "src/salon/piquet/actions.py",
    "src/salon/piquet/claims.py",
    "src/salon/piquet/combinations.py",
    "src/salon/piquet/corrections.py",
    "src/salon/piquet/deal.py",
    "src/salon/piquet/exchanging.py",
    "src/salon/piquet/playing.py",
    "src/salon/piquet/refusals.py",
    "src/salon/piquet/irregular.py",
    "src/salon/piquet/declaring.py",
    "src/salon/piquet/call_choices.py",
    "src/salon/piquet/call_refusals.py",
    "src/salon/piquet/reckoning.py",
    "src/salon/piquet/rules.py",
    "src/salon/piquet/state.py",
    "src/salon/piquet/talk.py",
    "src/salon/ecarte/actions.py",
    "src/salon/ecarte/deal.py",
    "src/salon/ecarte/deal_state.py",
    "src/salon/ecarte/exchanging.py",
    "src/salon/ecarte/playing.py",
    "src/salon/ecarte/claims.py",
    "src/salon/ecarte/refusals.py",
    "src/salon/ecarte/order.py",
    "src/salon/ecarte/rules.py",
    "src/salon/ecarte/state.py",
]


def engine_extensions() -> list[Extension]:
    try:
        from mypyc.build import mypycify
    except ImportError:
        return []
    extensions = mypycify(ENGINE_MODULES, opt_level="3", group_name="salon_engine")
    for extension in extensions:
        extension.optional = True  # type: ignore[attr-defined]
    return extensions


setup(
    ext_modules=[
        Extension(
            "salon.solvers._piquet_dd",
            sources=["src/salon/solvers/_piquet_dd.c"],
            optional=True,
        ),
        *engine_extensions(),
    ]
)
