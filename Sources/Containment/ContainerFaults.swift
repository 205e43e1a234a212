/// Bugs that can be planted in the placeholder, tab and page containers to prove that the stress
/// harness catches and shrinks a breach in each of them (as ``StackFaults`` does for the stack).
///
/// Package-internal: only the harness and its tests use it.
package struct ContainerFaults: OptionSet, Hashable, Sendable, CaseIterable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// C5: a placeholder releases the view of the child it swaps out.
  package static let placeholderReleasesViewOnSwap = ContainerFaults(rawValue: 1 << 0)
  /// L4: the tab container never calls `didMove(toParent:)` on the children it adds.
  package static let tabForgetsDidMove = ContainerFaults(rawValue: 1 << 1)
  /// C7: the tab container allows a rotation without asking its selected child (a stack in
  /// the middle of a push refuses).
  package static let tabIgnoresChildRotation = ContainerFaults(rawValue: 1 << 2)
  /// C1: the page container keeps the views of pages far from the visible one.
  package static let pageKeepsFarViews = ContainerFaults(rawValue: 1 << 3)

  package static let allCases: [ContainerFaults] = [
    .placeholderReleasesViewOnSwap, .tabForgetsDidMove, .tabIgnoresChildRotation,
    .pageKeepsFarViews,
  ]
}
