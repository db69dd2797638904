"""The catalogues of the course's other languages, one module each (``fr``, ``es``, ``pt``,
``sv``, ``de``), each with a ``CATALOGUE`` holding every code of the English one
(:data:`ombre_core.messages.CATALOGUE`) with the same placeholders; ``messages.catalogue``
loads one on first use."""
