import Foundation

/// How a presented controller shows, as its style and the window's width make it.
enum ModelPresentationKind: Equatable {
  /// A page or form sheet (or a popover adapted to a compact width): the presenter's view stays;
  /// the user can swipe it down.
  case sheet
  /// Full screen: the presenter's views are removed once the presentation completes; the user
  /// cannot swipe it away.
  case cover
  /// A popover in a regular width: the user dismisses it by tapping outside.
  case popover
  /// An alert, or an action sheet in a compact width, over the presenter.
  case alert
}

/// One presentation: who presents, in what container view, and the transition that runs.
@MainActor
final class ModelPresentation {
  weak var presenting: UIViewController?
  /// The style asked for (`modalPresentationStyle`, or the alert's style).
  let requested: Requested
  /// The view the presented controller's view is in, inside the window.
  let containerView: UIView
  var transition: ModelTransition?
  var isBeingPresented = true
  var isBeingDismissed = false
  /// The presenter's view and where it was, while a full-screen presentation has removed it.
  var removedPresenterView: (view: UIView, superview: UIView)?

  enum Requested: Equatable {
    case style(UIModalPresentationStyle)
    case alert(UIAlertController.Style)
  }

  init(presenting: UIViewController, requested: Requested, containerView: UIView) {
    self.presenting = presenting
    self.requested = requested
    self.containerView = containerView
  }

  /// How it shows in a window of `sizeClass`: a popover adapts to a sheet in a compact width
  /// ("In iOS 13 and later, for horizontally or vertically compact environments, this option
  /// behaves the same as UIModalPresentationStyle.formSheet",
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover), an
  /// action sheet shows in a popover in a regular width
  /// (https://developer.apple.com/documentation/uikit/uialertcontroller).
  func kind(in sizeClass: UIUserInterfaceSizeClass) -> ModelPresentationKind {
    switch requested {
    case .alert(.alert): return .alert
    case .alert(.actionSheet): return sizeClass == .regular ? .popover : .alert
    case .style(.fullScreen), .style(.overFullScreen), .style(.currentContext),
      .style(.overCurrentContext), .style(.custom), .style(.none):
      return .cover
    case .style(.popover): return sizeClass == .regular ? .popover : .sheet
    case .style(.pageSheet), .style(.formSheet), .style(.automatic): return .sheet
    }
  }

  /// How it shows in its window now.
  var kind: ModelPresentationKind {
    kind(in: presenting?.modelWindow?.modelSizeClass ?? .compact)
  }

  /// Whether a transition (presenting or dismissing) is running.
  var isTransitioning: Bool { isBeingPresented || isBeingDismissed }
}

/// Presenting and dismissing.
///
/// Rules:
/// - `present(_:animated:completion:)` is handled by the controller at the top of the caller's
///   hierarchy of parents ("If the current view controller is unable to fulfill a request, it
///   forwards the request up the view controller hierarchy to its nearest parent",
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
///   `presentedViewController` is set at once; the completion runs after the presentation
///   finishes: on a later turn (animated, or, by default, unanimated too), and never for a
///   presentation UIKit refuses.
/// - UIKit refuses, and only logs, a presentation from a controller whose view is not in a
///   window, from one that already presents a controller, or while that presenter's own
///   presentation or dismissal is running; the completion never runs
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller:
///   one presented controller per presenter).
/// - A popover (and an action sheet in a regular width) without `sourceView` or
///   `barButtonItem` raises an exception at presentation
///   (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview).
/// - `dismiss(animated:completion:)` dismisses what the receiver presents, or, when it presents
///   nothing, the receiver itself; "calling this method on a view controller lower in the stack
///   dismisses its immediate child view controller and all view controllers above that child";
///   the completion runs after the dismissal
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
///   On a controller that neither presents nor is presented there is nothing to dismiss: UIKit
///   does nothing and, by the model's default (`UIKitModel.Choices.emptyDismissalCompletes`),
///   never runs the completion.
/// - A dismissal the app makes tells the presentation controller's delegate nothing
///   ("This method is not called if the presentation is dismissed programmatically",
///   https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
/// - A full-screen presentation removes the presenter's views once it completes; its dismissal
///   puts them back (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
extension UIViewController {
  /// The controller that handles this one's presentations: the top of its hierarchy of parents.
  var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The presentation controller of this controller or of the nearest presented ancestor;
  /// before a controller without a parent is presented, one made for its
  /// `modalPresentationStyle` ("If you have not yet presented the current view controller,
  /// accessing this property creates a presentation controller based on the current value in
  /// the modalPresentationStyle property",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller).
  func modelPresentationController() -> UIPresentationController? {
    if modelPresentation != nil, let controller = pendingPresentationController {
      return controller
    }
    if let parent {
      return parent.modelPresentation == nil && parent.parent == nil
        ? nil : parent.modelPresentationController()
    }
    let requested = modelRequestedStyle
    if let existing = pendingPresentationController, existing.modelRequested == requested {
      return existing
    }
    let made: UIPresentationController
    switch requested {
    case .style(.popover), .alert(.actionSheet):
      made = UIPopoverPresentationController(presented: self, requested: requested)
    case .style(.pageSheet), .style(.formSheet), .style(.automatic):
      made = UISheetPresentationController(presented: self, requested: requested)
    default:
      made = UIPresentationController(presented: self, requested: requested)
    }
    pendingPresentationController = made
    return made
  }

  /// The style this controller asks to be presented in.
  var modelRequestedStyle: ModelPresentation.Requested {
    if let alert = self as? UIAlertController { return .alert(alert.preferredStyle) }
    return .style(modalPresentationStyle)
  }

