"""Waits for the engine's answers that do not make the page render an accessibility snapshot
on every poll.

Since Playwright 1.60, each poll of an ``expect()`` that does not match yet renders an aria
snapshot for the failure message: of the element, or of the whole page when nothing matches yet
(microsoft/playwright#41098). Waiting through a deal, or for the engine to boot, that was a
fifth to a third of the page's main thread. These helpers wait with a selector first
(``Locator.wait_for``, no snapshot), then ``expect()`` what was waited for: it passes at its
first poll, and a failure reads as the ``expect()``'s own."""

from __future__ import annotations

import json

from playwright.sync_api import Locator, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

EXPECT_TIMEOUT_MS = 15_000
"""Every expect()'s timeout (conftest.py sets it and says why), and these waits' unless given."""
# The expect() after a wait that timed out: the wait has used the time already.
AFTER_TIMEOUT_MS = 1


def attribute_selector(name: str, value: str) -> str:
    """``[name="value"]``, the value quoted as a CSS string (JSON's escapes are CSS's)."""
    return f"[{name}={json.dumps(value)}]"


def waited(target: Locator, timeout: float) -> bool:
    """Wait until ``target`` matches an element; whether it did within ``timeout`` ms."""
    try:
        target.wait_for(state="attached", timeout=timeout)
    except PlaywrightTimeoutError:
        return False
    return True


def expect_attribute(
    locator: Locator, name: str, value: str, *, timeout: float = EXPECT_TIMEOUT_MS
) -> None:
    """``expect(locator).to_have_attribute(name, value)``, waited for by selector."""
    target = locator.and_(locator.page.locator(attribute_selector(name, value)))
    done = waited(target, timeout)
    expect(locator).to_have_attribute(name, value, timeout=timeout if done else AFTER_TIMEOUT_MS)


def expect_attribute_changed(
    locator: Locator, name: str, before: str, *, timeout: float = EXPECT_TIMEOUT_MS
) -> None:
    """``expect(locator).not_to_have_attribute(name, before)``, waited for by selector."""
    target = locator.and_(locator.page.locator(f":not({attribute_selector(name, before)})"))
    done = waited(target, timeout)
    expect(locator).not_to_have_attribute(
        name, before, timeout=timeout if done else AFTER_TIMEOUT_MS
    )


def expect_attached(locator: Locator, *, timeout: float = EXPECT_TIMEOUT_MS) -> None:
    """``expect(locator).to_be_attached()``, waited for by selector."""
    done = waited(locator, timeout)
    expect(locator).to_be_attached(timeout=timeout if done else AFTER_TIMEOUT_MS)


def expect_enabled(locator: Locator, *, timeout: float = EXPECT_TIMEOUT_MS) -> None:
    """``expect(locator).to_be_enabled()``, waited for by selector (``:enabled``; the expect
    reads ``aria-disabled`` too)."""
    done = waited(locator.and_(locator.page.locator(":enabled")), timeout)
    expect(locator).to_be_enabled(timeout=timeout if done else AFTER_TIMEOUT_MS)


def expect_contains_text(
    locator: Locator, text: str, *, timeout: float = EXPECT_TIMEOUT_MS
) -> None:
    """``expect(locator).to_contain_text(text)``, waited for by selector (``has_text``, which
    ignores case: the expect then holds it to the exact text)."""
    done = waited(locator.filter(has_text=text), timeout)
    expect(locator).to_contain_text(text, timeout=timeout if done else AFTER_TIMEOUT_MS)
