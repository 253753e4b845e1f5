"""salon's games in the interfaces of the reinforcement-learning libraries (``salon[rl]``).

* :mod:`salon.envs.piquet_v0` and :mod:`salon.envs.ecarte_v0`: PettingZoo AEC environments;
* :mod:`salon.envs.single`: Gymnasium environments for one seat against a salon player, and
  the flat observation MaskablePPO's standard policies take;
* :mod:`salon.envs.opponents`: who may sit across from that seat (a name, a policy file, a
  function), for self-play among others;
* :mod:`salon.envs.openspiel`: the two games registered with OpenSpiel (``salon[openspiel]``);
* :mod:`salon.envs.policy`: a trained policy file played as a salon player, salon's own
  network or (:mod:`salon.envs.onnx_policy`) any network exported to ONNX.

Observations and actions are fixed-size numeric encodings of a player's view, laid out in
:mod:`salon.envs.piquet_observation`, :mod:`salon.envs.piquet_actions`,
:mod:`salon.envs.ecarte_observation` and :mod:`salon.envs.ecarte_actions`; ``docs/bots.md``
prints their tables.
"""
