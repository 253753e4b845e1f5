"""The compiled core of the Piquet solver; the rest of the metadata is in pyproject.toml.

The extension is optional: without a C compiler the install still succeeds and the solver
runs in pure Python (tests/solvers/test_piquet_dd.py then fails, to tell of the broken build).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "salon.solvers._piquet_dd",
            sources=["src/salon/solvers/_piquet_dd.c"],
            optional=True,
        )
    ]
)
