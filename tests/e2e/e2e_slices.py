"""The parts of the browser tests that run a slice a day and the whole on request.

- The other languages: each language's path (test_e2e_language_flow.py) and its axe page
  (test_e2e_languages.py) run in one of the five a day, the UTC date's ordinal day (the day of
  the year, ISO 8601) modulo 5. ``OMBRE_E2E_LANGUAGES`` chooses: a comma list of codes
  (``fr,de``) or ``all``.
- The palettes of the axe sweep (test_e2e_a11y.py): each page of the course in one of its two
  (light at 1280 px, dark at 375 px), alternating from page to page and from day to day, so a
  run checks both palettes and both widths, and two days in a row check every page in both.
  ``OMBRE_E2E_PALETTES=both`` checks every page in both.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime

from sitegen.languages import ENGLISH, LANGUAGES, by_code

OTHER_LANGUAGES = [language.code for language in LANGUAGES if language.code != ENGLISH]
LANGUAGES_SETTING = "OMBRE_E2E_LANGUAGES"
PALETTES_SETTING = "OMBRE_E2E_PALETTES"
DAY_OF_YEAR = datetime.now(UTC).timetuple().tm_yday


def chosen_languages(setting: str | None, day_of_year: int) -> list[str]:
    """The languages to run: those ``setting`` names (a comma list, or ``all``), else the one
    of the day.

    >>> chosen_languages(None, 337), chosen_languages("all", 1)[-1], chosen_languages("sv,fr", 1)
    (['pt'], 'de', ['sv', 'fr'])
    """
    if not setting or not setting.strip():
        return [OTHER_LANGUAGES[day_of_year % len(OTHER_LANGUAGES)]]
    if setting.strip() == "all":
        return OTHER_LANGUAGES
    return [by_code(code.strip()).code for code in setting.split(",") if code.strip()]


def chosen_palettes(
    palettes: list[str], index: int, setting: str | None, day_of_year: int
) -> list[str]:
    """The palettes the sweep's ``index``-th page (counted in its visit, from the visit's own
    number) is checked in: all of them when ``setting`` is ``both``, else one, turn about by
    page and by day.

    >>> [chosen_palettes(["light", "dark"], page, None, 337) for page in (0, 1)]
    [['dark'], ['light']]
    >>> chosen_palettes(["light", "dark"], 0, None, 338), chosen_palettes(["a", "b"], 0, "both", 1)
    (['light'], ['a', 'b'])
    """
    if setting and setting.strip():
        if setting.strip() != "both":
            raise ValueError(f"{PALETTES_SETTING} is 'both' or unset, not {setting!r}")
        return palettes
    return [palettes[(index + day_of_year) % len(palettes)]]


LANGUAGES_RUN = chosen_languages(os.environ.get(LANGUAGES_SETTING), DAY_OF_YEAR)


def palettes_run(palettes: list[str], index: int) -> list[str]:
    """This run's palettes for the sweep's ``index``-th page (see :func:`chosen_palettes`)."""
    return chosen_palettes(palettes, index, os.environ.get(PALETTES_SETTING), DAY_OF_YEAR)
