"""Debian's Chromium under chromedriver, as the browser tests and scripts/search-relevance start it:
its headless shell (package chromium-headless-shell), the same Blink without the desktop browser
around it, on a gate bound by CPU. Its window is all viewport, so a window size is the page's width
and height. `make test` runs both at SCHED_IDLE beside the Swift build and tests, which leave an idle
process a third of a percent of the CPU while they hold both cores (a 0.24 s loop took 87 s beside two
busy ones): every wait on Chromium allows for that, and a passing run waits no longer."""
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service

# How long any step may wait on Chromium, in seconds.
PATIENCE = 600


def start(*arguments):
    options = webdriver.ChromeOptions()
    for argument in ["--no-sandbox", "--disable-gpu", *arguments]:
        options.add_argument(argument)
    options.binary_location = "/usr/lib/chromium/chromium-headless-shell"
    # Chromedriver gives Chromium 60 s to start, which a starved one can need (39 s beside two busy
    # loops): a start that ran out of time is tried again; one that failed at once (no browser) is not.
    deadline = time.monotonic() + PATIENCE
    while True:
        tried = time.monotonic()
        try:
            driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
            break
        except WebDriverException:
            if time.monotonic() - tried < 30 or time.monotonic() > deadline:
                raise
    driver.set_script_timeout(PATIENCE)
    driver.command_executor.client_config.timeout = PATIENCE  # selenium's own wait for chromedriver
    # Started starved, Chromium can lose its first navigation (to data:,). Chromedriver waits for a
    # pending navigation before every command, up to the page-load timeout, then stops it: two fresh-
    # clone runs hung there before opening any page. A first command with a short timeout gets it over.
    driver.set_page_load_timeout(20)
    try:
        driver.execute_script("return 1")
    except TimeoutException:
        pass
    driver.set_page_load_timeout(PATIENCE)  # chromedriver's wait for the renderer, in any command
    return driver
