import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {}

/// A view and its place in a view hierarchy.
///
/// Rules:
/// - `addSubview(_:)` first removes the view from its old superview ("Views can have only one
///   superview. If view already has a superview and that view is not the receiver, this method
///   removes the previous superview before making the receiver its new superview",
///   https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)).
/// - `window` is the window the view is in, through its superviews, or `nil`
///   (https://developer.apple.com/documentation/uikit/uiview/window).
/// - A change of the hierarchy that moves a view controller's view into or out of a window
///   is when its appearance methods run (see `UIWindow`).
// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }
  // https://developer.apple.com/documentation/uikit/uiview (init() inherited from NSObject)
  public override convenience init() { self.init(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect = .zero {
    didSet { bounds.size = frame.size }
  }
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  open var autoresizingMask: UIView.AutoresizingMask = []
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  // https://developer.apple.com/documentation/uikit/uiview/superview
  open private(set) weak var superview: UIView?
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  open private(set) var subviews: [UIView] = []
  /// The view controller whose view this is (UIKit keeps the same link privately).
  weak var owningController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    let oldWindow = view.window
    if let old = view.superview {
      old.subviews.removeAll { $0 === view }
    }
    view.superview = self
    subviews.append(view)
    if view.autoresizingMask.contains(.flexibleWidth) { view.frame.size.width = bounds.width }
    if view.autoresizingMask.contains(.flexibleHeight) { view.frame.size.height = bounds.height }
    if oldWindow != nil || window != nil { UIKitModel.refreshWindows() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let old = superview else { return }
    let wasInWindow = window != nil
    old.subviews.removeAll { $0 === self }
    superview = nil
    if wasInWindow { UIKitModel.refreshWindows() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {}
  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {}

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection {
    window?.modelTraits ?? UITraitCollection(horizontalSizeClass: .unspecified)
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor
open class UITraitCollection: NSObject {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  // https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  /// The SF Symbol the image shows, when it was made from one: the model's record for tests (UIKit
  /// draws the symbol instead).
  public private(set) var modelSymbolName: String?

  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  // (the model knows no symbol set: every name makes an image)
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) {
    self.init()
    modelSymbolName = name
  }
}
