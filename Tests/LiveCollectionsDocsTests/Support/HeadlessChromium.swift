import Foundation
import LiveCollectionsTestSupport

/// The machine's Chromium, run headless to screenshot a page: the path in
/// `CHROMIUM`, if given, else the first of the usual command names found on
/// `PATH` (``ExternalTool``), never at a fixed place.
enum HeadlessChromium {
    static let names = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome", "chrome", "headless_shell"]

    /// The browser's path, if there is one.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CHROMIUM"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        return names.lazy.compactMap { ExternalTool.path($0, environment: environment) }.first
    }()

    /// Screenshots `page` (with `#fragment`, if any) into `png`, after
    /// `virtualMilliseconds` of the page's (virtual) time, so animations
    /// have run that long (nil: at once); with `reducedMotion`, as a browser
    /// whose user asked for reduced motion (the player then shows where the
    /// rows end). Each call has its own profile folder, removed after; the
    /// browser and its helpers are ended (``Subprocess``) before it goes.
    static func screenshot(
        _ page: URL, fragment: String? = nil, to png: URL, width: Int = 1000, height: Int = 800, virtualMilliseconds: Int? = 4_000,
        reducedMotion: Bool = false
    ) throws -> (status: Int32, output: String) {
        let browser = try requirePath()
        let profile = try TemporaryFolder("chromium-profile")
        let address = page.absoluteString + (fragment.map { "#\($0)" } ?? "")
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--run-all-compositor-stages-before-draw", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
        ]
        if let virtualMilliseconds { arguments.append("--virtual-time-budget=\(virtualMilliseconds)") }
        if reducedMotion { arguments.append("--force-prefers-reduced-motion") }
        // Its crash reporter (a session of its own, which ends with the
        // browser) keeps its reports in the configuration folder: the
        // profile's, not the user's, so that it goes with the profile.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = profile.path("config")
        return try withExtendedLifetime(profile) {
            try Subprocess.run(browser, arguments + ["--screenshot=\(png.path)", address], environment: environment, timeout: 90)
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            if let given = ProcessInfo.processInfo.environment["CHROMIUM"], !given.isEmpty {
                return "CHROMIUM=\(given) is not an executable: point it at a Chromium, or unset it and apt-get install chromium"
            }
            return "no Chromium on PATH (none of \(HeadlessChromium.names.joined(separator: ", "))): apt-get install chromium, or set CHROMIUM to its path"
        }
    }

    static func requirePath() throws -> String {
        guard let path else { throw Missing() }
        return path
    }
}
