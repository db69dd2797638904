"""The parts of the browser tests that run a slice a day, and the whole on request.

Each is the same check over many data (languages, palettes, scripted deals): a run takes a
share, turn about by the day of the year (``turns.py``, which also says which of the long tests
marked ``turn(n)`` run today), so a few days in a row cover them all. ``OMBRE_TESTS_WHOLE=1``
runs every slice whole, and ``OMBRE_TESTS_DAY`` the slices of another day.

- The other languages: each language's path (test_e2e_language_flow.py) and its axe page
  (test_e2e_languages.py), one of the five a day; ``OMBRE_E2E_LANGUAGES`` chooses instead, a
  comma list of codes (``fr,de``) or ``all``.
- The palettes of the axe sweep (test_e2e_a11y.py): each page of the course in one of its two
  (light at 1280 px, dark at 375 px), alternating from page to page and from day to day, so a
  run checks both palettes and both widths, and two days in a row every page in both.
- The guided deals played whole on one page (test_e2e_guided.py): half of them, the other half
  the next day.
"""

from __future__ import annotations

import os
from typing import TypeVar

from turns import DAY_OF_YEAR, WHOLE

from sitegen.languages import ENGLISH, LANGUAGES, by_code

T = TypeVar("T")

OTHER_LANGUAGES = [language.code for language in LANGUAGES if language.code != ENGLISH]
LANGUAGES_SETTING = "OMBRE_E2E_LANGUAGES"


def chosen_languages(
    setting: str | None, day_of_year: int, *, everything: bool = False
) -> list[str]:
    """The languages to run: those ``setting`` names (a comma list, or ``all``), else all of
    them with ``everything``, else the one of the day.

    >>> chosen_languages(None, 337), chosen_languages("all", 1)[-1], chosen_languages("sv,fr", 1)
    (['pt'], 'de', ['sv', 'fr'])
    >>> chosen_languages(None, 337, everything=True) == OTHER_LANGUAGES
    True
    """
    if not setting or not setting.strip():
        if everything:
            return OTHER_LANGUAGES
        return [OTHER_LANGUAGES[day_of_year % len(OTHER_LANGUAGES)]]
    if setting.strip() == "all":
        return OTHER_LANGUAGES
    return [by_code(code.strip()).code for code in setting.split(",") if code.strip()]


def share_of_the_day(items: list[T], turn: int, day_of_year: int, shares: int = 2) -> list[T]:
    """The items whose turn (their index, counted from ``turn``) comes up on this day: one in
    ``shares``, the others on the days after.

    >>> share_of_the_day(["a", "b", "c", "d"], 0, 337), share_of_the_day(["a", "b", "c"], 0, 338)
    (['b', 'd'], ['a', 'c'])
    >>> share_of_the_day(["light", "dark"], 1, 337)
    ['light']
    """
    return [item for index, item in enumerate(items) if (turn + index + day_of_year) % shares == 0]


LANGUAGES_RUN = chosen_languages(os.environ.get(LANGUAGES_SETTING), DAY_OF_YEAR, everything=WHOLE)


def of_the_day(items: list[T], turn: int = 0) -> list[T]:
    """This run's share of ``items`` (:func:`share_of_the_day`), or all of them when whole."""
    return list(items) if WHOLE else share_of_the_day(items, turn, DAY_OF_YEAR)
