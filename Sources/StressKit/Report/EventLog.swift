import Containment

/// The lifecycle event log of `replay --events`: JSON Lines, one object per callback, its
/// arguments as fields of their own, keys in sorted order.
///
/// ```
/// {"animated":true,"event":"viewWillAppear","step":12,"vc":3}
/// {"event":"willMove","parent":0,"step":12,"vc":5}
/// {"event":"viewWillTransition","height":400,"step":13,"vc":0,"width":300}
/// ```
///
/// `event` is the callback's name; `step` the trace's step (0-based) that caused it; `vc` the
/// view controller's identifier. The arguments: `animated` (appearance callbacks, `willShow`,
/// `didShow`), `parent` (`willMove`, `didMove`: an identifier, or `null` for none), `child`
/// (`willShow`, `didShow`), `width` and `height` (`viewWillTransition`), `state` and `request`
/// (`unbalancedAppearanceTransition`: the state it was in and `beginAppearing`,
/// `beginDisappearing` or `end`), `in` and `reached` (`superNotCalled`: the override's callback
/// and the one whose `super` it called, or `null`), `message` (`uikitMessage`: UIKit's console
/// text), `childrenAdded` and `children` (`viewDidLoadReturned`: the children the team's
/// `viewDidLoad` added, and how many it then had).
package enum EventLog {
  /// The line of `event`, caused by `step`.
  package static func line(step: Int, _ event: LifecycleEvent) -> String {
    var fields: [(String, String)] = [
      ("step", "\(step)"), ("vc", "\(event.subject.rawValue)"),
      ("event", "\"\(event.kind.callback)\""),
    ]
    switch event.kind {
    case .loadView, .viewDidLoad, .viewWillUnload, .viewDidUnload, .viewReleased,
      .didReceiveMemoryWarning, .deinitialized:
      break
    case .viewWillAppear(let animated), .viewDidAppear(let animated),
      .viewWillDisappear(let animated), .viewDidDisappear(let animated):
      fields.append(("animated", "\(animated)"))
    case .willMove(let parent), .didMove(let parent):
      fields.append(("parent", parent.map { "\($0.rawValue)" } ?? "null"))
    case .viewWillTransition(let size):
      fields.append(("width", number(size.width)))
      fields.append(("height", number(size.height)))
    case .willShow(let child, let animated), .didShow(let child, let animated):
      fields.append(("child", "\(child.rawValue)"))
      fields.append(("animated", "\(animated)"))
    case .unbalancedAppearanceTransition(let state, let appearing):
      fields.append(("state", "\"\(state.rawValue)\""))
      let request =
        switch appearing {
        case true?: "beginAppearing"
        case false?: "beginDisappearing"
        case nil: "end"
        }
      fields.append(("request", "\"\(request)\""))
    case .superNotCalled(let callback, let reached):
      fields.append(("in", "\"\(callback)\""))
      fields.append(("reached", reached.map { "\"\($0)\"" } ?? "null"))
    case .uikitMessage(let message):
      fields.append(("message", "\"\(message)\""))
    case .viewDidLoadReturned(let added, let children):
      fields.append(("childrenAdded", "\(added)"))
      fields.append(("children", "\(children)"))
    }
    let body = fields.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }
    return "{" + body.joined(separator: ",") + "}"
  }

  /// A size as JSON: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }
}
