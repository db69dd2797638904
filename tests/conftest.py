"""Settings shared by every test folder: Hypothesis's profile and the long checks' turns."""

import pytest
from hypothesis import settings
from turns import report, runs_today

# No deadline: a property's examples are judged by what they return, never by how long they take
# (a deadline is a timed assert, and fails on a loaded machine).
settings.register_profile("ombre", deadline=None)
settings.load_profile("ombre")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "turn(n): one of the longest checks, run one day in three, on its turn n (0, 1 or 2; "
        "turns.py), and every day with OMBRE_TESTS_WHOLE=1",
    )


def pytest_report_header(config: pytest.Config) -> str:
    return report()


def not_on_turn(item: pytest.Item) -> bool:
    """A test marked ``turn(n)`` whose day this is not (:func:`turns.runs_today`)."""
    marker = item.get_closest_marker("turn")
    return marker is not None and not runs_today(*marker.args)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave the tests not on today's turn for their day, unless tests were named by node id."""
    if any("::" in arg for arg in config.args):
        return
    kept: list[pytest.Item] = []
    waiting: list[pytest.Item] = []
    for item in items:
        (waiting if not_on_turn(item) else kept).append(item)
    if waiting:
        config.hook.pytest_deselected(items=waiting)
        items[:] = kept
