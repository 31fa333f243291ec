"""The replay page in a real headless Chromium (Selenium): it opens, steps, and the board and the
log change; the exact chance of a roll is on its lines. Skipped, with the reason, where Selenium,
Chromium or chromedriver is missing (.ci/run installs them)."""

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main

webdriver = pytest.importorskip("selenium.webdriver", reason="the browser test needs Selenium (pip install 'rulekit[browser]')")

PLAYTHROUGH = Path(__file__).parents[1] / "playthroughs" / "pocket_tactics-8.json"


def _binary(*names):
    return next((shutil.which(n) for n in names if shutil.which(n)), None)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    chromium = _binary("chromium", "chromium-browser", "google-chrome")
    driver = _binary("chromedriver")
    if not chromium or not driver:
        pytest.skip("no headless browser: install Chromium and its driver "
                    "(apt-get install chromium chromium-driver)")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}")
    try:
        b = webdriver.Chrome(service=Service(driver), options=options)
    except Exception as exc:  # a browser that cannot start here is a reason to skip, said plainly
        pytest.skip(f"Chromium would not start: {str(exc).splitlines()[0]}")
    yield b
    b.quit()


def test_the_page_steps_through_the_match(browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    page = tmp_path / "match.html"
    result = CliRunner().invoke(main, ["replay", str(PLAYTHROUGH), "-o", str(page)])
    assert result.exit_code == 0, result.output
    browser.get(page.as_uri())

    def board():
        return browser.find_element(By.ID, "board").get_attribute("innerHTML")

    def shown():
        return [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#log li") if li.is_displayed()]

    def counter():
        return browser.find_element(By.ID, "counter").text

    assert counter().startswith("Pas 0 /")
    assert "<svg" in board()
    start_board, start_log = board(), shown()
    # step by the button until the board changes (the first steps place tiles)
    for _ in range(12):
        browser.find_element(By.ID, "next").click()
        if board() != start_board:
            break
    assert board() != start_board
    assert len(shown()) > len(start_log)
    # the keyboard: → then ← come back
    here = counter()
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    assert counter() != here
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    assert counter() == here
    # jump to the end: the whole log and the result
    browser.find_element(By.ID, "last").click()
    total = int(counter().split("/")[1])
    assert counter() == f"Pas {total} / {total}"
    assert "Résultat" in browser.find_element(By.ID, "result").text
    lines = browser.find_elements(By.CSS_SELECTOR, "#log li")
    assert len(shown()) == len(lines)
    chances = [li.get_attribute("title") for li in lines if li.get_attribute("title")]
    assert chances and all(t.startswith("Chance exacte de ce tirage : ") for t in chances)
    assert any("/" in t and "%" in t for t in chances)
    # and back to the start
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.HOME)
    assert counter().startswith("Pas 0 /") and board() == start_board
