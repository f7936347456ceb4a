extension ReviewPageHTML {
    /// The pages' one script, served as a file (`review.js`): it posts
    /// every action as JSON (which the server requires: no form of another
    /// site can send it), then shows each change's state, the answer's
    /// message (a conflict with another tab included) and the summary from
    /// the answer; asks before Accept all, Reject all and closing with
    /// changes undecided (a dialog of the page); offers to undo what Accept
    /// all or Reject all decided; switches the pictures' view; and reads the
    /// keys: `j`/`k` next/previous, `a`/`r` accept/reject, `u` undo,
    /// `Enter` open, `?` help, none while a modifier is held or a field has
    /// the focus.
    static let script = """
        "use strict";
        const base = document.body.dataset.base;
        const decisionWords = ["accepted", "rejected"];

        function changeElements() { return Array.from(document.querySelectorAll("[data-change]")); }
        function stateOf(element) { return element.querySelector(".state").dataset.state; }
        function isIndex() { return document.querySelector("tr[data-change]") !== null; }

        // The status line: a message, and optionally a button after it.
        function say(message, kind, extra) {
          const status = document.getElementById("status");
          status.replaceChildren(document.createTextNode(message));
          if (extra) status.append(extra);
          status.dataset.kind = kind;
          status.hidden = !message;
        }

        // Shows what the server answered: every change's state, the message
        // of the change it is about, the counts, the summary.
        function apply(answer, ok) {
          const closed = answer.closed === true;
          if (Array.isArray(answer.states)) {
            for (const element of changeElements()) {
              const word = answer.states[Number(element.dataset.change)];
              if (word === undefined) continue;
              const state = element.querySelector(".state");
              // A change whose state moved on: its last message is stale.
              const message = element.querySelector(".message");
              if (message && state.dataset.state !== word) message.hidden = true;
              state.textContent = word;
              state.dataset.state = word;
              const decided = decisionWords.includes(word);
              for (const button of element.querySelectorAll("button.accept, button.reject")) button.disabled = decided || closed;
              const undo = element.querySelector("button.undo");
              if (undo) { undo.hidden = !decided; undo.disabled = closed; }
            }
          }
          if (answer.index !== undefined) {
            for (const message of document.querySelectorAll(`[data-change="${answer.index}"] .message`)) {
              message.textContent = answer.message;
              message.classList.toggle("error", !ok);
              message.hidden = false;
            }
          }
          if (answer.remaining !== undefined) document.body.dataset.remaining = String(answer.remaining);
          for (const button of document.querySelectorAll("button[data-bulk]")) button.disabled = closed || answer.remaining === 0;
          const summary = document.getElementById("summary");
          if (typeof answer.summary === "string") summary.querySelector(".summary-text").textContent = answer.summary;
          summary.hidden = !(answer.done || closed);
          summary.querySelector("h2").textContent = closed
            ? "\(closedHeading)" : answer.done ? "\(doneHeading)" : "Review so far";
          summary.querySelector(".summary-next").hidden = closed;
          if (closed) {
            document.body.classList.add("closed");
            for (const button of document.querySelectorAll("button[data-action], button[data-bulk], button[data-close]")) button.disabled = true;
          }
        }

        async function post(path) {
          const response = await fetch(path, {
            method: "POST", headers: { "Content-Type": "application/json" }, body: "{}", credentials: "omit",
          });
          const answer = await response.json();
          apply(answer, response.ok);
          return { answer, ok: response.ok };
        }

        function stopped() { say("no answer: the review server has stopped", "error"); }

        // A change's Accept, Reject or Undo.
        async function act(button) {
          const element = button.closest("[data-change]");
          for (const other of element.querySelectorAll("button[data-action]")) other.disabled = true;
          try {
            const { answer, ok } = await post(button.dataset.action);
            say(answer.message, ok ? "info" : "error");
            return ok;
          } catch (error) {
            stopped();
            return false;
          }
        }

        // Asks a question in the page's dialog; resolves true for Yes.
        function ask(question, detail, yes) {
          const dialog = document.getElementById("confirm");
          dialog.querySelector(".question").textContent = question;
          dialog.querySelector(".detail").textContent = detail;
          const yesButton = dialog.querySelector("button[data-answer='yes']");
          const noButton = dialog.querySelector("button[data-answer='no']");
          yesButton.textContent = yes;
          return new Promise((resolve) => {
            const finish = (value) => {
              yesButton.onclick = noButton.onclick = dialog.oncancel = null;
              if (dialog.open) dialog.close();
              resolve(value);
            };
            yesButton.onclick = () => finish(true);
            noButton.onclick = () => finish(false);
            dialog.oncancel = (event) => { event.preventDefault(); finish(false); };
            dialog.showModal();
            noButton.focus();
          });
        }

        function undecidedCount() {
          if (isIndex()) return changeElements().filter((element) => !decisionWords.includes(stateOf(element))).length;
          return Number(document.body.dataset.remaining || "0");
        }

        // Accept all or Reject all, after a confirmation; then an offer to
        // undo what it decided.
        async function bulk(button) {
          const count = undecidedCount();
          const plural = count === 1 ? "" : "s";
          const verb = button.dataset.verb;
          if (!await ask(`${verb} all ${count} pending change${plural}?`, button.dataset.explain, `${verb} all`)) return;
          try {
            const { answer, ok } = await post(button.dataset.bulk);
            let undo = null;
            if (Array.isArray(answer.decided) && answer.decided.length > 0) {
              undo = document.createElement("button");
              undo.type = "button";
              undo.className = "undo";
              undo.dataset.undoBatch = answer.decided.join(",");
              undo.textContent = `Undo ${verb.toLowerCase()} all (${answer.decided.length})`;
            }
            say(answer.message, ok ? "info" : "error", undo);
          } catch (error) {
            stopped();
          }
        }

        // Undoes the decisions of one Accept all / Reject all, last first.
        async function undoBatch(button) {
          button.disabled = true;
          const indexes = button.dataset.undoBatch.split(",").map(Number).reverse();
          let undone = 0;
          try {
            for (const index of indexes) {
              const { answer, ok } = await post(`${base}changes/${index}/undo`);
              if (!ok) { say(answer.message, "error"); return; }
              undone += 1;
            }
            say(`undone: ${undone} decision${undone === 1 ? "" : "s"}; ${undone === 1 ? "it is" : "they are"} pending again`, "info");
          } catch (error) {
            stopped();
          }
        }

        // Done, stop the server (asking first when changes are undecided).
        async function closeReview(button) {
          const count = undecidedCount();
          if (count > 0) {
            const plural = count === 1 ? " is" : "s are";
            if (!await ask(`Stop the review server? ${count} change${plural} not decided.`,
                "What is not decided stays pending for the next review; what is decided stays decided and can no longer be undone here.",
                "Stop the server")) return;
          }
          try {
            const { answer, ok } = await post(button.dataset.close);
            say(answer.message, ok ? "info" : "error");
          } catch (error) {
            stopped();
          }
        }

        document.addEventListener("click", (event) => {
          const target = event.target instanceof Element ? event.target : null;
          if (!target) return;
          const view = target.closest("button[data-view]");
          if (view) {
            document.getElementById("view").src = view.dataset.view;
            for (const other of view.parentElement.querySelectorAll("button")) {
              other.setAttribute("aria-pressed", String(other === view));
            }
            return;
          }
          const action = target.closest("button[data-action]");
          if (action) { act(action); return; }
          const bulkButton = target.closest("button[data-bulk]");
          if (bulkButton) { bulk(bulkButton); return; }
          const batch = target.closest("button[data-undo-batch]");
          if (batch) { undoBatch(batch); return; }
          const closeButton = target.closest("button[data-close]");
          if (closeButton) { closeReview(closeButton); return; }
          const dismiss = target.closest("button[data-dismiss]");
          if (dismiss) { dismiss.closest("dialog").close(); return; }
          const row = target.closest("tr[data-change]");
          if (row && !target.closest("a")) select(row, false);
        });

        // The selected change: on the list, one row (outlined); on a
        // change's page, that change.
        function selected() { return document.querySelector("[data-change].selected"); }

        function select(element, focus) {
          for (const other of changeElements()) {
            other.classList.toggle("selected", other === element);
            if (other.tagName === "TR") other.setAttribute("aria-selected", String(other === element));
          }
          if (focus) element.focus();
          element.scrollIntoView({ block: "nearest" });
        }

        function move(step) {
          if (!isIndex()) {
            const link = document.querySelector(step > 0 ? "a[rel='next']" : "a[rel='prev']");
            if (link) location.href = link.href;
            else say(step > 0 ? "this is the last change" : "this is the first change", "info");
            return;
          }
          const rows = changeElements();
          const current = rows.indexOf(selected());
          const next = Math.min(rows.length - 1, Math.max(0, current < 0 ? 0 : current + step));
          select(rows[next], true);
        }

        async function keyAction(kind) {
          const element = selected();
          if (!element) return;
          const button = element.querySelector(`button.${kind}`);
          const name = element.dataset.scenario;
          const state = stateOf(element);
          if (!button || button.disabled || button.hidden) {
            if (document.body.classList.contains("closed")) say("the review is closed: the server has stopped", "error");
            else if (kind === "undo") say(`${name} is ${state}: nothing to undo`, "error");
            else say(`${name} is ${state} already: u undoes it`, "error");
            return;
          }
          const ok = await act(button);
          // On the list, a decision moves on to the next change to decide.
          if (ok && kind !== "undo" && isIndex()) {
            const rows = changeElements();
            const after = rows.slice(rows.indexOf(element) + 1).find((row) => !decisionWords.includes(stateOf(row)));
            if (after) select(after, true);
          }
        }

        document.addEventListener("keydown", (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
          const target = event.target instanceof Element ? event.target : null;
          if (target && target.closest("input, textarea, select, [contenteditable]")) return;
          const help = document.getElementById("help");
          if (document.querySelector("dialog[open]")) {
            if (event.key === "?" && help.open) { help.close(); event.preventDefault(); }
            return;
          }
          switch (event.key) {
            case "j": move(1); break;
            case "k": move(-1); break;
            case "a": keyAction("accept"); break;
            case "r": keyAction("reject"); break;
            case "u": keyAction("undo"); break;
            case "?": help.showModal(); break;
            case "Enter": {
              const row = selected();
              if (!isIndex() || !row || (target && target !== document.body && target !== row)) return;
              location.href = row.querySelector("a").href;
              break;
            }
            default: return;
          }
          event.preventDefault();
        });

        if (isIndex()) {
          const rows = changeElements();
          const first = rows.find((row) => !decisionWords.includes(stateOf(row))) || rows[0];
          if (first) select(first, false);
        }
        """
}
