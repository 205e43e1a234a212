// Apple's recipe for a container ("Implementing a Container View Controller":
// displayContentController and hideContentController), written twice, line for line: once on
// the model's names (`Containment`), once on UIKit's (`UIKitContainment`). uikit-cost replays one
// workload on each, so that callgrind tells what UIKit's names cost.

import Containment
import StressKit
import UIKitContainment

/// The recipe on the model.
final class RecipeController: ViewController {
  private(set) var content: ViewController?

  func show(_ new: ViewController?) {
    guard new !== content else { return }
    if let old = content {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    content = new
    guard let new, (try? addChild(new)) != nil else { return }
    new.view.frame = Rect(size: view.frame.size)
    view.addSubview(new.view)
    new.didMove(toParent: self)
  }
}

/// The recipe on UIKit's names.
final class RecipeViewController: UIViewController {
  private(set) var content: UIViewController?

  func show(_ new: UIViewController?) {
    guard new !== content else { return }
    if let old = content {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    content = new
    guard let new else { return }
    addChild(new)
    new.view.frame = view.bounds
    view.addSubview(new.view)
    new.didMove(toParent: self)
  }
}

/// The UIKit recipe's shape: ContentShapeDriver<UIKitRecipe> draws the workload.
enum UIKitRecipe: ContentShape {
  static let name = "recipe-uikit"
  static func makeContainer(plantedBugs: Set<NoBug>) -> RecipeViewController {
    RecipeViewController()
  }
  static func show(_ content: UIViewController?, in recipe: RecipeViewController) {
    recipe.show(content)
  }
  static func content(of recipe: RecipeViewController) -> UIViewController? { recipe.content }
}

/// The model recipe's driver: ContentShapeDriver's operations, applied and checked as it applies
/// and checks them, on the model's children.
final class ModelRecipeDriver: StressDriver {
  typealias Operation = ContentShapeDriver<UIKitRecipe>.Operation
  // Today's iOS, as the UIKit recipe's shape: neither reloads its content in viewDidLoad, which
  // only iOS 5's releases would need.
  static let info = StressDriverInfo<ModelRecipeDriver>(
    name: "recipe-model", profiles: ContentShapeDriver<UIKitRecipe>.profiles, contract: .ios)
  let recipe: RecipeController
  let context: StressContext

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<NoBug>) throws {
    self.context = context
    recipe = RecipeController(id: context.containerID, observer: context.observer)
    recipe.show(context.child(for: .new(payload: 256)))
  }

  var root: ViewController { recipe }
  var isTransitioning: Bool { !context.clock.isIdle }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  {
    .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng))
  }

  func apply(_ operation: Operation) -> Bool {
    guard case .show(let choice) = operation else { return false }
    let new = choice.flatMap { context.child(for: $0) }
    guard choice == nil || new != nil else { return false }
    let old = recipe.content
    let children = recipe.children.count
    recipe.show(new)
    if let old, old !== recipe.content { context.keepForReuse([old]) }
    return old !== recipe.content || children != recipe.children.count
  }

  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(
      recipe.content, among: recipe.children, of: recipe, idle: !isTransitioning)
  }
}
