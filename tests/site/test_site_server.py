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


def _get(url: str, gzip_ok: bool = False) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
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
