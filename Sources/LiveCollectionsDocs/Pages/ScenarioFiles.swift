/// Where the files of one scenario go in a generated folder, named after
/// it through ``Markup/fileName(_:)`` (`07-carousels` stays as it is): its
/// Markdown page `NAME.md`, its player or diff page `NAME.html`, and its
/// pictures in the folder `NAME/`. Whatever the scenario's name holds, these
/// paths stay in the folder; ``Markup/link(_:)`` of one is a link to it.
package struct ScenarioFiles {
    /// The name's file name.
    package let stem: String

    /// The files of the scenario named `name`.
    package init(_ name: String) {
        stem = Markup.fileName(name)
    }

    /// `NAME.md`.
    var markdown: String { "\(stem).md" }

    /// `NAME.html`.
    package var html: String { "\(stem).html" }

    /// `NAME/file`, a picture.
    func picture(_ file: String) -> String {
        "\(stem)/\(file)"
    }
}
