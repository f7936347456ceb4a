/// Removing discrete sections: a `discreteSections` scenario's sections are
/// positions in its `initial` list of lists, named by index in steps
/// (`{"section": N, ...}` of `update`, `append`, `animationStyle` and
/// `manualReloads`), in the synchronizer's `sections`, in a
/// `deletionDelegate` list and in the view's `rowAnimations.sections`
/// keys, so removing one renumbers the sections after it.
extension ScenarioDocument {
    /// The number of discrete sections (the lists in `initial`); 0 for any
    /// other kind of scenario.
    public var discreteSectionCount: Int {
        guard root["kind"] == .string("discreteSections"), case .array(let lists)? = root["initial"] else { return 0 }
        return lists.count
    }

    /// Without the discrete sections at `positions`: their lists leave
    /// `initial`, the steps that update or append to them or decide for
    /// their delegates go, and every higher index (in steps, the
    /// synchronizer's `sections`, a `deletionDelegate` list, the
    /// `rowAnimations.sections` keys) moves down. A synchronizer left with no
    /// section to join is dropped, as is a `deletionDelegate` list left
    /// empty. Positions out of range are ignored; the
    /// document is returned unchanged when no section would be left (the
    /// last section is never removed).
    ///
    /// - Complexity: O(s · k) for s steps and k positions removed.
    public func removingDiscreteSections(_ positions: Set<Int>) -> ScenarioDocument {
        let count = discreteSectionCount
        let removed = positions.filter { (0..<count).contains($0) }
        guard !removed.isEmpty, removed.count < count, case .array(let lists)? = root["initial"] else { return self }
        /// The new index of a kept section; nil for a removed one.
        func renumbered(_ index: Int) -> Int? {
            removed.contains(index) ? nil : index - removed.filter { $0 < index }.count
        }
        var copy = self
        copy.root["initial"] = .array(lists.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
        if case .array(let steps)? = root["steps"] {
            copy.root["steps"] = .array(steps.compactMap { step in
                guard case .object(var fields) = step else { return step }
                for key in ["update", "append", "animationStyle", "manualReloads"] {
                    guard case .object(var action)? = fields[key], case .integer(let index)? = action["section"] else { continue }
                    guard let new = renumbered(index) else { return nil }
                    action["section"] = .integer(new)
                    fields[key] = .object(action)
                }
                return .object(fields)
            })
        }
        if case .object(var synchronizer)? = root["synchronizer"], case .array(let joined)? = synchronizer["sections"] {
            let kept = joined.compactMap { element -> ScenarioJSONValue? in
                guard case .integer(let index) = element else { return element }
                return renumbered(index).map(ScenarioJSONValue.integer)
            }
            if kept.isEmpty {
                copy.root["synchronizer"] = nil
            } else {
                synchronizer["sections"] = .array(kept)
                copy.root["synchronizer"] = .object(synchronizer)
            }
        }
        if case .array(let sections)? = root["deletionDelegate"] {
            let kept = sections.compactMap { element -> ScenarioJSONValue? in
                guard case .integer(let index) = element else { return element }
                return renumbered(index).map(ScenarioJSONValue.integer)
            }
            copy.root["deletionDelegate"] = kept.isEmpty ? nil : .array(kept)
        }
        if case .object(var view)? = root["view"], case .object(var animations)? = view["rowAnimations"],
           case .object(let bySection)? = animations["sections"] {
            var kept: [String: ScenarioJSONValue] = [:]
            for (key, value) in bySection {
                guard let index = Int(key) else { kept[key] = value; continue }
                if let new = renumbered(index) { kept[String(new)] = value }
            }
            animations["sections"] = .object(kept)
            view["rowAnimations"] = .object(animations)
            copy.root["view"] = .object(view)
        }
        return copy
    }
}
