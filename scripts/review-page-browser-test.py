#!/usr/bin/env python3
"""The review page (`scenarios review --serve`) in a real browser.

Debian's chromium, driven by Playwright (PyPI), against the tool built with
the ReviewServer trait. In a copy of the scenarios with two of them edited,
so that two changes are pending, it checks that:

- a request without the token is refused (403), and so is a request
  naming another host;
- a cross-site form post to the accept URL, token included, is refused
  (403) and writes nothing;
- every other POST of the page (undo, accept all, reject all, done) posted
  by a form of another site is refused too;
- the page lists the four changes; a change's page shows the step
  pictures side by side, toggles to the new run's player, and shows the
  call diff; the diff page's "all pending changes" link leads back to the
  list (not a 404);
- the keys: `?` shows the help, `j`/`k` move the visible selection, `a`
  accepts and `r` rejects the selected change, nothing happens with Ctrl
  held; Undo puts the previous golden's text back byte for byte;
- a second tab's conflicting decision shows its reason on the page;
- Accept all asks first (Cancel decides nothing), then accepts every
  pending change; "Undo accept all" undoes them; after the last decision
  the summary shows and the server stays until "Done, stop the server",
  which ends it with exit 0 and the summary line;
- the accepted changes are the goldens (`verify` matches them), the
  rejected one's golden and text are as they were;
- a second server on the same port fails with one line; SIGTERM and
  SIGINT (Ctrl-C) end a server with 143 and 130 after the summary line,
  keeping what was decided.

Usage: review-page-browser-test.py PATH/TO/scenarios SCREENSHOT_FOLDER
"""
import http.server
import json
import os
import shutil
import signal
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
# Accepted with Accept all.
ALL = ("02-table-view-single-section", "03-collection-view-discrete-sections")
EDITED = (ACCEPTED, REJECTED) + ALL


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


