import Foundation

/// A scene that shows windows: those made with `UIWindow(windowScene:)` take its size (a phone
/// in portrait, or an iPad's full screen, as `ModelSystem` connected it).
///
/// Rules:
/// - `UIWindow(windowScene:)` makes a window "already associated with a given UIWindowScene
///   instance, with matching frame" (UIWindow.h;
///   https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)).
/// - `windows` lists the scene's windows; the scene does not keep them alive: the app keeps
///   its window, usually in its delegate's `window` property
///   (https://developer.apple.com/documentation/uikit/uiwindowscene/windows,
///   https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window).
// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene {
  /// Whether the scene fills an iPad's screen (regular width) rather than a phone's.
  var modelRegularWidth = false
  private var modelWindows: [WeakWindow] = []

  // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  open var windows: [UIWindow] {
    modelWindows.compactMap(\.window)
  }

  /// Adds `window` to the scene's windows.
  func modelAdd(_ window: UIWindow) {
    modelWindows.removeAll { $0.window == nil || $0.window === window }
    modelWindows.append(WeakWindow(window: window))
  }
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
// (Optional Objective-C requirements are requirements with default implementations here.)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  // A delegate without the property keeps no window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
