extension Scenario {
    /// The largest virtual time or duration a scenario may state, in
    /// milliseconds (about 11.6 days): `at`, `animationMilliseconds`,
    /// `calculationMilliseconds` and a synchronizer's `milliseconds`. A
    /// replay adds such values step after step; this bound keeps every sum
    /// far from overflowing the virtual clock.
    public static let maximumMilliseconds = 1_000_000_000
}