def start_server(tool, workspace, environment, *arguments):
    """Starts `review --serve`; returns the process and its URL."""
    server = subprocess.Popen([tool, "review", "--serve", *arguments], cwd=workspace, env=environment,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            server.kill()
            fail(f"the server printed no URL: {server.stderr.read()}")
        if line.startswith("review page: "):
            return server, line.split(": ", 1)[1].strip()
    server.kill()
    fail("no URL within 60 s")


def post_as_page(url, path):
    """A decision as the page sends it (its Origin, JSON)."""
    origin = "/".join(url.split("/", 3)[:3])
    request = urllib.request.Request(url + path, method="POST", data=b"{}",
                                     headers={"Content-Type": "application/json", "Origin": origin})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def ended(server, timeout=30):
    """The exit status, output and error of a server that ends by itself."""
    try:
        code = server.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
        fail("the server did not stop")
    return code, server.stdout.read(), server.stderr.read()


def main():
    tool, screenshots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(screenshots, exist_ok=True)
    browser_path = shutil.which("chromium") or shutil.which("chromium-browser")
    check(browser_path, "no chromium on PATH (apt-get install chromium)")
    workspace = tempfile.mkdtemp(prefix="review-page-")
    evil_folder = tempfile.mkdtemp(prefix="review-page-evil-")
    servers = []
    try:
        run_test(tool, screenshots, browser_path, workspace, evil_folder, servers)
    finally:
        for server in servers:
            if server.poll() is None:
                server.kill()
                server.wait()
        shutil.rmtree(workspace, ignore_errors=True)
        shutil.rmtree(evil_folder, ignore_errors=True)


def text_golden(workspace, name):
    path = os.path.join(workspace, "Scenarios", "goldens", f"{name}.txt")
    return read(path)


def state(page, index):
    return page.locator(f"tr[data-change='{index}'] .state").get_attribute("data-state")


def wait_state(page, index, word):
    page.wait_for_selector(f"tr[data-change='{index}'] .state[data-state='{word}']", timeout=30000)


def run_test(tool, screenshots, browser_path, workspace, evil_folder, servers):
    shutil.copytree(os.path.join(REPOSITORY, "Scenarios"), os.path.join(workspace, "Scenarios"))
    environment = dict(os.environ, NO_COLOR="1", SCENARIOS_SOURCE_REVISION="browser-test")
    environment.pop("SCENARIOS_DATABASE", None)

    # Four changes: each scenario's title edited, so its new run differs.
    for name in EDITED:
        path = os.path.join(workspace, "Scenarios", f"{name}.json")
        scenario = json.loads(read(path))
        scenario["title"] += " (edited)"
        with open(path, "w") as file:
            json.dump(scenario, file, indent=2)
    verify = subprocess.run([tool, "verify", "--record", "never", *EDITED], cwd=workspace, env=environment,
                            capture_output=True, text=True, timeout=300)
    check(verify.returncode == 1, f"verify of the edited scenarios exits 1: {verify.returncode} {verify.stderr}")
    goldens = os.path.join(workspace, "Scenarios", "goldens.sqlite")
    texts = {name: text_golden(workspace, name) for name in EDITED}
    goldens_before = read(goldens)

    server, url = start_server(tool, workspace, environment)
    servers.append(server)
    origin = "/".join(url.split("/", 3)[:3])
    token = url.rstrip("/").rsplit("/", 1)[1]
    print(f"review page test: server at {origin}/<token>/")

    # Without the token, with a wrong one, with another Host: refused.
    check(status_of(origin + "/") == 403, "a request without the token is refused")
    check(status_of(origin + "/" + "0" * len(token) + "/") == 403, "a request with another token is refused")
    check(status_of(url, headers={"Host": "attacker.example"}) == 403, "a request for another host is refused")
    for path in ("changes/0/accept", "changes/0/undo", "accept-all", "reject-all", "done"):
        check(status_of(url + path, method="POST", data=b"{}", headers={"Content-Type": "application/json"}) == 403,
              f"a POST to {path} without an Origin is refused")
    check(status_of(url) == 200, "the page answers with its token")

    # A page of another site posting forms to the page's URLs, token included.
    evil_paths = ("changes/0/accept", "accept-all", "changes/0/undo", "done")
    with open(os.path.join(evil_folder, "index.html"), "w") as file:
        file.write(f"""<!DOCTYPE html><html><body>
<form id="f" method="post" action="{url}changes/0/accept"><input name="x" value="1"></form>
<script>document.getElementById("f").submit();</script></body></html>""")
    for number, path in enumerate(evil_paths[1:]):
        with open(os.path.join(evil_folder, f"form{number}.html"), "w") as file:
            file.write(f"""<!DOCTYPE html><html><body>
<form id="f" method="post" enctype="text/plain" action="{url}{path}"><input name='{{"x":"' value='1"}}'></form>
<script>document.getElementById("f").submit();</script></body></html>""")
    handler = lambda *args, **kwargs: http.server.SimpleHTTPRequestHandler(*args, directory=evil_folder, **kwargs)
    evil = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=evil.serve_forever, daemon=True).start()
    evil_url = f"http://127.0.0.1:{evil.server_address[1]}/"

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})

        with page.expect_response(lambda response: response.url.endswith("/accept")) as posted:
            page.goto(evil_url + "index.html")
        check(posted.value.status == 403, f"a cross-site form post is refused: {posted.value.status}")
        for number, path in enumerate(evil_paths[1:]):
            with page.expect_response(lambda response, path=path: response.url.endswith("/" + path)) as posted:
                page.goto(evil_url + f"form{number}.html")
            check(posted.value.status == 403, f"a cross-site form post to {path} is refused: {posted.value.status}")
        check(read(goldens) == goldens_before, "the refused posts wrote nothing")
        check(server.poll() is None, "the refused done did not stop the server")
        print("review page test: without the token, for another host, and cross-site form posts: refused (403)")

        page.goto(url)
        rows = page.locator("tbody tr")
        check(rows.count() == 4, f"four pending changes listed: {rows.count()}")
        names = [rows.nth(index).get_attribute("data-scenario") for index in range(4)]
        check(names == sorted(EDITED), f"in scenario order: {names}")
        index_of = {name: names.index(name) for name in EDITED}
        page.screenshot(path=os.path.join(screenshots, "review-index.png"), full_page=True)

        # The change page: pictures side by side, the toggle, the call diff,
        # and the diff page's link back to the list.
        page.click(f"text={REJECTED}")
        page.wait_for_selector("iframe#view")
        frame = page.frame_locator("iframe#view")
        frame.locator("img, svg, object").first.wait_for(timeout=10000)
        check("+ " in page.locator("pre.diff").inner_text(), "the call diff shows the new lines")
        page.screenshot(path=os.path.join(screenshots, "review-change.png"), full_page=True)
        with page.expect_navigation():
            frame.locator("a[target='_top']").click()
        check(page.url == url, f"the diff page's link leads to the list: {page.url}")
        check(page.locator("tbody tr").count() == 4, "the list, not a 404")
        page.click(f"text={REJECTED}")
        page.click("button[data-view$='after.html']")
        page.wait_for_function("document.getElementById('view').src.endsWith('after.html')")
        check(page.locator("button[data-view$='after.html']").get_attribute("aria-pressed") == "true", "the toggle shows the run")
        page.wait_for_timeout(500)
        page.screenshot(path=os.path.join(screenshots, "review-change-after.png"), full_page=True)
        # k and j on a change's page go to the previous and next change; j on the last says so.
        check(index_of[REJECTED] == 3, "the rejected change is the last")
        page.keyboard.press("j")
        page.wait_for_selector("#status:not([hidden])")
        check(page.locator("#status").inner_text() == "this is the last change", "j on the last change says so")
        page.keyboard.press("k")
        page.wait_for_url(url + "changes/2/")
        page.keyboard.press("j")
        page.wait_for_url(url + "changes/3/")
        print("review page test: change page, toggle, the diff page's link back, j/k between changes: passed")

        # A second tab, open before the decisions below, to conflict with them.
        second = browser.new_page(viewport={"width": 1280, "height": 700})
        second.goto(url)

        # Keys on the list.
        page.goto(url)
        selected = lambda: page.locator("tr.selected").get_attribute("data-change")
        check(selected() == "0", f"the first change is selected: {selected()}")
        page.keyboard.press("?")
        check(page.locator("dialog#help").is_visible(), "? shows the keys' help")
        page.screenshot(path=os.path.join(screenshots, "review-help.png"))
        page.keyboard.press("Escape")
        check(not page.locator("dialog#help").is_visible(), "Escape closes the help")
        page.keyboard.press("j")
        page.keyboard.press("j")
        check(selected() == "2", f"j j selects the third change: {selected()}")
        page.keyboard.press("k")
        check(selected() == "1", f"k selects the second change: {selected()}")
        page.keyboard.press("k")
        check(selected() == str(index_of[ACCEPTED]), f"k selects {ACCEPTED}")
        page.keyboard.press("Control+a")
        page.keyboard.press("Alt+r")
        page.wait_for_timeout(500)
        page.evaluate("getSelection().removeAllRanges()")  # Ctrl+A selected the page's text, as a browser does
        check(state(page, 0) == "pending" and read(goldens) == goldens_before, "a key with Ctrl or Alt decides nothing")
        page.keyboard.press("a")
        wait_state(page, index_of[ACCEPTED], "accepted")
        check(text_golden(workspace, ACCEPTED) != texts[ACCEPTED], "a accepted the selected change")
        check(selected() == str(index_of[ACCEPTED] + 1), f"the selection moves on: {selected()}")
        while selected() != str(index_of[REJECTED]):
            page.keyboard.press("j")
        page.keyboard.press("r")
        wait_state(page, index_of[REJECTED], "rejected")
        page.screenshot(path=os.path.join(screenshots, "review-keys.png"), full_page=True)

        # Undo: the previous text golden comes back byte for byte.
        page.locator(f"tr[data-change='{index_of[ACCEPTED]}'] button.undo").click()
        wait_state(page, index_of[ACCEPTED], "pending")
        check(text_golden(workspace, ACCEPTED) == texts[ACCEPTED], "Undo put the previous text golden back")
        check(page.locator(f"tr[data-change='{index_of[ACCEPTED]}'] button.undo").is_hidden(), "a pending change has no Undo")
        page.locator(f"tr[data-change='{index_of[ACCEPTED]}'] button.accept").click()
        wait_state(page, index_of[ACCEPTED], "accepted")
        print("review page test: ? help, j/k selection, a/r decisions, Ctrl/Alt ignored, Undo: passed")

        # The second tab still shows the rejected change pending: accepting it there conflicts.
        second.locator(f"tr[data-change='{index_of[REJECTED]}'] button.accept").click()
        second.wait_for_selector("#status:not([hidden])", timeout=30000)
        status = second.locator("#status").inner_text()
        check("was rejected already, in another tab or window" in status and second.locator("#status").is_visible(),
              f"the conflict's reason is visible on the page: {status}")
        message = second.locator(f"tr[data-change='{index_of[REJECTED]}'] .message")
        check(message.is_visible() and "rejected already" in message.inner_text(), "and beside the change")
        check(state(second, index_of[ACCEPTED]) == "accepted", "the second tab shows what the first decided")
        second.screenshot(path=os.path.join(screenshots, "review-conflict.png"), full_page=True)
        second.close()

        # Accept all, with its confirmation; Cancel first.
        page.click("button[data-bulk$='accept-all']")
        dialog = page.locator("dialog#confirm")
        check(dialog.is_visible(), "Accept all asks first")
        check("Accept all 2 pending changes?" in dialog.inner_text(), f"naming how many: {dialog.inner_text()}")
        page.screenshot(path=os.path.join(screenshots, "review-accept-all-confirm.png"))
        dialog.locator("button[data-answer='no']").click()
        page.wait_for_timeout(300)
        check(all(state(page, index_of[name]) == "pending" for name in ALL), "Cancel decides nothing")
        check(all(text_golden(workspace, name) == texts[name] for name in ALL), "Cancel writes nothing")
        page.click("button[data-bulk$='accept-all']")
        dialog.locator("button[data-answer='yes']").click()
        for name in ALL:
            wait_state(page, index_of[name], "accepted")
        check(all(text_golden(workspace, name) != texts[name] for name in ALL), "Accept all accepted both")
        page.wait_for_selector("#summary:not([hidden])", timeout=10000)
        # Undo accept all.
        page.click("button[data-undo-batch]")
        for name in ALL:
            wait_state(page, index_of[name], "pending")
        check(all(text_golden(workspace, name) == texts[name] for name in ALL), "Undo accept all put both goldens back")
        check(page.locator("#summary").is_hidden(), "no summary while changes are pending")
        page.click("button[data-bulk$='accept-all']")
        dialog.locator("button[data-answer='yes']").click()
        for name in ALL:
            wait_state(page, index_of[name], "accepted")
        print("review page test: Accept all asks first, Cancel decides nothing, Undo accept all undoes it: passed")

        # The summary, and the server stays until Done.
        page.wait_for_selector("#summary:not([hidden])", timeout=10000)
        summary = page.locator("#summary").inner_text()
        check("Every change is decided" in summary and "3 accepted, 1 rejected, 3 undone" in summary and "Commit " in summary,
              f"the summary: {summary}")
        page.screenshot(path=os.path.join(screenshots, "review-summary.png"), full_page=True)
        time.sleep(1.5)
        check(server.poll() is None, "the server stays after the last decision")
        check(status_of(url) == 200, "and the page still answers")
        page.locator("#summary button[data-close]").click()
        page.wait_for_selector("body.closed", timeout=10000)
        check("The review is closed" in page.locator("#summary").inner_text(), "the page says the review is closed")
        page.screenshot(path=os.path.join(screenshots, "review-closed.png"), full_page=True)
        browser.close()
    evil.shutdown()

    code, output, error = ended(server)
    check(code == 0, f"Done ends the server with exit 0: {code} {error}")
    last = output.strip().splitlines()[-1]
    check(last.startswith("reviewed 4 changes: 3 accepted, 1 rejected, 3 undone; commit "), f"the summary line: {last}")
    print("review page test: server output after Done:")
    print("  " + output.strip().replace("\n", "\n  "))

    for name in ALL + (ACCEPTED,):
        check(text_golden(workspace, name) != texts[name] and b"(edited)" in text_golden(workspace, name), f"{name}'s text golden is rewritten")
    check(text_golden(workspace, REJECTED) == texts[REJECTED], "the rejected change's text golden is as it was")
    after = subprocess.run([tool, "verify", "--record", "never", *EDITED], cwd=workspace, env=environment,
                           capture_output=True, text=True, timeout=300)
    results = {line.split()[0]: " ".join(line.split()[1:]) for line in after.stdout.splitlines() if line.startswith(("01-", "02-", "03-", "07-"))}
    for name in ALL + (ACCEPTED,):
        check(results.get(name) == "matched", f"{name} is the golden: {after.stdout}")
    check(results.get(REJECTED) == "changed", f"the rejected change still differs from its golden: {after.stdout}")
    print(f"review page test: {ACCEPTED} and {', '.join(ALL)} accepted and now matched; {REJECTED} rejected, its golden unchanged")

    # A port in use: one line. SIGTERM, then Ctrl-C with a decision taken: the summary, 143 and 130.
    for signal_name, signal_number, status in (("SIGTERM", signal.SIGTERM, 143), ("SIGINT", signal.SIGINT, 130)):
        server, url = start_server(tool, workspace, environment)
        servers.append(server)
        port = url.split("/")[2].rsplit(":", 1)[1]
        if signal_name == "SIGTERM":
            taken = subprocess.run([tool, "review", "--serve", "--port", port], cwd=workspace, env=environment,
                                   capture_output=True, text=True, timeout=60)
            expected = f"error: 127.0.0.1:{port}: cannot listen, the port is in use (errno 98); pass another --port, or none for a free one"
            check(taken.returncode == 1 and taken.stderr.strip() == expected,
                  f"a port in use is one line: {taken.returncode} {taken.stderr!r}")
            print(f"review page test: a port in use: {taken.stderr.strip()}")
        else:
            answer = post_as_page(url, "changes/0/accept")
            check(answer.get("state") == "accepted", f"a decision before Ctrl-C: {answer}")
        server.send_signal(signal_number)
        code, output, error = ended(server)
        last = output.strip().splitlines()[-1]
        check(code == status, f"{signal_name} ends the server with {status}: {code} {error}")
        expected = ("reviewed 1 change: 1 accepted, 0 rejected, 0 undone; commit " if signal_name == "SIGINT"
                    else "reviewed 0 changes: 0 accepted, 0 rejected, 0 undone; 1 not decided")
        check(last.startswith(expected), f"{signal_name} prints the summary: {last}")
        print(f"review page test: {signal_name}: exit {code}, last line: {last}")
    check(b"(edited)" in text_golden(workspace, REJECTED), "the decision taken before Ctrl-C is kept")
    print(f"review page test: passed; screenshots in {screenshots}")


if __name__ == "__main__":
    main()
