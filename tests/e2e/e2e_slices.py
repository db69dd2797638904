"""The parts of the browser tests that run a slice a day, and the whole on request.

Each is the same check over many data (languages, palettes, scripted deals): a run takes a
share, turn about by the UTC date's ordinal day (the day of the year, ISO 8601), so a few days
in a row cover them all. ``OMBRE_E2E_WHOLE=1`` runs every slice whole.

- The other languages: each language's path (test_e2e_language_flow.py) and its axe page
  (test_e2e_languages.py), one of the five a day; ``OMBRE_E2E_LANGUAGES`` chooses instead, a
  comma list of codes (``fr,de``) or ``all``.
- The palettes of the axe sweep (test_e2e_a11y.py): each page of the course in one of its two
  (light at 1280 px, dark at 375 px), alternating from page to page and from day to day, so a
  run checks both palettes and both widths, and two days in a row every page in both.
- The guided deals played whole on one page (test_e2e_guided.py): half of them, the other half
  the next day.
- The long journeys through the course, each a test marked ``turn(n)`` (its turn, 0 to
  :data:`TURNS` - 1): a third of them a day (conftest.py leaves the others for their day). Each
  turn holds one of each kind (a deal at the table, a review, a daily deal, a guided deal, an
  engine file that fails), so every run plays each kind once. Naming tests by their node id runs
  them whatever the day.

``OMBRE_E2E_DAY`` runs the slices of another day of the year (1 to 366), as CI would that day;
the first pytest process sets it, so that its workers collect the same tests across midnight.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from typing import TypeVar

from sitegen.languages import ENGLISH, LANGUAGES, by_code

T = TypeVar("T")

OTHER_LANGUAGES = [language.code for language in LANGUAGES if language.code != ENGLISH]
LANGUAGES_SETTING = "OMBRE_E2E_LANGUAGES"
WHOLE_SETTING = "OMBRE_E2E_WHOLE"
DAY_SETTING = "OMBRE_E2E_DAY"
TURNS = 3


def day_of_year(setting: str | None, today: int) -> int:
    """The day whose slices run: ``setting`` (of :data:`DAY_SETTING`) when given, else ``today``.

    >>> day_of_year(None, 338), day_of_year("", 338), day_of_year(" 1 ", 338)
    (338, 338, 1)
    """
    if not setting or not setting.strip():
        return today
    if not setting.strip().isdigit() or not 1 <= int(setting) <= 366:
        raise ValueError(f"{DAY_SETTING} is a day of the year from 1 to 366, not {setting!r}")
    return int(setting)


DAY_OF_YEAR = day_of_year(os.environ.get(DAY_SETTING), datetime.now(UTC).timetuple().tm_yday)
os.environ[DAY_SETTING] = str(DAY_OF_YEAR)  # the same day for the workers pytest-xdist starts


def whole(setting: str | None) -> bool:
    """Whether ``setting`` (of :data:`WHOLE_SETTING`) asks for every slice whole.

    >>> whole(None), whole(""), whole("1")
    (False, False, True)
    """
    if not setting or not setting.strip():
        return False
    if setting.strip() != "1":
        raise ValueError(f"{WHOLE_SETTING} is 1 or unset, not {setting!r}")
    return True


WHOLE = whole(os.environ.get(WHOLE_SETTING))


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


def on_turn(turn: int, day_of_year: int) -> bool:
    """Whether a test marked ``turn(turn)`` runs on this day: one day in :data:`TURNS`.

    >>> [day for day in range(336, 342) if on_turn(1, day)]
    [337, 340]
    >>> on_turn(3, 336)
    Traceback (most recent call last):
    ...
    ValueError: a test's turn is 0, 1 or 2, not 3
    """
    if turn not in range(TURNS):
        raise ValueError(f"a test's turn is 0, 1 or 2, not {turn!r}")
    return day_of_year % TURNS == turn


def runs_today(turn: int) -> bool:
    """Whether this run plays a test marked ``turn(turn)``: on its day, or when whole."""
    return WHOLE or on_turn(turn, DAY_OF_YEAR)


def of_the_day(items: list[T], turn: int = 0) -> list[T]:
    """This run's share of ``items`` (:func:`share_of_the_day`), or all of them when whole."""
    return list(items) if WHOLE else share_of_the_day(items, turn, DAY_OF_YEAR)
