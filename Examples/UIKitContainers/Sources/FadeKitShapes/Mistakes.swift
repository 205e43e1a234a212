import FadeKit
import StressKit

// A FadeKit container's `Mistake` is the shape's `Bug`: planted by the name of its case in
// kebab case (`--plant-bug forgets-will-move` plants `.forgetsWillMove`), set on the container
// when the shape makes it.

/// A FadeKit container that can plant mistakes of its own.
@MainActor protocol PlantsMistakes: AnyObject {
  /// Its kind of mistake.
  associatedtype Mistake: Hashable
  /// The mistakes planted.
  var mistakes: Set<Mistake> { get set }
}

extension PlantsMistakes {
  /// This container with `mistakes` planted.
  func planting(_ mistakes: Set<Mistake>) -> Self {
    self.mistakes = mistakes
    return self
  }
}

/// A container's mistake as a plantable bug, named after its case.
protocol NamedMistake: StressBug, CaseIterable {}

extension NamedMistake {
  /// The mistake whose name is `rawValue`.
  public init?(rawValue: String) {
    guard let mistake = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = mistake
  }

  /// The case's name in kebab case: `forgetsWillMove` is `forgets-will-move`.
  public var rawValue: String {
    String(describing: self).reduce(into: "") { name, character in
      if character.isUppercase { name += "-" }
      name += character.lowercased()
    }
  }
}

extension FadeViewController: PlantsMistakes {}
extension SwapViewController: PlantsMistakes {}
extension TabsViewController: PlantsMistakes {}
extension TopStackViewController: PlantsMistakes {}
extension DrawerViewController: PlantsMistakes {}
extension PagerViewController: PlantsMistakes {}
extension CardSwapViewController: PlantsMistakes {}
extension FadeThroughNavigationController: PlantsMistakes {}

extension FadeViewController.Mistake: NamedMistake {}
extension SwapViewController.Mistake: NamedMistake {
  /// Without `addChild`, UIKit raises (the children have no common parent): the app ends.
  public var traps: Bool { self == .forgetsAddChild }
}
extension TabsViewController.Mistake: NamedMistake {}
extension TopStackViewController.Mistake: NamedMistake {}
extension DrawerViewController.Mistake: NamedMistake {}
extension PagerViewController.Mistake: NamedMistake {}
extension CardSwapViewController.Mistake: NamedMistake {}
extension FadeThroughNavigationController.Mistake: NamedMistake {}