  func modelPresent(
    _ presented: UIViewController, animated: Bool,
    completion: (@MainActor @Sendable () -> Void)?
  ) {
    let presenter = presentationContext
    let name = "\(type(of: presented)) on \(type(of: presenter))"
    guard presented.modelPresentation == nil, presented.parent == nil else {
      return UIKitModel.violate(
        "Application tried to present modally a view controller \(name) that is already "
          + "presented or has a parent")
    }
    guard let window = presenter.viewIfLoaded?.window else {
      return UIKitModel.warn(
        "Attempt to present \(name) whose view is not in the window hierarchy.")
    }
    if let current = presenter.presentedViewControllerOfModel {
      return UIKitModel.warn(
        "Attempt to present \(name) which is already presenting \(type(of: current)).")
    }
    if presenter.modelPresentation?.isTransitioning == true {
      return UIKitModel.warn(
        "Attempt to present \(name) while a presentation or dismissal is in progress.")
    }
    if UIKitModel.presentationsToRefuse > 0 {
      UIKitModel.presentationsToRefuse -= 1
      return UIKitModel.warn("Attempt to present \(name): refused (the model was told to).")
    }
    let controller = presented.modelPresentationController()
    let requested = presented.modelRequestedStyle
    let container = UIView(frame: window.bounds)
    let presentation = ModelPresentation(
      presenting: presenter, requested: requested, containerView: container)
    if presentation.kind(in: window.modelSizeClass) == .popover,
      let popover = controller as? UIPopoverPresentationController
    {
      guard popover.sourceView != nil || popover.barButtonItem != nil else {
        return UIKitModel.violate(
          "UIPopoverPresentationController (\(name)) should have a non-nil sourceView or "
            + "barButtonItem set before the presentation occurs.")
      }
      if let source = popover.sourceView, source.window == nil {
        UIKitModel.warn("Popover \(name) points at a source view outside the window.")
      }
    }
    presenter.presentedViewControllerOfModel = presented
    presented.modelPresentation = presentation
    controller?.containerView = container
    presented.view.frame = container.bounds
    container.addSubview(presented.view)
    if animated {
      ModelCustomTransitions.present(presented, by: presenter, dismissing: false)
    }
    let transition = ModelTransition(animated: animated) { [weak presented] _ in
      guard let presented, let presentation = presented.modelPresentation else { return }
      presentation.isBeingPresented = false
      if presentation.kind == .cover, let presenter = presentation.presenting,
        let view = presenter.viewIfLoaded, let superview = view.superview
      {
        presentation.removedPresenterView = (view, superview)
        view.removeFromSuperview()
      }
    }
    transition.afterCompletions = { _ in completion?() }
    presentation.transition = transition
    window.addSubview(container)
    if animated || !UIKitModel.choices.unanimatedPresentationCompletesAtOnce {
      transition.start()
    } else {
      UIKitModel.runningTransitions.append(transition)
      transition.complete()
    }
  }

  func modelDismiss(animated: Bool, completion: (@MainActor @Sendable () -> Void)?) {
    let context = presentationContext
    let target: UIViewController
    if let presented = context.presentedViewControllerOfModel {
      target = presented
    } else if context.modelPresentation != nil {
      target = context
    } else {
      UIKitModel.warn(
        "dismiss(animated:completion:) on \(type(of: self)), which neither presents nor is "
          + "presented: nothing to dismiss.")
      if UIKitModel.choices.emptyDismissalCompletes {
        UIKitModel.later { completion?() }
      }
      return
    }
    var chain = [target]
    while let above = chain.last?.presentedViewControllerOfModel { chain.append(above) }
    if chain.contains(where: { $0.modelPresentation?.isTransitioning == true }) {
      return UIKitModel.warn(
        "Attempt to dismiss \(type(of: target)) while a presentation or dismissal is in "
          + "progress.")
    }
    modelDismiss(chain, animated: animated, interactive: false) { cancelled in
      if !cancelled { completion?() }
    }
  }

  /// Dismisses `chain` (a presented controller and everything above it), animating only its
  /// top; an `interactive` dismissal waits for the user, who may cancel it. `done` runs after.
  func modelDismiss(
    _ chain: [UIViewController], animated: Bool, interactive: Bool,
    done: @escaping (_ cancelled: Bool) -> Void
  ) {
    let presentations = chain.compactMap(\.modelPresentation)
    for presentation in presentations {
      presentation.isBeingDismissed = true
    }
    // The views full-screen presentations removed come back for the dismissal.
    for presentation in presentations.reversed() {
      if let removed = presentation.removedPresenterView {
        presentation.removedPresenterView = nil
        removed.superview.addSubview(removed.view)
      }
    }
    if animated, let top = chain.last, let presenter = top.modelPresentation?.presenting {
      ModelCustomTransitions.present(top, by: presenter, dismissing: true)
    }
    let transition = ModelTransition(animated: animated, interactive: interactive) { cancelled in
      if cancelled {
        for presentation in presentations {
          presentation.isBeingDismissed = false
          if presentation.kind == .cover, let view = presentation.presenting?.viewIfLoaded,
            let superview = view.superview
          {
            presentation.removedPresenterView = (view, superview)
            view.removeFromSuperview()
          }
        }
        return
      }
      for controller in chain.reversed() {
        guard let presentation = controller.modelPresentation else { continue }
        presentation.containerView.removeFromSuperview()
        presentation.presenting?.presentedViewControllerOfModel = nil
        controller.modelPresentation = nil
        controller.pendingPresentationController?.containerView = nil
      }
    }
    transition.afterCompletions = done
    for presentation in presentations {
      presentation.transition = transition
    }
    if animated || interactive || !UIKitModel.choices.unanimatedPresentationCompletesAtOnce {
      transition.start()
    } else {
      UIKitModel.runningTransitions.append(transition)
      transition.complete()
    }
  }
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}
