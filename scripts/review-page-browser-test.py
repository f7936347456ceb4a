#!/usr/bin/env python3
"""The review page (`scenarios review --serve`) in a real browser.

Debian's chromium, driven by Playwright (PyPI), against the tool built with
the ReviewServer trait. In a copy of the scenarios with two of them edited,
so that two changes are pending, it checks that:

- a request without the token is refused (403), and so is a request
  naming another host;
- a cross-site form post to the accept URL, token included, is refused
  (403) and writes nothing;
- the page lists both changes; a change's page shows the step pictures
  side by side, toggles to the new run's player, and shows the call diff;
- clicking Accept on one change and Reject on the other makes the first
  the golden (its text golden rewritten, `verify` matches it) and leaves
  the second's golden and text as they were; the server then stops by
  itself with exit 0.

Usage: review-page-browser-test.py PATH/TO/scenarios SCREENSHOT_FOLDER
"""
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

from playwright.sync_api import sync_playwright

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ACCEPTED, REJECTED = "01-collection-view-single-section", "07-carousels"


def fail(message):
    print(f"review page test: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def status_of(url, method="GET", headers=None, data=None):
    request = urllib.request.Request(url, method=method, headers=headers or {}, data=data)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def read(path):
    with open(path, "rb") as file:
        return file.read()


def main():
    tool, screenshots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(screenshots, exist_ok=True)
    browser_path = shutil.which("chromium") or shutil.which("chromium-browser")
    check(browser_path, "no chromium on PATH (apt-get install chromium)")
    workspace = tempfile.mkdtemp(prefix="review-page-")
    shutil.copytree(os.path.join(REPOSITORY, "Scenarios"), os.path.join(workspace, "Scenarios"))
    environment = dict(os.environ, NO_COLOR="1", SCENARIOS_SOURCE_REVISION="browser-test")
    environment.pop("SCENARIOS_DATABASE", None)

    # Two changes: each scenario's title edited, so its new run differs.
    for name in (ACCEPTED, REJECTED):
        path = os.path.join(workspace, "Scenarios", f"{name}.json")
        scenario = json.loads(read(path))
        scenario["title"] += " (edited)"
        with open(path, "w") as file:
            json.dump(scenario, file, indent=2)
    verify = subprocess.run([tool, "verify", "--record", "never", ACCEPTED, REJECTED], cwd=workspace, env=environment,
                            capture_output=True, text=True, timeout=300)
    check(verify.returncode == 1, f"verify of the edited scenarios exits 1: {verify.returncode} {verify.stderr}")
    goldens = os.path.join(workspace, "Scenarios", "goldens.sqlite")
    texts = {name: read(os.path.join(workspace, "Scenarios", "goldens", f"{name}.txt")) for name in (ACCEPTED, REJECTED)}
    goldens_before = read(goldens)

    server = subprocess.Popen([tool, "review", "--serve"], cwd=workspace, env=environment,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = None
    deadline = time.time() + 60
    while time.time() < deadline and url is None:
        line = server.stdout.readline()
        if not line:
            fail(f"the server printed no URL: {server.stderr.read()}")
        if line.startswith("review page: "):
            url = line.split(": ", 1)[1].strip()
    check(url, "no URL within 60 s")
    origin = url.split("/", 3)[:3]
    origin = "/".join(origin)
    token = url.rstrip("/").rsplit("/", 1)[1]
    print(f"review page test: server at {origin}/<token>/")

    # Without the token, with a wrong one, with another Host: refused.
    check(status_of(origin + "/") == 403, "a request without the token is refused")
    check(status_of(origin + "/" + "0" * len(token) + "/") == 403, "a request with another token is refused")
    check(status_of(url, headers={"Host": "attacker.example"}) == 403, "a request for another host is refused")
    check(status_of(url + "changes/0/accept", method="POST", data=b"{}",
                    headers={"Content-Type": "application/json"}) == 403, "a decision without an Origin is refused")
    check(status_of(url) == 200, "the page answers with its token")

    # A page of another site posting a form to the accept URL, token included.
    evil_folder = tempfile.mkdtemp(prefix="review-page-evil-")
    with open(os.path.join(evil_folder, "index.html"), "w") as file:
        file.write(f"""<!DOCTYPE html><html><body>
<form id="f" method="post" action="{url}changes/0/accept"><input name="x" value="1"></form>
<script>document.getElementById("f").submit();</script></body></html>""")
    handler = lambda *args, **kwargs: http.server.SimpleHTTPRequestHandler(*args, directory=evil_folder, **kwargs)
    evil = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=evil.serve_forever, daemon=True).start()
    evil_url = f"http://127.0.0.1:{evil.server_address[1]}/index.html"

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})

        with page.expect_response(lambda response: response.url.endswith("/accept")) as posted:
            page.goto(evil_url)
        check(posted.value.status == 403, f"a cross-site form post is refused: {posted.value.status}")
        check(read(goldens) == goldens_before, "the refused post wrote nothing")
        print("review page test: without the token, for another host, and a cross-site form post: refused (403)")

        page.goto(url)
        rows = page.locator("tbody tr")
        check(rows.count() == 2, f"two pending changes listed: {rows.count()}")
        check(ACCEPTED in rows.nth(0).inner_text() and REJECTED in rows.nth(1).inner_text(), "in scenario order")
        page.screenshot(path=os.path.join(screenshots, "review-index.png"), full_page=True)

        # The change page: pictures side by side, the toggle, the call diff.
        page.click(f"text={REJECTED}")
        page.wait_for_selector("iframe#view")
        frame = page.frame_locator("iframe#view")
        frame.locator("img, svg, object").first.wait_for(timeout=10000)
        check("+ " in page.locator("pre.diff").inner_text(), "the call diff shows the new lines")
        page.screenshot(path=os.path.join(screenshots, "review-change.png"), full_page=True)
        page.click("button[data-view$='after.html']")
        page.wait_for_function("document.getElementById('view').src.endsWith('after.html')")
        check(page.locator("button[data-view$='after.html']").get_attribute("aria-pressed") == "true", "the toggle shows the run")
        page.wait_for_timeout(500)
        page.screenshot(path=os.path.join(screenshots, "review-change-after.png"), full_page=True)

        page.goto(url)
        page.locator(f"tr[data-change='0'] button.accept").click()
        page.wait_for_selector("tr[data-change='0'] .state[data-state='accepted']", timeout=30000)
        page.locator(f"tr[data-change='1'] button.reject").click()
        page.wait_for_selector("tr[data-change='1'] .state[data-state='rejected']", timeout=30000)
        page.wait_for_selector("#done:not([hidden])", timeout=10000)
        page.screenshot(path=os.path.join(screenshots, "review-decided.png"), full_page=True)
        browser.close()
    evil.shutdown()

    try:
        code = server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
        fail("the server did not stop once every change was decided")
    output = server.stdout.read()
    if code != 0:
        fail(f"the server exits 0: {code} {server.stderr.read()}")
    print("review page test: server output after the decisions:")
    print("  " + output.strip().replace("\n", "\n  "))

    accepted_text = read(os.path.join(workspace, "Scenarios", "goldens", f"{ACCEPTED}.txt"))
    rejected_text = read(os.path.join(workspace, "Scenarios", "goldens", f"{REJECTED}.txt"))
    check(accepted_text != texts[ACCEPTED] and b"(edited)" in accepted_text, "the accepted change's text golden is rewritten")
    check(rejected_text == texts[REJECTED], "the rejected change's text golden is as it was")
    after = subprocess.run([tool, "verify", "--record", "never", ACCEPTED, REJECTED], cwd=workspace, env=environment,
                           capture_output=True, text=True, timeout=300)
    results = {line.split()[0]: " ".join(line.split()[1:]) for line in after.stdout.splitlines() if line.startswith(("01-", "07-"))}
    check(results.get(ACCEPTED) == "matched", f"the accepted change is the golden: {after.stdout}")
    check(results.get(REJECTED) == "changed", f"the rejected change still differs from its golden: {after.stdout}")
    print(f"review page test: passed ({ACCEPTED} accepted and now matched; {REJECTED} rejected, its golden unchanged); "
          f"screenshots in {screenshots}")
    shutil.rmtree(workspace, ignore_errors=True)


if __name__ == "__main__":
    main()
