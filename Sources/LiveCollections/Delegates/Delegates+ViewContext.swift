// The library's calls of the delegates' main-actor requirements, made on the
// view context (see `callOnViewContext(_:_:)`): one forwarding method per
// requirement, so that each call site says which it calls and none forms a
// main-actor closure of its own.

extension CollectionDataReusableViewVerificationDelegate {
    func askIsDataSourceValid(for view: any DeltaUpdatableView) -> Bool {
        callOnViewContext((self, view)) { $0.0.isDataSourceValid(for: $0.1) }
    }
}
