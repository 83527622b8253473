"""Debian's Chromium under chromedriver, headless, as the browser tests and scripts/search-relevance
start it: patient enough for `make test`, which runs both at SCHED_IDLE beside the Swift build and
tests. Those leave Chromium a third of a percent of the CPU for as long as they hold both cores: on a
slower machine, over 300 s (a fresh-clone run failed there, its first command "timed out receiving
message from renderer: 300.000"). The checks then go on at full speed; a passing run waits no longer,
and only a browser that truly hangs waits this long."""
import time

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

# How long any step may wait on Chromium, in seconds.
PATIENCE = 1800


def start(*arguments):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", *arguments]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    # Chromedriver gives Chromium 60 s to start, which a starved one can need (39 s beside two busy
    # loops): it tries again.
    deadline = time.monotonic() + PATIENCE
    while True:
        try:
            driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
            break
        except WebDriverException:
            if time.monotonic() > deadline:
                raise
    driver.set_page_load_timeout(PATIENCE)  # chromedriver's wait for the renderer, in any command
    driver.set_script_timeout(PATIENCE)
    driver.command_executor.client_config.timeout = PATIENCE  # selenium's own wait for chromedriver
    return driver
