extension ScenarioPlayerHTML {
    /// The page's CSS: the layout, the keyframes and their timeline, and the
    /// rules that show the chosen step (the first when none is), one per
    /// step's anchor.
    ///
    /// Each batch's group has `--t` (when it begins), `--d` (how long it
    /// plays) and, unless it is the last, `--end` (when the next begins), in
    /// real seconds from the step's time. It appears at `--t` and goes at
    /// `--end`; within `--d`, rows leaving fade out (first 30%), rows staying
    /// slide to their new places while reloaded rows flash amber (30% to 70%),
    /// rows arriving fade in (last 30%). With reduced motion nothing animates
    /// and the page shows the state after the last batch.
    static func stylesheet(anchors: [String]) -> [String] {
        let blue = PicturePalette.moveBlue
        var css = [
            ":root { color-scheme: light; }",
            "html { scroll-behavior: auto; }",
            "body { margin: 0; background: #f6f8fa; color: \(PicturePalette.text); font: 14px/1.5 \(PicturePalette.fontFamily); }",
            "main { max-width: 980px; margin: 0 auto; padding: 24px 16px 48px; }",
            "h1 { font-size: 24px; margin: 0 0 8px; }",
            "h2 { font-size: 16px; margin: 0 0 4px; }",
            ".description { margin: 0 0 8px; color: \(PicturePalette.muted); }",
            ".note, .timing { color: \(PicturePalette.muted); font-style: italic; }",
            ".timing { margin: 0 0 12px; font-size: 12px; }",
            ".legend { display: flex; flex-wrap: wrap; gap: 16px; list-style: none; padding: 0; margin: 12px 0; font-size: 12px; color: \(PicturePalette.muted); }",
            ".legend li { display: flex; align-items: center; gap: 6px; }",
            ".swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; border: 1px solid; }",
            ".swatch.deleted { background: \(RowStyle.deleted.fill); border-color: \(RowStyle.deleted.stroke); }",
            ".swatch.inserted { background: \(RowStyle.inserted.fill); border-color: \(RowStyle.inserted.stroke); }",
            ".swatch.reloaded { background: \(RowStyle.reloaded.fill); border-color: \(RowStyle.reloaded.stroke); }",
            ".swatch.moved { background: \(RowStyle.moved.fill); border: 2px solid \(blue); }",
            ".swatch.carried-in { background: \(RowStyle.carriedIn.fill); border: 1px dashed \(RowStyle.carriedIn.stroke); }",
            ".swatch.carried-out { background: \(RowStyle.carriedOut.fill); border: 1px dashed \(RowStyle.carriedOut.stroke); }",
            ".swatch.handed-off { background: \(RowStyle.handedOff.fill); border: 2px solid \(PicturePalette.handOffPurple); }",
            ".controls { display: flex; flex-wrap: wrap; gap: 6px; margin: 16px 0; }",
            ".controls a { padding: 4px 10px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 6px; background: #ffffff; color: inherit; text-decoration: none; }",
            ".controls a:hover { border-color: \(blue); }",
            ".step { display: none; padding: 16px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 8px; background: #ffffff; scroll-margin-top: 8px; }",
            ".anchor { position: absolute; top: 0; }",
            "body:not(:has(.anchor:target)) .step.first { display: block; }",
            ".pictures { display: flex; flex-wrap: wrap; gap: 24px; }",
            "figure { margin: 0; }",
            "figcaption { margin-bottom: 4px; font-size: 12px; font-weight: 600; color: \(PicturePalette.muted); }",
            "svg.view { display: block; max-width: 100%; height: auto; }",
            ".turn { display: flex; gap: 16px; margin: 12px 0 0; }",
            ".turn a { color: \(blue); }",
            "@keyframes lc-fade-out { from { opacity: 1; } to { opacity: 0; } }",
            "@keyframes lc-fade-in { from { opacity: 0; } to { opacity: 1; } }",
            "@keyframes lc-appear { from { opacity: 0; } to { opacity: 1; } }",
            "@keyframes lc-vanish { from { opacity: 1; } to { opacity: 0; } }",
            "@keyframes lc-slide { from { transform: translateY(var(--dy)); } to { transform: translateY(0); } }",
            "@keyframes lc-flash { 0% { fill: \(RowStyle.unchanged.fill); } 40% { fill: \(PicturePalette.flashAmber); } 100% { fill: \(RowStyle.reloaded.fill); } }",
            "@keyframes lc-pulse { 0%, 100% { stroke-width: 2; } 50% { stroke-width: 5; } }",
            ".panel.later { animation: lc-appear 0.01s linear var(--t) both; }",
            ".panel.replaced { animation: lc-vanish 0.01s linear var(--end) forwards; }",
            ".panel.later.replaced { animation: lc-appear 0.01s linear var(--t) both, lc-vanish 0.01s linear var(--end) forwards; }",
            ".row.leaving { opacity: 0; animation: lc-fade-out calc(var(--d) * 0.3) ease-in var(--t) both; }",
            ".section.leaving { opacity: 0; animation: lc-fade-out calc(var(--d) * 0.3) ease calc(var(--t) + var(--d) * 0.3) both; }",
            ".row.slides { animation: lc-slide calc(var(--d) * 0.4) ease-in-out calc(var(--t) + var(--d) * 0.3) both; }",
            ".row.refreshed > rect { animation: lc-flash calc(var(--d) * 0.5) ease-in-out calc(var(--t) + var(--d) * 0.3) both; }",
            ".row .was { opacity: 0; animation: lc-fade-out calc(var(--d) * 0.1) linear calc(var(--t) + var(--d) * 0.5) both; }",
            ".row .now { animation: lc-fade-in calc(var(--d) * 0.1) linear calc(var(--t) + var(--d) * 0.5) both; }",
            ".row.handed-off > rect { animation: lc-pulse calc(var(--d) * 0.5) ease-in-out calc(var(--t) + var(--d) * 0.2) 2 both; }",
            ".section.arriving { animation: lc-fade-in calc(var(--d) * 0.3) ease calc(var(--t) + var(--d) * 0.6) both; }",
            ".row.arriving { animation: lc-fade-in calc(var(--d) * 0.3) ease-out calc(var(--t) + var(--d) * 0.7) both; }",
            "@media (prefers-reduced-motion: reduce) { svg.view * { animation: none !important; } .panel.replaced { opacity: 0; } }",
        ]
        for (index, anchor) in anchors.enumerated() {
            let chosen = index == 0 ? "body:not(:has(.anchor:target)) .controls a[href=\"#\(anchor)\"], " : ""
            css.append("body:has(#\(anchor):target) .step[data-step=\"\(anchor)\"] { display: block; }")
            css.append("\(chosen)body:has(#\(anchor):target) .controls a[href=\"#\(anchor)\"] { background: \(blue); border-color: \(blue); color: #ffffff; }")
        }
        return css
    }
}
