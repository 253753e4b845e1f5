"""salon's games in the interfaces of the reinforcement-learning libraries (``salon[rl]``).

* :mod:`salon.envs.piquet_v0` and :mod:`salon.envs.ecarte_v0`: PettingZoo AEC environments;
* :mod:`salon.envs.single`: Gymnasium environments for one seat against a salon player;
* :mod:`salon.envs.openspiel`: the two games registered with OpenSpiel (``salon[openspiel]``);
* :mod:`salon.envs.policy`: a trained policy file played as a salon player.

Observations and actions are fixed-size numeric encodings of a player's view, laid out in
:mod:`salon.envs.piquet_encoding` and :mod:`salon.envs.ecarte_encoding`; ``docs/bots.md``
prints their tables.
"""
