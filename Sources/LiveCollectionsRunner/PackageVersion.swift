/// The version of this package, stored with every recorded run.
public enum PackageVersion {
    /// The current version.
    public static let current = "0.1.0"
}
