"""Browser tests: real Chromium (Debian's chromium + chromium-driver) driven by selenium against the
generated public/, opened from disk (file://) and served over HTTP on the loopback interface."""
import functools
import http.server
import pathlib
import threading

import pytest
from selenium.webdriver.support.ui import WebDriverWait

import chromium

PUBLIC = pathlib.Path(__file__).resolve().parents[2] / "public"


def pytest_configure(config):
    config.addinivalue_line("markers", "program: runs the built .build/debug/zhinan (`make test` runs these after the Swift build, "
                                       "the others beside it)")


@pytest.fixture(scope="session")
def http_root():
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(PUBLIC))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(params=["file", "http"])
def root(request, http_root):
    """The site's root URL, once from disk and once over HTTP."""
    return PUBLIC.as_uri() + "/" if request.param == "file" else http_root


@pytest.fixture
def page_root(http_root):
    """The site's root over HTTP alone, for tests of how a page looks (layout, colours, print, the
    accessibility tree): a page is the same bytes either way. What a page does (links, search,
    stored state) is tested from disk and over HTTP, with `root`."""
    return http_root


@pytest.fixture(scope="session")
def browser():
    driver = chromium.start("--window-size=1280,900")
    yield driver
    driver.quit()


def wait(browser):
    """A wait for the page as patient as the browser's own commands."""
    return WebDriverWait(browser, chromium.PATIENCE)
