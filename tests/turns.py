"""Which of the long checks run today: each test marked ``turn(n)`` runs one day in :data:`TURNS`.

The suite's longest checks, unit and browser alike, take turns by the UTC date's ordinal day (the
day of the year, ISO 8601), so that ``make test`` keeps its budget and a few days in a row run
them all. Each turn holds one of each kind, so every run checks each kind once. conftest.py
leaves the others for their day; naming a test by its node id runs it whatever the day.

``OMBRE_TESTS_WHOLE=1`` runs every turn (and every slice of the browser tests, e2e/e2e_slices.py).
``OMBRE_TESTS_DAY`` runs the share of another day of the year (1 to 366), as CI would that day;
the first pytest process sets it, so that its workers collect the same tests across midnight.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime

WHOLE_SETTING = "OMBRE_TESTS_WHOLE"
DAY_SETTING = "OMBRE_TESTS_DAY"
TURNS = 3


def day_of_year(setting: str | None, today: int) -> int:
    """The day whose share runs: ``setting`` (of :data:`DAY_SETTING`) when given, else ``today``.

    >>> day_of_year(None, 338), day_of_year("", 338), day_of_year(" 1 ", 338)
    (338, 338, 1)
    >>> day_of_year("367", 338)
    Traceback (most recent call last):
    ...
    ValueError: OMBRE_TESTS_DAY is a day of the year from 1 to 366, not '367'
    """
    if not setting or not setting.strip():
        return today
    if not setting.strip().isdigit() or not 1 <= int(setting) <= 366:
        raise ValueError(f"{DAY_SETTING} is a day of the year from 1 to 366, not {setting!r}")
    return int(setting)


DAY_OF_YEAR = day_of_year(os.environ.get(DAY_SETTING), datetime.now(UTC).timetuple().tm_yday)
os.environ[DAY_SETTING] = str(DAY_OF_YEAR)  # the same day for the workers pytest-xdist starts


def whole(setting: str | None) -> bool:
    """Whether ``setting`` (of :data:`WHOLE_SETTING`) asks for every turn and slice.

    >>> whole(None), whole(""), whole("1")
    (False, False, True)
    >>> whole("yes")
    Traceback (most recent call last):
    ...
    ValueError: OMBRE_TESTS_WHOLE is 1 or unset, not 'yes'
    """
    if not setting or not setting.strip():
        return False
    if setting.strip() != "1":
        raise ValueError(f"{WHOLE_SETTING} is 1 or unset, not {setting!r}")
    return True


WHOLE = whole(os.environ.get(WHOLE_SETTING))


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


def report() -> str:
    """The line the test run's header gives."""
    if WHOLE:
        return f"long checks: every turn ({WHOLE_SETTING}=1)"
    return (
        f"long checks: turn {DAY_OF_YEAR % TURNS} of 0-{TURNS - 1} (day {DAY_OF_YEAR} of the "
        f"year); the others wait for their day, and {WHOLE_SETTING}=1 runs them all"
    )
