"""The loopback static server used by `build.py serve`, the e2e tests and the benchmark."""

from __future__ import annotations

import gzip
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from sitegen.server import RunningServer, start


@pytest.fixture
def served(tmp_path: Path) -> Iterator[RunningServer]:
    (tmp_path / "lesson").mkdir()
    (tmp_path / "lesson" / "index.html").write_text("<p>lesson</p>")
    (tmp_path / "engine.wasm").write_bytes(b"\0asm" + b"\0" * 100)
    server = start(tmp_path, prefix="/learn/ombre/", extra={"__bench/x.html": b"<p>x</p>"})
    yield server
    server.stop()


def _get(
    url: str, gzip_ok: bool = False, if_none_match: str | None = None
) -> tuple[int, dict[str, str], bytes]:
    headers = {"Accept-Encoding": "gzip"} if gzip_ok else {}
    if if_none_match:
        headers["If-None-Match"] = if_none_match
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_serves_under_the_prefix_only(served: RunningServer) -> None:
    assert _get(served.url + "lesson/")[2] == b"<p>lesson</p>"
    assert _get(served.origin + "/lesson/")[0] == 404
    assert _get(served.url + "../../etc/passwd")[0] == 404
    assert _get(served.url + "__bench/x.html")[2] == b"<p>x</p>"


def test_wasm_has_its_mime_type_and_is_gzipped_when_asked(served: RunningServer) -> None:
    status, headers, body = _get(served.url + "engine.wasm", gzip_ok=True)
    assert status == 200
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body).startswith(b"\0asm")


def test_an_unchanged_file_is_revalidated_with_304_and_a_changed_one_sent_again(
    served: RunningServer, tmp_path: Path
) -> None:
    url = served.url + "engine.wasm"
    status, headers, _ = _get(url, gzip_ok=True)
    tag = headers["ETag"]
    assert (status, headers["Cache-Control"]) == (200, "no-cache")
    status, _, body = _get(url, gzip_ok=True, if_none_match=f'W/"x", {tag}')
    assert (status, body) == (304, b"")
    # The plain and the gzipped body are two entities, with two tags.
    assert _get(url, if_none_match=tag)[0] == 200
    (tmp_path / "engine.wasm").write_bytes(b"\0asm" + b"\1" * 200)
    status, headers, body = _get(url, gzip_ok=True, if_none_match=tag)
    assert status == 200 and headers["ETag"] != tag and len(gzip.decompress(body)) == 204


def test_prefix_must_be_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="prefix"):
        start(tmp_path, prefix="/learn")


def test_a_missing_page_gets_the_sites_404_page_like_on_a_static_host(tmp_path: Path) -> None:
    (tmp_path / "404.html").write_text("<p>no such page</p>")
    server = start(tmp_path, prefix="/learn/ombre/")
    try:
        assert _get(server.url + "no/such/page/")[::2] == (404, b"<p>no such page</p>")
        assert _get(server.origin + "/elsewhere/")[::2] == (404, b"not found")
    finally:
        server.stop()


def test_a_browser_that_hangs_up_leaves_no_traceback_but_other_errors_do(
    served: RunningServer, capsys: pytest.CaptureFixture[str]
) -> None:
    for error in (ConnectionResetError(104, "reset by peer"), BrokenPipeError(32, "broken pipe")):
        try:
            raise error
        except ConnectionError:
            served.httpd.handle_error(None, ("127.0.0.1", 1))
    assert capsys.readouterr().err == ""
    try:
        raise ValueError("a bug in a handler")
    except ValueError:
        served.httpd.handle_error(None, ("127.0.0.1", 1))
    assert "ValueError: a bug in a handler" in capsys.readouterr().err
