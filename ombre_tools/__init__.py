"""ombre_tools: the engine's tools that read files or time it, kept out of the engine package.

``ombre_core`` is the engine the browser runs, with no I/O; these tools stand on it and are run
at build time or by hand (``python -m ombre_tools check|guided|deal|bench``):

- :mod:`ombre_tools.examples`: worked examples in TOML, checked against the engine;
- :mod:`ombre_tools.guided`: guided-deal scripts read from TOML and checked (the replay and the
  solver's verdicts are the engine's, :mod:`ombre_core.guided`);
- :mod:`ombre_tools.playthrough`: a seeded deal and a bot playthrough as text;
- :mod:`ombre_tools.bench`: random deals per second and the solver's speed;
- :mod:`ombre_tools.match`: the strong bot's duplicate match beside its ceiling;
- :mod:`ombre_tools.seeded`: the seeded deals the bench and the match play.
"""
