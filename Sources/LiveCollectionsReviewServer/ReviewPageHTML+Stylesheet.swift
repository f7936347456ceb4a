extension ReviewPageHTML {
    /// The pages' style: the selected change and the focused control are
    /// outlined, so the keys' target is always visible.
    static let stylesheet = """
        body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #222; background: #fff; }
        main { max-width: 1200px; margin: 0 auto; padding: 1em 1.5em; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: .3em .8em; border-bottom: 1px solid #ddd; }
        tr[data-change] { scroll-margin: 4em; }
        td.controls { white-space: nowrap; }
        tr.selected, .decide.selected { outline: 3px solid #1565c0; outline-offset: -3px; background: #e8f0fe; }
        .decide { padding: .5em .8em; display: flex; gap: .5em; align-items: baseline; flex-wrap: wrap; }
        button { font: inherit; padding: .25em .9em; margin-right: .3em; cursor: pointer; }
        button:focus-visible, a:focus-visible, tr:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
        button.accept { background: #e6f4ea; border: 1px solid #2e7d32; }
        button.reject { background: #fdecea; border: 1px solid #c62828; }
        button.undo { background: #fff8e1; border: 1px solid #8d6e00; }
        button.done { background: #eceff1; border: 1px solid #455a64; }
        button[disabled] { opacity: .45; cursor: default; }
        .toolbar { margin: .8em 0; }
        .state[data-state="accepted"] { color: #2e7d32; font-weight: 600; }
        .state[data-state="rejected"] { color: #c62828; font-weight: 600; }
        .state[data-state="could not be accepted"] { color: #b71c1c; font-weight: 600; }
        .toggle button[aria-pressed="true"] { background: #333; color: #fff; }
        iframe { width: 100%; height: 640px; border: 1px solid #ccc; margin-top: .5em; }
        pre.diff { background: #f7f7f7; padding: .8em; overflow-x: auto; }
        pre.diff .del { color: #b71c1c; background: #fdecea; }
        pre.diff .ins { color: #1b5e20; background: #e6f4ea; }
        #status { padding: .5em 1em; border: 1px solid #1565c0; background: #e8f0fe; }
        #status[data-kind="error"] { border-color: #b71c1c; background: #fdecea; color: #7f0000; font-weight: 600; }
        #status button { margin-left: .8em; }
        .summary { padding: .2em 1em .6em; background: #e6f4ea; border: 1px solid #2e7d32; margin: .8em 0; }
        .message { margin: 0; font-size: .92em; }
        .message.error, .error { color: #b71c1c; font-weight: 600; }
        .note { color: #555; }
        kbd { font: .9em ui-monospace, monospace; border: 1px solid #999; border-radius: 3px; padding: 0 .3em; background: #f7f7f7; }
        dialog { border: 1px solid #555; border-radius: 6px; max-width: 34em; padding: 1em 1.5em; }
        dialog::backdrop { background: rgba(0, 0, 0, .35); }
        dialog dl { display: grid; grid-template-columns: auto 1fr; gap: .3em 1em; }
        dialog dd { margin: 0; }
        .question { font-weight: 600; }
        """
}
