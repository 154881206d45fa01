/// How one screen shows beyond its route and style: whether it hides the tab bar, and the
/// control it zooms from.
///
/// A coordinator chooses them where it pushes or presents the screen
/// (`navigator.push(.message(id), options: .hidingTabBar)`), as it chooses the style: the screen
/// never knows. They belong to that screen alone (a screen pushed after it shows the tab bar
/// again unless it hides it too), are saved with the state and carried by links, and never
/// change while the screen stays.
///
/// - ``hidesTabBar``: a pushed screen that needs the whole height (a reader, a composer) hides
///   the tab bar while it is the top of its stack: UIKit's `hidesBottomBarWhenPushed`, SwiftUI's
///   `toolbar(.hidden, for: .tabBar)`, the terminal's tab line.
/// - ``zoomSource``: a pushed screen or a full-screen cover grows from the control of the screen
///   below that the name marks (iOS 18: SwiftUI's `navigationTransition(.zoom)`, UIKit's
///   `preferredTransition`); the standard transition elsewhere.
public struct ScreenOptions: Hashable, Sendable, Codable {
  /// Whether the tab bar hides while this pushed screen is the top of its stack.
  public var hidesTabBar: Bool
  /// The control of the screen below that this screen zooms from; `nil` for the standard
  /// transition.
  public var zoomSource: ZoomSource?

  /// Options for a screen: by default the tab bar shows and the transition is the standard one.
  public init(hidesTabBar: Bool = false, zoomSource: ZoomSource? = nil) {
    self.hidesTabBar = hidesTabBar
    self.zoomSource = zoomSource
  }

  /// The platform's defaults: the tab bar shows, the standard transition.
  public static let standard = ScreenOptions()

  /// A pushed screen that hides the tab bar while it is on top (a reader, a composer).
  public static let hidingTabBar = ScreenOptions(hidesTabBar: true)

  /// A pushed screen or full-screen cover that zooms from the control named `source`.
  public static func zooming(from source: ZoomSource) -> ScreenOptions {
    ScreenOptions(zoomSource: source)
  }

  /// Whether every option is the platform's default.
  var isStandard: Bool { !hidesTabBar && zoomSource == nil }

  /// The refusal of these options for a screen shown as `style`: the tab bar hides only under a
  /// pushed screen (a modal layer covers it already), and only a push or a full-screen cover
  /// zooms (a sheet and a popover keep their own presentation). `nil` when `style` shows them.
  func refusal(for style: PresentationStyle) -> NavigationError? {
    if hidesTabBar, style != .push { return .tabBarHidingNeedsAPush(style) }
    if zoomSource != nil, style != .push, style != .modal(.cover) {
      return .zoomNeedsAPushOrCover(style)
    }
    return nil
  }

  private enum CodingKeys: String, CodingKey {
    case hidesTabBar, zoomSource
  }

  /// Reads the options, each one absent meaning its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hidesTabBar = try container.decodeIfPresent(Bool.self, forKey: .hidesTabBar) ?? false
    zoomSource = try container.decodeIfPresent(ZoomSource.self, forKey: .zoomSource)
  }

  /// Saves only the options that are not their default.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if hidesTabBar { try container.encode(true, forKey: .hidesTabBar) }
    try container.encodeIfPresent(zoomSource, forKey: .zoomSource)
  }
}
