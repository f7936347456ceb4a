extension ScenarioPlayerHTML {
    /// The keyframes the rows animate with, by the names the page uses.
    static let keyframeNames = ["lc-fade-out", "lc-fade-in", "lc-slide", "lc-flash"]

    /// The page's CSS: the layout, the keyframes and their timeline, and one
    /// rule per step showing it (and marking its label) when its radio is
    /// checked.
    ///
    /// The timeline, once a step shows: deleted rows fade out (0.5 s), old
    /// section boxes fade out and rows slide to their new places (1.1 s),
    /// reloaded rows flash amber meanwhile, new section boxes and inserted rows
    /// fade in (1.6 s, 2.1 s). With reduced motion nothing animates and the
    /// page shows where the rows end.
    static func stylesheet(stepCount: Int) -> [String] {
        let blue = PicturePalette.moveBlue
        var css = [
            ":root { color-scheme: light; }",
            "body { margin: 0; background: #f6f8fa; color: \(PicturePalette.text); font: 14px/1.5 \(PicturePalette.fontFamily); }",
            "main { max-width: 980px; margin: 0 auto; padding: 24px 16px 48px; }",
            "h1 { font-size: 24px; margin: 0 0 8px; }",
            "h2 { font-size: 16px; margin: 0 0 12px; }",
            ".description { margin: 0 0 8px; color: \(PicturePalette.muted); }",
            ".note { color: \(PicturePalette.muted); font-style: italic; }",
            ".legend { display: flex; flex-wrap: wrap; gap: 16px; list-style: none; padding: 0; margin: 12px 0; font-size: 12px; color: \(PicturePalette.muted); }",
            ".legend li { display: flex; align-items: center; gap: 6px; }",
            ".swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; border: 1px solid; }",
            ".swatch.deleted { background: \(RowStyle.deleted.fill); border-color: \(RowStyle.deleted.stroke); }",
            ".swatch.inserted { background: \(RowStyle.inserted.fill); border-color: \(RowStyle.inserted.stroke); }",
            ".swatch.reloaded { background: \(RowStyle.reloaded.fill); border-color: \(RowStyle.reloaded.stroke); }",
            ".swatch.moved { background: \(RowStyle.moved.fill); border: 2px solid \(blue); }",
            ".step-radio { position: absolute; opacity: 0; pointer-events: none; }",
            ".controls { display: flex; flex-wrap: wrap; gap: 6px; margin: 16px 0; }",
            ".controls label { padding: 4px 10px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 6px; background: #ffffff; cursor: pointer; }",
            ".controls label:hover { border-color: \(blue); }",
            ".step { display: none; padding: 16px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 8px; background: #ffffff; }",
            ".pictures { display: flex; flex-wrap: wrap; gap: 24px; }",
            "figure { margin: 0; }",
            "figcaption { margin-bottom: 4px; font-size: 12px; font-weight: 600; color: \(PicturePalette.muted); }",
            "svg.view { display: block; max-width: 100%; height: auto; }",
            ".turn { display: flex; gap: 16px; margin: 12px 0 0; }",
            ".turn label { color: \(blue); cursor: pointer; }",
            "@keyframes lc-fade-out { from { opacity: 1; } to { opacity: 0; } }",
            "@keyframes lc-fade-in { from { opacity: 0; } to { opacity: 1; } }",
            "@keyframes lc-slide { from { transform: translateY(var(--dy)); } to { transform: translateY(0); } }",
            "@keyframes lc-flash { 0% { fill: \(RowStyle.unchanged.fill); } 40% { fill: \(PicturePalette.flashAmber); } 100% { fill: \(RowStyle.reloaded.fill); } }",
            ".row.deleted { opacity: 0; animation: lc-fade-out 0.5s ease-in 0.5s both; }",
            ".section.leaving { opacity: 0; animation: lc-fade-out 0.5s ease 1.1s both; }",
            ".row.slides { animation: lc-slide 0.9s ease-in-out 1.1s both; }",
            ".row.reloaded > rect { animation: lc-flash 1.4s ease-in-out 1s both; }",
            ".row .was { opacity: 0; animation: lc-fade-out 0.3s linear 1.5s both; }",
            ".row .now { animation: lc-fade-in 0.3s linear 1.5s both; }",
            ".section.arriving { animation: lc-fade-in 0.5s ease 1.6s both; }",
            ".row.inserted { animation: lc-fade-in 0.5s ease-out 2.1s both; }",
            "@media (prefers-reduced-motion: reduce) { svg.view * { animation: none !important; } }",
        ]
        for number in (0..<stepCount).map({ $0 + 1 }) {
            css.append("#step-\(number):checked ~ .steps > .step-\(number) { display: block; }")
            css.append("#step-\(number):checked ~ .controls label[for=\"step-\(number)\"] { background: \(blue); border-color: \(blue); color: #ffffff; }")
            css.append("#step-\(number):focus-visible ~ .controls label[for=\"step-\(number)\"] { outline: 2px solid \(blue); outline-offset: 2px; }")
        }
        return css
    }
}
